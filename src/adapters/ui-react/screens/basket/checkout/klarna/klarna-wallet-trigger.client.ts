/**
 * Shows the Klarna wallet button (it needs JavaScript, so the server renders it hidden) and loads
 * its code only when the shopper uses it: the first click (or Enter / Space on the focused
 * button) imports `klarna-wallet.client.ts`, which then runs the payment. The basket page's first
 * load carries none of it.
 */
import { KLARNA_PAY, KLARNA_WALLET } from './klarna-ids.js';

export function watchKlarnaWallet(root: Document): () => void {
  const section = root.querySelector<HTMLElement>(KLARNA_WALLET);
  const button = section?.querySelector<HTMLButtonElement>(KLARNA_PAY);
  if (!section || !button) return () => undefined;
  button.hidden = false;
  let stopped = false;
  const onClick = (): void => {
    import('./klarna-wallet.client.js').then(
      (m) => {
        if (!stopped) void m.payWithKlarna(section);
      },
      (error: unknown) => console.error(error),
    );
  };
  button.addEventListener('click', onClick);
  return () => {
    stopped = true;
    button.removeEventListener('click', onClick);
  };
}
