import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  businessBankAccounts,
  businesses,
  payees,
  payoutRunLines,
  payoutRunPayees,
  payoutRuns,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';

// Payout runs (docs/decisions/0059-earnings-and-payout-runs.md). Every query names its business.
// A run's writes take the business's row lock (opening) or change the run only from the status they
// checked (approving, paying, voiding), so two owners acting at once act once.

export type PayoutRunRow = typeof payoutRuns.$inferSelect;

export async function lockBusinessForRuns(tx: Database, businessId: string) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
}

/** A run that is not voided whose days meet `from`–`until`. */
export async function overlappingRun(db: Database, businessId: string, from: string, until: string) {
  const [row] = await db
    .select()
    .from(payoutRuns)
    .where(
      and(
        eq(payoutRuns.businessId, businessId),
        sql`${payoutRuns.status} <> 'voided'`,
        sql`${payoutRuns.periodFrom} <= ${until} and ${payoutRuns.periodUntil} >= ${from}`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertRun(
  tx: Database,
  businessId: string,
  values: { periodFrom: string; periodUntil: string; createdByUserId: string },
) {
  const [created] = await tx
    .insert(payoutRuns)
    .values({
      businessId,
      ...values,
      number: sql`(select coalesce(max(${payoutRuns.number}), 0) + 1 from ${payoutRuns} where ${payoutRuns.businessId} = ${businessId})`,
    })
    .returning();
  if (!created) throw new Error('payout run insert returned nothing');
  return created;
}

/**
 * Every earning line not in a run that is not voided, earned on or before `until`, with the payee
 * of its expert (their first payee; null when they have none), summed per expert in the same pass.
 */
export async function unpaidLinesUpTo(db: Database, businessId: string, until: string) {
  return queryRows<{
    id: string;
    expert_membership_id: string;
    expert_name: string;
    payee_id: string | null;
    amount_cents: number;
  }>(
    db,
    sql`select l.id, l.expert_membership_id, u.full_name as expert_name, l.amount_cents,
          (select p.id from payees p where p.business_id = l.business_id and p.membership_id = l.expert_membership_id
           order by p.created_at, p.id limit 1) as payee_id
        from earning_lines l
        join memberships m on m.business_id = l.business_id and m.id = l.expert_membership_id
        join users u on u.id = m.user_id
        where l.business_id = ${businessId} and l.earned_on <= ${until}
          and not exists (select 1 from payout_run_lines rl where rl.line_id = l.id and not rl.voided)`,
  );
}

export async function insertRunLines(
  tx: Database,
  businessId: string,
  runId: string,
  lines: { lineId: string; payeeId: string }[],
) {
  // One statement from two arrays (uuid literals: no quoting needed): a month's 16,000 lines in about
  // a third of the time of batched VALUES lists (docs/benchmarks.md, bench:payouts).
  const lineIds = `{${lines.map((line) => line.lineId).join(',')}}`;
  const payeeIds = `{${lines.map((line) => line.payeeId).join(',')}}`;
  await tx.execute(sql`
    insert into payout_run_lines (business_id, run_id, line_id, payee_id)
    select ${businessId}, ${runId}, x.line_id, x.payee_id
    from unnest(${lineIds}::uuid[], ${payeeIds}::uuid[]) as x(line_id, payee_id)`);
}

export async function findRun(db: Database, businessId: string, runId: string) {
  const [row] = await db
    .select()
    .from(payoutRuns)
    .where(tenantRow(payoutRuns, businessId, runId));
  return row;
}

/** Runs, newest first, with their totals from their lines (not voided lines, unless the run is void). */
export async function listRuns(db: Database, businessId: string, runId?: string) {
  return db
    .select({
      run: payoutRuns,
      totalCents: sql<string>`coalesce((select sum(l.amount_cents) from payout_run_lines rl
        join earning_lines l on l.business_id = rl.business_id and l.id = rl.line_id
        where rl.business_id = payout_runs.business_id and rl.run_id = payout_runs.id), 0)`,
      payees: sql<number>`(select count(distinct rl.payee_id)::int from payout_run_lines rl
        where rl.business_id = payout_runs.business_id and rl.run_id = payout_runs.id)`,
      lines: sql<number>`(select count(*)::int from payout_run_lines rl
        where rl.business_id = payout_runs.business_id and rl.run_id = payout_runs.id)`,
    })
    .from(payoutRuns)
    .where(runId ? tenantRow(payoutRuns, businessId, runId) : eq(payoutRuns.businessId, businessId))
    .orderBy(desc(payoutRuns.number));
}

/** The run's payees with their totals from its lines, and how each is paid (as now, or as frozen). */
export async function runPayees(db: Database, businessId: string, runId: string) {
  return queryRows<{
    payee_id: string;
    name: string;
    expert_membership_id: string;
    paid_outside_ach: boolean;
    account_last4: string;
    total_cents: string;
  }>(
    db,
    sql`select rl.payee_id,
          coalesce(f.payee_name, p.name) as name,
          coalesce(f.expert_membership_id, p.membership_id) as expert_membership_id,
          coalesce(f.paid_outside_ach, p.paid_outside_ach) as paid_outside_ach,
          p.account_last4,
          sum(l.amount_cents) as total_cents
        from payout_run_lines rl
        join earning_lines l on l.business_id = rl.business_id and l.id = rl.line_id
        join payees p on p.id = rl.payee_id and p.business_id = rl.business_id
        left join payout_run_payees f on f.run_id = rl.run_id and f.payee_id = rl.payee_id
        where rl.business_id = ${businessId} and rl.run_id = ${runId}
        group by rl.payee_id, f.payee_name, p.name, f.expert_membership_id, p.membership_id,
          f.paid_outside_ach, p.paid_outside_ach, p.account_last4
        order by 2, 1`,
  );
}

/** The ids of a run's lines, by payee. */
export async function runLineIds(db: Database, businessId: string, runId: string) {
  return db
    .select({ lineId: payoutRunLines.lineId, payeeId: payoutRunLines.payeeId })
    .from(payoutRunLines)
    .where(and(eq(payoutRunLines.businessId, businessId), eq(payoutRunLines.runId, runId)));
}

/** Moves a run from one status to the next, only from the status the caller checked. */
export async function moveRun(
  tx: Database,
  businessId: string,
  runId: string,
  from: PayoutRunRow['status'][],
  changes: Partial<typeof payoutRuns.$inferInsert>,
) {
  const [moved] = await tx
    .update(payoutRuns)
    .set(changes)
    .where(
      and(
        tenantRow(payoutRuns, businessId, runId),
        sql`${payoutRuns.status} in (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return moved;
}

/** Freezes who the run pays and how, at approval. */
export async function freezeRunPayees(tx: Database, businessId: string, runId: string) {
  await tx.execute(sql`
    insert into payout_run_payees (business_id, run_id, payee_id, expert_membership_id, payee_name, paid_outside_ach, total_cents)
    select rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach, sum(l.amount_cents)
    from payout_run_lines rl
    join earning_lines l on l.business_id = rl.business_id and l.id = rl.line_id
    join payees p on p.id = rl.payee_id and p.business_id = rl.business_id
    where rl.business_id = ${businessId} and rl.run_id = ${runId}
    group by rl.business_id, rl.run_id, rl.payee_id, p.membership_id, p.name, p.paid_outside_ach`);
}

/** A voided run's lines are free for the next run (they stay listed in the voided one). */
export async function releaseRunLines(tx: Database, businessId: string, runId: string) {
  await tx
    .update(payoutRunLines)
    .set({ voided: true })
    .where(and(eq(payoutRunLines.businessId, businessId), eq(payoutRunLines.runId, runId)));
}

/** The payees of a run with their sealed bank details, for the ACH file. */
export async function achPayees(db: Database, businessId: string, runId: string) {
  return db
    .select({
      payeeId: payoutRunPayees.payeeId,
      name: payoutRunPayees.payeeName,
      paidOutsideAch: payoutRunPayees.paidOutsideAch,
      totalCents: payoutRunPayees.totalCents,
      routingNumber: payees.routingNumber,
      accountNumberEncrypted: payees.accountNumberEncrypted,
      accountType: payees.accountType,
    })
    .from(payoutRunPayees)
    .innerJoin(
      payees,
      and(eq(payees.businessId, payoutRunPayees.businessId), eq(payees.id, payoutRunPayees.payeeId)),
    )
    .where(and(eq(payoutRunPayees.businessId, businessId), eq(payoutRunPayees.runId, runId)))
    .orderBy(asc(payoutRunPayees.payeeName), asc(payoutRunPayees.payeeId));
}

export async function studioBankAccount(db: Database, businessId: string) {
  const [row] = await db
    .select({ account: businessBankAccounts, studioName: businesses.name, timeZone: businesses.timeZone })
    .from(businesses)
    .leftJoin(businessBankAccounts, eq(businessBankAccounts.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return row;
}

/** Each payee's total paid in a calendar year (by the studio day the run was paid), for the 1099-NEC. */
export async function yearTotals(db: Database, businessId: string, year: number) {
  return queryRows<{
    payee_id: string;
    name: string;
    kind: string;
    tax_id_encrypted: string;
    total_cents: string;
    runs: number;
  }>(
    db,
    sql`select f.payee_id, p.name, p.kind, p.tax_id_encrypted, sum(f.total_cents) as total_cents, count(*)::int as runs
        from payout_run_payees f
        join payout_runs r on r.business_id = f.business_id and r.id = f.run_id
        join payees p on p.business_id = f.business_id and p.id = f.payee_id
        join businesses b on b.id = r.business_id
        where f.business_id = ${businessId} and r.status = 'paid'
          and extract(year from (r.paid_at at time zone b.time_zone)) = ${year}
        group by f.payee_id, p.name, p.kind, p.tax_id_encrypted
        order by p.name, f.payee_id`,
  );
}

/** An expert's paid or approved runs, for their statements. */
export async function expertRuns(db: Database, businessId: string, expertId: string) {
  return db
    .select({ run: payoutRuns, payeeId: payoutRunPayees.payeeId, totalCents: payoutRunPayees.totalCents })
    .from(payoutRunPayees)
    .innerJoin(
      payoutRuns,
      and(eq(payoutRuns.businessId, payoutRunPayees.businessId), eq(payoutRuns.id, payoutRunPayees.runId)),
    )
    .where(
      and(
        eq(payoutRunPayees.businessId, businessId),
        eq(payoutRunPayees.expertMembershipId, expertId),
        sql`${payoutRuns.status} in ('approved', 'paid')`,
      ),
    )
    .orderBy(desc(payoutRuns.number));
}
