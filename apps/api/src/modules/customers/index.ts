// The module's public entry: what other folders may use (docs/architecture.md).
export { customerRoutes } from './customers.routes.ts';
