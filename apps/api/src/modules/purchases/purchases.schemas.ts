import type { CreditKind } from '@bmp/shared';
import { pageQueryShape } from '@bmp/shared';
import type { PurchaseCredits } from '../credits/index.ts';
import type { CreditPackRow, PaymentViewRow, PurchaseRow, RefundRow } from './purchases.repository.ts';

// The mappers that fill the purchases module's response shapes. The shapes themselves (and OpenAPI
// from them) are the web's too: packages/shared/src/money/schemas.ts.
export {
  creditPackSchema,
  paymentPageSchema,
  paymentSchema,
  purchasePageSchema,
  purchaseSchema,
  receiptSchema,
} from '@bmp/shared';

/** A list's page and page size; 20 rows unless asked otherwise. */
export const pageQuery = pageQueryShape(20);

export const toCreditPack = (row: CreditPackRow) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  grants: row.grants,
  expiryDays: row.expiryDays,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type PurchasePaymentRow = {
  id: string;
  receiptNumber: number;
  method: 'cash' | 'card';
  amountCents: number;
  refundedCents: number;
  createdAt: Date;
} | null;

/**
 * When a purchase's credits expire: its own date when it has one (a membership period), else whole days from when they were granted, which is when it was paid,
 * or when it was made for a pay-at-studio purchase whose credits came first (decision 0046).
 */
export function creditsExpireAt(purchase: PurchaseRow): Date | null {
  // A membership period's credits end with their period (decisions/0055-memberships.md).
  if (purchase.creditsExpireAt) return purchase.creditsExpireAt;
  const granted = purchase.creditsBeforePayment ? purchase.createdAt : purchase.paidAt;
  if (!granted || !purchase.expiryDays) return null;
  return new Date(granted.getTime() + purchase.expiryDays * 24 * 60 * 60 * 1000);
}

export const toPurchase = ({
  purchase,
  payment,
}: {
  purchase: PurchaseRow;
  payment: PurchasePaymentRow;
}) => ({
  id: purchase.id,
  customerId: purchase.customerId,
  packId: purchase.packId,
  packType: purchase.packType,
  packName: purchase.packName,
  priceCents: purchase.priceCents,
  grants: purchase.grants,
  expiryDays: purchase.expiryDays,
  paymentMethod: purchase.paymentMethod,
  status: purchase.status,
  createdAt: purchase.createdAt.toISOString(),
  paidAt: purchase.paidAt?.toISOString() ?? null,
  canceledAt: purchase.canceledAt?.toISOString() ?? null,
  creditsExpireAt: creditsExpireAt(purchase)?.toISOString() ?? null,
  creditsBeforePayment: purchase.creditsBeforePayment,
  owedCents: purchase.owedCents,
  writtenOffAt: purchase.writtenOffAt?.toISOString() ?? null,
  writeOffReason: purchase.writeOffReason,
  payment: payment ? { ...payment, createdAt: payment.createdAt.toISOString() } : null,
});

/** A refund row with the credits it took back. */
export type RefundView = RefundRow & { credits: { kind: CreditKind; quantity: number }[] };

export const toRefund = (row: RefundView) => ({
  id: row.id,
  paymentId: row.paymentId,
  amountCents: row.amountCents,
  reason: row.reason,
  credits: row.credits,
  createdAt: row.createdAt.toISOString(),
});

export const toPayment = (
  row: PaymentViewRow,
  refunds: RefundView[],
  purchaseCredits: Map<string, PurchaseCredits[]>,
) => ({
  id: row.payment.id,
  receiptNumber: row.payment.receiptNumber,
  createdAt: row.payment.createdAt.toISOString(),
  customer: { id: row.payment.customerId, name: row.customerName, email: row.customerEmail },
  method: row.payment.method,
  amountCents: row.payment.amountCents,
  refundedCents: row.payment.refundedCents,
  netCents: row.payment.amountCents - row.payment.refundedCents,
  purchaseId: row.payment.purchaseId,
  packName: row.packName,
  note: row.payment.note,
  recordedBy: row.recordedByName,
  refunds: refunds.filter((refund) => refund.paymentId === row.payment.id).map(toRefund),
  // What the refund dialog shows: not what the lots are worth, which is the books' business.
  purchaseCredits: (row.payment.purchaseId ? (purchaseCredits.get(row.payment.purchaseId) ?? []) : []).map(
    ({ kind, granted, takenBack, unused }) => ({ kind, granted, takenBack, unused }),
  ),
});

export { authOf } from '../../lib/route-access.ts';
