import {
  CREDIT_KINDS,
  type CreditKind,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_BALANCES,
  CUSTOMER_IMPORT_MAX_LISTED_ERRORS,
  type CustomerImportError,
  type CustomerImportPreview,
  type CustomerImportResult,
  type CustomerImportRow,
  creditsOfRow,
  customerImportRowSchema,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { grantCreditsManyWithin } from '../credits/index.ts';
import { insertCustomersIfAbsent, listMembershipsByEmail } from '../memberships/index.ts';
import { type CustomerFileRow, readCustomerFile } from './customer-file.ts';
import { insertLoginsIfAbsent } from './customer-import.repository.ts';

// The customer import (docs/decisions/0065-customer-import.md). The preview and the import read the
// same file the same way; the import reads it again inside its one transaction, so what it writes is
// decided against the studio as it is then, and any error leaves the studio unchanged.
//
// - An email that is already a customer of this studio is not an error: the row is left out
//   (`alreadyCustomers`) and that customer's balances are not touched. So importing a file twice
//   creates nobody twice, and a second import of the same file is refused as "nothing to import".
// - An email of someone on the studio's team is an error (one person has one role in a studio).
// - An email with a login elsewhere (another studio's customer) becomes a customer here with that
//   login, whose name, phone and language stay theirs.
// - Balances become lots of source `import`, valued at zero and without expiry: no revenue is
//   invented, and spending them later recognises none.
// - No email is sent; imported customers start onboarding when they first sign in ("Forgot password").

/** Grants per statement batch: a lot is 11 parameters, far under PostgreSQL's 65,535. */
const GRANTS_PER_BATCH = 1000;

type Plan = {
  toCreate: CustomerImportRow[];
  alreadyCustomers: { line: number; email: string }[];
  errors: CustomerImportError[];
  rowCount: number;
  ignoredColumns: string[];
};

const COLUMN_ORDER = new Map<string, number>(CUSTOMER_CSV_COLUMNS.map((column, index) => [column, index]));

function byLineThenColumn(a: CustomerImportError, b: CustomerImportError): number {
  return a.line - b.line || (COLUMN_ORDER.get(a.field) ?? 0) - (COLUMN_ORDER.get(b.field) ?? 0);
}

/** Each row checked on its own and against the rows above it (an email twice in the file). */
function checkRows(rows: CustomerFileRow[]) {
  const valid: CustomerImportRow[] = [];
  const errors: CustomerImportError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const parsed = customerImportRowSchema.safeParse(cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ line, field: String(issue.path[0] ?? 'file'), message: issue.message });
      }
    }
    // The email's own duplicate check runs even when another cell of the row is wrong.
    const email = parsed.success ? parsed.data.email : undefined;
    if (email !== undefined) {
      const first = firstLineOf.get(email);
      if (first !== undefined) {
        errors.push({ line, field: 'email', message: `This email is already on line ${first} of the file.` });
        continue;
      }
      firstLineOf.set(email, line);
    }
    if (!parsed.success) continue;
    const row = parsed.data;
    valid.push({
      line,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone ?? null,
      language: row.language ?? null,
      credits: creditsOfRow(row),
    });
  }
  return { valid, errors };
}

/** What importing this file would do in this studio now. */
async function planImport(db: Database, businessId: string, fileBase64: string): Promise<Plan> {
  const file = readCustomerFile(Buffer.from(fileBase64, 'base64'));
  const { valid, errors } = checkRows(file.rows);
  const balances = valid.reduce((sum, row) => sum + row.credits.length, 0);
  if (balances > CUSTOMER_IMPORT_MAX_BALANCES) {
    throw fieldProblem(
      422,
      'file',
      `The file brings ${balances.toLocaleString('en-US')} credit balances; import at most ${CUSTOMER_IMPORT_MAX_BALANCES.toLocaleString('en-US')} at a time (split the file).`,
    );
  }
  const present = await listMembershipsByEmail(
    db,
    businessId,
    valid.map((row) => row.email),
  );
  const roleOf = new Map(present.map((person) => [person.email, person.role]));
  const toCreate: CustomerImportRow[] = [];
  const alreadyCustomers: Plan['alreadyCustomers'] = [];
  for (const row of valid) {
    const role = roleOf.get(row.email);
    if (role === undefined) toCreate.push(row);
    else if (role === 'customer') alreadyCustomers.push({ line: row.line, email: row.email });
    else {
      errors.push({
        line: row.line,
        field: 'email',
        message: 'This email belongs to someone on the studio’s team, not a customer.',
      });
    }
  }
  errors.sort(byLineThenColumn);
  return {
    toCreate,
    alreadyCustomers,
    errors,
    rowCount: file.rows.length,
    ignoredColumns: file.ignoredColumns,
  };
}

/** The preview: the customers the file would create, those already here, and every error by line. */
export async function previewCustomerImport(
  db: Database,
  viewer: Viewer,
  fileBase64: string,
): Promise<CustomerImportPreview> {
  const plan = await planImport(db, viewer.businessId, fileBase64);
  return {
    ...plan,
    errors: plan.errors.slice(0, CUSTOMER_IMPORT_MAX_LISTED_ERRORS),
    errorCount: plan.errors.length,
  };
}

function refuseErrors(errors: CustomerImportError[]): HttpProblem {
  const first = errors[0];
  const message = `The file has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}${
    first ? ` (line ${first.line}, ${first.field}: ${first.message})` : ''
  }. Nothing was imported: preview it again and fix the file.`;
  return new HttpProblem(422, 'Unprocessable Content', message, { file: [message] });
}

const NOTHING_TO_IMPORT =
  'Every customer in this file is already a customer of this studio. Nothing was imported.';

/**
 * Imports a clean file in one transaction: the logins, the customers, their balances. Throws 422 (with
 * the count and the first error) when the file has any error, 409 when every row is already a customer.
 */
export async function importCustomers(
  db: Database,
  viewer: Viewer,
  fileBase64: string,
): Promise<CustomerImportResult & { rowCount: number }> {
  const businessId = viewer.businessId;
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, businessId, fileBase64);
    if (plan.errors.length > 0) throw refuseErrors(plan.errors);
    if (plan.toCreate.length === 0)
      throw new HttpProblem(409, 'Conflict', NOTHING_TO_IMPORT, { file: [NOTHING_TO_IMPORT] });
    const now = clock.now();
    const loginOf = await insertLoginsIfAbsent(
      tx,
      plan.toCreate.map(({ email, fullName, phone, language }) => ({ email, fullName, phone, language })),
      now,
    );
    const userIds = plan.toCreate.map((row) => loginOf.get(row.email) as string);
    // A customer made here since the plan was read (a second import at the same moment) is left out.
    const created = await insertCustomersIfAbsent(tx, businessId, userIds, now);
    const customerOf = new Map(created.map((customer) => [customer.userId, customer.id]));
    const grants = plan.toCreate.flatMap((row) => {
      const customerId = customerOf.get(loginOf.get(row.email) as string);
      if (customerId === undefined) return [];
      return row.credits.map(({ kind, quantity }) => ({
        businessId,
        customerId,
        kind,
        quantity,
        expiresAt: null,
        valueCents: 0,
        source: { type: 'import' as const, id: customerId },
      }));
    });
    for (let start = 0; start < grants.length; start += GRANTS_PER_BATCH) {
      await grantCreditsManyWithin(tx, grants.slice(start, start + GRANTS_PER_BATCH));
    }
    const totals = new Map<CreditKind, number>();
    for (const grant of grants) totals.set(grant.kind, (totals.get(grant.kind) ?? 0) + grant.quantity);
    return {
      created: created.length,
      alreadyCustomers: plan.alreadyCustomers.length + (plan.toCreate.length - created.length),
      credits: CREDIT_KINDS.flatMap((kind) => {
        const quantity = totals.get(kind);
        return quantity ? [{ kind, quantity }] : [];
      }),
      rowCount: plan.rowCount,
    };
  });
}
