// The module's public entry: what other folders may use (docs/architecture.md).

export { trackingRoutes } from './tracking.routes.ts';
