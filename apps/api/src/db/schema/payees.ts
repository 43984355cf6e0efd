import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './businesses.ts';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * Who the business pays (PRODUCT.md "Payee"). Tax ID and account number are encrypted at rest
 * (lib/field-encryption.ts); their last 4 digits are kept apart for masked display.
 */
export const payees = pgTable(
  'payees',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['expert', 'contractor'] }).notNull(),
    // The expert's membership when the payee is one of the team (payouts from their completed sessions).
    membershipId: uuid('membership_id'),
    taxIdEncrypted: text('tax_id_encrypted').notNull(),
    taxIdLast4: text('tax_id_last4').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    // NACHA transaction codes 22 (checking) and 32 (savings) follow it.
    accountType: text('account_type', { enum: ['checking', 'savings'] })
      .notNull()
      .default('checking'),
    // Paid by cheque or otherwise: listed apart in a payout run and left out of its NACHA file.
    paidOutsideAch: boolean('paid_outside_ach').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With the business in the key, a payee can only be one of its own studio's team. Deleting the
    // membership clears only membership_id (the migration spells ON DELETE SET NULL ("membership_id"),
    // which Drizzle cannot express), so the payee and its business stay.
    membershipFk('payees_membership_fk', t.businessId, t.membershipId).onDelete('set null'),
    // Payout runs point at a payee with the business in the key.
    unique('payees_business_id').on(t.businessId, t.id),
    index('payees_business_idx').on(t.businessId, t.name),
    check('payees_kind_known', sql`${t.kind} in ('expert', 'contractor')`),
    check('payees_account_type_known', sql`${t.accountType} in ('checking', 'savings')`),
  ],
);

/** The business's own bank account, one per business. */
export const businessBankAccounts = pgTable('business_bank_accounts', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  routingNumber: text('routing_number').notNull(),
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountLast4: text('account_last4').notNull(),
  // What a NACHA file needs of the studio (docs/decisions/0059-earnings-and-payout-runs.md): its EIN
  // (company identification), the bank's name, and the immediate origin the bank assigned ('1' + EIN
  // when empty). Null until the owner fills them in; a run cannot export ACH before.
  ein: text('ein'),
  bankName: text('bank_name'),
  immediateOrigin: text('immediate_origin'),
  updatedAt: updatedAt(),
});
