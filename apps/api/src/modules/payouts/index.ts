// The module's public entry: what other folders may use (docs/architecture.md).
export { payRateRoutes } from './pay-rates.routes.ts';
