import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { PagingView } from './paging.view.js';

export function Pagination({ paging }: { paging: PagingView }) {
  const t = useStrings();
  if (paging.pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.pagination}>
      <ul className="pagination__list">
        {paging.previous && (
          <li><a className="pagination__link" href={paging.previous} rel="prev">{t.previousPage}</a></li>
        )}
        {paging.pages.map((p) => (
          <li key={p.href}>
            <a className="pagination__link" href={p.href} aria-current={p.current ? 'page' : undefined}
              aria-label={interpolate(t.pageN, { n: p.label })}>
              {p.label}
            </a>
          </li>
        ))}
        {paging.next && (
          <li><a className="pagination__link" href={paging.next} rel="next">{t.nextPage}</a></li>
        )}
      </ul>
    </nav>
  );
}
