/**
 * Add to bag from any buy grid (product page, quick view, quick buy):
 *
 *   const response = await addToBag(readBuyGrid(form));   // null when the grid was invalid
 *
 * Spec sections 4, 5 and 8: an invalid grid shows the first invalid row's message as a toast and
 * sends nothing. Otherwise GET /basket/api/add with the grid fields (groupParentId and parentSize
 * included). A failure (success false) is merged with the request and passed on: returned to the
 * caller and shown as a toast (message, else reason, else generic text). A success refreshes the user data layer without
 * cache, closes any open off-canvas panel, then on mobile (< 768 px) opens the add-to-bag modal,
 * otherwise opens the refreshed quick basket; with hasWarning a warning toast shows the reason
 * (`warningMessage`).
 * On a basket page the page reloads.
 */
import { addFailureMessage } from '../../rules/messages.js';
import { viewportFor } from '../../rules/viewport.js';
import { afterAddEffects, mergeFailedAdd, reloadsBasketPage, type BasketAddResponse, type FailedAdd } from '../../rules/basket/add-to-bag-outcome.js';
import { validateBuyGrid, type BuyGridRow } from '../../rules/basket/buy-grid.js';
import { formToQueryPairs, type SerialisedForm } from '../../rules/basket/form-serialisation.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { closeAllOffCanvas } from '../../runtime/widgets/off-canvas.client.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { pushDataLayer, requestAdd } from './basket-api.client.js';
import { addToBagModalHref } from './basket-urls.js';
import { getClientState } from '../../runtime/client-store.js';
import { openQuickBasket } from './quick-basket.client.js';
import { getUserDataLayer } from '../accounts/user-data-layer.client.js';

export interface AddToBagRequest {
  rows: readonly BuyGridRow[];
  fields: SerialisedForm;
}

export async function addToBag(request: AddToBagRequest): Promise<BasketAddResponse | FailedAdd | null> {
  const valid = validateBuyGrid(request.rows);
  if (!valid.ok) {
    showToast(valid.error.message);
    return null;
  }
  const response = await requestAdd(formToQueryPairs(request.fields));
  if (!response.success) {
    const failed = mergeFailedAdd(request.fields, response);
    showToast(addFailureMessage(failed, pageStrings()));
    return failed;
  }
  pushDataLayer(response.dataLayer);
  const productId = Number(request.fields.productId);
  const strings = pageStrings();
  const mobile = viewportFor(window.innerWidth) === 'mobile';
  const effects = afterAddEffects(response, mobile, strings);
  // Panels close before the modal or the quick basket opens in their place.
  if (effects.some((e) => e.kind === 'closeOffCanvasPanel')) closeAllOffCanvas();
  for (const effect of effects) {
    switch (effect.kind) {
      case 'refreshUserDataLayer':
        // Spec 4: the user data layer is read again, without its cache; a failure keeps the old copy.
        void getUserDataLayer({ noCache: true }).catch(() => undefined);
        break;
      case 'openAddToBagModal':
        // The global modal is a lazy chunk: only phones open it here.
        // The modal names the size just added (stockId) in the shopper's sizing region.
        void import('../../runtime/widgets/global-modal.client.js').then(async ({ openModal }) => {
          const stockId = typeof request.fields.stockId === 'string' ? request.fields.stockId : null;
          const url = addToBagModalHref({ productId, stockId, sizingRegion: getClientState().sizingRegion });
          await openModal({ title: strings.addedToYourBag, url, size: 'small' });
        });
        break;
      case 'refreshQuickBasket':
        void openQuickBasket({ addedProductId: Number.isInteger(productId) ? productId : null, noCache: true });
        break;
      case 'warningToast':
        showToast(effect.message, { kind: 'warning' });
        break;
      case 'errorToast':
        showToast(effect.message);
        break;
      case 'closeOffCanvasPanel':
      case 'showSuccessText':
        break;
    }
  }
  if (reloadsBasketPage(window.location.pathname)) window.location.reload();
  return response;
}
