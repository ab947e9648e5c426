import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { LinkView } from '../../parts/chrome/link.view.js';
import { MessagePage } from './message-page.js';

/** 404: what happened, a way home and the categories to carry on from. */
export function NotFoundPage({ categories }: { categories: LinkView[] }) {
  const t = useStrings();
  return (
    <MessagePage title={t.notFoundTitle} text={t.notFoundText}>
      {categories.length > 0 && (
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.href}><a className="category-tile" href={c.href}>{c.label}</a></li>
          ))}
        </ul>
      )}
    </MessagePage>
  );
}
