import { PageDescription } from '../../parts/chrome/page-description.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { LinkView } from '../../parts/chrome/link.view.js';

/** 404: what happened, a way home and the categories to carry on from. */
export function NotFoundPage({ categories }: { categories: LinkView[] }) {
  const t = useStrings();
  return (
    <div className="message-page">
      <PageDescription text={t.notFoundText} />
      <h1 className="message-page__title">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p><a className="button button--primary" href="/">{t.backToHome}</a></p>
      {categories.length > 0 && (
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.href}><a className="category-tile" href={c.href}>{c.label}</a></li>
          ))}
        </ul>
      )}
    </div>
  );
}
