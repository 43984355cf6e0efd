import type {
  BankAccount,
  BankAccountSecret,
  bankAccountInputSchema,
  Payee,
  PayeePage,
  PayeeSecrets,
  payeeInputSchema,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  findBankAccount,
  findPayee,
  insertPayee,
  isTeamMember,
  listPayees,
  type PayeeRow,
  payeeOfTeamMember,
  updatePayee,
  upsertBankAccount,
} from './payees.repository.ts';

// PRODUCT.md: payees and the bank account are the owner's (principal's) alone. Numbers are encrypted
// at rest and masked; only the reveal functions decrypt them.

/** The cipher the numbers are sealed with, and the database. */
export type PayeeStore = { db: Database; cipher: FieldCipher };

const toPayee = (row: PayeeRow): Payee => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  taxIdLast4: row.taxIdLast4,
  routingNumber: row.routingNumber,
  accountLast4: row.accountLast4,
  accountType: row.accountType,
  paidOutsideAch: row.paidOutsideAch,
  teamMemberId: row.membershipId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toBankAccount = (row: {
  holderName: string;
  routingNumber: string;
  accountLast4: string;
  ein: string | null;
  bankName: string | null;
  immediateOrigin: string | null;
  updatedAt: Date;
}): BankAccount => ({
  holderName: row.holderName,
  routingNumber: row.routingNumber,
  accountLast4: row.accountLast4,
  ein: row.ein,
  bankName: row.bankName,
  immediateOrigin: row.immediateOrigin,
  updatedAt: row.updatedAt.toISOString(),
});

function sealedColumns(cipher: FieldCipher, input: z.output<typeof payeeInputSchema>) {
  return {
    name: input.name,
    kind: input.kind,
    taxIdEncrypted: cipher.encrypt(input.taxId),
    taxIdLast4: input.taxId.slice(-4),
    routingNumber: input.routingNumber,
    accountNumberEncrypted: cipher.encrypt(input.accountNumber),
    accountLast4: input.accountNumber.slice(-4),
    accountType: input.accountType,
    paidOutsideAch: input.paidOutsideAch,
    membershipId: input.teamMemberId,
  };
}

/**
 * A payee is paid the earnings of at most one team member of this studio, and a team member is paid
 * through one payee (a payout run would not know which of two to pay): refused on `teamMemberId`.
 */
async function checkTeamMember(
  db: Database,
  businessId: string,
  teamMemberId: string | null,
  payeeId?: string,
) {
  if (!teamMemberId) return;
  if (!(await isTeamMember(db, businessId, teamMemberId))) {
    throw fieldProblem(422, 'teamMemberId', 'Choose a team member of this studio, or none.');
  }
  const other = await payeeOfTeamMember(db, businessId, teamMemberId);
  if (other && other.id !== payeeId) {
    throw fieldProblem(409, 'teamMemberId', `This team member is already paid as “${other.name}”.`);
  }
}

export async function payeePage(
  { db }: PayeeStore,
  viewer: Viewer,
  query: { page: number; pageSize: number; q?: string | undefined },
): Promise<PayeePage> {
  const { page, pageSize, q } = query;
  const { items, total } = await listPayees(db, viewer.businessId, {
    ...(q ? { q } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: items.map(toPayee), total, page, pageSize };
}

export async function addPayee(
  { db, cipher }: PayeeStore,
  viewer: Viewer,
  input: z.output<typeof payeeInputSchema>,
): Promise<Payee> {
  await checkTeamMember(db, viewer.businessId, input.teamMemberId);
  return toPayee(await insertPayee(db, viewer.businessId, sealedColumns(cipher, input)));
}

export async function payeeById({ db }: PayeeStore, viewer: Viewer, id: string): Promise<Payee> {
  const row = await findPayee(db, viewer.businessId, id);
  if (!row) throw notFound('payee');
  return toPayee(row);
}

/** Replaces a payee's details (the numbers sealed again). */
export async function replacePayee(
  { db, cipher }: PayeeStore,
  viewer: Viewer,
  id: string,
  input: z.output<typeof payeeInputSchema>,
): Promise<Payee> {
  await checkTeamMember(db, viewer.businessId, input.teamMemberId, id);
  const row = await updatePayee(db, viewer.businessId, id, sealedColumns(cipher, input));
  if (!row) throw notFound('payee');
  return toPayee(row);
}

/** A payee's full numbers; the route audits the reveal. */
export async function revealPayee(
  { db, cipher }: PayeeStore,
  viewer: Viewer,
  id: string,
): Promise<PayeeSecrets & { id: string }> {
  const row = await findPayee(db, viewer.businessId, id);
  if (!row) throw notFound('payee');
  return {
    id: row.id,
    taxId: cipher.decrypt(row.taxIdEncrypted),
    accountNumber: cipher.decrypt(row.accountNumberEncrypted),
  };
}

export async function bankAccountOf({ db }: PayeeStore, viewer: Viewer): Promise<BankAccount | null> {
  const row = await findBankAccount(db, viewer.businessId);
  return row ? toBankAccount(row) : null;
}

export async function setBankAccount(
  { db, cipher }: PayeeStore,
  viewer: Viewer,
  input: z.output<typeof bankAccountInputSchema>,
): Promise<BankAccount> {
  const row = await upsertBankAccount(db, viewer.businessId, {
    holderName: input.holderName,
    routingNumber: input.routingNumber,
    accountNumberEncrypted: cipher.encrypt(input.accountNumber),
    accountLast4: input.accountNumber.slice(-4),
    ein: input.ein,
    bankName: input.bankName,
    // Null clears one set before: the file then uses '1' + EIN.
    immediateOrigin: input.immediateOrigin,
  });
  return toBankAccount(row);
}

/** The full bank account number; the route audits the reveal. */
export async function revealBankAccount(
  { db, cipher }: PayeeStore,
  viewer: Viewer,
): Promise<BankAccountSecret> {
  const row = await findBankAccount(db, viewer.businessId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'No bank account is set.');
  return { accountNumber: cipher.decrypt(row.accountNumberEncrypted) };
}
