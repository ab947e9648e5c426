import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';

/** 500: no details of the fault, ever. */
export function ErrorPage() {
  const t = useStrings();
  return (
    <div className="message-page">
      <PageDescription text={t.errorText} />
      <h1 className="message-page__title">{t.errorTitle}</h1>
      <p>{t.errorText}</p>
      <p><a className="button button--primary" href="/">{t.backToHome}</a></p>
    </div>
  );
}
