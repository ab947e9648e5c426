import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRunner } from '../../../../../../src/adapters/ui-react/screens/basket/checkout/payment-runner.client.js';
import { PAY_BUTTONS, PAYMENT_ALERT_LIST, PAYMENT_ALERTS, PAYMENT_STATUS } from '../../../../../../src/adapters/ui-react/screens/basket/checkout/payment-ids.js';
import { en } from '../../../../../../src/adapters/i18n/en.js';

/** Just enough of an element for the runner: text, visibility, focus and children. */
class FakeElement {
  id = '';
  hidden = false;
  disabled = false;
  value = '';
  href = '';
  textContent = '';
  /** Laid out (shown) unless said otherwise. */
  shown = true;
  children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  constructor(readonly tag: string, private readonly page: FakePage) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  replaceChildren(...children: FakeElement[]): void {
    this.children = children;
  }
  append(...children: FakeElement[]): void {
    this.children.push(...children);
  }
  focus(): void {
    this.page.activeElement = this;
  }
  scrollIntoView(): void {}
  addEventListener(): void {}
  getClientRects(): { length: number } {
    return { length: this.shown ? 1 : 0 };
  }
  querySelector(selector: string): FakeElement | null {
    return this.page.parts.get(selector) ?? null;
  }
  /** The text of this element and its children. */
  text(): string {
    return this.textContent + this.children.map((c) => c.text()).join('');
  }
}

class FakePage {
  activeElement: FakeElement | null = null;
  readonly parts = new Map<string, FakeElement>();
  readonly byId = new Map<string, FakeElement>();
  readonly payButton = this.element('button');
  readonly area = this.element('section');
  readonly alerts = this.part(PAYMENT_ALERTS, 'div');
  readonly alertList = this.part(PAYMENT_ALERT_LIST, 'ul');
  constructor() {
    this.alerts.hidden = true;
    this.part(PAYMENT_STATUS, 'p');
  }
  element(tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
  part(selector: string, tag: string): FakeElement {
    const element = this.element(tag);
    this.parts.set(selector, element);
    return element;
  }
  field(id: string, value = '', shown = true): FakeElement {
    const element = this.element('input');
    Object.assign(element, { id, value, shown });
    this.byId.set(id, element);
    return element;
  }
  get document() {
    return {
      querySelectorAll: (selector: string) => (selector === PAY_BUTTONS ? [this.payButton] : []),
      querySelector: () => null,
      getElementById: (id: string) => this.byId.get(id) ?? null,
      createElement: (tag: string) => this.element(tag),
    };
  }
  /** The alert list's lines: text, and the field a line links to. */
  lines(): Array<{ text: string; fieldId?: string }> {
    return this.alertList.children.map((item) => {
      const link = item.children[0];
      return link === undefined ? { text: item.text() } : { text: link.text(), fieldId: link.href.slice(1) };
    });
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const coded = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { code, message, ...extra });

let page: FakePage;
let navigations: string[];

beforeEach(() => {
  page = new FakePage();
  navigations = [];
  vi.stubGlobal('document', page.document);
  vi.stubGlobal('addEventListener', () => undefined);
  vi.stubGlobal('removeEventListener', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function runnerAnswering(...answers: Array<Response | Error>) {
  const fetchImpl = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next.clone();
  });
  vi.stubGlobal('fetch', fetchImpl);
  const waits: number[] = [];
  const runner = paymentRunner(page.area as unknown as HTMLElement, {
    strings: en.page,
    navigate: (url) => navigations.push(url),
    wait: async (ms) => void waits.push(ms),
  });
  return { runner, fetchImpl, waits };
}

describe('a failed payment call on the basket page: every failure with a reason is shown', () => {
  it('shopper details missing: the server\'s message, linked to the first field to fill, and the focus moved there', async () => {
    page.field('sd-email', 'jo@example.com');
    page.field('sd-delivery-firstName');
    page.field('sd-delivery-lastName');
    const { runner } = runnerAnswering(coded(409, 'SHOPPER_DETAILS_MISSING', 'Please enter your details before you pay.', { fields: [{ field: 'email', message: 'Fill in this field.' }, { field: 'delivery.lastName', message: 'Fill in this field.' }, { field: 'delivery.firstName', message: 'Fill in this field.' }] }));
    await runner.pay({ type: 'scheme' });
    // The email is typed already: the first empty field named, in the form's order, is the first name.
    expect(page.lines()).toEqual([{ text: 'Please enter your details before you pay.', fieldId: 'sd-delivery-firstName' }]);
    expect(page.alerts.hidden).toBe(false);
    expect(page.activeElement?.id).toBe('sd-delivery-firstName');
    expect(page.payButton.disabled).toBe(false);
    expect(runner.paying).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('shopper details missing with every named field typed (not saved yet): the first shown one; hidden fields are skipped', async () => {
    page.field('sd-email', '', false);
    page.field('sd-delivery-firstName', 'Jo');
    page.field('sd-delivery-lastName', 'Shopper');
    const { runner } = runnerAnswering(coded(409, 'SHOPPER_DETAILS_MISSING', 'Please enter your details before you pay.', { fields: [{ field: 'email', message: 'Fill in this field.' }, { field: 'delivery.firstName', message: 'Fill in this field.' }, { field: 'delivery.lastName', message: 'Fill in this field.' }] }));
    await runner.pay({ type: 'scheme' });
    expect(page.activeElement?.id).toBe('sd-delivery-firstName');
  });

  it('shopper details missing without a details form on the page: the message, the alert focused', async () => {
    const { runner } = runnerAnswering(coded(409, 'SHOPPER_DETAILS_MISSING', 'Please enter your details before you pay.', { fields: [{ field: 'email', message: 'Fill in this field.' }] }));
    await runner.pay({ type: 'scheme' });
    expect(page.lines()).toEqual([{ text: 'Please enter your details before you pay.' }]);
    expect(page.activeElement).toBe(page.alerts);
  });

  it.each([
    [503, 'PROVIDER_UNAVAILABLE', 'This service is not available just now. Please try again later.'],
    [409, 'TOO_MANY_PAYMENT_ATTEMPTS', 'This order has had too many payment attempts. Please contact us.'],
    [400, 'WALLET_SHIPPING_COUNTRY', 'Invalid shipping postal address: Apple Pay orders from the basket are delivered in Great Britain only.'],
    [404, 'ORDER_NOT_FOUND', 'We could not find this order.'],
    [409, 'DISCOUNT_UNAVAILABLE', 'A gift voucher or coupon on your basket can no longer be used. Please check your basket and try again.'],
  ])('%i %s: its message in the alert list, the buttons back', async (status, code, message) => {
    const { runner } = runnerAnswering(coded(status, code, message));
    await runner.pay({ type: 'scheme' });
    expect(page.lines()).toEqual([{ text: message }]);
    expect(page.alerts.hidden).toBe(false);
    expect(page.activeElement).toBe(page.alerts);
    expect(page.payButton.disabled).toBe(false);
  });

  it('a coded answer without a message says the generic error', async () => {
    const { runner } = runnerAnswering(json(409, { code: 'CONFLICT' }));
    await runner.pay({ type: 'scheme' });
    expect(page.lines()).toEqual([{ text: en.page.genericError }]);
  });

  it('a refusal shows the refusal reason (spec 4) and stays', async () => {
    const { runner } = runnerAnswering(json(200, { action: null, additionalData: { orderId: 'enc-1', paymentMethod: 'visa' }, merchantReference: 'EV-1', resultCode: 'Refused', refusalReason: 'Not enough balance' }));
    await runner.pay({ type: 'scheme' });
    expect(page.lines()).toEqual([{ text: 'Not enough balance' }]);
    expect(navigations).toEqual([]);
  });

  it('out of stock goes to the basket\'s stock message', async () => {
    const { runner } = runnerAnswering(coded(409, 'OUT_OF_STOCK', 'This item is out of stock.'));
    await runner.pay({ type: 'scheme' });
    expect(navigations).toEqual(['/basket?error=stock']);
    expect(page.lines()).toEqual([]);
  });

  it('a payment still in progress after the polling delays: its message', async () => {
    const { runner, waits, fetchImpl } = runnerAnswering(coded(409, 'PAYMENT_IN_PROGRESS', 'Your payment is still being processed.'));
    await runner.pay({ type: 'scheme' });
    expect(waits.slice(0, 3)).toEqual([1000, 1500, 2250]);
    expect(fetchImpl).toHaveBeenCalledTimes(waits.length + 1);
    expect(page.lines()).toEqual([{ text: 'Your payment is still being processed.' }]);
  });

  it('silent only when the call got no answer (network failure) or none that can be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [new TypeError('Failed to fetch'), new Response('<html>Bad gateway</html>', { status: 502 }), json(500, { unexpected: true })]) {
      page.alertList.replaceChildren();
      const { runner } = runnerAnswering(answer);
      await runner.pay({ type: 'scheme' });
      expect(page.lines()).toEqual([]);
      expect(page.alerts.hidden).toBe(true);
      expect(page.payButton.disabled).toBe(false);
      expect(runner.paying).toBe(false);
    }
  });
});
