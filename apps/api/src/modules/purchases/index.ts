// The module's public entry: what other folders may use (docs/architecture.md).

export { purchaseModuleRoutes } from './purchases.module.ts';
export {
  cancelPendingPurchase,
  claimStripeEvent,
  insertCreditPack,
  insertPurchase,
  owedByCustomers,
  packTerms,
  recordStripeEventOutcome,
} from './purchases.repository.ts';
export type { ErrorLog } from './purchases.service.ts';
export {
  dropMembershipPurchase,
  openMembershipPurchase,
  payMembershipPurchaseByCard,
  purchaseAwaitingPayment,
  recordCashPayment,
  refundPayment,
  startPurchase,
} from './purchases.service.ts';
export { receiptEmail } from './receipts.ts';
export { type CardPayments, createCardPayments } from './stripe-gateway.ts';
export type { SetupCompletedHandler } from './stripe-webhook.routes.ts';
