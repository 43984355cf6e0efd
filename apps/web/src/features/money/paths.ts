import { href, PATHS } from '../../config/paths.ts';

// Addresses of the money pages that other pages link to, from the one paths table (config/paths.ts).

export const MEMBER_PURCHASES_PATH = PATHS.memberPurchases;

/** A member's receipt; `placed` shows the "pay at the front desk" note after a new purchase. */
export function receiptPath(purchaseId: string, { placed = false }: { placed?: boolean } = {}): string {
  return href(PATHS.memberReceipt, { id: purchaseId }, { placed: placed ? '1' : undefined });
}

export const customerDetailsPath = (customerId: string) =>
  href(PATHS.adminCustomerDetails, { id: customerId });

export const paymentsPath = (customerId?: string) =>
  href(PATHS.adminBusinessPayments, undefined, { customerId });
