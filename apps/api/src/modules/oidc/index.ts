// The module's public entry: what other folders may use (docs/architecture.md).
export { oidcRoutes } from './oidc.routes.ts';
