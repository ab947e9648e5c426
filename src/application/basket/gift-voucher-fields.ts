import type { Product } from '../../domain/catalog/product.js';
import { validateEmail } from '../../domain/checkout/forms/shopper-details.js';
import { sitePrice } from '../../domain/pricing/format-price.js';
import { toMinorUnits } from '../../domain/pricing/minor-units.js';
import { sanitiseGiftCardPrice } from '../../domain/pricing/gift-card-price.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { GiftVoucherDetails } from '../../ports/basket-repository.port.js';

/** The gift card grid's fields as sent (spec section 3: price digits and a point only). */
export interface GiftVoucherFields {
  /** The chosen amount in the site's currency, major units ('25', '29.25'). */
  price: string;
  cardType: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD or '' for at once. */
  deliveryDate: string;
}

/** Which gift voucher field was refused; the edge words it (src/adapters/i18n). */
export type GiftVoucherProblem =
  | 'VOUCHER_AMOUNT' | 'VOUCHER_DESIGN' | 'VOUCHER_RECIPIENT_NAME' | 'VOUCHER_RECIPIENT_EMAIL' | 'VOUCHER_MESSAGE' | 'VOUCHER_DELIVERY_DATE';

export const RECIPIENT_NAME_MAX = 60;
export const VOUCHER_MESSAGE_MAX = 250;
/** A voucher can be scheduled up to a year ahead. */
export const DELIVERY_DATE_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function validDeliveryDate(raw: string, now: Date): boolean {
  if (raw === '') return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const parsed = new Date(`${raw}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== raw) return false;
  return raw >= isoDay(now) && raw <= isoDay(new Date(now.getTime() + DELIVERY_DATE_MAX_DAYS * DAY_MS));
}

/**
 * Checks a gift voucher's fields against the product: the amount must be one of its price
 * options (in the site's currency), the design one of its card types; the recipient needs a name
 * and a normal-looking email; the message is optional (at most 250 characters); the delivery
 * date is optional, today or within a year. The first problem wins, as a code.
 */
export function validateGiftVoucherFields(product: Product, fields: GiftVoucherFields, site: SiteVariant, now: Date): Result<GiftVoucherDetails, GiftVoucherProblem> {
  const options = product.giftCard?.priceOptions ?? [];
  const priceText = sanitiseGiftCardPrice(fields.price);
  const wantedMinor = priceText === '' || priceText === '.' ? Number.NaN : toMinorUnits(Number(priceText), site.price.currency);
  const option = options.find((o) => sitePrice(o.valueMinor, site.price).amountMinor === wantedMinor);
  if (option === undefined) return err('VOUCHER_AMOUNT');
  if (!(product.giftCard?.cardTypes ?? []).some((t) => t.id === fields.cardType)) return err('VOUCHER_DESIGN');
  const recipientName = fields.recipientName.trim();
  if (recipientName === '' || recipientName.length > RECIPIENT_NAME_MAX) return err('VOUCHER_RECIPIENT_NAME');
  const email = validateEmail(fields.recipientEmail);
  if (!email.ok || email.value.length > 254) return err('VOUCHER_RECIPIENT_EMAIL');
  const message = fields.message.trim();
  if (message.length > VOUCHER_MESSAGE_MAX) return err('VOUCHER_MESSAGE');
  if (!validDeliveryDate(fields.deliveryDate, now)) return err('VOUCHER_DELIVERY_DATE');
  return ok({
    priceMinor: option.valueMinor,
    cardType: fields.cardType,
    recipientName,
    recipientEmail: email.value,
    message,
    deliveryDate: fields.deliveryDate,
  });
}
