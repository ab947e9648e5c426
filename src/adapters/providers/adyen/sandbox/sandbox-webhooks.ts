import type { Money } from '../../../../domain/pricing/money.js';
import type { Clock } from '../../../../ports/clock.port.js';
import { signNotificationItem, type NotificationBodyWire } from '../adyen-notifications.js';

/** Hands a webhook body to the shop (the composition root posts it through the real webhook route). */
export type DeliverWebhook = (body: NotificationBodyWire) => Promise<void>;

/** The results of captures, cancels and refunds, as Adyen names them. */
export type ModificationEventCode = 'CAPTURE' | 'CAPTURE_FAILED' | 'CANCELLATION' | 'REFUND' | 'REFUND_FAILED';

export interface SandboxEvent {
  eventCode: 'AUTHORISATION' | 'CANCEL_OR_REFUND' | ModificationEventCode;
  success: boolean;
  pspReference: string;
  /** For a modification (CANCEL_OR_REFUND, CAPTURE, REFUND...): the pspReference of the payment it modifies. */
  originalReference?: string;
  merchantReference: string;
  amount: Money;
  paymentMethod: string;
  reason: string | null;
}

export interface SandboxWebhookOptions {
  hmacKey: string;
  merchantAccount: string;
  deliver: DeliverWebhook;
  delayMs: number;
  clock: Clock;
  /** Further attempts when delivery fails (Adyen retries too). */
  retries: number;
}

/** Sends Adyen-format webhooks, HMAC-signed with the sandbox's key, `delayMs` after the event. */
export class SandboxWebhooks {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxWebhookOptions) {}

  /** The signed body of one event, in Adyen's notification wire format. */
  bodyOf(event: SandboxEvent): NotificationBodyWire {
    const item = signNotificationItem({
      additionalData: {},
      amount: { currency: event.amount.currency, value: event.amount.amountMinor },
      eventCode: event.eventCode,
      eventDate: this.options.clock.now().toISOString(),
      merchantAccountCode: this.options.merchantAccount,
      merchantReference: event.merchantReference,
      ...(event.originalReference === undefined ? {} : { originalReference: event.originalReference }),
      paymentMethod: event.paymentMethod,
      pspReference: event.pspReference,
      reason: event.reason ?? '',
      success: event.success ? 'true' : 'false',
    }, this.options.hmacKey);
    return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
  }

  schedule(event: SandboxEvent): void {
    this.attempt(this.bodyOf(event), this.options.retries);
  }

  /** Stops every webhook not sent yet. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(body: NotificationBodyWire, retriesLeft: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.options.deliver(body).catch(() => {
        if (retriesLeft > 0) this.attempt(body, retriesLeft - 1);
      });
    }, this.options.delayMs);
    timer.unref();
    this.timers.add(timer);
  }
}
