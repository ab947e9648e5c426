/** How the basket page offers Klarna: Klarna's own JS library ('live'), the sandbox authorise dialog, or not at all. */
export type KlarnaWalletMode = 'off' | 'sandbox' | 'live';
