import { z } from 'zod';
import { SERVICE_CATEGORIES } from './constants/services';
import { amountSchema, multilineTextSchema, nameSchema } from './schemas';

// What members buy and how staff take the money (PRODUCT.md "Money rules"). Amounts are typed the
// way people type them ("$1,250.00") and leave these schemas as integer cents.

/** A credit pack grants credits of one kind; a prepaid service package may grant several kinds. */
export const CREDIT_PACK_TYPES = ['credit_pack', 'service_package'] as const;
export type CreditPackType = (typeof CREDIT_PACK_TYPES)[number];

/** What a purchase bought: a pack, or one invoice of a membership (decisions/0055-memberships.md). */
export const PURCHASE_TYPES = [...CREDIT_PACK_TYPES, 'membership'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** How a member chose to pay: at the studio (cash taken by staff later) or by card online. */
export const PURCHASE_PAYMENT_METHODS = ['studio', 'card'] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];

/** How money actually arrived. */
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PURCHASE_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'canceled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const MAX_PACK_CREDITS = 1000;
export const MAX_PACK_EXPIRY_DAYS = 3650;
export const MAX_CREDIT_ADJUSTMENT = 1000;

const creditKindSchema = z.enum(SERVICE_CATEGORIES, { error: 'Choose a credit kind.' });

const reasonSchema = multilineTextSchema({ enter: 'Give a reason.', max: 500 });

/** One line of what a pack grants: `quantity` credits of `kind`. */
export const creditGrantSchema = z.strictObject({
  kind: creditKindSchema,
  quantity: z
    .number({ error: 'Enter a number of credits.' })
    .int('Enter a whole number of credits.')
    .min(1, 'Grant at least 1 credit.')
    .max(MAX_PACK_CREDITS, `Grant at most ${MAX_PACK_CREDITS} credits.`),
});
export type CreditGrant = z.output<typeof creditGrantSchema>;

/**
 * A credit pack or prepaid package as staff type it. The price is an amount at least `minPrice`
 * dollars (the business's minimum; the API checks it against the business after parsing).
 */
export function creditPackInputSchema({ minPrice }: { minPrice?: number } = {}) {
  return z.strictObject({
    type: z.enum(CREDIT_PACK_TYPES, { error: 'Choose credit pack or service package.' }),
    name: nameSchema({ enter: 'Enter a name.', what: 'the name', min: 2 }),
    description: multilineTextSchema({ max: 1000 }).default(''),
    price: amountSchema(minPrice === undefined ? {} : { min: minPrice }),
    grants: z
      .array(creditGrantSchema, { error: 'Add what the pack grants.' })
      .min(1, 'Add at least one kind of credit.')
      .max(SERVICE_CATEGORIES.length, 'Too many lines.')
      .superRefine((grants, ctx) => {
        // One line per kind: "5 + 5 training" is "10 training", and the ledger grants one lot per kind.
        const seen = new Set<string>();
        grants.forEach((grant, index) => {
          if (seen.has(grant.kind)) {
            ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: 'This kind is already listed.' });
          }
          seen.add(grant.kind);
        });
      }),
    expiryDays: z
      .number({ error: 'Enter a number of days.' })
      .int('Enter a whole number of days.')
      .min(1, 'Credits must last at least 1 day.')
      .max(MAX_PACK_EXPIRY_DAYS, `Use at most ${MAX_PACK_EXPIRY_DAYS} days.`)
      .nullable()
      .default(null),
    active: z.boolean({ error: 'Say whether members can buy it.' }).default(true),
  });
}
export type CreditPackInput = z.input<ReturnType<typeof creditPackInputSchema>>;

/** A member buys a pack. */
export const purchaseInputSchema = z.strictObject({
  packId: z.uuid('Choose a pack.'),
  paymentMethod: z.enum(PURCHASE_PAYMENT_METHODS, { error: 'Choose how to pay.' }),
});
export type PurchaseInput = z.input<typeof purchaseInputSchema>;

/** Staff record cash a customer handed over, for a pending purchase or on its own. */
export function cashPaymentInputSchema({ min }: { min?: number } = {}) {
  return z.strictObject({
    customerId: z.uuid('Choose a customer.'),
    amount: amountSchema(min === undefined ? {} : { min }),
    purchaseId: z.uuid('Choose a purchase.').optional(),
    note: multilineTextSchema({ max: 500 }).optional(),
  });
}
export type CashPaymentInput = z.input<ReturnType<typeof cashPaymentInputSchema>>;

/**
 * Money given back, in full or in part; any positive amount up to what is left of the payment. The
 * refund takes back the purchase's unused credits its share covers; when some of those were already
 * used, staff confirm (`confirmUsedCredits`) that only the unused ones are taken back.
 */
export const refundInputSchema = z.strictObject({
  amount: amountSchema({ min: 0.01 }),
  reason: reasonSchema,
  confirmUsedCredits: z.boolean({ error: 'Tick the box or leave it empty.' }).optional(),
});
export type RefundInput = z.input<typeof refundInputSchema>;

/** Staff write off what a pay-at-studio purchase owes, always with a reason (decision 0046). */
export const writeOffInputSchema = z.strictObject({ reason: reasonSchema });
export type WriteOffInput = z.input<typeof writeOffInputSchema>;

/** Staff add (positive) or take away (negative) credits by hand, always with a reason. */
export const creditAdjustmentInputSchema = z.strictObject({
  kind: creditKindSchema,
  delta: z
    .number({ error: 'Enter a number of credits.' })
    .int('Enter a whole number of credits.')
    .min(-MAX_CREDIT_ADJUSTMENT, `Adjust by at most ${MAX_CREDIT_ADJUSTMENT} credits.`)
    .max(MAX_CREDIT_ADJUSTMENT, `Adjust by at most ${MAX_CREDIT_ADJUSTMENT} credits.`)
    .refine((delta) => delta !== 0, 'Enter a number of credits other than 0.'),
  reason: reasonSchema,
});
export type CreditAdjustmentInput = z.input<typeof creditAdjustmentInputSchema>;
