import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  businesses,
  creditHoldAllocations,
  creditLots,
  earningLineRevenue,
  earningLines,
  groupAttendance,
  groupOccurrences,
  groupSeats,
  groups,
  memberships,
  payoutRunLines,
  payoutRuns,
  payRates,
  serviceParticipants,
  services,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';

// Earning lines (docs/decisions/0059-earnings-and-payout-runs.md): what a completed session or a
// closed class earned its expert, read from the session, the roster and the journal, and written once.

export type EarningLineRow = typeof earningLines.$inferSelect;
export type NewEarningLine = Omit<typeof earningLines.$inferInsert, 'id' | 'createdAt'>;

/** The studio's pay rates that could apply to this expert's work (theirs and everyone's), for `pickRate`. */
export async function ratesOf(db: Database, businessId: string, expertId: string) {
  return db
    .select()
    .from(payRates)
    .where(
      and(
        eq(payRates.businessId, businessId),
        or(isNull(payRates.expertMembershipId), eq(payRates.expertMembershipId, expertId)),
      ),
    );
}

/** A completed session with what its earning needs: its studio day and its household participants. */
export async function sessionForEarning(db: Database, businessId: string, serviceId: string) {
  const [row] = await db
    .select({
      id: services.id,
      status: services.status,
      expertId: services.expertId,
      offeringId: services.offeringId,
      credits: services.credits,
      priceCents: services.priceCents,
      creditHoldId: services.creditHoldId,
      day: sql<string>`to_char(${services.startsAt} at time zone ${businesses.timeZone}, 'YYYY-MM-DD')`,
      participants: sql<number>`(select count(*)::int from ${serviceParticipants}
        where ${serviceParticipants.businessId} = ${services.businessId} and ${serviceParticipants.serviceId} = ${services.id})`,
    })
    .from(services)
    .innerJoin(businesses, eq(businesses.id, services.businessId))
    .where(tenantRow(services, businessId, serviceId));
  return row;
}

/** An occurrence with its class, for closing: its studio day, its expert, whether it is a series. */
export async function occurrenceForEarning(db: Database, businessId: string, occurrenceId: string) {
  const [row] = await db
    .select({
      id: groupOccurrences.id,
      groupId: groupOccurrences.groupId,
      kind: groups.kind,
      expertId: groupOccurrences.expertId,
      status: groupOccurrences.status,
      closedAt: groupOccurrences.closedAt,
      startsAt: groupOccurrences.startsAt,
      day: sql<string>`to_char(${groupOccurrences.startsAt} at time zone ${businesses.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(groupOccurrences)
    .innerJoin(
      groups,
      and(eq(groups.businessId, groupOccurrences.businessId), eq(groups.id, groupOccurrences.groupId)),
    )
    .innerJoin(businesses, eq(businesses.id, groupOccurrences.businessId))
    .where(tenantRow(groupOccurrences, businessId, occurrenceId));
  return row;
}

/**
 * Closes an occurrence once: only a held one not closed yet, under its row lock. Answers false when
 * it was closed (or cancelled) meanwhile, so two closers write one line.
 */
export async function markOccurrenceClosed(
  tx: Database,
  businessId: string,
  occurrenceId: string,
  closedByUserId: string | null,
  now: Date,
): Promise<boolean> {
  const closed = await tx
    .update(groupOccurrences)
    .set({ closedAt: now, closedByUserId, updatedAt: now })
    .where(
      and(
        tenantRow(groupOccurrences, businessId, occurrenceId),
        isNull(groupOccurrences.closedAt),
        eq(groupOccurrences.status, 'scheduled'),
      ),
    )
    .returning({ id: groupOccurrences.id });
  return closed.length > 0;
}

/**
 * The places of an occurrence as its earning counts them: a Group Class's seats booked on it (or
 * left late), a series' seats booked on the whole series, each with its mark at this occurrence.
 */
export async function occurrencePlaces(
  db: Database,
  businessId: string,
  occurrence: { id: string; groupId: string; series: boolean },
) {
  return db
    .select({
      seats: groupSeats.seats,
      status: groupSeats.status,
      credits: groupSeats.credits,
      priceCents: groupSeats.priceCents,
      creditHoldId: groupSeats.creditHoldId,
      mark: groupAttendance.mark,
    })
    .from(groupSeats)
    .leftJoin(
      groupAttendance,
      and(
        eq(groupAttendance.businessId, groupSeats.businessId),
        eq(groupAttendance.seatId, groupSeats.id),
        eq(groupAttendance.occurrenceId, occurrence.id),
      ),
    )
    .where(
      and(
        eq(groupSeats.businessId, businessId),
        occurrence.series
          ? and(
              eq(groupSeats.groupId, occurrence.groupId),
              isNull(groupSeats.occurrenceId),
              eq(groupSeats.status, 'booked'),
            )
          : and(
              eq(groupSeats.occurrenceId, occurrence.id),
              inArray(groupSeats.status, ['booked', 'late_left']),
            ),
      ),
    );
}

/** How many held occurrences a series has (its seats' revenue is shared among them). */
export async function heldOccurrenceCount(db: Database, businessId: string, groupId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupOccurrences)
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        eq(groupOccurrences.groupId, groupId),
        eq(groupOccurrences.status, 'scheduled'),
      ),
    );
  return row?.count ?? 0;
}

/** What each hold took from each purchase's lots, weighted by the lots' value per credit. */
export async function purchaseWeightsOfHolds(db: Database, businessId: string, holdIds: string[]) {
  if (holdIds.length === 0) return [];
  const rows = await db
    .select({
      holdId: creditHoldAllocations.holdId,
      purchaseId: creditLots.sourceId,
      weight: sql<string>`sum(${creditHoldAllocations.quantity}::numeric * ${creditLots.valueCents} / ${creditLots.granted})`,
    })
    .from(creditHoldAllocations)
    .innerJoin(
      creditLots,
      and(
        eq(creditLots.businessId, creditHoldAllocations.businessId),
        eq(creditLots.id, creditHoldAllocations.lotId),
      ),
    )
    .where(
      and(
        eq(creditHoldAllocations.businessId, businessId),
        inArray(creditHoldAllocations.holdId, holdIds),
        eq(creditLots.sourceType, 'purchase'),
        sql`${creditLots.valueCents} > 0`,
      ),
    )
    .groupBy(creditHoldAllocations.holdId, creditLots.sourceId);
  return rows.map((row) => ({
    holdId: row.holdId,
    purchaseId: row.purchaseId as string,
    weight: Number(row.weight),
  }));
}

/** Writes a line (and where its revenue came from); a retried session or class line writes nothing. */
export async function insertEarningLine(
  tx: Database,
  line: NewEarningLine,
  revenue: { purchaseId: string; revenueCents: number }[] = [],
): Promise<EarningLineRow | undefined> {
  const [created] = await tx.insert(earningLines).values(line).onConflictDoNothing().returning();
  if (!created) return undefined;
  const kept = revenue.filter((part) => part.revenueCents > 0);
  if (kept.length > 0) {
    await tx.insert(earningLineRevenue).values(
      kept.map((part) => ({
        businessId: line.businessId,
        lineId: created.id,
        purchaseId: part.purchaseId,
        revenueCents: part.revenueCents,
      })),
    );
  }
  return created;
}

/**
 * The share-of-revenue lines built on a purchase's revenue, with how much revenue each took from it
 * and how much of that earlier refunds already reversed (oldest line first).
 */
export async function revenueShareLinesOnPurchase(db: Database, businessId: string, purchaseId: string) {
  return queryRows<{
    id: string;
    expert_membership_id: string;
    amount_cents: number;
    rate: { percentBasisPoints: number };
    from_purchase: number;
    reversed_revenue: number;
    reversed_amount: number;
  }>(
    db,
    sql`select l.id, l.expert_membership_id, l.amount_cents, l.rate, r.revenue_cents as from_purchase,
          coalesce((select sum(v.revenue_cents) from earning_lines v
            where v.business_id = l.business_id and v.corrects_line_id = l.id and v.kind = 'reversal'), 0)::int as reversed_revenue,
          coalesce((select -sum(v.amount_cents) from earning_lines v
            where v.business_id = l.business_id and v.corrects_line_id = l.id and v.kind = 'reversal'), 0)::int as reversed_amount
        from earning_line_revenue r
        join earning_lines l on l.business_id = r.business_id and l.id = r.line_id
        where r.business_id = ${businessId} and r.purchase_id = ${purchaseId}
          and l.kind in ('session', 'class') and l.rate->>'kind' = 'revenue_share'
        order by l.created_at, l.id`,
  );
}

export async function findEarningLine(db: Database, businessId: string, lineId: string) {
  const [row] = await db
    .select()
    .from(earningLines)
    .where(tenantRow(earningLines, businessId, lineId));
  return row;
}

/** What a line was for, in words: the session's service and client, the class, or the reason. */
const describedBy = sql<string>`coalesce(
  (select s.offering_name || ' · ' || u.full_name from services s
     join memberships m on m.business_id = s.business_id and m.id = s.customer_id
     join users u on u.id = m.user_id
   where s.business_id = ${earningLines.businessId} and s.id = ${earningLines.serviceId}),
  (select g.name from group_occurrences o join groups g on g.business_id = o.business_id and g.id = o.group_id
   where o.business_id = ${earningLines.businessId} and o.id = ${earningLines.occurrenceId}),
  ${earningLines.reason}, '')`;

/** The run a line is in (not voided), if any. */
const inRun = sql<number | null>`(select r.number from ${payoutRunLines} rl
  join ${payoutRuns} r on r.business_id = rl.business_id and r.id = rl.run_id
  where rl.business_id = ${earningLines.businessId} and rl.line_id = ${earningLines.id} and not rl.voided)`;

const inRunStatus = sql<string | null>`(select r.status from ${payoutRunLines} rl
  join ${payoutRuns} r on r.business_id = rl.business_id and r.id = rl.run_id
  where rl.business_id = ${earningLines.businessId} and rl.line_id = ${earningLines.id} and not rl.voided)`;

export type EarningLineListRow = Awaited<ReturnType<typeof listEarningLines>>[number];

/** Lines of the studio (or of one expert) over studio days, newest first. */
export async function listEarningLines(
  db: Database,
  businessId: string,
  filter: {
    lineId?: string;
    expertId?: string;
    from?: string;
    until?: string;
    runId?: string;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [eq(earningLines.businessId, businessId)];
  if (filter.runId) {
    conditions.push(sql`exists (select 1 from ${payoutRunLines} rl where rl.business_id = ${earningLines.businessId}
      and rl.run_id = ${filter.runId} and rl.line_id = ${earningLines.id})`);
  }
  if (filter.lineId) conditions.push(eq(earningLines.id, filter.lineId));
  if (filter.expertId) conditions.push(eq(earningLines.expertMembershipId, filter.expertId));
  if (filter.from) conditions.push(gte(earningLines.earnedOn, filter.from));
  if (filter.until) conditions.push(lte(earningLines.earnedOn, filter.until));
  return db
    .select({
      line: earningLines,
      expertName: users.fullName,
      description: describedBy,
      runNumber: inRun,
      runStatus: inRunStatus,
      total: sql<number>`count(*) over ()`,
    })
    .from(earningLines)
    .innerJoin(
      memberships,
      and(
        eq(memberships.businessId, earningLines.businessId),
        eq(memberships.id, earningLines.expertMembershipId),
      ),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions))
    .orderBy(desc(earningLines.earnedOn), desc(earningLines.createdAt), asc(earningLines.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** An expert's totals by month over studio days. */
export async function earningsByMonth(
  db: Database,
  businessId: string,
  expertId: string,
  from: string,
  until: string,
) {
  return db
    .select({
      month: sql<string>`to_char(${earningLines.earnedOn}, 'YYYY-MM')`,
      totalCents: sql<string>`sum(${earningLines.amountCents})`,
      lines: sql<number>`count(*)::int`,
      paidCents: sql<string>`coalesce(sum(${earningLines.amountCents}) filter (where ${inRunStatus} = 'paid'), 0)`,
    })
    .from(earningLines)
    .where(
      and(
        eq(earningLines.businessId, businessId),
        eq(earningLines.expertMembershipId, expertId),
        gte(earningLines.earnedOn, from),
        lte(earningLines.earnedOn, until),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
}

/** Held occurrences that ended before `endedBefore` and are not closed yet, oldest first. */
export async function occurrencesDueToClose(db: Database, endedBefore: Date, limit: number) {
  return db
    .select({ businessId: groupOccurrences.businessId, id: groupOccurrences.id })
    .from(groupOccurrences)
    .where(
      and(
        isNull(groupOccurrences.closedAt),
        eq(groupOccurrences.status, 'scheduled'),
        lte(groupOccurrences.endsAt, endedBefore),
      ),
    )
    .orderBy(asc(groupOccurrences.endsAt))
    .limit(limit);
}

/** The studio day of an instant, in the studio's zone. */
export async function studioDay(db: Database, businessId: string, at: Date) {
  const [row] = await db
    .select({
      day: sql<string>`to_char(${at.toISOString()}::timestamptz at time zone ${businesses.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw new Error('business not found');
  return row.day;
}
