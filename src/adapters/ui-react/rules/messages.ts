/**
 * The browser's developer messages of spec sections 4, 5 and 8: texts logged to the console or
 * carried by a thrown error, never shown to a shopper, so they are not translated. Spelled
 * exactly as in the spec. Every text a shopper sees is in the catalogue (src/adapters/i18n/en.ts)
 * and reaches the browser in the page's strings block.
 */
export const messages = {
  dialogTargetMissing: 'Cant find dialog target and no href or id',
  popoversUnsupported: 'Popovers are not supported in this browser',
  popoverTargetMissing: 'No target specified for popover',
  popoverUrlMissing: 'No URL specified for popover',
  popoverDirectionMissing: 'No direction specified for popover',
  offCanvasLinkMissing: 'Off Canvas Panel Link Clicked but no URL or HTML Selector Given',
  daysNotANumber: 'Days is not a number',
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

/** The shopper texts a rule falls back to, from the page's strings (`pageStrings()`). */
export interface FallbackTexts {
  readonly genericError: string;
  readonly requestProblem: string;
  readonly serverError: string;
}

/**
 * The toast text when an add to the bag fails (spec section 8): the response's message, else
 * its reason, else the generic error text.
 */
export function addFailureMessage(response: { message?: string | null; reason?: string | null }, texts: Pick<FallbackTexts, 'genericError'>): string {
  const filled = (text: string | null | undefined): text is string => text !== null && text !== undefined && text.trim() !== '';
  if (filled(response.message)) return response.message;
  if (filled(response.reason)) return response.reason;
  return texts.genericError;
}
