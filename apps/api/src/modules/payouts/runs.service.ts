import type { EarningLine, PayoutRun, PayoutRunDetail } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import { postJournalEntry } from '../ledger/index.ts';
import { listEarningLines } from './earnings.repository.ts';
import { toEarningLine } from './earnings.views.ts';
import * as repo from './runs.repository.ts';

// Payout runs (docs/decisions/0059-earnings-and-payout-runs.md): the owner opens a run for a period;
// it gathers every unpaid earning line of each payee up to the period's last day. Draft → approved
// (frozen: who is paid, how, how much) → paid (the journal entries), or voided from draft or approved,
// which frees its lines for the next run. A line is in at most one run that is not voided (a unique
// partial index), so two runs never pay it twice.

type Owner = { businessId: string; userId: string };

function toRun(row: Awaited<ReturnType<typeof repo.listRuns>>[number]): PayoutRun {
  const { run } = row;
  return {
    id: run.id,
    number: run.number,
    periodFrom: run.periodFrom,
    periodUntil: run.periodUntil,
    status: run.status,
    totalCents: Number(row.totalCents),
    payees: row.payees,
    lines: row.lines,
    createdAt: run.createdAt.toISOString(),
    approvedAt: run.approvedAt?.toISOString() ?? null,
    paidAt: run.paidAt?.toISOString() ?? null,
    voidedAt: run.voidedAt?.toISOString() ?? null,
    voidReason: run.voidReason,
  };
}

export async function listPayoutRuns(db: Database, businessId: string): Promise<PayoutRun[]> {
  return (await repo.listRuns(db, businessId)).map(toRun);
}

async function runSummary(db: Database, businessId: string, runId: string): Promise<PayoutRun> {
  const [row] = await repo.listRuns(db, businessId, runId);
  if (!row) throw notFound('payout run');
  return toRun(row);
}

/** Lines gathered per expert: those with a payee owed something go in; the rest are listed apart. */
function gather(lines: Awaited<ReturnType<typeof repo.unpaidLinesUpTo>>) {
  const byExpert = new Map<string, { name: string; payeeId: string | null; total: number; ids: string[] }>();
  for (const line of lines) {
    const entry = byExpert.get(line.expert_membership_id) ?? {
      name: line.expert_name,
      payeeId: line.payee_id,
      total: 0,
      ids: [],
    };
    entry.total += Number(line.amount_cents);
    entry.ids.push(line.id);
    byExpert.set(line.expert_membership_id, entry);
  }
  const included: { lineId: string; payeeId: string }[] = [];
  const leftOut: PayoutRunDetail['leftOut'] = [];
  for (const [expertId, entry] of byExpert) {
    if (entry.payeeId && entry.total > 0) {
      for (const lineId of entry.ids) included.push({ lineId, payeeId: entry.payeeId });
    } else {
      leftOut.push({
        expertId,
        expertName: entry.name,
        reason: entry.payeeId ? 'nothing_owed' : 'no_payee',
        totalCents: entry.total,
        lines: entry.ids.length,
      });
    }
  }
  leftOut.sort((a, b) => a.expertName.localeCompare(b.expertName));
  return { included, leftOut };
}

/**
 * Opens a draft run over a period. Refused when a run that is not voided covers any of its days, or
 * when nothing is owed. Under the business's lock, so two owners opening at once open one run.
 */
export async function openPayoutRun(
  db: Database,
  owner: Owner,
  input: { periodFrom: string; periodUntil: string },
): Promise<PayoutRun> {
  const runId = await db.transaction(async (tx) => {
    await repo.lockBusinessForRuns(tx, owner.businessId);
    const overlap = await repo.overlappingRun(tx, owner.businessId, input.periodFrom, input.periodUntil);
    if (overlap) {
      throw fieldProblem(
        409,
        'periodFrom',
        `Run ${overlap.number} (${overlap.periodFrom} to ${overlap.periodUntil}, ${overlap.status}) already covers some of these days. Void it first, or choose other days.`,
      );
    }
    const { included } = gather(await repo.unpaidLinesUpTo(tx, owner.businessId, input.periodUntil));
    if (included.length === 0) {
      throw fieldProblem(422, 'periodUntil', 'Nothing is owed to a payee up to this day.');
    }
    const run = await repo.insertRun(tx, owner.businessId, { ...input, createdByUserId: owner.userId });
    await repo.insertRunLines(tx, owner.businessId, run.id, included);
    return run.id;
  });
  return runSummary(db, owner.businessId, runId);
}

/** A run with its payees and their lines, and what it left out. */
export async function payoutRunDetail(
  db: Database,
  businessId: string,
  runId: string,
): Promise<PayoutRunDetail> {
  const run = await runSummary(db, businessId, runId);
  const payees = await repo.runPayees(db, businessId, runId);
  const lines = (await listEarningLines(db, businessId, { runId, limit: 100_000, offset: 0 })).map(
    toEarningLine,
  );
  const lineIds = await repo.runLineIds(db, businessId, runId);
  const payeeOfLine = new Map(lineIds.map((row) => [row.lineId, row.payeeId]));
  const linesOf = (payeeId: string): EarningLine[] =>
    lines.filter((line) => payeeOfLine.get(line.id) === payeeId);
  // What a draft would leave out if it were opened now (an approved or paid run is what it was).
  const leftOut =
    run.status === 'draft' ? gather(await repo.unpaidLinesUpTo(db, businessId, run.periodUntil)).leftOut : [];
  return {
    ...run,
    payeeCount: payees.length,
    payees: payees.map((payee) => ({
      payeeId: payee.payee_id,
      name: payee.name,
      expertId: payee.expert_membership_id,
      paidOutsideAch: payee.paid_outside_ach,
      accountLast4: payee.account_last4,
      totalCents: Number(payee.total_cents),
      lines: linesOf(payee.payee_id),
    })),
    leftOut,
  };
}

async function refuseMove(
  db: Database,
  businessId: string,
  runId: string,
  action: string,
  field: string,
): Promise<never> {
  const run = await repo.findRun(db, businessId, runId);
  if (!run) throw notFound('payout run');
  const why: Record<string, string> = {
    draft: 'This run is still a draft.',
    approved: 'This run is already approved.',
    paid: 'This run is already paid.',
    voided: 'This run is voided.',
  };
  throw fieldProblem(409, field, `${why[run.status]} It cannot be ${action}.`);
}

/** Approves a draft once: its payees, how each is paid and their totals are frozen. */
export async function approvePayoutRun(db: Database, owner: Owner, runId: string): Promise<PayoutRun> {
  const moved = await db.transaction(async (tx) => {
    const now = clock.now();
    const run = await repo.moveRun(tx, owner.businessId, runId, ['draft'], {
      status: 'approved',
      approvedAt: now,
      approvedByUserId: owner.userId,
      updatedAt: now,
    });
    if (run) await repo.freezeRunPayees(tx, owner.businessId, runId);
    return run;
  });
  if (!moved) await refuseMove(db, owner.businessId, runId, 'approved', 'status');
  return runSummary(db, owner.businessId, runId);
}

/**
 * Marks an approved run paid and posts its two entries: the expense owed to the payees, then the
 * payment of it from the bank (the ACH part, and cheques unless they came from the cash drawer).
 */
export async function payPayoutRun(
  db: Database,
  owner: Owner,
  runId: string,
  input: { outsideAchFrom: 'bank' | 'cash_drawer' },
): Promise<PayoutRun> {
  const moved = await db.transaction(async (tx) => {
    const now = clock.now();
    const run = await repo.moveRun(tx, owner.businessId, runId, ['approved'], {
      status: 'paid',
      paidAt: now,
      paidByUserId: owner.userId,
      outsideAchFrom: input.outsideAchFrom,
      updatedAt: now,
    });
    if (!run) return undefined;
    const payees = await repo.achPayees(tx, owner.businessId, runId);
    const total = payees.reduce((sum, payee) => sum + payee.totalCents, 0);
    const outside = payees
      .filter((payee) => payee.paidOutsideAch)
      .reduce((sum, payee) => sum + payee.totalCents, 0);
    const fromBank = total - (input.outsideAchFrom === 'cash_drawer' ? outside : 0);
    const fromDrawer = total - fromBank;
    await postJournalEntry(tx, owner.businessId, {
      memo: `Payout run ${run.number} (${run.periodFrom} to ${run.periodUntil}): earnings owed`,
      sourceType: 'payout_run',
      sourceId: run.id,
      actorUserId: owner.userId,
      lines: [
        { account: 'payout_expense', amountCents: total },
        { account: 'payouts_payable', amountCents: -total },
      ],
    });
    await postJournalEntry(tx, owner.businessId, {
      memo: `Payout run ${run.number}: paid`,
      sourceType: 'payout_run_payment',
      sourceId: run.id,
      actorUserId: owner.userId,
      lines: [
        { account: 'payouts_payable', amountCents: total },
        ...(fromBank > 0 ? [{ account: 'bank' as const, amountCents: -fromBank }] : []),
        ...(fromDrawer > 0 ? [{ account: 'cash_drawer' as const, amountCents: -fromDrawer }] : []),
      ],
    });
    return run;
  });
  if (!moved) await refuseMove(db, owner.businessId, runId, 'marked paid', 'status');
  return runSummary(db, owner.businessId, runId);
}

/** Voids a draft or an approved run with a reason; its lines go back to unpaid. A paid run stays. */
export async function voidPayoutRun(
  db: Database,
  owner: Owner,
  runId: string,
  reason: string,
): Promise<PayoutRun> {
  const moved = await db.transaction(async (tx) => {
    const now = clock.now();
    const run = await repo.moveRun(tx, owner.businessId, runId, ['draft', 'approved'], {
      status: 'voided',
      voidedAt: now,
      voidReason: reason,
      updatedAt: now,
    });
    if (run) await repo.releaseRunLines(tx, owner.businessId, runId);
    return run;
  });
  if (!moved) await refuseMove(db, owner.businessId, runId, 'voided', 'reason');
  return runSummary(db, owner.businessId, runId);
}

/** A run that can be exported to the bank or to statements: approved or paid. */
export async function frozenRun(db: Database, businessId: string, runId: string) {
  const run = await repo.findRun(db, businessId, runId);
  if (!run) throw notFound('payout run');
  if (run.status !== 'approved' && run.status !== 'paid') {
    throw new HttpProblem(
      409,
      'Conflict',
      'Approve the run first: only an approved or paid run is exported.',
    );
  }
  return run;
}
