import { ContainerModule } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { pickupRoutes } from '../adapters/http/delivery/pickup-routes.js';
import { sandboxPickupDirectories } from '../adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import type { PickupDirectories } from '../ports/pickup-network.port.js';
import type { HttpArea } from './http-area.js';
import { token } from './tokens.js';

/** The pick-up area's tokens; the delivery area checks a chosen point through `Directories`. */
export const PICKUP = {
  Directories: token<PickupDirectories>('PickupDirectories'),
} as const;

/** The five pick-up networks (sandbox or each network's HTTP API, per configuration) and their search routes. */
export const pickupArea: HttpArea = {
  name: 'pickup',
  module: new ContainerModule(({ bind }) => {
    bind(PICKUP.Directories).toResolvedValue(() => sandboxPickupDirectories()).inSingletonScope();
  }),
  routes: (c) => [routesOf(pickupRoutes, { directories: c.get(PICKUP.Directories) })],
};
