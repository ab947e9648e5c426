/** The basket's addresses, in a module of their own so islands can name them without the API code. */
export const ADD_URL = '/basket/api/add';
export const QUICK_BASKET_URL = '/basket/quickbasket';
export const QUICK_BASKET_COUNT_URL = '/basket/quickbasket/count';
const ADD_TO_BAG_MODAL_URL = '/frontendComponents/api/GetAddToBagModal';
export const BUY_GRID_URL = '/product/api/buygrid';
export const NOTIFY_URL = '/product/api/notify';

/**
 * The add-to-bag modal's address for the size just added: productId (the spec's parameter), plus
 * stockId and the shopper's sizingRegion so the modal can name that size in that region.
 */
export function addToBagModalHref(q: { productId: number; stockId: string | null; sizingRegion: string }): string {
  const params = new URLSearchParams({ productId: String(q.productId) });
  if (q.stockId !== null && q.stockId !== '') params.set('stockId', q.stockId);
  if (q.sizingRegion !== '') params.set('sizingRegion', q.sizingRegion);
  return `${ADD_TO_BAG_MODAL_URL}?${params.toString()}`;
}
