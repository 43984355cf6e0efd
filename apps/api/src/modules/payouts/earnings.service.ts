import {
  addDays,
  type EarningInputs,
  type EarningLinesPage,
  earningFor,
  type GroupKind,
  isSeriesKind,
  type MyEarnings,
  type PayPlace,
  type PayRateTerms,
  pickRate,
  shareOf,
  splitCents,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import { accountTotalsBySource } from '../ledger/index.ts';
import * as repo from './earnings.repository.ts';
import { toEarningLine } from './earnings.views.ts';
import { expertRuns } from './runs.repository.ts';

// Earning lines (docs/decisions/0059-earnings-and-payout-runs.md). A completed session writes one in
// the transaction that completes it; a class occurrence writes one when it is closed (by staff, or by
// the minute job a day after it ended). A line keeps its rate's terms, its inputs and its amount and
// never changes: corrections are adjustment lines, and a refund that takes back revenue a share of
// revenue was built on writes a reversing line.

/** A class closes on its own this long after it ends: time for the desk to finish its check-ins. */
export const CLOSE_AFTER_MS = 24 * 60 * 60 * 1000;

type PayRateRow = Awaited<ReturnType<typeof repo.ratesOf>>[number];

function termsOf(rate: PayRateRow): PayRateTerms {
  return {
    kind: rate.kind,
    flatCents: rate.flatCents,
    tiers: rate.tiers,
    percentBasisPoints: rate.percentBasisPoints,
    minCents: rate.minCents,
    maxCents: rate.maxCents,
    countNoShows: rate.countNoShows,
    countLateCancels: rate.countLateCancels,
    countFreePlaces: rate.countFreePlaces,
    classPaysBy: rate.classPaysBy,
  };
}

function scopedRates(rates: PayRateRow[]) {
  return rates.map((rate) => ({
    ...rate,
    expertId: rate.expertMembershipId,
    effectiveFrom: rate.effectiveFrom,
    effectiveUntil: rate.effectiveUntil,
  }));
}

/**
 * Revenue of the holds used, and which purchases it came from: each hold's revenue split over the
 * purchases its credits were taken from, by their value (largest remainder, so the parts add up).
 */
async function revenueOf(tx: Database, businessId: string, holds: { holdId: string; share: number }[]) {
  const ids = holds.map((hold) => hold.holdId);
  // Revenue is a credit (negative) in the journal: what each hold's use recognised (decision 0019).
  const recognised = await accountTotalsBySource(tx, businessId, {
    sourceType: 'credit_spend',
    sourceIds: ids,
    account: 'revenue',
  });
  const weights = await repo.purchaseWeightsOfHolds(tx, businessId, ids);
  const byPurchase = new Map<string, number>();
  let total = 0;
  for (const { holdId, share } of holds) {
    const cents = Math.floor(-(recognised.get(holdId) ?? 0) * share);
    total += cents;
    const parts = weights.filter((weight) => weight.holdId === holdId);
    const split = splitCents(
      cents,
      parts.map((part) => part.weight),
    );
    parts.forEach((part, index) => {
      byPurchase.set(part.purchaseId, (byPurchase.get(part.purchaseId) ?? 0) + (split[index] ?? 0));
    });
  }
  return {
    revenueCents: total,
    parts: [...byPurchase].map(([purchaseId, revenueCents]) => ({ purchaseId, revenueCents })),
  };
}

async function writeLine(
  tx: Database,
  businessId: string,
  what: {
    kind: 'session' | 'class';
    id: string;
    expertId: string;
    offeringId: string | null;
    groupId: string | null;
    day: string;
  },
  places: PayPlace[],
  holds: { holdId: string; share: number }[],
  actorUserId: string | null,
) {
  const rate = pickRate(scopedRates(await repo.ratesOf(tx, businessId, what.expertId)), {
    expertId: what.expertId,
    offeringId: what.offeringId,
    groupId: what.groupId,
    day: what.day,
  });
  // No rate in effect (the studio has no default): nothing is owed, so no line.
  if (!rate) return undefined;
  const terms = termsOf(rate);
  const revenue = terms.kind === 'revenue_share' ? await revenueOf(tx, businessId, holds) : undefined;
  const inputs: EarningInputs = {
    places,
    isClass: what.kind === 'class',
    revenueCents: revenue?.revenueCents ?? 0,
  };
  const earning = earningFor(terms, inputs);
  return repo.insertEarningLine(
    tx,
    {
      businessId,
      expertMembershipId: what.expertId,
      kind: what.kind,
      serviceId: what.kind === 'session' ? what.id : null,
      occurrenceId: what.kind === 'class' ? what.id : null,
      payRateId: rate.id,
      rate: terms,
      attendees: earning.attendees,
      revenueCents: revenue ? revenue.revenueCents : null,
      amountCents: earning.amountCents,
      earnedOn: what.day,
      createdByUserId: actorUserId,
    },
    revenue?.parts,
  );
}

/**
 * The line of a session just completed, in the completing transaction (after its credits were
 * used, so the journal holds its revenue). The member and their household participants are its places.
 */
export async function writeSessionEarning(
  tx: Database,
  businessId: string,
  serviceId: string,
  actorUserId: string | null,
) {
  const session = await repo.sessionForEarning(tx, businessId, serviceId);
  if (session?.status !== 'Completed') return undefined;
  const free = session.credits === 0 && session.priceCents === null;
  const places: PayPlace[] = Array.from({ length: 1 + session.participants }, () => ({
    checkedIn: true,
    noShow: false,
    lateCancel: false,
    free,
  }));
  return writeLine(
    tx,
    businessId,
    {
      kind: 'session',
      id: session.id,
      expertId: session.expertId,
      offeringId: session.offeringId,
      groupId: null,
      day: session.day,
    },
    places,
    session.creditHoldId ? [{ holdId: session.creditHoldId, share: 1 }] : [],
    actorUserId,
  );
}

/**
 * Closes a class occurrence and writes its line, once (the conditional update decides between two
 * closers). Answers whether this call closed it.
 */
export async function closeOccurrenceAndEarn(
  db: Database,
  businessId: string,
  occurrenceId: string,
  actorUserId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const occurrence = await repo.occurrenceForEarning(tx, businessId, occurrenceId);
    if (!occurrence) return false;
    if (!(await repo.markOccurrenceClosed(tx, businessId, occurrenceId, actorUserId, clock.now())))
      return false;
    const series = isSeriesKind(occurrence.kind as GroupKind);
    const seats = await repo.occurrencePlaces(tx, businessId, {
      id: occurrence.id,
      groupId: occurrence.groupId,
      series,
    });
    const places: PayPlace[] = seats.flatMap((seat) =>
      Array.from({ length: seat.seats }, () => ({
        checkedIn: seat.mark === 'checked_in',
        noShow: seat.mark === 'no_show',
        lateCancel: seat.status === 'late_left',
        free: seat.credits === 0 && seat.priceCents === null,
      })),
    );
    // A series seat is paid once for all its meetings: each held meeting earns its even part.
    const share = series
      ? 1 / Math.max(1, await repo.heldOccurrenceCount(tx, businessId, occurrence.groupId))
      : 1;
    const holds = seats.flatMap((seat) => (seat.creditHoldId ? [{ holdId: seat.creditHoldId, share }] : []));
    await writeLine(
      tx,
      businessId,
      {
        kind: 'class',
        id: occurrence.id,
        expertId: occurrence.expertId,
        offeringId: null,
        groupId: occurrence.groupId,
        day: occurrence.day,
      },
      places,
      holds,
      actorUserId,
    );
    return true;
  });
}

/** Staff (or the class's own expert) close an occurrence that has started: its marks become final. */
export async function closeOccurrence(
  db: Database,
  actor: { businessId: string; userId: string; membershipId: string; role: string },
  occurrenceId: string,
) {
  const occurrence = await repo.occurrenceForEarning(db, actor.businessId, occurrenceId);
  if (!occurrence || (actor.role === 'expert' && occurrence.expertId !== actor.membershipId)) {
    throw notFound('class');
  }
  if (occurrence.status === 'canceled') throw fieldProblem(409, 'occurrence', 'This class is cancelled.');
  if (occurrence.closedAt) throw fieldProblem(409, 'occurrence', 'This class is already closed.');
  if (occurrence.startsAt.getTime() > clock.nowMs()) {
    throw fieldProblem(409, 'occurrence', 'A class can be closed once it has started.');
  }
  if (!(await closeOccurrenceAndEarn(db, actor.businessId, occurrenceId, actor.userId))) {
    throw fieldProblem(409, 'occurrence', 'This class was closed a moment ago.');
  }
}

/** The minute job's turn: occurrences that ended a day ago close by themselves, a batch at a time. */
export async function closeDueOccurrences(db: Database, limit = 200): Promise<{ closed: number }> {
  const due = await repo.occurrencesDueToClose(db, new Date(clock.nowMs() - CLOSE_AFTER_MS), limit);
  let closed = 0;
  for (const occurrence of due) {
    if (await closeOccurrenceAndEarn(db, occurrence.businessId, occurrence.id, null)) closed += 1;
  }
  return { closed };
}

/**
 * A correction by the owner: a new line, positive or negative, with its reason, optionally naming
 * the line it corrects (of the same expert). The line it corrects stays as it was.
 */
export async function addAdjustment(
  db: Database,
  actor: { businessId: string; userId: string },
  input: { expertId: string; amountCents: number; reason: string; correctsLineId: string | null },
) {
  if (input.correctsLineId) {
    const corrected = await repo.findEarningLine(db, actor.businessId, input.correctsLineId);
    if (!corrected) throw fieldProblem(422, 'correctsLineId', 'No such earning line.');
    if (corrected.expertMembershipId !== input.expertId) {
      throw fieldProblem(422, 'correctsLineId', 'That line is another team member’s.');
    }
  }
  const day = await repo.studioDay(db, actor.businessId, clock.now());
  const created = await repo.insertEarningLine(db, {
    businessId: actor.businessId,
    expertMembershipId: input.expertId,
    kind: 'adjustment',
    amountCents: input.amountCents,
    reason: input.reason,
    correctsLineId: input.correctsLineId,
    earnedOn: day,
    createdByUserId: actor.userId,
  });
  if (!created) throw new HttpProblem(409, 'Conflict', 'The adjustment was not written. Try again.');
  const [row] = await repo.listEarningLines(db, actor.businessId, {
    lineId: created.id,
    limit: 1,
    offset: 0,
  });
  if (!row) throw new Error('adjustment line not found after writing it');
  return toEarningLine(row);
}

/**
 * In a refund's transaction: the revenue it took back from used credits (the refund beyond the
 * unused credits' deferred revenue it moved, decision 0026) is taken from the share-of-revenue lines
 * built on the purchase, oldest first, and each gets a reversing line for its share of it, never
 * more than what the line still pays.
 */
export async function reverseRevenueShares(
  tx: Database,
  businessId: string,
  refund: { refundId: string; purchaseId: string; amountCents: number },
): Promise<number> {
  const lines = await repo.revenueShareLinesOnPurchase(tx, businessId, refund.purchaseId);
  if (lines.length === 0) return 0;
  // What the refund moved out of deferred revenue with the unused credits it took back (decision 0026).
  const moved = await accountTotalsBySource(tx, businessId, {
    sourceType: 'credit_refund',
    sourceIds: [refund.refundId],
    account: 'deferred_revenue',
  });
  let takenBack = refund.amountCents - (moved.get(refund.refundId) ?? 0);
  if (takenBack <= 0) return 0;
  const day = await repo.studioDay(tx, businessId, clock.now());
  let written = 0;
  for (const line of lines) {
    if (takenBack <= 0) break;
    const revenue = Math.min(takenBack, line.from_purchase - line.reversed_revenue);
    if (revenue <= 0) continue;
    takenBack -= revenue;
    const cents = Math.min(
      shareOf(revenue, line.rate.percentBasisPoints),
      line.amount_cents - line.reversed_amount,
    );
    if (cents <= 0) continue;
    await repo.insertEarningLine(tx, {
      businessId,
      expertMembershipId: line.expert_membership_id,
      kind: 'reversal',
      amountCents: -cents,
      revenueCents: revenue,
      reason: 'Refund',
      correctsLineId: line.id,
      refundId: refund.refundId,
      earnedOn: day,
    });
    written += 1;
  }
  return written;
}

/** The studio's lines (or one expert's), a page at a time, newest first. */
export async function earningLinesPage(
  db: Database,
  businessId: string,
  query: {
    expertId?: string | undefined;
    from?: string | undefined;
    until?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<EarningLinesPage> {
  const rows = await repo.listEarningLines(db, businessId, {
    ...(query.expertId ? { expertId: query.expertId } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.until ? { until: query.until } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map(toEarningLine),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An expert's own earnings over studio days: totals by month, the lines, and their statements. */
export async function myEarnings(
  db: Database,
  actor: { businessId: string; membershipId: string },
  asked: { from?: string | undefined; until?: string | undefined },
): Promise<MyEarnings> {
  // Unless asked: the last 12 months and the month ahead (a class's line is dated by its day).
  const today = await repo.studioDay(db, actor.businessId, clock.now());
  const period = { from: asked.from ?? addDays(today, -365), until: asked.until ?? addDays(today, 31) };
  const months = await repo.earningsByMonth(
    db,
    actor.businessId,
    actor.membershipId,
    period.from,
    period.until,
  );
  const lines = await repo.listEarningLines(db, actor.businessId, {
    expertId: actor.membershipId,
    from: period.from,
    until: period.until,
    limit: 500,
    offset: 0,
  });
  const runs = await expertRuns(db, actor.businessId, actor.membershipId);
  return {
    months: months.map((month) => ({
      month: month.month,
      totalCents: Number(month.totalCents),
      paidCents: Number(month.paidCents),
      lines: month.lines,
    })),
    lines: lines.map(toEarningLine),
    statements: runs.map(({ run, totalCents }) => ({
      runId: run.id,
      number: run.number,
      periodFrom: run.periodFrom,
      periodUntil: run.periodUntil,
      status: run.status,
      paidAt: run.paidAt?.toISOString() ?? null,
      totalCents,
    })),
  };
}
