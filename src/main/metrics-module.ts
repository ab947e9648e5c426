import { routesOf } from '../adapters/http/app.js';
import { metricsRoutes } from '../adapters/http/metrics/metrics-routes.js';
import { httpArea } from './http-area.js';
import { AppMetrics } from '../adapters/http/metrics/app-metrics.js';

/**
 * Several nodes: every request counted by route pattern, and `/metrics` for
 * Prometheus for an operator API key that may read. The metrics themselves are bound in container.ts (the
 * checkout's orders count their outcomes into them).
 */
export const metricsArea = httpArea('metrics', () => undefined,
  (c) => [routesOf(metricsRoutes, { metrics: c.get(AppMetrics) })]);
