import { Type, type Static } from 'typebox';
import { SIZING_REGIONS } from '../../../domain/catalog/sizing-region.js';
import type { StockLevel } from '../../../domain/catalog/product.js';
import { MAX_PRODUCT_URL_LENGTH } from '../../ui-react/parts/tiles/quick-view-links.js';

const MAX_PRODUCT_ID = 2_147_483_647;

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

interface QuickBuySizeJson {
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
