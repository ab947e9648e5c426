import { messages } from '../../../domain/client/messages.js';

/**
 * English defaults of every translatable string (spec section 3). A page embeds them as the
 * `translatable-strings` JSON block; client code reads that block and falls back to these.
 */
export const ENGLISH_DEFAULTS = {
  ...messages,
  skipToContent: 'Skip to main content',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  mainNavigation: 'Categories',
  chooseSite: 'Shop another brand or region',
  heroTitle: 'New season, new favourites',
  heroText: 'Fresh styles in every size, delivered to your door.',
  heroCta: 'Shop now',
  shopByCategory: 'Shop by category',
  featuredProducts: 'Featured products',
  productCount: '{count} products',
  noProducts: 'No products match these filters.',
  filters: 'Filter products',
  sortBy: 'Sort by',
  sortFeatured: 'Featured',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortNewest: 'Newest',
  sortName: 'Name',
  size: 'Size',
  colour: 'Colour',
  price: 'Price',
  minPrice: 'Min price ({symbol})',
  maxPrice: 'Max price ({symbol})',
  applyFilters: 'Apply',
  clearFilters: 'Clear filters',
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageN: 'Page {n}',
  wasPrice: 'Was',
  nowPrice: 'Now',
  productImages: 'Product images',
  showImage: 'Show image {n} of {total}',
  imageAlt: '{name}, image {n}',
  selectSize: 'Please select a size',
  sizingRegion: 'Sizing region',
  showSizes: 'Show sizes',
  sizeOutOfStock: 'out of stock',
  sizeLowStock: 'low stock',
  addToBag: 'Add to bag',
  description: 'Description',
  giftCardValue: 'Choose an amount',
  giftCardDesign: 'Choose a design',
  giftCardRecipientEmail: "Recipient's email",
  giftCardMessage: 'Your message (optional)',
  selectGiftCardValue: 'Please choose an amount',
  notFoundTitle: 'Sorry, we could not find that page',
  notFoundText: 'The page may have moved, or the address may be mistyped.',
  backToHome: 'Back to the home page',
  errorTitle: 'Sorry, something went wrong',
  errorText: 'Please refresh the page or try again in a few minutes.',
  badRequestTitle: 'We could not show that page',
  close: 'Close',
  loading: 'Loading…',
  quickView: 'Quick view',
  quickViewOf: 'Quick view: {name}',
  quickBuyOf: 'Quick buy: {name}',
  viewFullDetails: 'View full details',
} as const;

export type TranslatableStrings = { readonly [K in keyof typeof ENGLISH_DEFAULTS]: string };

/** Fills `{name}` placeholders of a translated string. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
