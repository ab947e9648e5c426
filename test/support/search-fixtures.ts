import type { Category, Product } from '../../src/domain/catalog/product.js';
import type { SearchQuery } from '../../src/domain/search/search-query.js';
import { SEARCH_PAGE_SIZE } from '../../src/domain/search/search-query.js';
import { aProduct, category, sizes } from './catalog-fixtures.js';

/** A small catalog the search and recommendation contract suites know by heart. */
export const SEARCH_CATEGORIES: Category[] = [
  category('evans', 'dresses', 'Dresses', 1),
  category('evans', 'jackets', 'Jackets', 2),
  category('evans', 'tops', 'Tops', 3),
  category('evans', 'trousers', 'Trousers', 4),
  category('evans', 'knitwear', 'Knitwear', 5),
  category('pixie', 'dresses', 'Dresses', 1),
];

const evans = (p: Omit<Parameters<typeof aProduct>[0], 'brand'>): Product => aProduct({ brand: 'evans', ...p });

export const VELVET_BLAZER = evans({ id: 1, name: 'Velvet Blazer', colour: 'Black', categorySlug: 'jackets', priceMinor: 5000, description: 'Tailored and lined.', sizes: sizes('FX-000001', { '12': 3, '14': 0 }) });
export const BLACK_WRAP = evans({ id: 2, name: 'Black Wrap Dress', colour: 'Black', categorySlug: 'dresses', priceMinor: 3000, description: 'A wrap dress in soft jersey.', sizes: sizes('FX-000002', { '12': 5, '14': 2 }) });
export const RED_MIDI = evans({ id: 3, name: 'Red Midi Dress', colour: 'Red', categorySlug: 'dresses', priceMinor: 4500, salePriceMinor: 2500, description: 'Flowing midi length.', sizes: sizes('FX-000003', { '14': 4 }) });
/** 'velvet' in its description only. */
export const FLORAL_TEA = evans({ id: 4, name: 'Floral Tea Dress', colour: 'Pink', categorySlug: 'dresses', priceMinor: 1500, description: 'Pairs well with a velvet jacket.', sizes: sizes('FX-000004', { '16': 0, '18': 2 }) });
export const STRIPED_SHIRT = evans({ id: 5, name: 'Striped Shirt', colour: 'Blue', categorySlug: 'tops', priceMinor: 2200, description: 'Crisp cotton.' });
export const DENIM_JACKET = evans({ id: 6, name: 'Denim Jacket', colour: 'Blue', categorySlug: 'jackets', priceMinor: 6500, description: 'Washed denim.' });
export const LINEN_TROUSERS = evans({ id: 7, name: 'Linen Trousers', colour: 'Beige', categorySlug: 'trousers', priceMinor: 12000, description: 'Wide leg.' });
export const CASHMERE_JUMPER = evans({ id: 8, name: 'Cashmere Jumper', colour: 'Grey', categorySlug: 'knitwear', priceMinor: 9000, description: 'Soft and warm.' });
export const BLACK_SHIFT = evans({ id: 9, name: 'Black Shift Dress', colour: 'Black', categorySlug: 'dresses', priceMinor: 3200, description: 'Simple and sharp.' });
/** Another brand's velvet: never in an evans search. */
const PIXIE_VELVET = aProduct({ id: 50, brand: 'pixie', name: 'Velvet Dress', colour: 'Black', categorySlug: 'dresses', priceMinor: 4000 });

export const SEARCH_PRODUCTS: Product[] = [
  VELVET_BLAZER, BLACK_WRAP, RED_MIDI, FLORAL_TEA, STRIPED_SHIRT, DENIM_JACKET, LINEN_TROUSERS, CASHMERE_JUMPER, BLACK_SHIFT, PIXIE_VELVET,
];

/** Words of the evans names, five letters or more, for typo properties. */
export const NAME_WORDS = ['velvet', 'blazer', 'floral', 'striped', 'shirt', 'denim', 'jacket', 'linen', 'trousers', 'cashmere', 'jumper'];

export const evansSearch = (text: string, over: Partial<SearchQuery> = {}): SearchQuery => ({
  brand: 'evans', index: 'ev_gb_products', language: 'english', text, sort: 'relevance', page: 1, pageSize: SEARCH_PAGE_SIZE,
  categories: [], sizes: [], colours: [], priceBands: [], ...over,
});
