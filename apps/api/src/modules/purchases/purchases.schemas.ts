import {
  CREDIT_PACK_TYPES,
  PAGE_SIZES,
  PAYMENT_METHODS,
  PURCHASE_PAYMENT_METHODS,
  PURCHASE_STATUSES,
  SERVICE_CATEGORIES,
} from '@bmp/shared';
import { z } from 'zod';
import { CREDIT_ENTRY_TYPES, type CreditKind } from '../../db/schema/index.ts';
import type { CreditBalance, CreditHistoryItem, PurchaseCredits } from '../credits/credits.service.ts';
import type { CreditPackRow, PaymentViewRow, PurchaseRow, RefundRow } from './purchases.repository.ts';

// Response shapes of the purchases module (OpenAPI from these) and the mappers that fill them.

export const pageQuery = {
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(20)
    .describe(`Rows per page: ${PAGE_SIZES.join(', ')}.`),
};

const grantSchema = z.object({ kind: z.enum(SERVICE_CATEGORIES), quantity: z.number().int() });

export const creditPackSchema = z
  .object({
    id: z.string(),
    type: z.enum(CREDIT_PACK_TYPES),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    grants: z.array(grantSchema),
    expiryDays: z.number().int().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CreditPack' });

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

const purchasePaymentSchema = z.object({
  id: z.string(),
  receiptNumber: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
});

export const purchaseSchema = z
  .object({
    id: z.string(),
    customerId: z.string(),
    packId: z.string(),
    packType: z.enum(CREDIT_PACK_TYPES),
    packName: z.string(),
    priceCents: z.number().int(),
    grants: z.array(grantSchema),
    expiryDays: z.number().int().nullable(),
    paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS),
    status: z.enum(PURCHASE_STATUSES),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    /** When the credits bought expire (paid purchases of packs with an expiry). */
    creditsExpireAt: z.string().nullable(),
    payment: purchasePaymentSchema.nullable(),
  })
  .meta({ id: 'Purchase' });

type PurchasePaymentRow = {
  id: string;
  receiptNumber: number;
  method: 'cash' | 'card';
  amountCents: number;
  refundedCents: number;
  createdAt: Date;
} | null;

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
  creditsExpireAt:
    purchase.paidAt && purchase.expiryDays
      ? // The grant's own arithmetic (purchases.service.ts): paid_at plus whole days.
        new Date(purchase.paidAt.getTime() + purchase.expiryDays * 24 * 60 * 60 * 1000).toISOString()
      : null,
  payment: payment ? { ...payment, createdAt: payment.createdAt.toISOString() } : null,
});

export const purchasePageSchema = z
  .object({
    items: z.array(purchaseSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PurchasePage' });

/** Credits a refund took back from the customer, per kind (decision 0026). */
const creditsTakenSchema = z.array(grantSchema);

const refundSchema = z
  .object({
    id: z.string(),
    paymentId: z.string(),
    amountCents: z.number().int(),
    reason: z.string(),
    credits: creditsTakenSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Refund' });

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

export const receiptSchema = z
  .object({
    purchase: purchaseSchema,
    // Times on the receipt are the studio's (IANA zone), as on session pages.
    business: z.object({ name: z.string(), timeZone: z.string() }),
    customer: z.object({ name: z.string(), email: z.string() }),
    // A member sees what went back and when; the reason staff wrote stays with staff.
    refunds: z.array(
      z.object({ amountCents: z.number().int(), credits: creditsTakenSchema, createdAt: z.string() }),
    ),
  })
  .meta({ id: 'Receipt' });

export const paymentSchema = z
  .object({
    id: z.string(),
    receiptNumber: z.number().int(),
    createdAt: z.string(),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    method: z.enum(PAYMENT_METHODS),
    amountCents: z.number().int(),
    refundedCents: z.number().int(),
    netCents: z.number().int(),
    purchaseId: z.string().nullable(),
    packName: z.string().nullable(),
    note: z.string().nullable(),
    recordedBy: z.string().nullable(),
    refunds: z.array(refundSchema),
    // What the purchase granted, per kind: how many credits refunds took back and how many are still
    // unused, so the refund dialog can say what a refund would take back. Empty without a purchase.
    purchaseCredits: z.array(
      z.object({
        kind: z.enum(SERVICE_CATEGORIES),
        granted: z.number().int(),
        takenBack: z.number().int(),
        unused: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Payment' });

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
  purchaseCredits: row.payment.purchaseId ? (purchaseCredits.get(row.payment.purchaseId) ?? []) : [],
});

export const paymentPageSchema = z
  .object({
    items: z.array(paymentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({
      count: z.number().int(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  })
  .meta({ id: 'PaymentPage' });

export const creditsViewSchema = z
  .object({
    /** The studio's IANA zone: the history's times are shown in it, as on session pages. */
    timeZone: z.string(),
    balances: z.array(
      z.object({
        kind: z.enum(SERVICE_CATEGORIES),
        available: z.number().int(),
        held: z.number().int(),
        expiring: z.array(z.object({ expiresAt: z.string(), quantity: z.number().int() })),
      }),
    ),
    history: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(SERVICE_CATEGORIES),
          type: z.enum(CREDIT_ENTRY_TYPES),
          availableDelta: z.number().int(),
          heldDelta: z.number().int(),
          availableAfter: z.number().int(),
          heldAfter: z.number().int(),
          reason: z.string().nullable(),
          serviceId: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  })
  .meta({ id: 'CustomerCredits' });

export const creditsQuery = z.object({
  ...pageQuery,
  kind: z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' }).optional(),
});

export const toCreditsView = (
  balances: CreditBalance[],
  history: { items: CreditHistoryItem[]; total: number; page: number; pageSize: number },
  timeZone: string,
) => ({
  timeZone,
  balances: balances.map((balance) => ({
    kind: balance.kind,
    available: balance.available,
    held: balance.held,
    expiring: balance.expiring.map((lot) => ({
      expiresAt: lot.expiresAt.toISOString(),
      quantity: lot.quantity,
    })),
  })),
  history: {
    ...history,
    items: history.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      type: item.type,
      availableDelta: item.availableDelta,
      heldDelta: item.heldDelta,
      availableAfter: item.availableAfter,
      heldAfter: item.heldAfter,
      reason: item.reason,
      serviceId: item.serviceId,
      createdAt: item.createdAt.toISOString(),
    })),
  },
});

export { authOf } from '../auth/access.ts';
