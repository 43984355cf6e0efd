// The money feature's public entry: what other features (the customer pages, the booking form) use of it.
export {
  // Query keys, for another feature's change that the money pages show (the customer import).
  moneyKeys,
  useCancelCustomerPurchase,
  useCustomer,
  useCustomerCredits,
  useCustomerPurchases,
  useCustomers,
  useMyCredits,
  useMyPurchases,
} from './api/money.ts';
export { AdjustCreditsDialog } from './components/AdjustCreditsDialog.tsx';
export { CancelPurchaseDialog } from './components/CancelPurchaseDialog.tsx';
export { CreditBalances } from './components/CreditBalances.tsx';
export { CreditHistoryTable } from './components/CreditHistoryTable.tsx';
export { CustomerPicker } from './components/CustomerPicker.tsx';
export { GrantList, grantText } from './components/GrantList.tsx';
export { PurchaseStatusChip } from './components/PurchaseStatusChip.tsx';
export { usePurchaseColumns } from './components/purchase-columns.tsx';
export { RecordCashDialog } from './components/RecordCashDialog.tsx';
export { WriteOffDialog } from './components/WriteOffDialog.tsx';
export { useCanHandleMoney } from './hooks/use-can-handle-money.ts';
export { amountDue, isUnpaid } from './lib/purchase-status.ts';
export { customerDetailsPath, paymentsPath, receiptPath } from './paths.ts';
