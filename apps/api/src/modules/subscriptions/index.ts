// The module's public entry: what other folders may use (docs/architecture.md).
export { type BillingDeps, MOST_LEFT_CHARGING, runBilling } from './billing.ts';
export { membershipCardSetup } from './card-setup.ts';
export { DEMO_PLANS, seedDemoSubscriptionRecords } from './demo.ts';
export { runBillingJob } from './job.ts';
export { subscriptionRoutes, testBillingRoutes } from './subscriptions.routes.ts';
export {
  assertMembershipInGoodStanding,
  assertWithinDailyCap,
  cardSaved,
} from './subscriptions.service.ts';
