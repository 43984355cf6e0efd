// Addresses of the money pages that other pages link to (the route table holds the patterns).

export const MEMBER_PURCHASES_PATH = '/members/settings/purchases';

/** A member's receipt; `placed` shows the "pay at the front desk" note after a new purchase. */
export function receiptPath(purchaseId: string, { placed = false }: { placed?: boolean } = {}): string {
  const path = `${MEMBER_PURCHASES_PATH}/${encodeURIComponent(purchaseId)}`;
  return placed ? `${path}?placed=1` : path;
}

export const customerDetailsPath = (customerId: string) =>
  `/admin/customers/details/${encodeURIComponent(customerId)}`;

export const paymentsPath = (customerId?: string) =>
  customerId
    ? `/admin/business/payments?customerId=${encodeURIComponent(customerId)}`
    : '/admin/business/payments';
