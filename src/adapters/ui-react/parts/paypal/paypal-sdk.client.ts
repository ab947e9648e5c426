import { loadScript, type PayPalButtonStyle as SdkButtonStyle } from '@paypal/paypal-js';
import { PAYPAL_COMMIT, PAYPAL_VAULT, payPalButtonStyle } from '../../behaviour/payment/buttons/paypal-button.js';
import { PAYPAL_ERROR_URL, payPalShippingErrorOf } from '../../behaviour/payment/buttons/paypal-shipping.js';
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
 * PayPal's JS SDK (loaded only now, when the button is shown) and its PayPal button in `container`:
 * height 50, commit true, vault false, the colour rules of payPalButtonStyle. createOrder places
 * our order and PayPal's; a shipping change is checked by the shop (rejected with PayPal's
 * country, zip or address error); approval captures (a declined capture restarts); cancel gives the
 * stock back; any error goes to /basket?error=paypal. Resolves once the button is rendered.
 */
export async function renderPayPalButtons(container: HTMLElement, view: PayPalButtonView, onProcessing: () => void): Promise<void> {
  const paypal = await loadScript({
    clientId: view.clientId, currency: view.currency, intent: 'capture', commit: PAYPAL_COMMIT, vault: PAYPAL_VAULT, components: 'buttons', locale: view.locale,
  });
  if (paypal?.Buttons === undefined) throw new Error('The PayPal SDK has no buttons');
  let reference = '';
  const fail = (): void => window.location.assign(PAYPAL_ERROR_URL);
  await paypal.Buttons({
    fundingSource: 'paypal',
    // The spec's rule keeps only colours the SDK takes (gold here; black or white for other funding sources).
    style: payPalButtonStyle('paypal', { layout: 'horizontal', color: 'gold' }) as SdkButtonStyle,
    createOrder: async () => {
      const started = await createFromBasket({ Area: view.area, UserGuid: view.userGuid });
      if (!started.success) throw new Error(started.code ?? started.message);
      reference = started.reference;
      return started.orderID;
    },
    onShippingAddressChange: async (data, actions) => {
      const shipping = data as unknown as ShippingData;
      const answer = await amendShipping({
        orderID: shipping.orderID ?? '', reference, CountryCode: shipping.shippingAddress?.countryCode ?? '', Postcode: shipping.shippingAddress?.postalCode ?? '', Area: view.area, UserGuid: view.userGuid,
      });
      if (answer.success) return;
      const error = payPalShippingErrorOf(answer.message);
      await (actions.reject as (message?: string) => Promise<void>)(shipping.errors?.[error] ?? error);
    },
    onApprove: async (data, actions) => {
      onProcessing();
      const answer = await capturePayPal({ orderID: data.orderID, reference, paymentID: data.paymentID ?? '', Area: view.area, UserGuid: view.userGuid });
      afterCapture(answer, () => actions.restart());
    },
    onCancel: async (data) => {
      await cancelPayPal({ orderID: String(data['orderID'] ?? ''), reference, Area: view.area, UserGuid: view.userGuid });
      window.location.replace('/basket');
    },
    onError: fail,
  }).render(container);
}
