// The module's public entry: what other folders may use (docs/architecture.md).
export { healthRoutes } from './health.routes.ts';
export { testClockRoutes } from './test-clock.routes.ts';
