/**
 * Shopper-facing and logged message strings of spec sections 2, 4, 5 and 8 (payment messages
 * live with the payment domain), spelled exactly as in the spec. English defaults: a page's
 * translation block may override the shopper-facing ones.
 */
export const messages = {
  outOfStock: 'This item is out of stock.',
  requestProblem: 'There was a problem processing your request',
  genericError: 'An error has occurred',
  noLocationsInArea: "Sorry there aren't any locations in this area",
  enterEmailAddress: 'Please enter an email address',
  addedToBasket: 'added to basket',
  dialogTargetMissing: 'Cant find dialog target and no href or id',
  popoversUnsupported: 'Popovers are not supported in this browser',
  popoverTargetMissing: 'No target specified for popover',
  popoverUrlMissing: 'No URL specified for popover',
  popoverDirectionMissing: 'No direction specified for popover',
  serverError: 'server error',
  wishlistMultiFailed: 'error processing one or more products',
  offCanvasLinkMissing: 'Off Canvas Panel Link Clicked but no URL or HTML Selector Given',
  refreshAndRetry: 'Something went wrong, please refresh and try again',
  orderStillProcessing: 'We are still processing your order. Are you sure you want to exit?',
  daysNotANumber: 'Days is not a number',
  enterVoucherCode: 'Please enter a voucher code',
  voucherCreationFailed: 'Something went wrong, please try again later',
  creatingVoucher: 'Creating voucher...',
} as const;

export function requestFailedMessage(url: string, status: number, statusText: string): string {
  return `Request failed: ${url} - ${status} ${statusText}`;
}

export function stateNotFoundMessage(state: string): string {
  return `State ${state} not found`;
}

export function elementNotFoundMessage(selector: string): string {
  return `Element with selector ${selector} not found`;
}

/**
 * The toast text when an add to the bag fails (spec section 8): the response's message, else
 * its reason, else the generic error text.
 */
export function addFailureMessage(response: { message?: string | null; reason?: string | null }): string {
  const filled = (text: string | null | undefined): text is string => text !== null && text !== undefined && text.trim() !== '';
  if (filled(response.message)) return response.message;
  if (filled(response.reason)) return response.reason;
  return messages.genericError;
}
