import type { OwnerMove } from '../../src/ports/owner-merge.port.js';
import type { DeliveryChoice } from '../../src/domain/delivery/delivery-choice.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { DeliveryChoices } from '../../src/ports/delivery-choices.port.js';

/** Delivery choices in memory, for use-case tests; passes test/support/delivery-choices-contract.ts. */
export class InMemoryDeliveryChoices implements DeliveryChoices {
  private readonly byOwner = new Map<string, DeliveryChoice>();

  async choiceOf(owner: BasketOwner): Promise<DeliveryChoice | null> {
    const choice = this.byOwner.get(ownerKeyOf(owner));
    return choice === undefined ? null : structuredClone(choice);
  }

  async save(owner: BasketOwner, choice: DeliveryChoice): Promise<void> {
    this.byOwner.set(ownerKeyOf(owner), structuredClone(choice));
  }

  async mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    for (const { from, to } of moves) this.mergeOne(from, to);
  }

  private mergeOne(from: BasketOwner, to: BasketOwner): void {
    const fromKey = ownerKeyOf(from);
    const choice = this.byOwner.get(fromKey);
    if (choice === undefined || fromKey === ownerKeyOf(to)) return;
    this.byOwner.set(ownerKeyOf(to), choice);
    this.byOwner.delete(fromKey);
  }
}
