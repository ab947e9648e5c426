import { DELIVERY_OPTION_IDS } from '../../../../../../domain/delivery/delivery-option-ids.js';
import { pickupDeliverySelection } from '../../../../../../domain/delivery/delivery-selection.js';
import type { PickupNetwork } from '../../../../../../domain/delivery/pickup-network.js';
import { pageStrings } from '../../../../runtime/i18n/page-strings.js';
import { showToast } from '../../../../runtime/widgets/toast.client.js';
import { interpolate } from '../../../../runtime/i18n/interpolate.js';
import { DELIVERY_SECTION_ID } from '../delivery-urls.js';
import { saveDeliverySelection } from '../save-delivery-selection.client.js';

/**
 * Saves a pick-up choice: the network's DeliveryOptionID, the point's id as StoreID and its saved
 * fields as JsonData. The new delivery section replaces the old one; the shopper hears which
 * point is theirs (a toast in the polite live region), and keyboard focus, which was on an
 * opener of the old section, moves to the new section's summary. A failed save is logged and
 * told to the shopper; the old section stays.
 */
export async function savePickupChoice(network: PickupNetwork, storeId: string, savedFields: object, name: string): Promise<void> {
  const t = pageStrings();
  try {
    await saveDeliverySelection(pickupDeliverySelection(DELIVERY_OPTION_IDS[network], storeId, savedFields));
  } catch (error) {
    console.error(error);
    showToast(t.requestProblem);
    return;
  }
  showToast(interpolate(t.pickupSaved, { name }), { kind: 'success' });
  if (document.activeElement === null || document.activeElement === document.body) focusDeliverySummary();
}

function focusDeliverySummary(): void {
  const section = document.getElementById(DELIVERY_SECTION_ID);
  const heading = section?.querySelector<HTMLElement>('.delivery-accordion__chosen-heading');
  const target = heading && heading.getClientRects().length > 0 ? heading : section;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: false });
}
