import { ContainerModule } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { metricsRoutes } from '../adapters/http/metrics/metrics-routes.js';
import type { HttpArea } from './http-area.js';
import { TOKENS } from './tokens.js';

/**
 * Several nodes: every request counted by route pattern, and `/metrics` for
 * Prometheus behind OPERATOR_TOKEN. The metrics themselves are bound in container.ts (the
 * checkout's orders count their outcomes into them).
 */
export const metricsArea: HttpArea = {
  name: 'metrics',
  module: new ContainerModule(() => undefined),
  routes: (c) => [routesOf(metricsRoutes, { metrics: c.get(TOKENS.Metrics), operatorToken: c.get(TOKENS.Config).operatorToken })],
};
