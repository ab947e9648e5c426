import { loadScript, type PayPalButtonStyle as SdkButtonStyle } from '@paypal/paypal-js';
import { payPalButtonStyle, payPalSdkOptions } from '../../../../rules/checkout/buttons/paypal-button.js';
import { payPalOnErrorUrl, payPalShippingErrorOf } from '../../../../rules/checkout/buttons/paypal-shipping.js';
import { amendShipping, cancelPayPal, capturePayPal, createFromBasket } from './paypal-api.client.js';
import { afterCapture } from './paypal-flow.client.js';
import type { PayPalButtonView } from './paypal-button.view.js';

/** The shipping callback's data as PayPal sends it (its `errors` are not in the SDK's types). */
interface ShippingData {
  orderID?: string;
  shippingAddress?: { countryCode?: string; postalCode?: string };
  errors?: Record<string, string>;
}

/**
 * PayPal's JS SDK (loaded only now, when the button is shown, with the spec's query options:
 * payPalSdkOptions) and its PayPal button in `container`: height 50, commit true, vault false, the
 * colour rules of payPalButtonStyle. createOrder places our order and PayPal's; a shipping change
 * is checked by the shop (rejected with PayPal's country, zip or address error); approval captures
 * (a declined capture restarts); cancel gives the stock back; an error goes to
 * /basket?error={message}: the shop's message when it refused the call, else the error's own (a
 * call that got no answer has none: the generic PayPal error). Resolves once the button is rendered.
 */
export async function renderPayPalButtons(container: HTMLElement, view: PayPalButtonView, onProcessing: () => void): Promise<void> {
  const paypal = await loadScript(payPalSdkOptions(view));
  if (paypal?.Buttons === undefined) throw new Error('The PayPal SDK has no buttons');
  let reference = '';
  /** The shop's word on the call that failed: its message when it refused one, '' when a call got no answer. */
  let shopMessage: string | null = null;
  const shop = <T>(call: Promise<T>): Promise<T> => call.catch((error: unknown) => {
    shopMessage = '';
    throw error;
  });
  const refused = (message: string): Error => {
    shopMessage = message;
    return new Error(message);
  };
  await paypal.Buttons({
    fundingSource: 'paypal',
    // The spec's rule keeps only colours the SDK takes (gold here; black or white for other funding sources).
    style: payPalButtonStyle('paypal', { layout: 'horizontal', color: 'gold' }) as SdkButtonStyle,
    createOrder: async () => {
      const started = await shop(createFromBasket({ Area: view.area, UserGuid: view.userGuid }));
      if (!started.success) throw refused(started.message);
      reference = started.reference;
      return started.orderID;
    },
    onShippingAddressChange: async (data, actions) => {
      const shipping = data as unknown as ShippingData;
      const answer = await shop(amendShipping({
        orderID: shipping.orderID ?? '', reference, CountryCode: shipping.shippingAddress?.countryCode ?? '', Postcode: shipping.shippingAddress?.postalCode ?? '', Area: view.area, UserGuid: view.userGuid,
      }));
      if (answer.success) return;
      const error = payPalShippingErrorOf(answer.message);
      await (actions.reject as (message?: string) => Promise<void>)(shipping.errors?.[error] ?? error);
    },
    onApprove: async (data, actions) => {
      onProcessing();
      const answer = await shop(capturePayPal({ orderID: data.orderID, reference, paymentID: data.paymentID ?? '', Area: view.area, UserGuid: view.userGuid }));
      afterCapture(answer, () => actions.restart());
    },
    onCancel: async (data) => {
      await shop(cancelPayPal({ orderID: String(data['orderID'] ?? ''), reference, Area: view.area, UserGuid: view.userGuid }));
      window.location.replace('/basket');
    },
    onError: (error) => window.location.assign(payPalOnErrorUrl(shopMessage, error)),
  }).render(container);
}
