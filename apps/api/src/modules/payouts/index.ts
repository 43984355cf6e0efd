// The module's public entry: what other folders may use (docs/architecture.md).
export { closeDueOccurrences, reverseRevenueShares, writeSessionEarning } from './earnings.service.ts';
export { payRateRoutes } from './pay-rates.routes.ts';
export { payoutRoutes } from './payouts.routes.ts';
export { approvePayoutRun, openPayoutRun, payPayoutRun } from './runs.service.ts';
