import type { KlarnaLineLabels } from '../../application/checkout/klarna/klarna-sessions.js';

/** Names Klarna shows the shopper for the lines of a purchase that are not products. */
const BY_LANGUAGE: Readonly<Record<string, KlarnaLineLabels>> = {
  en: { delivery: 'Delivery', discount: 'Discount', giftVoucher: 'Gift voucher' },
  de: { delivery: 'Lieferung', discount: 'Rabatt', giftVoucher: 'Geschenkgutschein' },
  fr: { delivery: 'Livraison', discount: 'Remise', giftVoucher: 'Carte cadeau' },
};

export function klarnaLineLabelsFor(locale: string): KlarnaLineLabels {
  return BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? BY_LANGUAGE.en!;
}
