import type { LinkView } from '../../parts/chrome/link.view.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { MessagePage } from './message-page.js';

/**
 * 410: a product the shop no longer sells (archived by an import, or unpublished). Its name, so
 * the shopper knows the link was right, a way home, and its category to carry on from.
 */
export function ProductGonePage({ name, category }: { name: string; category: LinkView | null }) {
  const t = useStrings();
  return (
    <MessagePage title={t.productGoneTitle} text={interpolate(t.productGoneText, { name })}>
      {category !== null && (
        <p><a className="button button--secondary" href={category.href}>{interpolate(t.productGoneCategory, { category: category.label })}</a></p>
      )}
    </MessagePage>
  );
}
