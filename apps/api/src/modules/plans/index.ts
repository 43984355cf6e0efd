// The module's public entry: what other folders may use (docs/architecture.md).
export { planRoutes } from './plans.routes.ts';
