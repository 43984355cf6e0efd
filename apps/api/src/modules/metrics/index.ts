// The module's public entry: what other folders may use (docs/architecture.md).

export { metricsRoutes } from './metrics.routes.ts';
export { type AppMetrics, createMetrics, type MetricsOptions } from './metrics.ts';
