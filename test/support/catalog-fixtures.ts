import type { Category, Product, ProductSize } from '../../src/domain/catalog/product.js';
import type { ProductQuery } from '../../src/domain/catalog/product-query.js';
import type { BrandId } from '../../src/domain/site/site-variant.js';

/** A small hand-made catalog whose listings the contract suite knows by heart. */
export const sizes = (code: string, units: Record<string, number>): ProductSize[] =>
  Object.entries(units).map(([ukSize, unitsInStock]) => ({ stockId: `${code}-${ukSize}`, ukSize, unitsInStock }));

export function aProduct(p: Pick<Product, 'id' | 'brand' | 'name' | 'colour' | 'categorySlug' | 'priceMinor'> & Partial<Product>): Product {
  const code = p.code ?? `FX-${String(p.id).padStart(6, '0')}`;
  return {
    code,
    slug: `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${p.id}`,
    description: `${p.name}. A fixture product.`,
    kind: 'apparel',
    images: [1, 2, 3].map((n) => `/images/p/${code}/${n}.svg`),
    salePriceMinor: null,
    prices: [],
    sizes: sizes(code, { '12': 4 }),
    giftCard: null,
    archived: false,
    ...p,
  };
}

export const category = (brand: BrandId, slug: string, name: string, position: number): Category => ({ brand, slug, name, position });

export const FIXTURE_CATEGORIES: Category[] = [
  category('evans', 'tops', 'Tops', 2),
  category('evans', 'dresses', 'Dresses', 1),
  category('evans', 'gift-vouchers', 'Gift Vouchers', 3),
  category('pixie', 'dresses', 'Dresses', 1),
];

const evansDress = (p: Omit<Parameters<typeof aProduct>[0], 'brand' | 'categorySlug'>): Product =>
  aProduct({ brand: 'evans', categorySlug: 'dresses', ...p });

export const GIFT_CARD = aProduct({
  id: 100, brand: 'evans', name: 'Evans E-Gift Card', colour: 'Multi', categorySlug: 'gift-vouchers', priceMinor: 1000,
  kind: 'evoucher-giftcard', code: 'FX-GIFT-100',
  sizes: sizes('FX-GIFT-100', { 'One Size': 100000 }),
  giftCard: {
    cardTypes: [{ id: 'classic', name: 'Classic', image: '/images/giftcards/classic.svg' }, { id: 'birthday', name: 'Happy Birthday', image: '/images/giftcards/birthday.svg' }],
    priceOptions: [{ valueMinor: 1000, displayName: '£10' }, { valueMinor: 2500, displayName: '£25' }],
  },
});

/** evans/dresses, by id: current prices 3000, 2500 (sale), 2000, 5500 (sale), 2500. */
export const BLACK_WRAP = evansDress({ id: 101, name: 'Black Wrap Dress', colour: 'Black', priceMinor: 3000, sizes: sizes('FX-000101', { '12': 5, '14': 0, '16': 2 }) });
export const RED_MIDI = evansDress({ id: 102, name: 'Red Midi Dress', colour: 'Red', priceMinor: 4500, salePriceMinor: 2500, sizes: sizes('FX-000102', { '12': 0, '14': 10 }) });
export const BLUE_MAXI = evansDress({ id: 103, name: 'Blue Maxi Dress', colour: 'Blue', priceMinor: 2000, sizes: sizes('FX-000103', { '16': 1, '18': 4 }) });
export const BLACK_TEA = evansDress({ id: 104, name: 'Black Tea Dress', colour: 'Black', priceMinor: 6000, salePriceMinor: 5500, sizes: sizes('FX-000104', { '10': 3 }) });
export const PINK_SMOCK = evansDress({ id: 105, name: 'Pink Smock Dress', colour: 'Pink', priceMinor: 2500, sizes: sizes('FX-000105', { 'One Size': 7 }) });
export const GREEN_BLOUSE = aProduct({ id: 201, brand: 'evans', name: 'Green Blouse', colour: 'Green', categorySlug: 'tops', priceMinor: 1500 });
/** Same name and slug stem as BLACK_WRAP, in another brand. */
export const PIXIE_BLACK_WRAP = aProduct({ id: 301, brand: 'pixie', name: 'Black Wrap Dress', colour: 'Black', categorySlug: 'dresses', priceMinor: 1000, slug: 'black-wrap-dress-101' });

/** Saved in this order, in these calls: 'newest' is 104, 102, 105, 101, 103, then the rest. */
export const FIXTURE_SAVES: Product[][] = [
  [GIFT_CARD, GREEN_BLOUSE, PIXIE_BLACK_WRAP],
  [BLUE_MAXI, BLACK_WRAP],
  [PINK_SMOCK, RED_MIDI, BLACK_TEA],
];

export const dressesQuery = (q: Partial<ProductQuery> = {}): ProductQuery => ({
  brand: 'evans', categorySlug: 'dresses', sort: 'featured', page: 1, pageSize: 24,
  sizes: [], colours: [], minPriceMinor: null, maxPriceMinor: null, ...q,
});
