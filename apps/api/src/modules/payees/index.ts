// The module's public entry: what other folders may use (docs/architecture.md).
export { payeeRoutes } from './payees.routes.ts';
