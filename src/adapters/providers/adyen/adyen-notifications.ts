import { createRequire } from 'node:module';
import type HmacValidatorModule from '@adyen/api-library/lib/src/utils/hmacValidator.js';
import type { PaymentNotification } from '../../../ports/payment-gateway.port.js';

/** One `NotificationRequestItem` of Adyen's standard webhook, as it travels (strings for booleans). */
export interface NotificationItemWire {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: 'true' | 'false';
}

/** Adyen's standard webhook body: `{ live, notificationItems: [{ NotificationRequestItem }] }`. */
export interface NotificationBodyWire {
  live: 'true' | 'false';
  notificationItems: { NotificationRequestItem: NotificationItemWire }[];
}

// The library's validator alone, required as the CommonJS it is: the library's index loads every
// API model (about 45 MB of memory), which a node on the payment sandbox does not need.
const { default: HmacValidatorClass } = createRequire(import.meta.url)('@adyen/api-library/lib/src/utils/hmacValidator.js') as typeof HmacValidatorModule;
const validator = new HmacValidatorClass();
const HEX_KEY = /^(?:[0-9a-fA-F]{2})+$/;

/** The item with `additionalData.hmacSignature` set: HMAC-SHA256 (hex-decoded key) over Adyen's signing string, base64. */
export function signNotificationItem(item: NotificationItemWire, hexKey: string): NotificationItemWire {
  const unsigned = { ...item, additionalData: { ...item.additionalData } };
  delete unsigned.additionalData.hmacSignature;
  const signature = validator.calculateHmac(unsigned as never, hexKey);
  return { ...unsigned, additionalData: { ...unsigned.additionalData, hmacSignature: signature } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length <= max;

function readItem(entry: unknown): NotificationItemWire | null {
  if (!isRecord(entry) || !isRecord(entry['NotificationRequestItem'])) return null;
  const item = entry['NotificationRequestItem'];
  const amount = item['amount'];
  if (!isRecord(amount) || !Number.isSafeInteger(amount['value']) || !isText(amount['currency']) || !/^[A-Z]{3}$/.test(amount['currency'])) return null;
  if (!isText(item['pspReference']) || item['pspReference'] === '' || !isText(item['merchantAccountCode']) || !isText(item['merchantReference'])) return null;
  if (!isText(item['eventCode']) || (item['success'] !== 'true' && item['success'] !== 'false')) return null;
  if (item['originalReference'] !== undefined && !isText(item['originalReference'])) return null;
  if (item['reason'] !== undefined && !isText(item['reason'], 2000)) return null;
  const additional = item['additionalData'];
  if (additional !== undefined && (!isRecord(additional) || !Object.values(additional).every((v) => isText(v, 5000)))) return null;
  return item as unknown as NotificationItemWire;
}

function isSigned(item: NotificationItemWire, hexKey: string): boolean {
  const signature = item.additionalData?.hmacSignature;
  if (signature === undefined || signature === '') return false;
  try {
    return validator.validateHMAC(item as never, hexKey);
  } catch {
    return false;
  }
}

/**
 * The items of a webhook body when every one of them carries a valid HMAC signature for
 * `hexKey` (one key, or the key of the merchant account the item names); null when the body is not
 * a webhook, is empty, or any item is unsigned or wrongly signed.
 */
export function verifyNotificationBody(body: unknown, hexKey: string | ((merchantAccount: string) => string)): PaymentNotification[] | null {
  const keyOf = typeof hexKey === 'string' ? () => hexKey : hexKey;
  if (!isRecord(body) || !Array.isArray(body['notificationItems'])) return null;
  const entries: unknown[] = body['notificationItems'];
  if (entries.length === 0 || entries.length > 100) return null;
  const notifications: PaymentNotification[] = [];
  for (const entry of entries) {
    const item = readItem(entry);
    if (item === null) return null;
    const key = keyOf(item.merchantAccountCode);
    if (!HEX_KEY.test(key) || !isSigned(item, key)) return null;
    notifications.push({
      eventCode: item.eventCode,
      success: item.success === 'true',
      pspReference: item.pspReference,
      merchantReference: item.merchantReference,
      amount: { amountMinor: item.amount.value, currency: item.amount.currency },
      reason: item.reason === undefined || item.reason === '' ? null : item.reason,
      ...(item.originalReference === undefined || item.originalReference === '' ? {} : { originalReference: item.originalReference }),
    });
  }
  return notifications;
}
