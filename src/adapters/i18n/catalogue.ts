import type { KlarnaLineLabels } from '../../application/checkout/klarna/klarna-sessions.js';
import type { en } from './en.js';

/** A catalogue section's shape: the English keys, each worded as a string. */
type Worded<Section> = { readonly [Key in keyof Section]: string };

/** The code of a server message (an error, a field problem, a success text). */
export type MessageCode = keyof typeof en.messages;

/**
 * The pages' strings. Browser code imports this type (`import type`, which adds no bytes) and
 * reads the values from the page's `translatable-strings` block with `pageStrings()`.
 */
export type TranslatableStrings = Worded<typeof en.page>;

export type OrderEmailStrings = Worded<typeof en.orderEmail>;

export type OperatorConsoleStrings = Worded<typeof en.operatorConsole>;

/**
 * One language's words: every key of the English catalogue (en.ts), so a language that lacks one
 * fails the type check.
 */
export interface Catalogue {
  readonly messages: Worded<typeof en.messages>;
  readonly page: TranslatableStrings;
  readonly orderEmail: OrderEmailStrings;
  readonly operatorConsole: OperatorConsoleStrings;
  readonly klarnaLines: KlarnaLineLabels;
  readonly payPalRefund: Worded<typeof en.payPalRefund>;
  readonly backInStockEmail: Worded<typeof en.backInStockEmail>;
}
