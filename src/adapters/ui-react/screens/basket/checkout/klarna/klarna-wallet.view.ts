/** How the basket page offers Klarna: Klarna's own JS library ('live'), the sandbox authorise dialog, or not at all. */
export type KlarnaWalletMode = 'off' | 'sandbox' | 'live';

/** What the basket page renders for Klarna: its mode and the page's locale (the hidden locale field). */
export interface KlarnaWalletView {
  mode: Exclude<KlarnaWalletMode, 'off'>;
  locale: string;
}
