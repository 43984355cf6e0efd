import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../constants/services';
import { pageSchemaOf } from '../http';
import { PAYEE_ACCOUNT_TYPES, PAYEE_KINDS } from '../payees';
import {
  CREDIT_PACK_TYPES,
  PAYMENT_METHODS,
  PURCHASE_PAYMENT_METHODS,
  PURCHASE_STATUSES,
  PURCHASE_TYPES,
} from '../purchases';

// The API's answers about money (credit packs, purchases, payments, credits, payees and the bank
// account): the API's routes declare them as their responses (and OpenAPI from them), the web derives
// its types from them. Amounts are integer cents; times are ISO strings.

/** `refund`: credits a refund of their purchase took back (decision 0026). */
export const CREDIT_ENTRY_TYPES = [
  'grant',
  'hold',
  'release',
  'spend',
  'expiry',
  'adjustment',
  'refund',
  // Unused credits taken back when an unpaid pay-at-studio purchase is canceled (decision 0046).
  'cancel',
] as const;
export type CreditEntryType = (typeof CREDIT_ENTRY_TYPES)[number];

/** A credit kind is a service category: a Training credit pays for a training session. */
export const CREDIT_KINDS = SERVICE_CATEGORIES;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** A hold keeps credits for one booked session until it is spent or released (decision 0008). */
export const CREDIT_HOLD_STATUSES = ['held', 'spent', 'released'] as const;
export type CreditHoldStatus = (typeof CREDIT_HOLD_STATUSES)[number];

const creditGrantLineSchema = z.object({ kind: z.enum(SERVICE_CATEGORIES), quantity: z.number().int() });
export type CreditGrantLine = z.infer<typeof creditGrantLineSchema>;

export const creditPackSchema = z
  .object({
    id: z.string(),
    type: z.enum(CREDIT_PACK_TYPES),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    grants: z.array(creditGrantLineSchema),
    expiryDays: z.number().int().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CreditPack' });
export type CreditPack = z.infer<typeof creditPackSchema>;

export const creditPackPageSchema = pageSchemaOf(creditPackSchema).meta({ id: 'CreditPackPage' });
export type CreditPackPage = z.infer<typeof creditPackPageSchema>;

export const shopSchema = z
  .object({
    items: z.array(creditPackSchema),
    cardPayments: z.boolean(),
    /** A pay-at-studio purchase's credits come at once, its price owed until paid (decision 0046). */
    bookBeforePaying: z.boolean(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

const purchasePaymentSchema = z.object({
  id: z.string(),
  receiptNumber: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
});
export type PurchasePayment = z.infer<typeof purchasePaymentSchema>;

export const purchaseSchema = z
  .object({
    id: z.string(),
    customerId: z.string(),
    packId: z.string().nullable(),
    packType: z.enum(PURCHASE_TYPES),
    packName: z.string(),
    priceCents: z.number().int(),
    grants: z.array(creditGrantLineSchema),
    expiryDays: z.number().int().nullable(),
    paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS),
    status: z.enum(PURCHASE_STATUSES),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    /** When the credits bought expire (granted purchases of packs with an expiry). */
    creditsExpireAt: z.string().nullable(),
    /** Paid at the studio after the credits were granted (decision 0046): what is still owed. */
    creditsBeforePayment: z.boolean(),
    owedCents: z.number().int(),
    writtenOffAt: z.string().nullable(),
    writeOffReason: z.string().nullable(),
    payment: purchasePaymentSchema.nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasePageSchema = pageSchemaOf(purchaseSchema).meta({ id: 'PurchasePage' });
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** A new purchase, and where to pay for it by card (null when paid at the studio). */
export const createdPurchaseSchema = z.object({
  purchase: purchaseSchema,
  checkoutUrl: z.string().nullable(),
});
export type CreatedPurchase = z.infer<typeof createdPurchaseSchema>;

/** Credits a refund took back from the customer, per kind (decision 0026). */
const creditsTakenSchema = z.array(creditGrantLineSchema);

export const refundSchema = z
  .object({
    id: z.string(),
    paymentId: z.string(),
    amountCents: z.number().int(),
    reason: z.string(),
    credits: creditsTakenSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

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
export type Receipt = z.infer<typeof receiptSchema>;

/** One kind of credits a payment's purchase granted: what refunds took back, what is still unused. */
const purchaseCreditsSchema = z.object({
  kind: z.enum(SERVICE_CATEGORIES),
  granted: z.number().int(),
  takenBack: z.number().int(),
  unused: z.number().int(),
});
export type PurchaseCredits = z.infer<typeof purchaseCreditsSchema>;

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
    purchaseCredits: z.array(purchaseCreditsSchema),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

const paymentTotalsSchema = z.object({
  count: z.number().int(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const paymentPageSchema = pageSchemaOf(paymentSchema)
  .extend({ totals: paymentTotalsSchema })
  .meta({ id: 'PaymentPage' });
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** A refund made: the credits it took back (none: an empty list) and the payment as it is now. */
export const refundResultSchema = z.object({
  refundId: z.string(),
  creditsTaken: creditsTakenSchema,
  payment: paymentSchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** A credit adjustment made by hand: the ledger entry and the balance it left. */
export const creditAdjustmentResultSchema = z.object({
  entryId: z.string(),
  kind: z.string(),
  available: z.number().int(),
  held: z.number().int(),
});
export type CreditAdjustmentResult = z.infer<typeof creditAdjustmentResultSchema>;

const creditBalanceSchema = z.object({
  kind: z.enum(SERVICE_CATEGORIES),
  available: z.number().int(),
  held: z.number().int(),
  expiring: z.array(z.object({ expiresAt: z.string(), quantity: z.number().int() })),
});
export type CreditBalanceView = z.infer<typeof creditBalanceSchema>;

const creditHistoryEntrySchema = z.object({
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
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditsViewSchema = z
  .object({
    /** The studio's IANA zone: the history's times are shown in it, as on session pages. */
    timeZone: z.string(),
    balances: z.array(creditBalanceSchema),
    history: pageSchemaOf(creditHistoryEntrySchema),
  })
  .meta({ id: 'CustomerCredits' });
export type CreditsView = z.infer<typeof creditsViewSchema>;

export const payeeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(PAYEE_KINDS),
    taxIdLast4: z.string(),
    routingNumber: z.string(),
    accountLast4: z.string(),
    accountType: z.enum(PAYEE_ACCOUNT_TYPES),
    /** Paid by cheque or otherwise: listed apart in a payout run and left out of its NACHA file. */
    paidOutsideAch: z.boolean(),
    /** The team member whose earnings this payee is paid, if any. */
    teamMemberId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payee' });
export type Payee = z.infer<typeof payeeSchema>;

export const payeePageSchema = pageSchemaOf(payeeSchema);
export type PayeePage = z.infer<typeof payeePageSchema>;

/** A payee's full numbers, shown only on request (and audited). */
export const payeeSecretsSchema = z.object({ taxId: z.string(), accountNumber: z.string() });
export type PayeeSecrets = z.infer<typeof payeeSecretsSchema>;

export const bankAccountSchema = z
  .object({
    holderName: z.string(),
    routingNumber: z.string(),
    accountLast4: z.string(),
    // What a NACHA file needs of the studio; null on an account saved before they were asked for. The
    // EIN is printed on the file, so it is shown whole.
    ein: z.string().nullable(),
    bankName: z.string().nullable(),
    /** Null when unset: the file then uses '1' + EIN. */
    immediateOrigin: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The bank account's full number, shown only on request (and audited). */
export const bankAccountSecretSchema = z.object({ accountNumber: z.string() });
export type BankAccountSecret = z.infer<typeof bankAccountSecretSchema>;
