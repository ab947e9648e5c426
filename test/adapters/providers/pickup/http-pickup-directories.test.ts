import { coll8PickupDirectory } from '../../../../src/adapters/providers/pickup/coll8/coll8-pickup-directory.js';
import { collectPlusPickupDirectory } from '../../../../src/adapters/providers/pickup/collect-plus/collect-plus-pickup-directory.js';
import { handOverPickupDirectory } from '../../../../src/adapters/providers/pickup/hand-over/hand-over-pickup-directory.js';
import { hermesPickupDirectory } from '../../../../src/adapters/providers/pickup/hermes/hermes-pickup-directory.js';
import type { PickupHttpOptions } from '../../../../src/adapters/providers/pickup/http/pickup-http-client.js';
import { inpostPickupDirectory } from '../../../../src/adapters/providers/pickup/inpost/inpost-pickup-directory.js';
import type { PickupNetwork } from '../../../../src/domain/delivery/pickup-network.js';
import type { PickupNetworkDirectory } from '../../../../src/ports/pickup-network.port.js';
import { describePickupNetworkContract, type PickupFault } from '../../../support/pickup-network-contract.js';
import { startPickupStandIn } from '../../../support/stand-ins/pickup-network-stand-in.js';

const ADAPTERS: [PickupNetwork, (options: PickupHttpOptions) => PickupNetworkDirectory, string | undefined][] = [
  ['coll8', coll8PickupDirectory, undefined],
  ['collect-plus', collectPlusPickupDirectory, undefined],
  ['hermes', hermesPickupDirectory, undefined],
  ['hand-over', handOverPickupDirectory, undefined],
  ['inpost', inpostPickupDirectory, 'inpost-test-token'],
];

for (const [network, adapter, token] of ADAPTERS) {
  const open = (fault?: PickupFault, timeoutMs = 3_000) => async () => {
    const standIn = await startPickupStandIn(network, { fault, token });
    return { directory: adapter({ baseUrl: standIn.baseUrl, timeoutMs, token: token ?? null }), close: standIn.close };
  };
  // A stand-in that never answers is given up after 200 ms.
  describePickupNetworkContract(`HTTP ${network} against its stand-in`, network, open(), (fault) => open(fault, fault === 'hang' ? 200 : 3_000)());
}
