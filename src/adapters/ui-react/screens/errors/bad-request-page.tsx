import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { LinkView } from '../../parts/chrome/link.view.js';

/** 400: says which part of the address was wrong and offers a way back. */
export function BadRequestPage({ message, retry }: { message: string; retry: LinkView | null }) {
  const t = useStrings();
  return (
    <div className="message-page">
      <PageDescription text={message} />
      <h1 className="message-page__title">{t.badRequestTitle}</h1>
      <p className="message-page__reason">{message}</p>
      <p className="message-page__actions">
        {retry && <a className="button button--primary" href={retry.href}>{retry.label}</a>}
        <a className="button button--secondary" href="/">{t.backToHome}</a>
      </p>
    </div>
  );
}
