import type { PriceNotice as PriceNoticeKind } from '../../../../domain/site/price-notices.js';
import { helpPagePath } from '../../../../domain/site/help-pages.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { assertNever } from '../../../../domain/shared/result.js';
import { LinkedText } from './linked-text.js';

function noticeText(notice: PriceNoticeKind, t: TranslatableStrings): string {
  switch (notice) {
    case 'vat-included': return t.priceNoticeVatIncluded;
    case 'sales-tax-excluded': return t.priceNoticeSalesTaxExcluded;
    case 'gst-included': return t.priceNoticeGstIncluded;
    default: return assertNever(notice);
  }
}

/**
 * The tax notice the site's law wants with its prices ("Prices include VAT, plus delivery"),
 * "delivery" linking to the delivery page with its costs. Shown once per page near the prices.
 */
export function PriceNotice({ notice }: { notice: PriceNoticeKind }) {
  const t = useStrings();
  return (
    <p className="price-notice" data-price-notice={notice}>
      <LinkedText text={noticeText(notice, t)} links={{ delivery: { href: helpPagePath('delivery'), label: t.priceNoticeDelivery } }} />
    </p>
  );
}
