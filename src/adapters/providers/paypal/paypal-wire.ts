import { currencyDivisor, toMinorUnits } from '../../../domain/pricing/minor-units.js';
import type { Money } from '../../../domain/pricing/money.js';
import type { PayPalOrder, PayPalOrderStatus, PayPalOrdersError } from '../../../ports/paypal-orders.port.js';

/** Orders v2 `amount` / `Money` object: currency and a decimal string ("45.99"). */
export interface WireAmount {
  currency_code: string;
  value: string;
}

interface WireLink {
  href: string;
  rel: string;
  method?: string;
}

interface WirePurchaseUnit {
  reference_id?: string;
  invoice_id?: string;
  amount?: WireAmount;
  shipping?: { address?: { country_code?: string; postal_code?: string } };
  payments?: { captures?: { id: string; status: string }[]; authorizations?: { id: string; status: string }[] };
}

/** An Orders v2 order as PayPal answers it (with `Prefer: return=representation`). */
export interface WireOrder {
  id: string;
  status: PayPalOrderStatus;
  purchase_units?: WirePurchaseUnit[];
  links?: WireLink[];
}

/** An Orders v2 error body: `name` and, for 422s, `details[].issue`. */
export interface WireError {
  name: string;
  message?: string;
  details?: { issue: string; description?: string }[];
}

const STATUSES: readonly PayPalOrderStatus[] = ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'];

/** Money to PayPal's decimal string: 4599 GBP is "45.99", 500 JPY is "500". */
export function wireAmountOf(amount: Money): WireAmount {
  const divisor = currencyDivisor(amount.currency);
  const digits = Math.round(Math.log10(divisor));
  const sign = amount.amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amount.amountMinor);
  const whole = Math.floor(abs / divisor);
  const fraction = digits === 0 ? '' : `.${String(abs % divisor).padStart(digits, '0')}`;
  return { currency_code: amount.currency, value: `${sign}${whole}${fraction}` };
}

/** PayPal's decimal string back to Money; null when it is not a plain decimal. */
export function moneyOfWire(amount: WireAmount | undefined): Money | null {
  if (amount === undefined || !/^-?\d{1,15}(\.\d{1,3})?$/.test(amount.value) || !/^[A-Z]{3}$/.test(amount.currency_code)) return null;
  return { amountMinor: toMinorUnits(Number(amount.value), amount.currency_code), currency: amount.currency_code };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Our view of a wire order; null when the body is not an order (missing id, status or amount). */
export function orderOfWire(body: unknown): PayPalOrder | null {
  if (!isRecord(body) || typeof body['id'] !== 'string' || !STATUSES.includes(body['status'] as PayPalOrderStatus)) return null;
  const wire = body as unknown as WireOrder;
  const unit = Array.isArray(wire.purchase_units) ? wire.purchase_units[0] : undefined;
  const amount = moneyOfWire(unit?.amount);
  if (unit === undefined || amount === null) return null;
  const address = unit.shipping?.address;
  const approve = (wire.links ?? []).find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  // An authorization PayPal has just made is CREATED; captured in part or whole, it is still the order's.
  const authorization = unit.payments?.authorizations?.find((a) => a.status !== 'VOIDED' && a.status !== 'DENIED') ?? null;
  // The captures of an authorized order (intent AUTHORIZE) are its authorization's, taken later: not the order's capture.
  const capture = (unit.payments?.authorizations?.length ?? 0) > 0 ? null : unit.payments?.captures?.find((c) => c.status === 'COMPLETED') ?? null;
  return {
    id: wire.id,
    status: wire.status,
    reference: unit.reference_id ?? '',
    amount,
    shipping: address?.country_code === undefined ? null : { countryCode: address.country_code, postalCode: address.postal_code ?? null },
    approveUrl: wire.status === 'COMPLETED' || wire.status === 'VOIDED' ? null : approve?.href ?? null,
    captureId: capture?.id ?? null,
    authorizationId: wire.status === 'COMPLETED' ? authorization?.id ?? null : null,
  };
}

/** An order to its wire body (the stand-in answers with it). */
export function wireOfOrder(order: PayPalOrder): WireOrder {
  const unit: WirePurchaseUnit = { reference_id: order.reference, invoice_id: order.reference, amount: wireAmountOf(order.amount) };
  if (order.shipping !== null) {
    unit.shipping = { address: { country_code: order.shipping.countryCode, ...(order.shipping.postalCode === null ? {} : { postal_code: order.shipping.postalCode }) } };
  }
  if (order.captureId !== null) unit.payments = { captures: [{ id: order.captureId, status: 'COMPLETED' }] };
  if (order.authorizationId !== null) unit.payments = { authorizations: [{ id: order.authorizationId, status: 'CREATED' }] };
  const links: WireLink[] = [{ href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
  if (order.approveUrl !== null) links.push({ href: order.approveUrl, rel: 'approve', method: 'GET' });
  return { id: order.id, status: order.status, purchase_units: [unit], links };
}

/** The issue names of PayPal's 4xx answers we act on, to our error codes. */
export function errorOfWire(status: number, body: unknown): PayPalOrdersError {
  const wire = isRecord(body) ? (body as unknown as WireError) : null;
  const issue = wire?.details?.[0]?.issue ?? wire?.name ?? `HTTP_${status}`;
  if (status === 404 || issue === 'RESOURCE_NOT_FOUND') return { code: 'PAYPAL_ORDER_NOT_FOUND' };
  switch (issue) {
    case 'ORDER_NOT_APPROVED':
      return { code: 'PAYPAL_ORDER_NOT_APPROVED' };
    case 'INSTRUMENT_DECLINED':
      return { code: 'PAYPAL_INSTRUMENT_DECLINED' };
    case 'ORDER_ALREADY_CAPTURED':
      return { code: 'PAYPAL_ORDER_ALREADY_CAPTURED' };
    default:
      return { code: 'PAYMENT_REQUEST_REFUSED', reason: String(issue).slice(0, 100) };
  }
}

/** Our error code to the wire (the stand-in answers with it). */
export function wireOfError(error: PayPalOrdersError): { status: number; body: WireError } {
  const unprocessable = (issue: string) => ({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } });
  switch (error.code) {
    case 'PAYPAL_ORDER_NOT_FOUND':
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    case 'PAYPAL_ORDER_NOT_APPROVED':
      return unprocessable('ORDER_NOT_APPROVED');
    case 'PAYPAL_INSTRUMENT_DECLINED':
      return unprocessable('INSTRUMENT_DECLINED');
    case 'PAYPAL_ORDER_ALREADY_CAPTURED':
      return unprocessable('ORDER_ALREADY_CAPTURED');
    case 'PAYMENT_REQUEST_REFUSED':
      return unprocessable(error.reason);
    case 'PROVIDER_UNAVAILABLE':
      return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
  }
}
