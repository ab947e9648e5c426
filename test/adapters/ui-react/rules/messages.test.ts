import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/adapters/i18n/en.js';
import {
  addFailureMessage,
  elementNotFoundMessage,
  messages,
  requestFailedMessage,
  stateNotFoundMessage,
} from '../../../../src/adapters/ui-react/rules/messages.js';

describe('developer messages', () => {
  it('spells the spec strings exactly', () => {
    expect(messages).toEqual({
      dialogTargetMissing: 'Cant find dialog target and no href or id',
      popoversUnsupported: 'Popovers are not supported in this browser',
      popoverTargetMissing: 'No target specified for popover',
      popoverUrlMissing: 'No URL specified for popover',
      popoverDirectionMissing: 'No direction specified for popover',
      offCanvasLinkMissing: 'Off Canvas Panel Link Clicked but no URL or HTML Selector Given',
      daysNotANumber: 'Days is not a number',
    });
  });
  it('fills the templates', () => {
    expect(requestFailedMessage('/basket/quickbasket', 500, 'Internal Server Error')).toBe(
      'Request failed: /basket/quickbasket - 500 Internal Server Error',
    );
    expect(stateNotFoundMessage('open')).toBe('State open not found');
    expect(elementNotFoundMessage('#map')).toBe('Element with selector #map not found');
  });
  it('picks the add failure text: message, else reason, else the generic text of the page strings', () => {
    expect(addFailureMessage({ message: 'Sold out', reason: 'stock' }, en.page)).toBe('Sold out');
    expect(addFailureMessage({ message: null, reason: 'stock' }, en.page)).toBe('stock');
    expect(addFailureMessage({ message: '  ', reason: undefined }, en.page)).toBe('An error has occurred');
    expect(addFailureMessage({}, { genericError: 'Es ist ein Fehler aufgetreten' })).toBe('Es ist ein Fehler aufgetreten');
  });
});
