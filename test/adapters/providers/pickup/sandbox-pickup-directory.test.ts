import { sandboxPickupDirectories } from '../../../../src/adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import type { PickupNetwork } from '../../../../src/domain/delivery/pickup-network.js';
import { describePickupNetworkContract } from '../../../support/pickup-network-contract.js';

const NETWORKS: PickupNetwork[] = ['hand-over', 'coll8', 'collect-plus', 'inpost', 'hermes'];

for (const network of NETWORKS) {
  describePickupNetworkContract(`sandbox ${network}`, network, async () => ({
    directory: sandboxPickupDirectories()[network],
    close: async () => undefined,
  }));
}
