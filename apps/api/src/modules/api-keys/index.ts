// The module's public entry: what other folders may use (docs/architecture.md).
export { apiKeyRoutes } from './api-keys.routes.ts';
export { API_KEY_REQUESTS_PER_MINUTE, authenticateKey } from './api-keys.service.ts';
export { API_KEY_ROUTES, apiScopeOf } from './key-routes.ts';
