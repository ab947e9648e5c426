import type { DeliveryChoice } from '../domain/delivery/delivery-choice.js';
import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/**
 * The delivery each basket owner chose, saved with the basket so a reload or another app node
 * shows it. On sign-in a guest's choice replaces the shopper's (it is the newer one).
 */
export interface DeliveryChoices extends OwnerMerge {
  /** The saved choice, or null when the owner has chosen nothing yet. */
  choiceOf(owner: BasketOwner): Promise<DeliveryChoice | null>;
  save(owner: BasketOwner, choice: DeliveryChoice, now: Date): Promise<void>;
}
