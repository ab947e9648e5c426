import { InMemoryShopperAccounts } from './in-memory-shopper-accounts.js';
import { describeShopperAccountsContract } from './shopper-accounts-contract.js';

describeShopperAccountsContract('in-memory shopper accounts', async () => ({ accounts: new InMemoryShopperAccounts(), close: async () => undefined }));
