import { money } from '../../../src/domain/pricing/money.js';
import { describe, expect, it } from 'vitest';
import { AddToBasket } from '../../../src/application/basket/add-to-basket.use-case.js';
import { ChangeBasketLineQuantity } from '../../../src/application/basket/change-basket-line-quantity.use-case.js';
import { ViewQuickBasket } from '../../../src/application/basket/view-quick-basket.use-case.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { basketKit, site } from './basket-test-kit.js';

const guest: BasketOwner = { kind: 'guest', sessionId: 's1', site: 'evans' };
const evans = site('evans');

async function withLine(stockId: string, productId: number, quantity: number) {
  const kit = basketKit();
  const added = await new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids).execute({ owner: guest, site: evans, productId, stockId, quantity, giftVoucher: null });
  if (!added.ok) throw new Error(added.error.code);
  return { change: new ChangeBasketLineQuantity(kit.baskets, kit.catalog, kit.ids, new ViewQuickBasket(kit.baskets, kit.catalog, kit.clock)), id: added.value.line.shoppingBasketId, kit };
}

describe('ChangeBasketLineQuantity', () => {
  it('increases within stock with an add_to_cart event, then refuses past the stock', async () => {
    const { change, id } = await withLine('FX-000101-16', 101, 1);
    const up = await change.execute({ owner: guest, site: evans, shoppingBasketId: id, action: 'increase' });
    expect(up.ok && up.value).toMatchObject({ removed: false, count: 2, line: { quantity: 2 }, lineTotal: money(6000, 'GBP'), total: money(6000, 'GBP') });
    expect(up.ok && JSON.parse(up.value.dataLayer)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 30, items: [{ quantity: 1 }] } });
    expect(await change.execute({ owner: guest, site: evans, shoppingBasketId: id, action: 'increase' }))
      .toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 2 } });
  });

  it('removes a line decreased from 1, and deletes with a remove_from_cart of the whole line', async () => {
    const one = await withLine('FX-000105-One Size', 105, 1);
    const down = await one.change.execute({ owner: guest, site: evans, shoppingBasketId: one.id, action: 'decrease' });
    expect(down.ok && down.value).toMatchObject({ removed: true, line: null, count: 0, lineTotal: null, total: money(0, 'GBP') });
    const three = await withLine('FX-000105-One Size', 105, 3);
    const gone = await three.change.execute({ owner: guest, site: evans, shoppingBasketId: three.id, action: 'delete' });
    expect(gone.ok && JSON.parse(gone.value.dataLayer)).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 75, items: [{ quantity: 3 }] } });
  });

  it("answers LINE_NOT_FOUND for another shopper's line and leaves it", async () => {
    const { change, id, kit } = await withLine('FX-000105-One Size', 105, 2);
    expect(await change.execute({ owner: { kind: 'guest', sessionId: 'other', site: 'evans' }, site: evans, shoppingBasketId: id, action: 'delete' }))
      .toMatchObject({ ok: false, error: { code: 'LINE_NOT_FOUND' } });
    expect(await kit.baskets.countOf(guest)).toBe(2);
  });
});
