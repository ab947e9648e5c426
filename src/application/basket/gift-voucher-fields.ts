import type { Product } from '../../domain/catalog/product.js';
import { validateEmail } from '../../domain/payment/forms/shopper-details.js';
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
 * date is optional, today or within a year. The first problem wins, with a message for the shopper.
 */
export function validateGiftVoucherFields(product: Product, fields: GiftVoucherFields, site: SiteVariant, now: Date): Result<GiftVoucherDetails, string> {
  const options = product.giftCard?.priceOptions ?? [];
  const priceText = sanitiseGiftCardPrice(fields.price);
  const wantedMinor = priceText === '' || priceText === '.' ? Number.NaN : toMinorUnits(Number(priceText), site.price.currency);
  const option = options.find((o) => sitePrice(o.valueMinor, site.price).amountMinor === wantedMinor);
  if (option === undefined) return err('Please choose one of the amounts shown.');
  if (!(product.giftCard?.cardTypes ?? []).some((t) => t.id === fields.cardType)) return err('Please choose one of the designs shown.');
  const recipientName = fields.recipientName.trim();
  if (recipientName === '' || recipientName.length > RECIPIENT_NAME_MAX) return err(`Please enter the recipient's name (up to ${RECIPIENT_NAME_MAX} characters).`);
  const email = validateEmail(fields.recipientEmail);
  if (!email.ok || email.value.length > 254) return err("Please enter the recipient's email address, such as name@example.com.");
  const message = fields.message.trim();
  if (message.length > VOUCHER_MESSAGE_MAX) return err(`Your message can be up to ${VOUCHER_MESSAGE_MAX} characters.`);
  if (!validDeliveryDate(fields.deliveryDate, now)) return err(`Please choose a delivery date from today to ${DELIVERY_DATE_MAX_DAYS} days ahead.`);
  return ok({
    priceMinor: option.valueMinor,
    cardType: fields.cardType,
    recipientName,
    recipientEmail: email.value,
    message,
    deliveryDate: fields.deliveryDate,
  });
}
