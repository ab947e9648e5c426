import { describe, expect, test } from 'vitest';
import { deliveryRatesOf } from '../../../src/domain/delivery/delivery-rates.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';

const summary = (site: string) => deliveryRatesOf(findSiteVariant(site)!).map((rates) => ({
  country: rates.country,
  options: rates.options.map((o) => [o.kind, o.price.amountMinor, o.price.currency]),
  freeFrom: rates.freeFrom?.amountMinor ?? null,
}));

describe("a site's delivery price list", () => {
  test('a UK site: every option of the basket at full price, free standard delivery from £50, abroad at international rates', () => {
    const [gb, ie] = summary('evans');
    expect(gb).toEqual({
      country: 'GB',
      options: [
        ['standard', 399, 'GBP'], ['express', 699, 'GBP'], ['nominated-day', 599, 'GBP'],
        ['hand-over', 299, 'GBP'], ['coll8', 299, 'GBP'], ['collect-plus', 299, 'GBP'], ['inpost', 249, 'GBP'], ['hermes', 299, 'GBP'],
      ],
      freeFrom: 5000,
    });
    expect(ie).toEqual({ country: 'IE', options: [['standard', 999, 'GBP'], ['express', 1999, 'GBP']], freeFrom: 15000 });
    expect(summary('evans').map((r) => r.country)).toEqual(['GB', 'IE', 'JE', 'GG', 'IM']);
  });

  test('a German site: its own country and Austria in euros, converted as the basket converts them', () => {
    expect(summary('yours-clothing-de')).toEqual([
      { country: 'DE', options: [['standard', 584, 'EUR'], ['express', 1169, 'EUR']], freeFrom: 7020 },
      { country: 'AT', options: [['standard', 1169, 'EUR'], ['express', 2339, 'EUR']], freeFrom: 17550 },
    ]);
  });
});
