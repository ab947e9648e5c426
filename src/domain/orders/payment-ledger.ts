import { err, ok, type Result } from '../shared/result.js';
import type { OrderStatus } from './order.js';

/** How a site takes the money: captured at authorisation (automatic), or later by an operator or dispatch (manual). */
export type CaptureMode = 'automatic' | 'manual';

/** How each site captures: sites named in the configuration capture by hand, the others at authorisation. */
export type CaptureModeOf = (siteCode: string) => CaptureMode;

/**
 * How a payment made on a site with a method is captured as it is paid: at payment whatever the
 * site when its provider captures then (PayPal), else as the site captures now. The ledger opens
 * with it when the order is paid, so a site changing its mode later leaves paid orders as they were.
 */
export type PaymentCaptureModeOf = (siteCode: string, paymentMethod: string) => CaptureMode;

/**
 * What happened to an order's payment, in the order's currency's minor units: what was
 * authorised, captured, refunded and released (the rest of the authorisation given back, never
 * to be captured), and what captures, refunds and a release asked of the provider are holding
 * until it says how they went. A cancel asked holds the whole payment.
 */
export interface PaymentLedger {
  currency: string;
  authorisedMinor: number;
  capturedMinor: number;
  captureReservedMinor: number;
  refundedMinor: number;
  refundReservedMinor: number;
  releasedMinor: number;
  releaseReservedMinor: number;
  cancellation: 'none' | 'requested' | 'cancelled';
}

/** The ledger of a payment just authorised: captured whole with automatic capture, nothing yet with manual. */
export function openingLedger(authorised: { amountMinor: number; currency: string }, mode: CaptureMode): PaymentLedger {
  return {
    currency: authorised.currency, authorisedMinor: authorised.amountMinor, capturedMinor: mode === 'automatic' ? authorised.amountMinor : 0,
    captureReservedMinor: 0, refundedMinor: 0, refundReservedMinor: 0, releasedMinor: 0, releaseReservedMinor: 0, cancellation: 'none',
  };
}

/** What can still be captured: the authorisation not captured, released, nor being either; nothing while cancelled or being cancelled. */
export function capturableMinor(ledger: PaymentLedger): number {
  return ledger.cancellation === 'none'
    ? ledger.authorisedMinor - ledger.capturedMinor - ledger.captureReservedMinor - ledger.releasedMinor - ledger.releaseReservedMinor
    : 0;
}

/**
 * What a release of the remaining authorisation gives back: what is left to capture of a payment
 * part of which is captured, while no capture is under way. 0 when there is nothing to release:
 * nothing captured yet (a cancel gives the whole authorisation back), all of it captured,
 * released or being released, or cancelled.
 */
export function releasableMinor(ledger: PaymentLedger): number {
  return ledger.capturedMinor > 0 && ledger.captureReservedMinor === 0 ? capturableMinor(ledger) : 0;
}

/** What can still be refunded: the captured money not refunded nor being refunded. */
export function refundableMinor(ledger: PaymentLedger): number {
  return ledger.capturedMinor - ledger.refundedMinor - ledger.refundReservedMinor;
}

/** Why a money action is refused before anything is sent to the provider (each a 409 a person can read). */
export type MoneyActionRefusal =
  | { code: 'PAYMENT_NOT_AUTHORISED' }
  | { code: 'PAYMENT_CANCELLED' }
  | { code: 'CAPTURE_OVER_AUTHORISED'; remainingMinor: number; currency: string }
  | { code: 'PAYMENT_ALREADY_CAPTURED' }
  | { code: 'REFUND_OVER_REMAINING'; remainingMinor: number; currency: string }
  | { code: 'REFUND_LINE_UNAVAILABLE'; position: number }
  | { code: 'DELIVERY_ALREADY_REFUNDED' }
  /** The rest of the authorisation was released (or is being released): the provider would refuse any capture. */
  | { code: 'AUTHORISATION_RELEASED' }
  /** Nothing captured yet (a cancel gives it all back), all of it captured or released, a capture under way, or cancelled. */
  | { code: 'NOTHING_TO_RELEASE' };

const whollyPaid = (status: OrderStatus): boolean => status === 'paid';

/**
 * The amount a capture takes: `amountMinor`, or all that is left to capture (null). Refused on
 * an unpaid order, a cancelled (or being cancelled) payment, and beyond what is left.
 */
export function decideCapture(ledger: PaymentLedger, status: OrderStatus, amountMinor: number | null): Result<number, MoneyActionRefusal> {
  if (ledger.cancellation !== 'none') return err({ code: 'PAYMENT_CANCELLED' });
  if (!whollyPaid(status)) return err({ code: 'PAYMENT_NOT_AUTHORISED' });
  if (ledger.releasedMinor + ledger.releaseReservedMinor > 0) return err({ code: 'AUTHORISATION_RELEASED' });
  const remainingMinor = capturableMinor(ledger);
  const amount = amountMinor ?? remainingMinor;
  if (amount <= 0 || amount > remainingMinor) return err({ code: 'CAPTURE_OVER_AUTHORISED', remainingMinor, currency: ledger.currency });
  return ok(amount);
}

/** A cancel gives back the whole authorisation: only while nothing is captured or being captured. */
export function decideCancel(ledger: PaymentLedger, status: OrderStatus): Result<void, MoneyActionRefusal> {
  if (ledger.cancellation !== 'none') return err({ code: 'PAYMENT_CANCELLED' });
  if (!whollyPaid(status)) return err({ code: 'PAYMENT_NOT_AUTHORISED' });
  if (ledger.capturedMinor > 0 || ledger.captureReservedMinor > 0) return err({ code: 'PAYMENT_ALREADY_CAPTURED' });
  return ok(undefined);
}

/** The amount a release gives back: all that is left to capture of a paid order part of whose payment is captured (see `releasableMinor`). */
export function decideRelease(ledger: PaymentLedger, status: OrderStatus): Result<number, MoneyActionRefusal> {
  const amount = whollyPaid(status) ? releasableMinor(ledger) : 0;
  return amount > 0 ? ok(amount) : err({ code: 'NOTHING_TO_RELEASE' });
}

/** The amount a refund gives back: `amountMinor`, or all that is left to refund (null); never beyond what is captured and not refunded. */
export function decideRefund(ledger: PaymentLedger, amountMinor: number | null): Result<number, MoneyActionRefusal> {
  const remainingMinor = refundableMinor(ledger);
  const amount = amountMinor ?? remainingMinor;
  if (amount <= 0 || amount > remainingMinor) return err({ code: 'REFUND_OVER_REMAINING', remainingMinor, currency: ledger.currency });
  return ok(amount);
}
