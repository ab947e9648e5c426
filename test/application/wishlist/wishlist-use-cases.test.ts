import { describe, expect, it } from 'vitest';
import { AddToWishlist } from '../../../src/application/wishlist/add-to-wishlist.use-case.js';
import { GetWishlist } from '../../../src/application/wishlist/get-wishlist.use-case.js';
import { MoveWishlistItemToBasket, type BasketAdder } from '../../../src/application/wishlist/move-wishlist-item-to-basket.use-case.js';
import { RemoveFromWishlist } from '../../../src/application/wishlist/remove-from-wishlist.use-case.js';
import { ViewWishlist } from '../../../src/application/wishlist/view-wishlist.use-case.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import { BLACK_WRAP, BLUE_MAXI, RED_MIDI } from '../../support/catalog-fixtures.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';
import { InMemoryWishlistRepository } from '../../support/in-memory-wishlist-repository.js';

const site = findSiteVariant('evans')!;
const t0 = new Date('2026-11-01T10:00:00.000Z');

function setUp() {
  let minutes = 0;
  const clock = { now: () => new Date(t0.getTime() + minutes++ * 60_000) };
  const catalog = new InMemoryCatalog({ products: [BLACK_WRAP, RED_MIDI, BLUE_MAXI] });
  const wishlists = new InMemoryWishlistRepository();
  const owner: BasketOwner = { kind: 'guest', sessionId: 'session-1', site: 'evans' };
  return {
    owner,
    wishlists,
    add: new AddToWishlist(wishlists, catalog, clock),
    remove: new RemoveFromWishlist(wishlists, catalog),
    get: new GetWishlist(wishlists),
    view: new ViewWishlist(wishlists, catalog),
  };
}

describe('wishlist use cases', () => {
  it('adds products, newest first, with the count', async () => {
    const { owner, add } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    const result = await add.execute({ owner, site, productId: RED_MIDI.id });
    expect(result).toMatchObject(ok({ items: [{ productID: RED_MIDI.id }, { productID: BLACK_WRAP.id }], count: 2 }));
  });

  it('adding the same product twice keeps one item', async () => {
    const { owner, add } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    expect(await add.execute({ owner, site, productId: BLACK_WRAP.id })).toMatchObject(ok({ items: [{ productID: BLACK_WRAP.id }], count: 1 }));
  });

  it('answers an add with GA4\'s add_to_wishlist, the product\'s item fields priced on the site', async () => {
    const { owner, add } = setUp();
    const added = await add.execute({ owner, site, productId: BLACK_WRAP.id });
    expect(added.ok && added.value.event).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'GBP', value: 30, items: [{ item_id: BLACK_WRAP.code, item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', price: 30, quantity: 1 }] },
    });
  });

  it('refuses a product the catalog does not have and changes nothing', async () => {
    const { owner, add, wishlists } = setUp();
    expect(await add.execute({ owner, site, productId: 999 })).toEqual(err({ code: 'PRODUCT_NOT_FOUND', productId: 999 }));
    expect(await wishlists.count(owner)).toBe(0);
  });

  it('makes a new owner (a session) only when the product can be added', async () => {
    const { owner, add, wishlists } = setUp();
    let made = 0;
    const newOwner = async () => {
      made++;
      return owner;
    };
    expect((await add.execute({ owner: newOwner, site, productId: 999 })).ok).toBe(false);
    expect((await add.execute({ owner: newOwner, site: findSiteVariant('pixie')!, productId: BLACK_WRAP.id })).ok).toBe(false);
    expect(made).toBe(0);
    expect(await add.execute({ owner: newOwner, site, productId: BLACK_WRAP.id })).toMatchObject(ok({ items: [{ productID: BLACK_WRAP.id }], count: 1 }));
    expect(made).toBe(1);
    expect(await wishlists.count(owner)).toBe(1);
  });

  it('refuses a product of another brand than the site\'s (each site is its own shop) and changes nothing', async () => {
    const { owner, add, wishlists } = setUp();
    const onPixie: BasketOwner = { ...owner, site: 'pixie' };
    expect(await add.execute({ owner: onPixie, site: findSiteVariant('pixie')!, productId: BLACK_WRAP.id }))
      .toEqual(err({ code: 'PRODUCT_OF_ANOTHER_SITE', productId: BLACK_WRAP.id }));
    expect(await wishlists.count(onPixie)).toBe(0);
    expect(await wishlists.count(owner)).toBe(0);
  });

  it('removes a product; removing one that is not there succeeds, an unknown product does not', async () => {
    const { owner, add, remove } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    expect(await remove.execute({ owner, productId: BLACK_WRAP.id })).toEqual(ok({ items: [], count: 0 }));
    expect(await remove.execute({ owner, productId: BLACK_WRAP.id })).toEqual(ok({ items: [], count: 0 }));
    expect((await remove.execute({ owner, productId: 999 })).ok).toBe(false);
  });

  it('someone without a session has an empty wishlist', async () => {
    const { get, view } = setUp();
    expect(await get.execute(null)).toEqual({ items: [], count: 0 });
    expect(await view.execute(null)).toEqual([]);
  });

  it('the wishlist page lists products newest first and skips any the catalog no longer has', async () => {
    const { owner, add, wishlists, view } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    await wishlists.add(owner, 555, new Date(t0.getTime() + 3_600_000));
    await add.execute({ owner, site, productId: BLUE_MAXI.id });
    const items = await view.execute(owner);
    expect(items.map((i) => i.product.name)).toEqual([BLUE_MAXI.name, BLACK_WRAP.name]);
  });
});

describe('moving a wishlist item to the basket', () => {
  const basketThat = (answer: 'accepts' | 'refuses') => {
    const calls: unknown[] = [];
    const adder: BasketAdder = {
      addOne: async (cmd) => {
        calls.push(cmd);
        return answer === 'accepts' ? ok({}) : err({ code: 'OUT_OF_STOCK', available: 0 });
      },
    };
    return { adder, calls };
  };

  it('adds the chosen size to the basket, then takes the item off the wishlist', async () => {
    const { owner, add, wishlists } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    const { adder, calls } = basketThat('accepts');
    const stockId = BLACK_WRAP.sizes[0]!.stockId;
    const moved = await new MoveWishlistItemToBasket(wishlists, adder).execute({ owner, site, productId: BLACK_WRAP.id, stockId });
    expect(moved).toEqual(ok({ items: [], count: 0 }));
    expect(calls).toEqual([{ owner, site, productId: BLACK_WRAP.id, stockId }]);
  });

  it('keeps the item when the basket refuses it, with the basket refusal as its cause', async () => {
    const { owner, add, wishlists } = setUp();
    await add.execute({ owner, site, productId: BLACK_WRAP.id });
    const moved = await new MoveWishlistItemToBasket(wishlists, basketThat('refuses').adder)
      .execute({ owner, site, productId: BLACK_WRAP.id, stockId: BLACK_WRAP.sizes[1]!.stockId });
    expect(moved).toEqual(err({ code: 'BASKET_REFUSED', productId: BLACK_WRAP.id, cause: { code: 'OUT_OF_STOCK', available: 0 } }));
    expect(await wishlists.count(owner)).toBe(1);
  });

  it('refuses to move a product that is not on the wishlist, without touching the basket', async () => {
    const { owner, wishlists } = setUp();
    const { adder, calls } = basketThat('accepts');
    const moved = await new MoveWishlistItemToBasket(wishlists, adder).execute({ owner, site, productId: RED_MIDI.id, stockId: 'x' });
    expect(moved.ok === false && moved.error.code).toBe('NOT_ON_WISHLIST');
    expect(calls).toEqual([]);
  });
});
