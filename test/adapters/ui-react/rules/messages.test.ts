import { describe, expect, it } from 'vitest';
import {
  addFailureMessage,
  elementNotFoundMessage,
  messages,
  requestFailedMessage,
  stateNotFoundMessage,
} from '../../../../src/adapters/ui-react/rules/messages.js';

describe('messages', () => {
  it('spells the spec strings exactly', () => {
    expect(messages).toEqual({
      dialogTargetMissing: 'Cant find dialog target and no href or id',
      popoversUnsupported: 'Popovers are not supported in this browser',
      popoverTargetMissing: 'No target specified for popover',
      popoverUrlMissing: 'No URL specified for popover',
      popoverDirectionMissing: 'No direction specified for popover',
      serverError: 'server error',
      outOfStock: 'This item is out of stock.',
      requestProblem: 'There was a problem processing your request',
      wishlistMultiFailed: 'error processing one or more products',
      offCanvasLinkMissing: 'Off Canvas Panel Link Clicked but no URL or HTML Selector Given',
      genericError: 'An error has occurred',
      refreshAndRetry: 'Something went wrong, please refresh and try again',
      orderStillProcessing: 'We are still processing your order. Are you sure you want to exit?',
      noLocationsInArea: "Sorry there aren't any locations in this area",
      daysNotANumber: 'Days is not a number',
      enterVoucherCode: 'Please enter a voucher code',
      enterEmailAddress: 'Please enter an email address',
      voucherCreationFailed: 'Something went wrong, please try again later',
      creatingVoucher: 'Creating voucher...',
      addedToBasket: 'added to basket',
    });
  });
  it('fills the templates', () => {
    expect(requestFailedMessage('/basket/quickbasket', 500, 'Internal Server Error')).toBe(
      'Request failed: /basket/quickbasket - 500 Internal Server Error',
    );
    expect(stateNotFoundMessage('open')).toBe('State open not found');
    expect(elementNotFoundMessage('#map')).toBe('Element with selector #map not found');
  });
  it('picks the add failure text: message, else reason, else generic', () => {
    expect(addFailureMessage({ message: 'Sold out', reason: 'stock' })).toBe('Sold out');
    expect(addFailureMessage({ message: null, reason: 'stock' })).toBe('stock');
    expect(addFailureMessage({ message: '  ', reason: undefined })).toBe('An error has occurred');
  });
});
