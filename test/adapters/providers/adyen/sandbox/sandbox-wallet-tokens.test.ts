import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { SandboxSeal } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-seal.js';
import { SandboxWalletTokens, walletTestCards } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-wallet-tokens.js';

const seal = new SandboxSeal(randomBytes(32));
const tokens = new SandboxWalletTokens(seal);

describe("the sandbox wallet sheet's tokens", () => {
  it('offers test cards that authorise and one that is refused, never with their numbers', () => {
    const cards = walletTestCards();
    expect(cards.map((c) => [c.id, c.network, c.lastFour, c.outcome, c.refusalReason])).toEqual([
      ['visa-authorised', 'VISA', '1111', 'Authorised', null],
      ['mastercard-authorised', 'MASTERCARD', '4444', 'Authorised', null],
      ['visa-refused', 'VISA', '1111', 'Refused', 'Not enough balance'],
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/4111111111111111|5555555555554444/);
  });

  it('a sealed token opens to its card and outcome; each approval gives another token', () => {
    const first = tokens.issue('googlepay', 'visa-refused')!;
    const second = tokens.issue('googlepay', 'visa-refused')!;
    expect(first.network).toBe('VISA');
    expect(first.token).not.toBe(second.token);
    expect(tokens.open('googlepay', first.token, 'VISA')).toEqual({
      ok: true, value: { brand: 'visa', network: 'VISA', lastFour: '1111', outcome: { resultCode: 'Refused', refusalReason: 'Not enough balance' } },
    });
    expect(tokens.open('applepay', tokens.issue('applepay', 'mastercard-authorised')!.token, undefined).ok).toBe(true);
  });

  it('refuses an unknown card, a token of another wallet, another network, another key, or a changed token', () => {
    expect(tokens.issue('googlepay', 'amex-anything')).toBeNull();
    const { token } = tokens.issue('googlepay', 'visa-authorised')!;
    expect(tokens.open('applepay', token, undefined).ok).toBe(false);
    expect(tokens.open('googlepay', token, 'MASTERCARD').ok).toBe(false);
    expect(new SandboxWalletTokens(new SandboxSeal(randomBytes(32))).open('googlepay', token, 'VISA').ok).toBe(false);
    const [body, mac] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ k: 'wallet-token', p: { ...JSON.parse(Buffer.from(body, 'base64url').toString()).p, card: 'visa-authorised', wallet: 'applepay' } })).toString('base64url');
    expect(tokens.open('applepay', `${changed}.${mac}`, undefined).ok).toBe(false);
    // A token sealed for another step of a payment is not a wallet token.
    expect(tokens.open('googlepay', seal.seal('payment-data', { card: 'visa-authorised', wallet: 'googlepay', network: 'VISA' }), 'VISA').ok).toBe(false);
    expect(tokens.open('googlepay', '', 'VISA')).toEqual({ ok: false, error: "googlepay needs the wallet's payment token" });
  });

  test.prop([fc.string({ maxLength: 300 }), fc.option(fc.string(), { nil: undefined })])('any string it did not seal is refused, without throwing', (token, network) => {
    expect(tokens.open('googlepay', token, network).ok).toBe(false);
  });
});
