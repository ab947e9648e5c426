import { describe, expect, it } from 'vitest';
import { AddToBasket } from '../../../src/application/basket/add-to-basket.use-case.js';
import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import { money } from '../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { basketKit, site } from './basket-test-kit.js';

const guest: BasketOwner = { kind: 'guest', sessionId: 's1', site: 'evans' };

describe('ViewQuickBasket', () => {
  it('lists lines newest first with names, sizes and prices in the site currency, the count and total', async () => {
    const kit = basketKit();
    const add = new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids);
    const de = site('yours-clothing-de');
    await add.execute({ owner: guest, site: site('evans'), productId: 101, stockId: 'FX-000101-12', quantity: 2, giftVoucher: null });
    kit.clock.now = () => new Date('2026-11-01T10:05:00.000Z');
    await add.execute({ owner: guest, site: site('evans'), productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1,
      giftVoucher: { price: '10', cardType: 'classic', recipientName: 'Bo', recipientEmail: 'bo@example.com', message: '', deliveryDate: '' } });
    const view = await new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock).execute({ owner: guest, site: de, addedProductId: null, completeTheLook: false });
    expect(view.lines.map((l) => [l.productName, l.sizeLabel, l.voucherSummary, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Evans E-Gift Card', null, 'Classic, for Bo', 1, money(1170, 'EUR'), money(1170, 'EUR')],
      ['Black Wrap Dress', '12', null, 2, money(3510, 'EUR'), money(7020, 'EUR')],
    ]);
    expect(view).toMatchObject({ count: 3, total: money(8190, 'EUR'), addedProductId: null, suggestions: [] });
    expect(view.lines[1]!.maxQuantity).toBe(5);
  });

  it('marks a line of a product no longer sold, which holds no more units and is left out of the total', async () => {
    const kit = basketKit();
    const add = new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids);
    await add.execute({ owner: guest, site: site('evans'), productId: 101, stockId: 'FX-000101-12', quantity: 2, giftVoucher: null });
    await add.execute({ owner: guest, site: site('evans'), productId: 103, stockId: 'FX-000103-18', quantity: 1, giftVoucher: null });
    await kit.catalog.saveProducts([{ ...(await kit.catalog.findProductById(101))!, archived: true }]);
    const view = await new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock).execute({ owner: guest, site: site('evans'), addedProductId: null, completeTheLook: false });
    const line = (id: number) => view.lines.find((l) => l.productId === id)!;
    expect([line(101).archived, line(101).maxQuantity, line(103).archived]).toEqual([true, 0, false]);
    expect(view.total).toEqual(line(103).lineTotal);
    expect(view.count).toBe(3);
  });

  it('is empty without an owner, and an added product not in the basket shows no alert', async () => {
    const kit = basketKit();
    const view = await new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock).execute({ owner: null, site: site('evans'), addedProductId: 101, completeTheLook: true });
    expect(view).toEqual({ lines: [], count: 0, total: money(0, 'GBP'), addedProductId: null, suggestions: [] });
  });

  it('suggests up to 3 in-stock products of the added product category, not already in the basket', async () => {
    const kit = basketKit();
    await new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids)
      .execute({ owner: guest, site: site('evans'), productId: 101, stockId: 'FX-000101-12', quantity: 1, giftVoucher: null });
    const view = await new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock).execute({ owner: guest, site: site('evans'), addedProductId: 101, completeTheLook: true });
    expect(view.addedProductId).toBe(101);
    expect(view.suggestions).toHaveLength(3);
    expect(view.suggestions.map((s) => s.id)).not.toContain(101);
    expect(view.suggestions[0]).toMatchObject({ name: expect.any(String), price: { amountMinor: expect.any(Number), currency: 'GBP' } });
    const without = await new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock).execute({ owner: guest, site: site('evans'), addedProductId: 101, completeTheLook: false });
    expect(without.suggestions).toEqual([]);
  });
});
