import type { ReactNode } from 'react';
import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';

/** A page that only tells the shopper what happened (its text is also its meta description) and leads home; `children` follow. */
export function MessagePage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const t = useStrings();
  return (
    <div className="message-page">
      <PageDescription text={text} />
      <h1 className="message-page__title">{title}</h1>
      <p>{text}</p>
      <p><a className="button button--primary" href="/">{t.backToHome}</a></p>
      {children}
    </div>
  );
}
