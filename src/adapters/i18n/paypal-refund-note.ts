import { findSiteVariant } from '../../domain/site/site-variants.js';
import { catalogueFor } from './languages.js';
import { fillIn } from './order-email-strings.js';

/** The note PayPal shows the buyer with a refund of an order (`note_to_payer`), in the language of the order's site. */
export const payPalRefundNoteFor = (siteCode: string, reference: string): string =>
  fillIn(catalogueFor(findSiteVariant(siteCode)?.locale ?? 'en-GB').payPalRefund.noteToPayer, { reference });
