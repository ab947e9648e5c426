import { Type, type Static } from 'typebox';
import { SIZING_REGIONS } from '../../../domain/catalog/sizing-region.js';
import type { StockLevel } from '../../../domain/catalog/product.js';
import { MAX_PRODUCT_URL_LENGTH, PRODUCT_URL_MESSAGE } from '../../ui-react/parts/tiles/quick-view-links.js';

export const MAX_PRODUCT_ID = 2_147_483_647;

const sizingRegion = Type.Optional(Type.Union(SIZING_REGIONS.map((r) => Type.Literal(r))));
const passThrough = { nolayout: Type.Optional(Type.String({ maxLength: 10 })), site: Type.Optional(Type.String({ maxLength: 60 })) };

export const QuickViewQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: MAX_PRODUCT_URL_LENGTH }),
  sizingRegion,
  ...passThrough,
});
export type QuickViewQuery = Static<typeof QuickViewQuery>;

export const QuickBuyStockQuery = Type.Object({
  productid: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }),
  productcode: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  sizingRegion,
  ...passThrough,
});
export type QuickBuyStockQuery = Static<typeof QuickBuyStockQuery>;

export interface QuickBuySizeJson {
  stockId: string;
  /** The size in the asked sizing region. */
  label: string;
  ukSize: string;
  stock: StockLevel;
}

export interface QuickBuyStockJson {
  productId: number;
  productCode: string;
  productName: string;
  sizingRegion: string;
  /** Where the quick-buy form sends the chosen size (GET, grid fields as query). */
  action: string;
  sizes: QuickBuySizeJson[];
}

/** What the shopper (or the calling script) reads when a query value is refused, by field. */
export const QUICK_VIEW_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  url: PRODUCT_URL_MESSAGE,
  productid: `The productid must be a whole number from 1 to ${MAX_PRODUCT_ID}.`,
  productcode: 'The productcode must be a product code such as EV-000123.',
  sizingRegion: `The sizing region must be one of: ${SIZING_REGIONS.join(', ')}.`,
  nolayout: 'The nolayout value is too long.',
  site: 'The site value is too long.',
};

interface ValidationIssue {
  instancePath?: string;
  params?: unknown;
}

/** A clear message for the first refused query value (a missing field is named by its property). */
export function quickViewQueryMessage(issues: readonly ValidationIssue[] | undefined): string {
  const first = issues?.[0];
  const missing = (first?.params as { missingProperty?: string; requiredProperties?: string[] } | undefined);
  const field = (first?.instancePath ?? '').split('/')[1] || missing?.missingProperty || missing?.requiredProperties?.[0] || '';
  return QUICK_VIEW_FIELD_MESSAGES[field] ?? 'Part of the address is not valid.';
}
