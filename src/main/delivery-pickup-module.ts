import { SearchPickupPoints } from '../application/delivery/search-pickup-points.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { pickupRoutes } from '../adapters/http/delivery/pickup-routes.js';
import { coll8PickupDirectory } from '../adapters/providers/pickup/coll8/coll8-pickup-directory.js';
import { collectPlusPickupDirectory } from '../adapters/providers/pickup/collect-plus/collect-plus-pickup-directory.js';
import { handOverPickupDirectory } from '../adapters/providers/pickup/hand-over/hand-over-pickup-directory.js';
import { hermesPickupDirectory } from '../adapters/providers/pickup/hermes/hermes-pickup-directory.js';
import type { PickupHttpOptions } from '../adapters/providers/pickup/http/pickup-http-client.js';
import { inpostPickupDirectory } from '../adapters/providers/pickup/inpost/inpost-pickup-directory.js';
import { sandboxPickupDirectories } from '../adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import type { PickupNetwork } from '../domain/delivery/pickup-network.js';
import type { PickupDirectories, PickupNetworkDirectory } from '../ports/pickup-network.port.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindUseCases } from './bind-singleton.js';

/** The pick-up area's port (the delivery area checks a chosen point through `Directories`); its use case is its own token. */
export const PICKUP = {
  Directories: token<PickupDirectories>('PickupDirectories'),
} as const;

const HTTP_ADAPTERS: Readonly<Record<PickupNetwork, (options: PickupHttpOptions) => PickupNetworkDirectory>> = {
  'hand-over': handOverPickupDirectory,
  coll8: coll8PickupDirectory,
  'collect-plus': collectPlusPickupDirectory,
  inpost: inpostPickupDirectory,
  hermes: hermesPickupDirectory,
};

/** Per network: its HTTP API when a base URL is configured, else the sandbox network. */
export function pickupDirectoriesOf(config: AppConfig['pickup']): PickupDirectories {
  const directory = (network: PickupNetwork): PickupNetworkDirectory => {
    const endpoint = config.networks[network];
    return endpoint === null
      ? sandboxPickupDirectories()[network]
      : HTTP_ADAPTERS[network]({ baseUrl: endpoint.baseUrl, token: endpoint.token, timeoutMs: config.timeoutMs });
  };
  return {
    'hand-over': directory('hand-over'), coll8: directory('coll8'), 'collect-plus': directory('collect-plus'),
    inpost: directory('inpost'), hermes: directory('hermes'),
  };
}

/** The five pick-up networks (sandbox or each network's HTTP API, per configuration) and their search routes. */
export const pickupArea = httpArea('pickup', (bind) => {
  bind(PICKUP.Directories).toResolvedValue((config: AppConfig) => pickupDirectoriesOf(config.pickup), [TOKENS.Config]).inSingletonScope();
  bindUseCases(bind, [SearchPickupPoints], [PICKUP.Directories]);
}, (c) => [routesOf(pickupRoutes, { searchPickupPoints: c.get(SearchPickupPoints) })]);
