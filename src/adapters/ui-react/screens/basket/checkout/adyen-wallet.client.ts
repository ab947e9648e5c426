/**
 * Google Pay and Apple Pay through `@adyen/adyen-web` 6 (client key set), loaded only when a
 * wallet button is shown: `new GooglePay(checkout, options)` (which loads Google's pay.js itself)
 * or `new ApplePay(checkout, options)` (merchant validation by Adyen), mounted in the wallet's
 * container once `isAvailable()` says the browser can pay. The component's payment data
 * (`state.data`: paymentMethod `{type: 'googlepay', googlePayToken, googlePayCardNetwork}` or
 * `{type: 'applepay', applePayToken}`, and browserInfo) goes to InitiatePayment; for express, the
 * sheet's email and addresses (from onAuthorized) go with it as pmReqBasket.
 */
import { AdyenCheckout, ApplePay, GooglePay } from '@adyen/adyen-web';
import { adyenCheckoutConfiguration } from '../../../rules/checkout/adyen-configuration.js';
import { APPLE_PAY_DEFAULTS, applePayVersion } from '../../../rules/checkout/buttons/apple-pay.js';
import { debounceClicks, googlePayConfiguration } from '../../../rules/checkout/buttons/google-pay.js';
import type { PaymentMethodsAnswer } from '../../../rules/checkout/payment-options.js';
import { isGooglePayType } from '../../../rules/checkout/wallet-availability.js';
import {
  appleContactFields, googleAddressFields, walletPayment, type WalletAddressFields, type WalletApproval, type WalletKind, type WalletPayment,
} from '../../../rules/checkout/wallet-payload.js';
import type { PaymentAreaView } from './payment-area.view.js';

export interface AdyenWalletOptions {
  kind: WalletKind;
  express: boolean;
  settings: PaymentAreaView;
  answer: PaymentMethodsAnswer;
  /** True while a payment runs: the wallet's sheet does not open then. */
  busy(): boolean;
  /** Pays the component's data; resolves once the storefront has the answer. */
  pay(payment: WalletPayment, browserInfo: Record<string, unknown> | undefined): Promise<void>;
}

type ExpressDetails = NonNullable<WalletApproval['express']>;

interface SubmitState {
  data: { paymentMethod?: Record<string, unknown>; browserInfo?: Record<string, unknown> };
}

/** The payment of the component's state, with the express sheet's details when it gave them. */
function paymentOf(kind: WalletKind, state: SubmitState, express: ExpressDetails | null): WalletPayment | null {
  const method = state.data.paymentMethod ?? {};
  const token = kind === 'applepay' ? method['applePayToken'] : method['googlePayToken'];
  const network = method['googlePayCardNetwork'];
  return walletPayment(kind, { token: typeof token === 'string' ? token : '', network: typeof network === 'string' ? network : null, express });
}

/** Mounts the wallet's own button in `container`; rejects when the browser or account cannot pay with it. */
export async function mountAdyenWallet(container: HTMLElement, options: AdyenWalletOptions): Promise<void> {
  const { kind, express, settings } = options;
  let details: ExpressDetails | null = null;
  const checkout = await AdyenCheckout({
    ...adyenCheckoutConfiguration(settings, options.answer),
    onSubmit: (state, _component, actions) => {
      const payment = paymentOf(kind, state as unknown as SubmitState, details);
      if (payment === null) {
        actions.reject();
        return;
      }
      // The storefront's runner follows the answer (confirmation, refusal, 3-D Secure); the sheet only needs closing.
      void options.pay(payment, (state as unknown as SubmitState).data.browserInfo).then(() => actions.resolve({ resultCode: 'Authorised' }));
    },
    onError: (error) => console.error(error),
  });

  if (kind === 'googlepay') {
    let accepted = false;
    const accept = debounceClicks(() => {
      accepted = true;
    });
    const component = new GooglePay(checkout, {
      ...googlePayConfiguration(settings, express, options.answer.paymentMethods.find((m) => isGooglePayType(m.type))?.configuration),
      // A click within 300 ms of the last one, or while a payment runs, opens no sheet.
      onClick: (resolve, reject) => {
        accepted = false;
        if (!options.busy()) accept();
        if (accepted) resolve();
        else reject();
      },
      onAuthorized: ({ authorizedEvent }, actions) => {
        if (express) {
          const billing = authorizedEvent.paymentMethodData.info?.billingAddress;
          details = {
            email: authorizedEvent.email ?? '',
            shippingAddress: googleAddressFields(authorizedEvent.shippingAddress),
            billingAddress: billing ? googleAddressFields(billing) : null,
          };
        }
        actions.resolve();
      },
    });
    await component.isAvailable();
    component.mount(container);
    return;
  }

  const session = (window as unknown as { ApplePaySession?: { supportsVersion(v: number): boolean } }).ApplePaySession;
  const component = new ApplePay(checkout, {
    version: applePayVersion((v) => session?.supportsVersion(v) ?? false),
    supportedNetworks: [...APPLE_PAY_DEFAULTS.supportedNetworks],
    isExpress: express,
    // Apple's sheet must open within the click itself: no debounce, only not while a payment runs.
    onClick: (resolve, reject) => (options.busy() ? reject() : resolve()),
    ...(express
      ? {
        expressPage: 'cart' as const,
        requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'] as ApplePayJS.ApplePayContactField[],
        requiredBillingContactFields: ['postalAddress', 'name'] as ApplePayJS.ApplePayContactField[],
      }
      : {}),
    onAuthorized: ({ authorizedEvent }, actions) => {
      if (express) {
        const { shippingContact, billingContact } = authorizedEvent.payment;
        const shipping: WalletAddressFields = appleContactFields(shippingContact);
        details = { email: shippingContact?.emailAddress ?? '', shippingAddress: shipping, billingAddress: billingContact ? appleContactFields(billingContact) : null };
      }
      actions.resolve();
    },
  });
  await component.isAvailable();
  component.mount(container);
}
