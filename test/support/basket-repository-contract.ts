import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { BasketRepository, GiftVoucherDetails } from '../../src/ports/basket-repository.port.js';
import { aProduct, BLACK_WRAP, GIFT_CARD, PINK_SMOCK, RED_MIDI, sizes } from './catalog-fixtures.js';

/** Plenty of stock, to reach the line limit (99) before the stock. */
export const BIG_STOCK = aProduct({
  id: 110, brand: 'evans', name: 'Basic Tee', colour: 'White', categorySlug: 'tops', priceMinor: 800, sizes: sizes('FX-000110', { '12': 500 }),
});
/** A product the shop no longer sells, still in stock: lines of it stay in baskets until removed. */
const ARCHIVED = aProduct({
  id: 111, brand: 'evans', name: 'Old Season Tee', colour: 'Grey', categorySlug: 'tops', priceMinor: 900, sizes: sizes('FX-000111', { '12': 5 }), archived: true,
});
export const BASKET_CONTRACT_PRODUCTS: Product[] = [GIFT_CARD, BLACK_WRAP, RED_MIDI, PINK_SMOCK, BIG_STOCK, ARCHIVED];

const t0 = new Date('2026-11-01T10:00:00.000Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

let owners = 0;
const freshGuest = (): BasketOwner => ({ kind: 'guest', sessionId: `contract-${++owners}`, site: 'evans' });
const freshShopper = (): BasketOwner => ({ kind: 'shopper', shopperId: 1000 + ++owners, site: 'evans' });

const voucher = (over: Partial<GiftVoucherDetails> = {}): GiftVoucherDetails => ({
  priceMinor: 2500, cardType: 'classic', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday', deliveryDate: '', ...over,
});

const line = (stockId: string, quantity: number, giftVoucher: GiftVoucherDetails | null = null) => ({ stockId, quantity, giftVoucher });

/**
 * What every BasketRepository does; the in-memory fake and the SQL repository (on each driver)
 * pass it. `make` gets the products whose sizes give the stock.
 */
export function describeBasketRepositoryContract(
  name: string,
  make: (products: Product[]) => Promise<{ repo: BasketRepository; close(): Promise<void> }>,
) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    let repo: BasketRepository;
    let ids = 0;
    const nextId = () => `line-${name.length}-${++ids}`;
    beforeAll(async () => {
      subject = await make(BASKET_CONTRACT_PRODUCTS);
      repo = subject.repo;
    }, 60_000);
    afterAll(async () => subject?.close());

    it('adds a line under the given id and counts its units', async () => {
      const owner = freshGuest();
      const id = nextId();
      const added = await repo.add(owner, line('FX-000101-12', 2), id, t0);
      const stored = { shoppingBasketId: id, productId: 101, stockId: 'FX-000101-12', quantity: 2, giftVoucher: null, lastAddedAt: t0 };
      expect(added).toEqual({ ok: true, value: { line: stored, basket: { count: 2, lines: [stored] } } });
      expect(await repo.countOf(owner)).toBe(2);
      expect(await repo.linesOf(owner)).toHaveLength(1);
    });

    it('merges a second add of the same size into the line, which keeps its id; newest line first', async () => {
      const owner = freshGuest();
      const first = nextId();
      await repo.add(owner, line('FX-000101-12', 1), first, t0);
      await repo.add(owner, line('FX-000105-One Size', 1), nextId(), at(1));
      const again = await repo.add(owner, line('FX-000101-12', 2), nextId(), at(2));
      expect(again.ok && again.value.line).toMatchObject({ shoppingBasketId: first, quantity: 3, lastAddedAt: at(2) });
      expect(again.ok && again.value.basket.count).toBe(4);
      expect(again.ok && again.value.basket.lines).toEqual(await repo.linesOf(owner));
      expect((await repo.linesOf(owner)).map((l) => [l.stockId, l.quantity])).toEqual([['FX-000101-12', 3], ['FX-000105-One Size', 1]]);
      expect(await repo.countOf(owner)).toBe(4);
    });

    it('refuses more than the stock held with the figures the messages need, and changes nothing', async () => {
      const owner = freshGuest();
      await repo.add(owner, line('FX-000101-12', 4), nextId(), t0);
      expect(await repo.add(owner, line('FX-000101-12', 2), nextId(), at(1))).toEqual({
        ok: false, error: { code: 'OUT_OF_STOCK', available: 5 },
      });
      expect(await repo.add(owner, line('FX-000101-14', 1), nextId(), at(1))).toEqual({
        ok: false, error: { code: 'OUT_OF_STOCK', available: 0 },
      });
      expect(await repo.add(freshGuest(), line('FX-000101-12', 6), nextId(), at(1))).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' } });
      expect(await repo.add(owner, line('NO-SUCH-STOCK', 1), nextId(), at(1))).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' } });
      expect((await repo.linesOf(owner)).map((l) => [l.stockId, l.quantity, l.lastAddedAt])).toEqual([['FX-000101-12', 4, t0]]);
    });

    it('refuses quantities that are not whole numbers of at least 1, and lines above 99', async () => {
      const owner = freshGuest();
      for (const quantity of [0, -1, 1.5, Number.NaN]) {
        expect(await repo.add(owner, line('FX-000110-12', quantity), nextId(), t0)).toMatchObject({ ok: false, error: { code: 'INVALID_QUANTITY' } });
      }
      expect(await repo.add(owner, line('FX-000110-12', 100), nextId(), t0)).toMatchObject({ ok: false, error: { code: 'LINE_LIMIT' } });
      await repo.add(owner, line('FX-000110-12', 98), nextId(), t0);
      expect(await repo.add(owner, line('FX-000110-12', 2), nextId(), t0)).toEqual({
        ok: false, error: { code: 'LINE_LIMIT', max: 99 },
      });
      expect(await repo.countOf(owner)).toBe(98);
    });

    it('never lets concurrent adds take a line past the stock', async () => {
      const owner = freshGuest();
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => repo.add(owner, line('FX-000101-16', 1), nextId(), at(i))));
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(await repo.countOf(owner)).toBe(2);
    });

    it('increases within stock, decreases, removes a line that reaches 0, and deletes', async () => {
      const owner = freshGuest();
      const id = nextId();
      await repo.add(owner, line('FX-000101-16', 1), id, t0);
      expect(await repo.changeQuantity(owner, id, 'increase')).toMatchObject({ ok: true, value: { line: { quantity: 2 }, removed: null } });
      expect(await repo.changeQuantity(owner, id, 'increase')).toEqual({
        ok: false, error: { code: 'OUT_OF_STOCK', available: 2 },
      });
      expect(await repo.changeQuantity(owner, id, 'decrease')).toMatchObject({ ok: true, value: { line: { quantity: 1 }, removed: null } });
      expect(await repo.changeQuantity(owner, id, 'decrease')).toMatchObject({ ok: true, value: { line: null, removed: { shoppingBasketId: id, quantity: 1 } } });
      expect(await repo.linesOf(owner)).toEqual([]);
      const other = nextId();
      await repo.add(owner, line('FX-000105-One Size', 3), other, t0);
      expect(await repo.changeQuantity(owner, other, 'delete')).toMatchObject({ ok: true, value: { line: null, removed: { quantity: 3 } } });
      expect(await repo.changeQuantity(owner, other, 'delete')).toMatchObject({ ok: false, error: { code: 'LINE_NOT_FOUND' } });
    });

    it('answers every change with the basket after it: its count and its lines, newest first, as linesOf has them', async () => {
      const owner = freshGuest();
      const a = nextId();
      const b = nextId();
      await repo.add(owner, line('FX-000101-12', 1), a, t0);
      const second = await repo.add(owner, line('FX-000105-One Size', 2), b, at(1));
      expect(second.ok && second.value.basket).toEqual({ count: 3, lines: await repo.linesOf(owner) });
      expect(second.ok && second.value.basket.lines.map((l) => l.shoppingBasketId)).toEqual([b, a]);
      const more = await repo.changeQuantity(owner, a, 'increase');
      expect(more.ok && more.value.basket).toEqual({ count: 4, lines: await repo.linesOf(owner) });
      const less = await repo.changeQuantity(owner, b, 'decrease');
      expect(less.ok && less.value.basket).toEqual({ count: 3, lines: await repo.linesOf(owner) });
      const gone = await repo.changeQuantity(owner, a, 'delete');
      expect(gone.ok && gone.value).toMatchObject({ line: null, removed: { shoppingBasketId: a, quantity: 2 }, basket: { count: 1 } });
      expect(gone.ok && gone.value.basket.lines).toEqual(await repo.linesOf(owner));
      const last = await repo.changeQuantity(owner, b, 'decrease');
      expect(last.ok && last.value).toMatchObject({ line: null, removed: { shoppingBasketId: b }, basket: { count: 0, lines: [] } });
    });

    it('says which limit refused an increase from the same statement: the stock, then the line limit', async () => {
      const owner = freshGuest();
      const id = nextId();
      await repo.add(owner, line('FX-000110-12', 99), id, t0);
      expect(await repo.changeQuantity(owner, id, 'increase')).toEqual({ ok: false, error: { code: 'LINE_LIMIT', max: 99 } });
      expect(await repo.changeQuantity(owner, 'no-such-line', 'increase')).toEqual({ ok: false, error: { code: 'LINE_NOT_FOUND', shoppingBasketId: 'no-such-line' } });
      expect(await repo.changeQuantity(owner, 'no-such-line', 'decrease')).toEqual({ ok: false, error: { code: 'LINE_NOT_FOUND', shoppingBasketId: 'no-such-line' } });
    });

    it('refuses to increase a line of an archived product as having no units left, and still lets it go down and out', async () => {
      const owner = freshGuest();
      const id = nextId();
      await repo.add(owner, line('FX-000111-12', 2), id, t0);
      expect(await repo.changeQuantity(owner, id, 'increase')).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 0 } });
      expect(await repo.changeQuantity(owner, id, 'decrease')).toMatchObject({ ok: true, value: { line: { quantity: 1 } } });
      expect(await repo.changeQuantity(owner, id, 'delete')).toMatchObject({ ok: true, value: { line: null, basket: { count: 0 } } });
    });

    it('two concurrent decreases of a line of 2 empty it, never below', async () => {
      const owner = freshGuest();
      const id = nextId();
      await repo.add(owner, line('FX-000105-One Size', 2), id, t0);
      const results = await Promise.all([1, 2, 3].map(() => repo.changeQuantity(owner, id, 'decrease')));
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(await repo.countOf(owner)).toBe(0);
    });

    it("treats another owner's line as not found and leaves it alone", async () => {
      const owner = freshGuest();
      const id = nextId();
      await repo.add(owner, line('FX-000105-One Size', 2), id, t0);
      const stranger = freshGuest();
      for (const action of ['increase', 'decrease', 'delete'] as const) {
        expect(await repo.changeQuantity(stranger, id, action)).toMatchObject({ ok: false, error: { code: 'LINE_NOT_FOUND' } });
      }
      expect(await repo.countOf(owner)).toBe(2);
    });

    it('keeps the same session\'s baskets on two sites apart, and merges a site\'s basket into the same site only (ADR 0026)', async () => {
      const onEvans = freshGuest();
      const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
      const id = nextId();
      await repo.add(onEvans, line('FX-000101-12', 2), id, t0);
      expect(await repo.countOf(onMandco)).toBe(0);
      expect(await repo.linesOf(onMandco)).toEqual([]);
      expect(await repo.changeQuantity(onMandco, id, 'delete')).toMatchObject({ ok: false, error: { code: 'LINE_NOT_FOUND' } });
      await repo.add(onMandco, line('FX-000101-12', 1), nextId(), t0);
      const shopper = freshShopper();
      await repo.mergeOwners([{ from: onMandco, to: { ...shopper, site: 'mandco' } }]);
      expect(await repo.countOf(shopper)).toBe(0);
      expect(await repo.countOf({ ...shopper, site: 'mandco' })).toBe(1);
      expect(await repo.countOf(onEvans)).toBe(2);
    });

    it("merges a guest's lines of several sites in one call, each into the shopper's lines of the same site", async () => {
      const onEvans = freshGuest();
      const onMandco: BasketOwner = { ...onEvans, site: 'mandco' };
      const onPixie: BasketOwner = { ...onEvans, site: 'pixie' };
      const shopper = freshShopper();
      await repo.add({ ...shopper, site: 'mandco' }, line('FX-000101-12', 1), nextId(), t0);
      await repo.add(onEvans, line('FX-000101-12', 2), nextId(), at(1));
      await repo.add(onMandco, line('FX-000101-12', 3), nextId(), at(1));
      await repo.add(onMandco, line('FX-000102-14', 1), nextId(), at(2));
      await repo.mergeOwners(['evans', 'mandco', 'pixie'].map((site) => ({ from: { ...onEvans, site }, to: { ...shopper, site } })));
      expect((await repo.linesOf({ ...shopper, site: 'evans' })).map((l) => [l.stockId, l.quantity])).toEqual([['FX-000101-12', 2]]);
      expect(Object.fromEntries((await repo.linesOf({ ...shopper, site: 'mandco' })).map((l) => [l.stockId, l.quantity]))).toEqual({ 'FX-000101-12': 4, 'FX-000102-14': 1 });
      expect(await repo.countOf({ ...shopper, site: 'pixie' })).toBe(0);
      for (const guest of [onEvans, onMandco, onPixie]) expect(await repo.countOf(guest)).toBe(0);
    });

    it('keeps voucher lines apart unless every detail matches, and returns the details', async () => {
      const owner = freshShopper();
      const a = await repo.add(owner, line('FX-GIFT-100-One Size', 1, voucher()), nextId(), t0);
      const same = await repo.add(owner, line('FX-GIFT-100-One Size', 1, voucher()), nextId(), at(1));
      await repo.add(owner, line('FX-GIFT-100-One Size', 1, voucher({ recipientEmail: 'bo@example.com', message: 'Ça va? "quotes" \\ ✓' })), nextId(), at(2));
      expect(a.ok && same.ok && same.value.line.shoppingBasketId === a.value.line.shoppingBasketId).toBe(true);
      const lines = await repo.linesOf(owner);
      expect(lines.map((l) => [l.quantity, l.giftVoucher?.recipientEmail, l.giftVoucher?.message])).toEqual([
        [1, 'bo@example.com', 'Ça va? "quotes" \\ ✓'],
        [2, 'ana@example.com', 'Happy birthday'],
      ]);
      expect(lines[1]!.giftVoucher).toEqual(voucher());
    });

    it("merges a guest's lines into the shopper's within stock and the line limit, then empties the guest's", async () => {
      const guest = freshGuest();
      const shopper = freshShopper();
      await repo.add(shopper, line('FX-000101-12', 4), nextId(), t0);
      await repo.add(shopper, line('FX-000110-12', 90), nextId(), t0);
      await repo.add(guest, line('FX-000101-12', 3), nextId(), at(1));
      await repo.add(guest, line('FX-000110-12', 20), nextId(), at(1));
      const moved = nextId();
      await repo.add(guest, line('FX-000102-14', 2), moved, at(2));
      await repo.mergeOwners([{ from: guest, to: shopper }]);
      const lines = await repo.linesOf(shopper);
      expect(Object.fromEntries(lines.map((l) => [l.stockId, l.quantity]))).toEqual({ 'FX-000101-12': 5, 'FX-000110-12': 99, 'FX-000102-14': 2 });
      expect(lines.find((l) => l.stockId === 'FX-000102-14')?.shoppingBasketId).toBe(moved);
      expect(await repo.linesOf(guest)).toEqual([]);
      await repo.mergeOwners([{ from: shopper, to: shopper }]);
      expect(await repo.countOf(shopper)).toBe(106);
    });
  });
}
