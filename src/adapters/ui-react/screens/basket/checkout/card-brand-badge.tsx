import type { CardBrand } from '../../../../../domain/checkout/card/card-brand.js';

/** Brand names as shoppers know them. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  cup: 'UnionPay',
  unionpay: 'UnionPay',
  bcmc: 'Bancontact',
  mir: 'Mir',
};

const SHORT: Readonly<Record<CardBrand, string>> = {
  visa: 'VISA', mc: 'MC', amex: 'AMEX', diners: 'DINERS', discover: 'DISC', jcb: 'JCB',
  maestro: 'MAES', cup: 'UPAY', unionpay: 'UPAY', bcmc: 'BCMC', mir: 'MIR',
};

/** The brand icon beside the card number: a drawn badge (no image from a provider's host), named for screen readers by the text next to it. */
export function CardBrandBadge({ brand, id, label }: { brand: CardBrand | null; id: string; label: string }) {
  return (
    <span className="card-brand" id={id}>
      {brand && <span className={`card-brand__icon card-brand__icon--${brand}`} aria-hidden="true">{SHORT[brand]}</span>}
      <span className="visually-hidden">{brand ? label : ''}</span>
    </span>
  );
}
