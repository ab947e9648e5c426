import { describeDeliveryChoicesContract } from './delivery-choices-contract.js';
import { InMemoryDeliveryChoices } from './in-memory-delivery-choices.js';

let shoppers = 0;
describeDeliveryChoicesContract('in-memory delivery choices', async () => ({
  choices: new InMemoryDeliveryChoices(),
  shopperId: async () => ++shoppers,
  close: async () => undefined,
}));
