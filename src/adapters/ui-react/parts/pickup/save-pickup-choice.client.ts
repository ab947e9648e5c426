import { DELIVERY_OPTION_IDS } from '../../../../domain/delivery/delivery-option-ids.js';
import { pickupDeliverySelection } from '../../../../domain/delivery/delivery-selection.js';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { saveDeliverySelection } from '../delivery/save-delivery-selection.client.js';

/**
 * Saves a pick-up choice: the network's DeliveryOptionID, the point's id as StoreID and its saved
 * fields as JsonData. A failed save is logged and told to the shopper; the old section stays.
 */
export async function savePickupChoice(network: PickupNetwork, storeId: string, savedFields: object): Promise<void> {
  try {
    await saveDeliverySelection(pickupDeliverySelection(DELIVERY_OPTION_IDS[network], storeId, savedFields));
  } catch (error) {
    console.error(error);
    showToast(pageStrings().requestProblem);
  }
}
