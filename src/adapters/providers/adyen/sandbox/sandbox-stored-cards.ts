import { randomBytes } from 'node:crypto';
import type { StoredCard } from '../../../../domain/checkout/card/stored-card.js';
import type { ShownCard } from './sandbox-payment-state.js';

/** Stored cards per shopperReference, as tokens: brand, last four, expiry and holder; never the number. */
export class SandboxStoredCards {
  private readonly byShopper = new Map<string, StoredCard[]>();

  list(shopperReference: string | null): StoredCard[] {
    return shopperReference === null ? [] : (this.byShopper.get(shopperReference) ?? []).map((card) => ({ ...card }));
  }

  find(shopperReference: string | null, id: string): StoredCard | null {
    return this.list(shopperReference).find((card) => card.id === id) ?? null;
  }

  /** Saves the card for the shopper; the same card saved again keeps its first token. */
  save(shopperReference: string, card: ShownCard): StoredCard {
    const cards = this.byShopper.get(shopperReference) ?? [];
    const same = cards.find((c) => c.brand === card.brand && c.lastFour === card.lastFour && c.expiryMonth === card.expiryMonth
      && c.expiryYear === card.expiryYear && c.holderName === card.holderName);
    if (same) return { ...same };
    const stored: StoredCard = {
      id: `sandbox_${randomBytes(8).toString('hex')}`,
      brand: card.brand, lastFour: card.lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, holderName: card.holderName,
    };
    this.byShopper.set(shopperReference, [...cards, stored]);
    return { ...stored };
  }
}
