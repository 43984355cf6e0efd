// The module's public entry: what other folders may use (docs/architecture.md).
export { publicConfigRoutes } from './public-config.routes.ts';
