import { InMemorySessionStore } from './in-memory-session-store.js';
import { describeSessionStoreContract } from './session-store-contract.js';

let shoppers = 0;
describeSessionStoreContract('in-memory session store', async () => ({
  store: new InMemorySessionStore(),
  close: async () => undefined,
  addShopper: async () => ++shoppers,
}));
