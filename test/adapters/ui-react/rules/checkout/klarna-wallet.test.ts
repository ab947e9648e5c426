import { describe, expect, it } from 'vitest';
import { authorizeOutcomeOf, klarnaCompleteOrderUrl, readKlarnaSession, walletInitOf } from '../../../../../src/adapters/ui-react/rules/checkout/klarna-wallet.js';

const PAYLOAD = JSON.stringify({ payment_method_category: 'pay_later', auto_finalize: true, collect_shipping_address: true, data: { order_amount: 2599 } });

describe('wallet button initialisation (spec 5)', () => {
  it('initialises with payload, client token and container', () => {
    expect(walletInitOf({ clientToken: 'tok', payload: PAYLOAD, hasContainer: true })).toEqual({
      ok: true,
      init: { clientToken: 'tok', options: { payment_method_category: 'pay_later', auto_finalize: true, collect_shipping_address: true }, data: { order_amount: 2599 } },
    });
  });

  it.each([
    [{ clientToken: '', payload: PAYLOAD, hasContainer: true }, 'clientToken'],
    [{ clientToken: '   ', payload: PAYLOAD, hasContainer: true }, 'clientToken'],
    [{ clientToken: null, payload: PAYLOAD, hasContainer: true }, 'clientToken'],
    [{ clientToken: 'tok', payload: PAYLOAD, hasContainer: false }, 'container'],
    [{ clientToken: 'tok', payload: '', hasContainer: true }, 'payload'],
    [{ clientToken: 'tok', payload: '{not json', hasContainer: true }, 'payload'],
    [{ clientToken: 'tok', payload: '[]', hasContainer: true }, 'payload'],
    [{ clientToken: 'tok', payload: JSON.stringify({ data: {} }), hasContainer: true }, 'payload'],
    [{ clientToken: 'tok', payload: undefined, hasContainer: true }, 'payload'],
  ])('does not initialise with %j (missing %s)', (fields, missing) => {
    expect(walletInitOf(fields)).toEqual({ ok: false, missing });
  });
});

describe('authorise outcome', () => {
  it('approved with a token navigates; show_form false is a decline; show_form true is the shopper closing it', () => {
    expect(authorizeOutcomeOf({ approved: true, authorization_token: 'abc' })).toEqual({ kind: 'approved', authorizationToken: 'abc' });
    expect(authorizeOutcomeOf({ approved: true })).toEqual({ kind: 'declined' });
    expect(authorizeOutcomeOf({ approved: false, show_form: false })).toEqual({ kind: 'declined' });
    expect(authorizeOutcomeOf({ approved: false, show_form: true })).toEqual({ kind: 'closed' });
    expect(authorizeOutcomeOf(null)).toEqual({ kind: 'declined' });
  });

  it('CompleteOrder carries authToken and sessionId, encoded', () => {
    expect(klarnaCompleteOrderUrl('a b&c', 's-1')).toBe('/checkout/klarna/CompleteOrder?authToken=a+b%26c&sessionId=s-1');
  });

  it('reads the session answer, or null', () => {
    const answer = { sessionId: 's', clientToken: 't', payload: PAYLOAD, locale: 'en-GB', amount: '£25.99', encryptedOrderId: 'x' };
    expect(readKlarnaSession(answer)).toEqual({ sessionId: 's', clientToken: 't', payload: PAYLOAD, locale: 'en-GB', amount: '£25.99' });
    expect(readKlarnaSession({ ...answer, clientToken: 1 })).toBeNull();
    expect(readKlarnaSession('x')).toBeNull();
  });
});
