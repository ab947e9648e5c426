import type { Category, Product, ProductSize } from '../../../domain/catalog/product.js';
import type { Translated } from '../../../ports/catalog.port.js';
import type { BrandId } from '../../../domain/site/site-variant.js';
import { BRANDS } from '../../../domain/site/site-variant.js';
import { BRAND_DEFINITIONS } from '../../../domain/site/site-variants.js';
import type { ApparelCategory } from './demo-vocabulary.js';
import {
  APPAREL_CATEGORIES, CARE_NOTES, DEMO_COLOURS, FABRICS, GIFT_CARD_TYPES, GIFT_CARD_VALUES_POUNDS,
  GIFT_VOUCHER_CATEGORY, STYLING_TIPS,
} from './demo-vocabulary.js';
import { apparelTexts, categoryTexts, giftVoucherTexts } from './demo-translations.js';
import type { SeededRandom } from './seeded-random.js';
import { hashSeed, seededRandom } from './seeded-random.js';

export const DEFAULT_PRODUCTS_PER_BRAND = 320;
/** Gift voucher products every brand gets on top of its apparel. */
export const GIFT_VOUCHERS_PER_BRAND = 2;
const GIFT_VOUCHER_STOCK = 100_000;

/** Brands selling plus sizes only. */
const PLUS_SIZE_BRANDS: ReadonlySet<BrandId> = new Set<BrandId>(['yours-clothing', 'evans']);

const evenSizes = (from: number, to: number): string[] =>
  Array.from({ length: (to - from) / 2 + 1 }, (_, i) => String(from + i * 2));
const CLOTHING_SIZES = evenSizes(6, 20);
const PLUS_CLOTHING_SIZES = evenSizes(10, 32);
const SHOE_SIZES = ['3', '4', '5', '6', '7', '8', '9'];
const ONE_SIZE = 'One Size';

/** Code prefix of a brand, e.g. 'YC' for yours-clothing. */
const productCodePrefix = (brand: BrandId): string => BRAND_DEFINITIONS[brand].variantCode.toUpperCase();
const productCodeOf = (brand: BrandId, id: number): string =>
  `${productCodePrefix(brand)}-${String(id).padStart(6, '0')}`;
/** The generated image of a product; `?c=` carries the colour so the picture matches the name. */
const productImagePath = (code: string, n: number, colour: string): string =>
  `/images/p/${code}/${n}.svg?c=${encodeURIComponent(colour.toLowerCase())}`;
const giftCardImagePath = (cardTypeId: string): string => `/images/giftcards/${cardTypeId}.svg`;

const slugify = (text: string): string =>
  text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** Products a brand gets for a given number of apparel products: the apparel plus its gift vouchers. */
const brandProductCount = (productsPerBrand: number): number => productsPerBrand + GIFT_VOUCHERS_PER_BRAND;

/** First product id of the brand at `brandIndex` in BRANDS, so ids never overlap across brands. */
export const firstProductIdOf = (brandIndex: number, productsPerBrand: number): number =>
  brandIndex * brandProductCount(productsPerBrand) + 1;

export function generateBrandCategories(brand: BrandId): Translated<Category>[] {
  const apparel = APPAREL_CATEGORIES.map((c, i) => ({ brand, slug: c.slug, name: c.name, position: i + 1, texts: categoryTexts(c.slug) }));
  return [...apparel, { brand, ...GIFT_VOUCHER_CATEGORY, position: apparel.length + 1, texts: categoryTexts(GIFT_VOUCHER_CATEGORY.slug) }];
}

/**
 * The demo products of one brand, one at a time: `count` apparel products followed by the
 * brand's gift vouchers, with ids `firstId` .. `firstId + count + GIFT_VOUCHERS_PER_BRAND - 1`.
 * Product n of a brand is the same whatever `count` is (only its id, code and slug follow `firstId`).
 */
export function* generateBrandProducts(brand: BrandId, count: number, firstId: number): Generator<Translated<Product>> {
  const brandSeed = hashSeed(brand);
  for (let i = 0; i < count; i++) {
    const random = seededRandom(brandSeed ^ Math.imul(i + 1, 0x9e3779b1));
    yield apparelProduct(brand, firstId + i, APPAREL_CATEGORIES[i % APPAREL_CATEGORIES.length]!, random);
  }
  for (let v = 0; v < GIFT_VOUCHERS_PER_BRAND; v++) yield giftVoucher(brand, firstId + count + v, v);
}

/** The whole demo catalog in memory; for large catalogs iterate generateBrandProducts instead. */
export function generateDemoCatalog(opts: { productsPerBrand: number }): { categories: Translated<Category>[]; products: Translated<Product>[] } {
  const categories = BRANDS.flatMap((brand) => generateBrandCategories(brand));
  const products = BRANDS.flatMap((brand, b) => [
    ...generateBrandProducts(brand, opts.productsPerBrand, firstProductIdOf(b, opts.productsPerBrand)),
  ]);
  return { categories, products };
}

function apparelProduct(brand: BrandId, id: number, category: ApparelCategory, random: SeededRandom): Translated<Product> {
  const code = productCodeOf(brand, id);
  const colour = random.pick(DEMO_COLOURS);
  const garment = random.pick(category.garments);
  const detail = random.pick(category.details);
  const name = [colour, detail, garment].filter((w) => w !== '').join(' ');
  const { priceMinor, salePriceMinor } = pricesOf(category, random);
  return {
    id, code, brand,
    slug: `${slugify(name)}-${id}`,
    name,
    description: descriptionOf(garment, colour, category, random),
    colour,
    categorySlug: category.slug,
    kind: 'apparel',
    images: imagesOf(code, random.int(3, 6), colour),
    priceMinor,
    salePriceMinor,
    prices: [],
    sizes: sizesOf(code, sizeLabelsOf(brand, category, garment), random),
    giftCard: null,
    archived: false,
    texts: apparelTexts(garment, colour, category.slug),
  };
}

function sizeLabelsOf(brand: BrandId, category: ApparelCategory, garment: string): string[] {
  if (category.oneSizeGarments.includes(garment)) return [ONE_SIZE];
  if (category.sizeRun === 'shoes') return SHOE_SIZES;
  return PLUS_SIZE_BRANDS.has(brand) ? PLUS_CLOTHING_SIZES : CLOTHING_SIZES;
}

/** About a fifth of sizes sold out, a fifth running low, the rest in stock. */
function sizesOf(code: string, labels: string[], random: SeededRandom): ProductSize[] {
  return labels.map((ukSize) => {
    const roll = random.next();
    const unitsInStock = roll < 0.2 ? 0 : roll < 0.42 ? random.int(1, 3) : random.int(4, 60);
    return { stockId: `${code}-${ukSize}`, ukSize, unitsInStock };
  });
}

/** Whole pounds ending .00 or .99 within the category's band; about a quarter on sale. */
function pricesOf(category: ApparelCategory, random: SeededRandom): { priceMinor: number; salePriceMinor: number | null } {
  const [min, max] = category.pounds;
  const pounds = random.int(min, max);
  const priceMinor = pounds * 100 + (random.chance(0.7) ? 99 : 0);
  if (pounds < 12 || !random.chance(0.25)) return { priceMinor, salePriceMinor: null };
  const salePounds = Math.max(8, Math.floor(pounds * (0.5 + random.next() * 0.3)));
  return { priceMinor, salePriceMinor: Math.min(salePounds, pounds - 2) * 100 + (random.chance(0.5) ? 99 : 0) };
}

function descriptionOf(garment: string, colour: string, category: ApparelCategory, random: SeededRandom): string {
  const feature = random.pick(category.features);
  const fabric = random.pick(category.materials ?? FABRICS);
  const plural = /[^s]s$/.test(garment);
  const first = `Made from ${fabric}, ${plural ? 'these' : 'this'} ${colour.toLowerCase()} ${garment.toLowerCase()} ${plural ? 'have' : 'has'} ${feature}.`;
  const tip = category.sizeRun === 'shoes' ? 'Wear them with jeans or a midi dress.' : random.pick(STYLING_TIPS);
  const sentences = [first, tip];
  if (random.chance(0.6)) sentences.push(random.pick(CARE_NOTES));
  return sentences.join(' ');
}

const imagesOf = (code: string, count: number, colour: string): string[] =>
  Array.from({ length: count }, (_, i) => productImagePath(code, i + 1, colour));

function giftVoucher(brand: BrandId, id: number, n: number): Translated<Product> {
  const code = productCodeOf(brand, id);
  const brandName = BRAND_DEFINITIONS[brand].name;
  const name = n === 0 ? `${brandName} E-Gift Card` : `${brandName} Gift Voucher`;
  const types = n === 0 ? GIFT_CARD_TYPES : GIFT_CARD_TYPES.slice(0, 3);
  return {
    id, code, brand,
    slug: `${slugify(name)}-${id}`,
    name,
    description: n === 0
      ? `Treat someone to the perfect present with a ${brandName} e-gift card, sent straight to their inbox. Choose a design and an amount from £10 to £100.`
      : `Let them choose with a ${brandName} gift voucher. Pick a design and a value, and we will deliver it by email.`,
    colour: 'Multi',
    categorySlug: GIFT_VOUCHER_CATEGORY.slug,
    kind: 'evoucher-giftcard',
    images: imagesOf(code, 3, 'Multi'),
    priceMinor: GIFT_CARD_VALUES_POUNDS[0] * 100,
    salePriceMinor: null,
    prices: [],
    sizes: [{ stockId: `${code}-${ONE_SIZE}`, ukSize: ONE_SIZE, unitsInStock: GIFT_VOUCHER_STOCK }],
    giftCard: {
      cardTypes: types.map((t) => ({ id: t.id, name: t.name, image: giftCardImagePath(t.id) })),
      priceOptions: GIFT_CARD_VALUES_POUNDS.map((pounds) => ({ valueMinor: pounds * 100, displayName: `£${pounds}` })),
    },
    archived: false,
    texts: giftVoucherTexts(n === 0 ? 'e-gift-card' : 'gift-voucher', brandName),
  };
}
