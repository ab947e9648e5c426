import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { LinkView } from './link.view.js';

export function Breadcrumbs({ items }: { items: LinkView[] }) {
  const t = useStrings();
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumb}>
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li className="breadcrumbs__item" key={item.href}>
            {item.current ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <a href={item.href}>{item.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
