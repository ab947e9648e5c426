import type { ReactNode } from 'react';
import { useStrings } from '../../runtime/i18n/strings-context.js';

/** The frame of every sandbox page: the "no real money" mark above the page's title and content. */
export function SandboxPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useStrings();
  return (
    <div className="payment-sandbox">
      <p className="payment-sandbox__mark">{t.paymentSandboxMark}</p>
      <h1 className="payment-sandbox__title">{title}</h1>
      {children}
    </div>
  );
}
