// The module's public entry: what other folders may use (docs/architecture.md).
export { businessRoutes } from './businesses.routes.ts';
