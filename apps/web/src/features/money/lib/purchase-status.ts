import type { PurchaseStatus, StatusColor } from '@bmp/shared';

// Waiting for money is a warning, money in is success, money (partly) back is informational, and a
// purchase that never happened is an error, like a canceled session.
export const PURCHASE_STATUS_COLORS: Record<PurchaseStatus, StatusColor> = {
  pending: 'warning',
  paid: 'success',
  partially_refunded: 'info',
  refunded: 'secondary',
  canceled: 'error',
};
