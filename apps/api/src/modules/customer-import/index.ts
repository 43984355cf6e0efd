// The module's public entry: what other folders may use (docs/architecture.md).
export { customerImportRoutes } from './customer-import.routes.ts';
