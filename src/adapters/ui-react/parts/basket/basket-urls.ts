/** The basket's addresses, in a module of their own so islands can name them without the API code. */
export const ADD_URL = '/basket/api/add';
export const QUICK_BASKET_URL = '/basket/quickbasket';
export const QUICK_BASKET_COUNT_URL = '/basket/quickbasket/count';
export const ADD_TO_BAG_MODAL_URL = '/frontendComponents/api/GetAddToBagModal';
export const BUY_GRID_URL = '/product/api/buygrid';
export const NOTIFY_URL = '/product/api/notify';
