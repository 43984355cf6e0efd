import type { Purchase, PurchaseStatus, StatusColor } from '@bmp/shared';

// Waiting for money is a warning, money in is success, money (partly) back is informational, and a
// purchase that never happened is an error, like a canceled session.
export const PURCHASE_STATUS_COLORS: Record<PurchaseStatus, StatusColor> = {
  pending: 'warning',
  paid: 'success',
  partially_refunded: 'info',
  refunded: 'secondary',
  canceled: 'error',
};

/**
 * A pay-at-studio purchase still waiting for cash: pending, or canceled while still owing for the
 * credits used before (decision 0046).
 */
export const isUnpaid = (purchase: Purchase) =>
  purchase.paymentMethod === 'studio' && (purchase.status === 'pending' || purchase.owedCents > 0);

/** What the cash for an unpaid purchase must be: what it owes, or its price when nothing is owed yet. */
export const amountDue = (purchase: Purchase) =>
  purchase.owedCents > 0 ? purchase.owedCents : purchase.priceCents;
