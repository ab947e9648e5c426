import { describe, expect, test } from 'vitest';
import { orderButtonRuleOf, priceNoticeOf } from '../../../src/domain/site/price-notices.js';
import { REGIONS } from '../../../src/domain/site/site-variant.js';

const EU = ['IE', 'DK', 'SE', 'PL', 'DE', 'NL', 'FR', 'ES'] as const;

describe('priceNoticeOf', () => {
  test('the UK and every EU site say VAT is included', () => {
    for (const region of ['GB', ...EU] as const) expect(priceNoticeOf(region)).toBe('vat-included');
  });
  test('the US site says sales tax is not included, the Australian site that GST is', () => {
    expect(priceNoticeOf('US')).toBe('sales-tax-excluded');
    expect(priceNoticeOf('AU')).toBe('gst-included');
  });
});

describe('orderButtonRuleOf', () => {
  test('the German-law site (Germany and Austria) labels the button as obliging payment and links the terms', () => {
    expect(orderButtonRuleOf('DE')).toEqual({ label: 'obliges-payment', legalLinks: true });
  });
  test('other EU sites keep the plain label and link the terms and the right of withdrawal', () => {
    for (const region of EU.filter((r) => r !== 'DE')) expect(orderButtonRuleOf(region)).toEqual({ label: 'pay-now', legalLinks: true });
  });
  test('sites outside the EU link nothing beside the plain label', () => {
    const outside = REGIONS.filter((r) => !(EU as readonly string[]).includes(r));
    expect(outside).toEqual(['GB', 'US', 'AU']);
    for (const region of outside) expect(orderButtonRuleOf(region)).toEqual({ label: 'pay-now', legalLinks: false });
  });
});
