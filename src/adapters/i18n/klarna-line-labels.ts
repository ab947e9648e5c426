import type { KlarnaLineLabels } from '../../application/checkout/klarna/klarna-sessions.js';
import { catalogueFor } from './languages.js';

/** Names Klarna shows the shopper for the lines of a purchase that are not products, in the locale's language. */
export const klarnaLineLabelsFor = (locale: string): KlarnaLineLabels => catalogueFor(locale).klarnaLines;
