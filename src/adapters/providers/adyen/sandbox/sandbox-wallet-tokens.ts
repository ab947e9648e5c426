import { randomBytes } from 'node:crypto';
import { validateCardNumber } from '../../../../domain/checkout/card/card-number.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { SandboxSeal } from './sandbox-seal.js';
import { holderNameOutcome, type HolderOutcome } from './sandbox-test-cards.js';

/** The wallets whose payment sheet the sandbox stands in for. */
export type SandboxWallet = 'googlepay' | 'applepay';

/**
 * The cards a sandbox wallet sheet offers: the sandbox's test cards, with the holder name that
 * decides the outcome (sandbox-test-cards.ts), as a real wallet holds a card and its holder.
 */
const WALLET_TEST_CARDS = [
  { id: 'visa-authorised', number: '4111111111111111', holderName: 'J. Smith', network: 'VISA' },
  { id: 'mastercard-authorised', number: '5555555555554444', holderName: 'J. Smith', network: 'MASTERCARD' },
  { id: 'visa-refused', number: '4111111111111111', holderName: 'NOT_ENOUGH_BALANCE', network: 'VISA' },
] as const;

type WalletTestCardId = (typeof WALLET_TEST_CARDS)[number]['id'];

/** A test card as the sheet lists it: never its number, only what a wallet shows. */
export interface WalletTestCard {
  id: WalletTestCardId;
  brand: string;
  network: string;
  lastFour: string;
  outcome: HolderOutcome['resultCode'];
  refusalReason: string | null;
}

/** What a sealed wallet token carries: the wallet it was made for and the card chosen in its sheet. */
interface WalletTokenPayload {
  wallet: SandboxWallet;
  card: WalletTestCardId;
  network: string;
  /** Each approval gives its own token. */
  nonce: string;
}

/** The card a verified token names, with the outcome its holder decides. */
export interface WalletCharge {
  brand: string;
  network: string;
  lastFour: string;
  outcome: HolderOutcome;
}

const brandOf = (number: string): string => {
  const valid = validateCardNumber(number, { complete: true });
  return valid.ok === true ? valid.value.brand : 'card';
};

export function walletTestCards(): WalletTestCard[] {
  return WALLET_TEST_CARDS.map((card) => {
    const held = holderNameOutcome(card.holderName);
    return { id: card.id, brand: brandOf(card.number), network: card.network, lastFour: card.number.slice(-4), outcome: held.resultCode, refusalReason: held.refusalReason };
  });
}

/**
 * The sandbox's wallet tokens: what Google Pay or Apple Pay would hand the browser after the
 * shopper approves the sheet, here signed with the sandbox's key (SandboxSeal), so the gateway
 * takes only a token it made itself: a forged or changed token, or one of another wallet or
 * network, is refused as a request.
 */
export class SandboxWalletTokens {
  constructor(private readonly seal: SandboxSeal) {}

  /** A token for the card chosen in the sheet, or null for a card the sandbox does not have. */
  issue(wallet: SandboxWallet, cardId: string): { token: string; network: string } | null {
    const card = WALLET_TEST_CARDS.find((c) => c.id === cardId);
    if (card === undefined) return null;
    const payload: WalletTokenPayload = { wallet, card: card.id, network: card.network, nonce: randomBytes(8).toString('hex') };
    return { token: this.seal.seal('wallet-token', payload), network: card.network };
  }

  /** The card behind a token this sandbox sealed for `wallet` (and, when given, the network the browser names). */
  open(wallet: SandboxWallet, token: unknown, network: unknown): Result<WalletCharge, string> {
    if (typeof token !== 'string' || token === '') return err(`${wallet} needs the wallet's payment token`);
    const payload = this.seal.open<WalletTokenPayload>('wallet-token', token);
    const card = payload === null ? undefined : WALLET_TEST_CARDS.find((c) => c.id === payload.card);
    if (payload === null || card === undefined || payload.wallet !== wallet) return err(`Unable to decrypt the ${wallet} token`);
    if (network !== undefined && network !== payload.network) return err(`The card network does not match the ${wallet} token`);
    return ok({ brand: brandOf(card.number), network: card.network, lastFour: card.number.slice(-4), outcome: holderNameOutcome(card.holderName) });
  }
}
