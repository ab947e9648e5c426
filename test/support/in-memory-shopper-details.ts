import type { OwnerMove } from '../../src/ports/owner-merge.port.js';
import type { ShopperDetails } from '../../src/domain/checkout/shopper-details.js';
import { personKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { ShopperDetailsRepository } from '../../src/ports/shopper-details-repository.port.js';

/** Shopper details in memory, for use-case tests; passes test/support/shopper-details-contract.ts. */
export class InMemoryShopperDetails implements ShopperDetailsRepository {
  private readonly byOwner = new Map<string, ShopperDetails>();

  async detailsOf(owner: BasketOwner): Promise<ShopperDetails | null> {
    const details = this.byOwner.get(personKeyOf(owner));
    return details === undefined ? null : structuredClone(details);
  }

  async save(owner: BasketOwner, details: ShopperDetails): Promise<void> {
    this.byOwner.set(personKeyOf(owner), structuredClone({ ...details, billingAddress: details.billingSameAsDelivery ? null : details.billingAddress }));
  }

  async mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    for (const { from, to } of moves) this.mergeOne(from, to);
  }

  private mergeOne(from: BasketOwner, to: BasketOwner): void {
    const fromKey = personKeyOf(from);
    const details = this.byOwner.get(fromKey);
    if (details === undefined || fromKey === personKeyOf(to)) return;
    this.byOwner.set(personKeyOf(to), details);
    this.byOwner.delete(fromKey);
  }

  /** How many owners have details saved (for tests asserting that nothing was saved). */
  get size(): number {
    return this.byOwner.size;
  }
}
