// The module's public entry: what other folders may use (docs/architecture.md).
export { landingRoutes } from './landing.routes.ts';
export { prerenderedHomeIsCurrent } from './landing.service.ts';
