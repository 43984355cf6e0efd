// The module's public entry: what other folders may use (docs/architecture.md).

export { centsAsDecimal, csvCell, csvLine } from './payments-csv.ts';
export { purchaseModuleRoutes } from './purchases.module.ts';
export {
  cancelPendingPurchase,
  insertCreditPack,
  insertPurchase,
  owedByCustomers,
  packTerms,
} from './purchases.repository.ts';
export type { ErrorLog } from './purchases.service.ts';
export {
  purchaseAwaitingPayment,
  recordCashPayment,
  refundPayment,
  startPurchase,
} from './purchases.service.ts';
