// The module's public entry: what other folders may use (docs/architecture.md).
export {
  CreditHoldMismatchError,
  InsufficientCreditsError,
  InvalidCreditRequestError,
} from './credits.errors.ts';
export { listRefundedCredits } from './credits.repository.ts';
export { creditRoutes } from './credits.routes.ts';
export type {
  CreditBalance,
  CreditHistoryItem,
  DailyAllowance,
  PurchaseCredits,
  RefundCreditsLine,
} from './credits.service.ts';
export {
  adjustCredits,
  expireDueCredits,
  expireDueCreditsBeforeUse,
  getBalances,
  getCreditHistory,
  getPurchaseCredits,
  grantCredits,
  grantCreditsManyWithin,
  grantCreditsWithin,
  hold,
  holdWithin,
  lapseUnusedAllowances,
  lapseUnusedAllowancesInBatches,
  listStudiosWithAllowances,
  release,
  spend,
  takeBackRefundedCredits,
  takeBackUnpaidCredits,
} from './credits.service.ts';
