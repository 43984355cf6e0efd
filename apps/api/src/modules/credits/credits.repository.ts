import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  type CreditEntryType,
  type CreditKind,
  type CreditSourceType,
  creditBalances,
  creditEntries,
  creditHolds,
  creditLots,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Row-level statements of the credit ledger, each run inside the caller's transaction.
//
// Lock order, the same in every operation so two transactions never wait on each other in a circle:
// the customer's balance row first, then the hold, then the lots. The balance row lock serialises
// every change to one customer's credits of one kind; the conditional updates and check constraints
// are what actually keep the numbers right. Several statements are single SQL statements with
// data-modifying CTEs: every round trip is time a balance row stays locked.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One customer's credits of one kind in one business: the key of a balance row. */
export type BalanceKey = { businessId: string; customerId: string; kind: CreditKind };
export type BalanceRow = { available: number; held: number };

const balanceIs = (key: BalanceKey) =>
  and(
    eq(creditBalances.businessId, key.businessId),
    eq(creditBalances.customerId, key.customerId),
    eq(creditBalances.kind, key.kind),
  );

/**
 * Creates the balance row when it is missing and locks it either way; undefined when the customer is
 * not a membership of this business (nothing is written then).
 */
export async function lockOrCreateBalance(tx: Transaction, key: BalanceKey): Promise<BalanceRow | undefined> {
  const [row] = await queryRows<BalanceRow>(
    tx,
    sql`
      insert into credit_balances (business_id, customer_id, kind)
      select ${key.businessId}::uuid, ${key.customerId}::uuid, ${key.kind}
      where exists (select 1 from memberships where id = ${key.customerId} and business_id = ${key.businessId})
      -- The no-op update is what takes the row lock when the row already exists.
      on conflict (business_id, customer_id, kind) do update set updated_at = ${clock.sqlInstant()}
      returning available, held`,
  );
  return row;
}

/**
 * Locks an existing balance row (undefined when the customer never had credits of this kind) and
 * says whether any of its lots are due to expire at `now`, so the common case costs no extra query.
 */
export async function lockBalance(
  tx: Transaction,
  key: BalanceKey,
  now: Date,
): Promise<(BalanceRow & { hasDueLots: boolean }) | undefined> {
  const [row] = await tx
    .select({
      available: creditBalances.available,
      held: creditBalances.held,
      hasDueLots: sql<boolean>`exists (
        select 1 from ${creditLots} where ${creditLots.businessId} = ${key.businessId}
          and ${creditLots.customerId} = ${key.customerId} and ${creditLots.kind} = ${key.kind}
          and ${creditLots.expiredAt} is null and ${creditLots.expiresAt} <= ${now})`,
    })
    .from(creditBalances)
    .where(balanceIs(key))
    .for('no key update', { of: creditBalances });
  return row;
}

/** Moves a locked balance by the given deltas; its entries are written by the caller (`insertEntries`). */
export async function changeBalance(
  tx: Transaction,
  key: BalanceKey,
  delta: { available: number; held: number },
): Promise<BalanceRow | undefined> {
  const [row] = await tx
    .update(creditBalances)
    .set({
      available: sql`${creditBalances.available} + ${delta.available}`,
      held: sql`${creditBalances.held} + ${delta.held}`,
      updatedAt: clock.now(),
    })
    .where(balanceIs(key))
    .returning({ available: creditBalances.available, held: creditBalances.held });
  return row;
}

export type EntryLinks = {
  lotId?: string | null;
  holdId?: string | null;
  reason?: string | null;
  actorUserId?: string | null;
  refundId?: string | null;
  /** An expiry of a day's unused allowance: the last studio day it lapses for (decision 0057). */
  lapsedOn?: string | null;
};

/**
 * Moves a balance and appends the entry that says why, in one statement: the balance and its entries
 * cannot drift apart. With `whenAvailableAtLeast`, only when that many credits are available at the
 * moment of the update; undefined (and no entry) otherwise.
 */
export async function moveBalance(
  tx: Transaction,
  key: BalanceKey,
  entry: EntryLinks & { entryType: CreditEntryType; availableDelta: number; heldDelta: number },
  whenAvailableAtLeast?: number,
): Promise<(BalanceRow & { entryId: string }) | undefined> {
  const [row] = await queryRows<BalanceRow & { entryId: string }>(
    tx,
    sql`
      with moved as (
        update credit_balances
        set available = available + ${entry.availableDelta}::int, held = held + ${entry.heldDelta}::int,
            updated_at = ${clock.sqlInstant()}
        where business_id = ${key.businessId} and customer_id = ${key.customerId} and kind = ${key.kind}
          ${whenAvailableAtLeast === undefined ? sql`` : sql`and available >= ${whenAvailableAtLeast}::int`}
        returning available, held
      )
      insert into credit_entries (business_id, customer_id, kind, entry_type, available_delta, held_delta,
                                  available_after, held_after, lot_id, hold_id, reason, actor_user_id,
                                  refund_id, lapsed_on)
      select ${key.businessId}::uuid, ${key.customerId}::uuid, ${key.kind}, ${entry.entryType},
             ${entry.availableDelta}::int, ${entry.heldDelta}::int, available, held,
             ${entry.lotId ?? null}::uuid, ${entry.holdId ?? null}::uuid, ${entry.reason ?? null}::text,
             ${entry.actorUserId ?? null}::uuid, ${entry.refundId ?? null}::uuid, ${entry.lapsedOn ?? null}::date
      from moved
      returning id as "entryId", available_after as available, held_after as held`,
  );
  return row;
}

export type NewEntry = EntryLinks & {
  entryType: CreditEntryType;
  availableDelta: number;
  heldDelta: number;
  availableAfter: number;
  heldAfter: number;
};

/** Appends entries in the order given (their `seq` keeps that order within the transaction). */
export async function insertEntries(tx: Transaction, key: BalanceKey, entries: NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(creditEntries).values(entries.map((entry) => ({ ...key, ...entry })));
}

export type NewLot = BalanceKey & {
  quantity: number;
  expiresAt: Date | null;
  sourceType: CreditSourceType;
  sourceId: string | null;
  /** Cents paid for the lot (purchases; 0 for imported balances); null for free credits. */
  valueCents?: number | null;
  /** An unlimited membership's credits per studio day, from `startsOn` (decision 0057). */
  dailyAllowance?: { perDay: number; startsOn: string } | null;
};

/** Inserts a lot; undefined when this source already granted this kind (a retried grant). */
export async function insertLot(tx: Transaction, lot: NewLot): Promise<string | undefined> {
  const insert = tx.insert(creditLots).values({
    businessId: lot.businessId,
    customerId: lot.customerId,
    kind: lot.kind,
    granted: lot.quantity,
    remaining: lot.quantity,
    expiresAt: lot.expiresAt,
    sourceType: lot.sourceType,
    sourceId: lot.sourceId,
    valueCents: lot.valueCents ?? null,
    dailyAllowance: lot.dailyAllowance?.perDay ?? null,
    allowanceStartsOn: lot.dailyAllowance?.startsOn ?? null,
  });
  const [row] = await (lot.sourceId === null
    ? insert
    : insert.onConflictDoNothing({
        target: [creditLots.businessId, creditLots.sourceType, creditLots.sourceId, creditLots.kind],
        where: sql`${creditLots.sourceId} is not null`,
      })
  ).returning({ id: creditLots.id });
  return row?.id;
}

// ---- Many grants at once (a batch of payments: decisions/0061-billing-in-batches.md) ------------

const keyOf = (key: BalanceKey) => `${key.businessId}:${key.customerId}:${key.kind}`;

/**
 * `lockOrCreateBalance` for many balances in one statement, locked in key order (so two batches take
 * them in the same order). Answers the keys that exist now: a customer who is not a member of the
 * business gets none.
 */
export async function lockOrCreateBalances(tx: Transaction, keys: BalanceKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ business_id: string; customer_id: string; kind: string }>(
    tx,
    sql`
      insert into credit_balances (business_id, customer_id, kind)
      select k.business_id, k.customer_id, k.kind
        from jsonb_to_recordset(${JSON.stringify(
          keys.map((key) => ({ business_id: key.businessId, customer_id: key.customerId, kind: key.kind })),
        )}::jsonb) as k(business_id uuid, customer_id uuid, kind text)
       where exists (select 1 from memberships m where m.id = k.customer_id and m.business_id = k.business_id)
       order by k.business_id, k.customer_id, k.kind
      -- The no-op update is what takes the row lock when the row already exists.
      on conflict (business_id, customer_id, kind) do update set updated_at = ${clock.sqlInstant()}
      returning business_id, customer_id, kind`,
  );
  return new Set(
    rows.map((row) =>
      keyOf({
        businessId: row.business_id,
        customerId: row.customer_id,
        kind: row.kind as BalanceKey['kind'],
      }),
    ),
  );
}

/**
 * `insertLot` for many lots in one statement (each with a source): answers the id of each lot
 * inserted, by its position in `lots`; a lot whose source already has one is left out.
 */
export async function insertLots(tx: Transaction, lots: (NewLot & { sourceId: string })[]) {
  if (lots.length === 0) return new Map<number, string>();
  const rows = await tx
    .insert(creditLots)
    .values(
      lots.map((lot) => ({
        businessId: lot.businessId,
        customerId: lot.customerId,
        kind: lot.kind,
        granted: lot.quantity,
        remaining: lot.quantity,
        expiresAt: lot.expiresAt,
        sourceType: lot.sourceType,
        sourceId: lot.sourceId,
        valueCents: lot.valueCents ?? null,
        dailyAllowance: lot.dailyAllowance?.perDay ?? null,
        allowanceStartsOn: lot.dailyAllowance?.startsOn ?? null,
      })),
    )
    .onConflictDoNothing({
      target: [creditLots.businessId, creditLots.sourceType, creditLots.sourceId, creditLots.kind],
      where: sql`${creditLots.sourceId} is not null`,
    })
    .returning({
      id: creditLots.id,
      businessId: creditLots.businessId,
      sourceType: creditLots.sourceType,
      sourceId: creditLots.sourceId,
      kind: creditLots.kind,
    });
  const idOf = new Map(
    rows.map((row) => [`${row.businessId}:${row.sourceType}:${row.sourceId}:${row.kind}`, row.id]),
  );
  const ids = new Map<number, string>();
  lots.forEach((lot, index) => {
    const id = idOf.get(`${lot.businessId}:${lot.sourceType}:${lot.sourceId}:${lot.kind}`);
    if (id !== undefined) ids.set(index, id);
  });
  return ids;
}

/**
 * Grants: each balance (locked by the caller, each key at most once in `grants`) moves up by its lot's
 * quantity, and each gets its `grant` entry, in one statement.
 */
export async function addGrantsToBalances(
  tx: Transaction,
  grants: (BalanceKey & { quantity: number; lotId: string })[],
): Promise<void> {
  if (grants.length === 0) return;
  const rows = JSON.stringify(
    grants.map((grant) => ({
      business_id: grant.businessId,
      customer_id: grant.customerId,
      kind: grant.kind,
      quantity: grant.quantity,
      lot_id: grant.lotId,
    })),
  );
  await tx.execute(sql`
    with g as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as g(business_id uuid, customer_id uuid, kind text, quantity int, lot_id uuid)
    ), moved as (
      update credit_balances b
         set available = b.available + g.quantity, updated_at = ${clock.sqlInstant()}
        from g
       where b.business_id = g.business_id and b.customer_id = g.customer_id and b.kind = g.kind
      returning b.business_id, b.customer_id, b.kind, b.available, b.held, g.quantity, g.lot_id
    )
    insert into credit_entries (business_id, customer_id, kind, entry_type, available_delta, held_delta,
                                available_after, held_after, lot_id)
    select business_id, customer_id, kind, 'grant', quantity, 0, available, held, lot_id
      from moved
     order by business_id, customer_id, kind`);
}

export { keyOf as balanceKeyOf };

export async function findLotBySource(
  tx: Transaction,
  key: BalanceKey,
  sourceType: string,
  sourceId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: creditLots.id })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.businessId, key.businessId),
        eq(creditLots.customerId, key.customerId),
        eq(creditLots.kind, key.kind),
        sql`${creditLots.sourceType} = ${sourceType}`,
        eq(creditLots.sourceId, sourceId),
      ),
    );
  return row?.id;
}

/**
 * Marks this customer's lots of this kind that are due at `now` as expired and empties them, each
 * once: `expired_at is null` is checked again on the locked row, so a second runner finds nothing.
 * Answers how many credits each lot still had.
 */
export async function expireDueLots(
  tx: Transaction,
  key: BalanceKey,
  now: Date,
): Promise<{ lotId: string; expired: number }[]> {
  return queryRows<{ lotId: string; expired: number }>(
    tx,
    sql`
      with due as (
        select id, remaining from credit_lots
        where business_id = ${key.businessId} and customer_id = ${key.customerId} and kind = ${key.kind}
          and expired_at is null and expires_at <= ${now}
        for no key update
      )
      update credit_lots as lot set remaining = 0, expired_at = ${now}
      from due where lot.id = due.id and lot.expired_at is null
      returning lot.id as "lotId", due.remaining as "expired"`,
  );
}

/**
 * Takes credits from a customer's lots, those expiring first first, and with a hold records which
 * lots gave them. One statement: the SQL function credit_take_from_lots (migration 0010) is the one
 * implementation, shared with the hold. The caller holds the balance row's lock.
 */
export async function takeFromLots(
  tx: Transaction,
  key: BalanceKey,
  quantity: number,
  holdId: string | null,
): Promise<void> {
  await tx.execute(
    sql`select credit_take_from_lots(${key.businessId}::uuid, ${key.customerId}::uuid, ${key.kind}::text,
      ${quantity}::int, ${holdId}::uuid)`,
  );
}

/**
 * Puts a released hold's credits back into the lots they came from, in one statement, except into
 * lots that have expired meanwhile: those credits are answered as expired.
 */
export async function returnToLots(
  tx: Transaction,
  holdId: string,
): Promise<{ returned: number; expiredLots: { lotId: string; expired: number }[] }> {
  const allocations = await queryRows<{ lotId: string; quantity: number; lotExpired: boolean }>(
    tx,
    sql`
      with allocation as (
        select a.lot_id, a.quantity, l.expired_at is not null as lot_expired
        from credit_hold_allocations a join credit_lots l on l.id = a.lot_id
        where a.hold_id = ${holdId}
        for no key update of l
      ), returned as (
        update credit_lots as lot set remaining = lot.remaining + allocation.quantity
        from allocation where lot.id = allocation.lot_id and not allocation.lot_expired
      )
      select lot_id as "lotId", quantity, lot_expired as "lotExpired" from allocation order by lot_id`,
  );
  return {
    returned: allocations.filter((a) => !a.lotExpired).reduce((sum, a) => sum + a.quantity, 0),
    expiredLots: allocations
      .filter((a) => a.lotExpired)
      .map((a) => ({ lotId: a.lotId, expired: a.quantity })),
  };
}

export type HoldRow = typeof creditHolds.$inferSelect;

/**
 * Reads a hold of this business and locks its customer's balance row in the same round trip. The
 * hold row itself is not locked: `settleHold` decides with a conditional update.
 */
export async function findHoldLockingBalance(
  tx: Transaction,
  businessId: string,
  holdId: string,
): Promise<HoldRow | undefined> {
  const [row] = await tx
    .select({ hold: creditHolds })
    .from(creditHolds)
    .innerJoin(
      creditBalances,
      and(
        eq(creditBalances.businessId, creditHolds.businessId),
        eq(creditBalances.customerId, creditHolds.customerId),
        eq(creditBalances.kind, creditHolds.kind),
      ),
    )
    .where(tenantRow(creditHolds, businessId, holdId))
    .for('no key update', { of: creditBalances });
  return row?.hold;
}

export async function findHold(tx: Transaction, businessId: string, holdId: string) {
  const [row] = await tx
    .select()
    .from(creditHolds)
    .where(tenantRow(creditHolds, businessId, holdId));
  return row;
}

export type HoldOutcome = {
  /** held: written now; exists: the session's live hold (maybe of another kind); expire_first: lots are
   * due to expire before credits are taken (nothing written); insufficient: too few available. */
  outcome: 'held' | 'exists' | 'expire_first' | 'insufficient';
  holdId: string | null;
  kind: string;
  quantity: number;
};

/**
 * The ledger's hold in one statement: the SQL function credit_hold (migration 0010) locks the
 * balance, writes the hold, its entry and its lot allocations, or writes nothing and says why.
 */
export async function holdCredits(
  tx: Transaction,
  key: BalanceKey,
  hold: { quantity: number; serviceId: string; now: Date },
): Promise<HoldOutcome> {
  const [row] = await queryRows<HoldOutcome>(
    tx,
    sql`select outcome, hold_id as "holdId", hold_kind as kind, hold_quantity as quantity
      from credit_hold(${key.businessId}::uuid, ${key.customerId}::uuid, ${key.kind}::text,
        ${hold.quantity}::int, ${hold.serviceId}::uuid, ${hold.now.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('credit_hold answered nothing');
  return row;
}

/** Ends a live hold; undefined when it had already ended (the caller reads what it became). */
export async function settleHold(
  tx: Transaction,
  businessId: string,
  holdId: string,
  status: 'spent' | 'released',
): Promise<HoldRow | undefined> {
  const [row] = await tx
    .update(creditHolds)
    .set({ status, settledAt: clock.now() })
    .where(
      and(eq(creditHolds.businessId, businessId), eq(creditHolds.id, holdId), eq(creditHolds.status, 'held')),
    )
    .returning();
  return row;
}

/**
 * Locks a balance row for the expiry job, or answers false at once when another transaction holds it
 * (SKIP LOCKED): another runner, or a booking that expires due lots itself.
 */
export async function lockBalanceUnlessBusy(tx: Transaction, key: BalanceKey): Promise<boolean> {
  const rows = await tx
    .select({ available: creditBalances.available })
    .from(creditBalances)
    .where(balanceIs(key))
    .for('no key update', { skipLocked: true });
  return rows.length > 0;
}

// ---- Daily allowances (decision 0057) ------------------------------------------------------------

/** A studio day, and the instant it began (its midnight in the studio's zone). */
export type StudioDay = { today: string; startedAt: Date };

// How far a lot with a daily allowance lags behind its days: the allowance of every studio day that has
// ended before `today` (at most its span of granted / daily_allowance days), less the credits used or
// lapsed already (`recognized_credits`) and those held for sessions that started before today (they
// covered their day, and count as used when spent). Credits held for later sessions cover later days.
// Refunded credits are not counted: a refund takes back the end of the span, the days before it run.
// A hold names a booked session or a class seat (`service_id`); both are read by primary key.
const lapseShortfall = (day: StudioDay) => sql`
  l.daily_allowance * least(l.granted / l.daily_allowance, greatest(0, ${day.today}::date - l.allowance_starts_on))
  - l.recognized_credits
  - coalesce((
      select sum(a.quantity) from credit_hold_allocations a join credit_holds h on h.id = a.hold_id
      where a.business_id = l.business_id and a.lot_id = l.id and h.status = 'held'
        and coalesce(
          (select s.starts_at from services s where s.business_id = h.business_id and s.id = h.service_id),
          (select o.starts_at from group_seats gs join group_occurrences o
             on o.business_id = gs.business_id and o.id = gs.occurrence_id
           where gs.business_id = h.business_id and gs.id = h.service_id),
          '-infinity'::timestamptz) < ${day.startedAt}), 0)`;

// Lots the expiry job owns are left to it: a lot past its date expires whole.
const allowanceLive = (now: Date) => sql`l.daily_allowance is not null and l.expired_at is null
  and l.remaining > 0 and (l.expires_at is null or l.expires_at > ${now})`;

/** Studios (with their time zone) that have live lots with a daily allowance. */
export async function listAllowanceStudios(
  db: Database,
  now: Date,
  businessId?: string,
): Promise<{ businessId: string; timeZone: string }[]> {
  return queryRows<{ businessId: string; timeZone: string }>(
    db,
    sql`
      select b.id as "businessId", b.time_zone as "timeZone" from businesses b
      where exists (select 1 from credit_lots l where l.business_id = b.id and ${allowanceLive(now)})
        ${businessId === undefined ? sql`` : sql`and b.id = ${businessId}`}
      order by b.id`,
  );
}

/** A studio's lots whose allowance of the days ended before `day` has not all been used or lapsed. */
export async function listLotsToLapse(
  db: Database,
  businessId: string,
  day: StudioDay,
  now: Date,
): Promise<(BalanceKey & { lotId: string })[]> {
  return queryRows<BalanceKey & { lotId: string }>(
    db,
    sql`
      select l.id as "lotId", l.business_id as "businessId", l.customer_id as "customerId", l.kind
      from credit_lots l
      where l.business_id = ${businessId} and ${allowanceLive(now)} and ${lapseShortfall(day)} > 0
      order by l.customer_id, l.kind, l.id`,
  );
}

/**
 * Lapses a lot's shortfall (at most its unused credits) under the lot's row lock, the caller holding
 * its balance row's: answers how many credits left the lot and the last day they lapse for, or
 * undefined when nothing is short any more (another runner did it, or a booking used them).
 */
export async function lapseFromLot(
  tx: Transaction,
  businessId: string,
  lotId: string,
  day: StudioDay,
  now: Date,
): Promise<{ lapsed: number; lapsedOn: string } | undefined> {
  const [row] = await queryRows<{ lapsed: number; lapsedOn: string }>(
    tx,
    sql`
      with lot as (
        select l.id, least(l.remaining, ${lapseShortfall(day)})::int as lapsed,
          to_char(least(${day.today}::date - 1, l.allowance_starts_on + l.granted / l.daily_allowance - 1),
            'YYYY-MM-DD') as lapsed_on
        from credit_lots l
        where l.business_id = ${businessId} and l.id = ${lotId} and ${allowanceLive(now)}
        for no key update
      )
      update credit_lots as target set remaining = target.remaining - lot.lapsed
      from lot where target.id = lot.id and lot.lapsed > 0
      returning lot.lapsed, lot.lapsed_on as "lapsedOn"`,
  );
  return row;
}

// ---- Daily allowances, many lots at once (the billing run: decisions/0061-billing-in-batches.md) --

/** `lockBalanceUnlessBusy` for many balances of one business, in key order: answers those locked. */
export async function lockBalancesUnlessBusy(
  tx: Transaction,
  businessId: string,
  keys: { customerId: string; kind: string }[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ customer_id: string; kind: string }>(
    tx,
    sql`
      select b.customer_id, b.kind from credit_balances b
       where b.business_id = ${businessId}
         and (b.customer_id, b.kind) in (
           select k.customer_id, k.kind from jsonb_to_recordset(${JSON.stringify(
             keys.map((key) => ({ customer_id: key.customerId, kind: key.kind })),
           )}::jsonb) as k(customer_id uuid, kind text))
       order by b.customer_id, b.kind
       for no key update skip locked`,
  );
  return new Set(rows.map((row) => `${row.customer_id}:${row.kind}`));
}

/** `lapseFromLot` for many lots of one business (their balances locked by the caller), in id order. */
export async function lapseFromLots(
  tx: Transaction,
  businessId: string,
  lotIds: string[],
  day: StudioDay,
  now: Date,
): Promise<{ lotId: string; customerId: string; kind: string; lapsed: number; lapsedOn: string }[]> {
  if (lotIds.length === 0) return [];
  return queryRows(
    tx,
    sql`
      with lot as (
        select l.id, least(l.remaining, ${lapseShortfall(day)})::int as lapsed,
          to_char(least(${day.today}::date - 1, l.allowance_starts_on + l.granted / l.daily_allowance - 1),
            'YYYY-MM-DD') as lapsed_on
        from credit_lots l
        where l.business_id = ${businessId} and l.id = any(${`{${lotIds.join(',')}}`}::uuid[]) and ${allowanceLive(now)}
        order by l.id
        for no key update
      )
      update credit_lots as target set remaining = target.remaining - lot.lapsed
      from lot where target.id = lot.id and lot.lapsed > 0
      returning target.id as "lotId", target.customer_id as "customerId", target.kind, lot.lapsed,
        lot.lapsed_on as "lapsedOn"`,
  );
}

/**
 * Lapses: each balance (locked, each key at most once in `lapses`) moves down by its lot's lapse, with
 * its `expiry` entry, in one statement; answers each entry's id by lot. A balance with fewer credits
 * than its lapse is left out (the caller treats that as the error it is).
 */
export async function takeLapsesFromBalances(
  tx: Transaction,
  businessId: string,
  lapses: { customerId: string; kind: string; lotId: string; lapsed: number; lapsedOn: string }[],
): Promise<Map<string, string>> {
  if (lapses.length === 0) return new Map();
  const rows = await queryRows<{ lot_id: string; id: string }>(
    tx,
    sql`
      with g as (
        select * from jsonb_to_recordset(${JSON.stringify(
          lapses.map((lapse) => ({
            customer_id: lapse.customerId,
            kind: lapse.kind,
            lot_id: lapse.lotId,
            lapsed: lapse.lapsed,
            lapsed_on: lapse.lapsedOn,
          })),
        )}::jsonb) as g(customer_id uuid, kind text, lot_id uuid, lapsed int, lapsed_on date)
      ), moved as (
        update credit_balances b
           set available = b.available - g.lapsed, updated_at = ${clock.sqlInstant()}
          from g
         where b.business_id = ${businessId} and b.customer_id = g.customer_id and b.kind = g.kind
           and b.available >= g.lapsed
        returning b.customer_id, b.kind, b.available, b.held, g.lapsed, g.lot_id, g.lapsed_on
      )
      insert into credit_entries (business_id, customer_id, kind, entry_type, available_delta, held_delta,
                                  available_after, held_after, lot_id, lapsed_on)
      select ${businessId}::uuid, customer_id, kind, 'expiry', -lapsed, 0, available, held, lot_id, lapsed_on
        from moved
       order by customer_id, kind
      returning lot_id, id`,
  );
  return new Map(rows.map((row) => [row.lot_id, row.id]));
}

/** `recognizeUsedCredits` for lots, answering the cents recognised for each lot. */
export async function recognizeUsedCreditsByLot(
  tx: Transaction,
  businessId: string,
  lots: { lotId: string; quantity: number }[],
): Promise<Map<string, number>> {
  if (lots.length === 0) return new Map();
  const rows = await queryRows<{ lot_id: string; cents: number | string }>(
    tx,
    sql`
      with used as (
        select * from jsonb_to_recordset(${JSON.stringify(
          lots.map((lot) => ({ lot_id: lot.lotId, quantity: lot.quantity })),
        )}::jsonb) as u(lot_id uuid, quantity int)
      ), counted as (
        update credit_lots as lot set recognized_credits = lot.recognized_credits + used.quantity
        from used
        where lot.id = used.lot_id and lot.business_id = ${businessId} and lot.value_cents is not null
        returning lot.id, lot.value_cents, lot.granted,
          lot.recognized_credits + lot.refunded_credits - used.quantity as before,
          lot.recognized_credits + lot.refunded_credits as after
      )
      select id as lot_id, (value_cents * after / granted - value_cents * before / granted)::bigint as cents
      from counted`,
  );
  return new Map(rows.map((row) => [row.lot_id, Number(row.cents)]));
}

/** Customers and kinds, across all businesses, that have lots due to expire at `now`. */
export async function listDueGroups(db: Database, now: Date, limit: number): Promise<BalanceKey[]> {
  return db
    .selectDistinct({
      businessId: creditLots.businessId,
      customerId: creditLots.customerId,
      kind: creditLots.kind,
    })
    .from(creditLots)
    .where(and(isNull(creditLots.expiredAt), sql`${creditLots.expiresAt} <= ${now}`))
    .limit(limit);
}

export async function listBalances(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<(BalanceRow & { kind: CreditKind })[]> {
  return db
    .select({ kind: creditBalances.kind, available: creditBalances.available, held: creditBalances.held })
    .from(creditBalances)
    .where(and(eq(creditBalances.businessId, businessId), eq(creditBalances.customerId, customerId)))
    .orderBy(asc(creditBalances.kind));
}

/** Available credits that will expire, per kind and date, soonest first. */
export async function listExpiringCredits(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<{ kind: CreditKind; expiresAt: Date; quantity: number }[]> {
  const rows = await db
    .select({
      kind: creditLots.kind,
      expiresAt: creditLots.expiresAt,
      quantity: sql<number>`sum(${creditLots.remaining})::int`,
    })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.businessId, businessId),
        eq(creditLots.customerId, customerId),
        gt(creditLots.remaining, 0),
        isNull(creditLots.expiredAt),
        sql`${creditLots.expiresAt} is not null`,
      ),
    )
    .groupBy(creditLots.kind, creditLots.expiresAt)
    .orderBy(asc(creditLots.expiresAt));
  return rows.flatMap((row) => (row.expiresAt === null ? [] : [{ ...row, expiresAt: row.expiresAt }]));
}

/** A page of a customer's entries, newest first, with the session each hold was for. */
export async function listEntries(
  db: Database,
  businessId: string,
  customerId: string,
  { kind, limit, offset }: { kind: CreditKind | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(creditEntries.businessId, businessId),
    eq(creditEntries.customerId, customerId),
    kind ? eq(creditEntries.kind, kind) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(creditEntries).where(where);
  const items = await db
    .select({
      id: creditEntries.id,
      kind: creditEntries.kind,
      type: creditEntries.entryType,
      availableDelta: creditEntries.availableDelta,
      heldDelta: creditEntries.heldDelta,
      availableAfter: creditEntries.availableAfter,
      heldAfter: creditEntries.heldAfter,
      reason: creditEntries.reason,
      serviceId: creditHolds.serviceId,
      holdId: creditEntries.holdId,
      lotId: creditEntries.lotId,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .leftJoin(creditHolds, eq(creditHolds.id, creditEntries.holdId))
    .where(where)
    .orderBy(desc(creditEntries.seq))
    .limit(limit)
    .offset(offset);
  return { items, total: counted?.total ?? 0 };
}

/**
 * Counts credits of paid lots as used (spent or expired) and answers how many cents of deferred
 * revenue that earns: per lot, floor(value * gone / granted) after minus before, where `gone` counts
 * the lot's used and refunded credits (decision 0026), so a lot's cents have all left deferred
 * revenue exactly when its last credit is gone, whatever the rounding on the way.
 * `consumed` is either a hold (its allocations) or lots with counts.
 */
export async function recognizeUsedCredits(
  tx: Transaction,
  businessId: string,
  consumed: { holdId: string } | { lots: { lotId: string; quantity: number }[] },
): Promise<number> {
  let source: SQL;
  if ('holdId' in consumed) {
    source = sql`select lot_id, sum(quantity)::int as quantity from credit_hold_allocations
      where business_id = ${businessId} and hold_id = ${consumed.holdId} group by lot_id`;
  } else {
    if (consumed.lots.length === 0) return 0;
    source = sql`select * from (values ${sql.join(
      consumed.lots.map((lot) => sql`(${lot.lotId}::uuid, ${lot.quantity}::int)`),
      sql`, `,
    )}) as used (lot_id, quantity)`;
  }
  const [row] = await queryRows<{ cents: number | string }>(
    tx,
    sql`
      with used as (${source}),
      counted as (
        update credit_lots as lot set recognized_credits = lot.recognized_credits + used.quantity
        from used
        where lot.id = used.lot_id and lot.business_id = ${businessId} and lot.value_cents is not null
        returning lot.value_cents, lot.granted,
          lot.recognized_credits + lot.refunded_credits - used.quantity as before,
          lot.recognized_credits + lot.refunded_credits as after
      )
      select coalesce(sum(value_cents * after / granted - value_cents * before / granted), 0)::bigint as cents
      from counted`,
  );
  return Number(row?.cents ?? 0);
}

/** A lot a purchase granted, as a refund of that purchase sees it (locked by `lockPurchaseLot`). */
export type PurchaseLotRow = {
  id: string;
  kind: CreditKind;
  granted: number;
  remaining: number;
  refundedCredits: number;
  valueCents: number | null;
};

/** The lots purchases granted (one per purchase and kind), in kind order: the order their balance rows
 * are locked in. */
export async function listPurchaseLots(
  db: ReadDatabase,
  businessId: string,
  purchaseIds: string[],
): Promise<(PurchaseLotRow & { purchaseId: string })[]> {
  if (purchaseIds.length === 0) return [];
  const rows = await db
    .select({
      id: creditLots.id,
      purchaseId: creditLots.sourceId,
      kind: creditLots.kind,
      granted: creditLots.granted,
      remaining: creditLots.remaining,
      refundedCredits: creditLots.refundedCredits,
      valueCents: creditLots.valueCents,
    })
    .from(creditLots)
    .where(
      and(
        eq(creditLots.businessId, businessId),
        eq(creditLots.sourceType, 'purchase'),
        inArray(creditLots.sourceId, purchaseIds),
      ),
    )
    .orderBy(asc(creditLots.kind), asc(creditLots.id));
  return rows.flatMap((row) => (row.purchaseId === null ? [] : [{ ...row, purchaseId: row.purchaseId }]));
}

/** Re-reads one lot under a row lock, after its balance row is locked (the ledger's lock order). */
export async function lockLot(
  tx: Transaction,
  businessId: string,
  lotId: string,
): Promise<PurchaseLotRow | undefined> {
  const [row] = await tx
    .select({
      id: creditLots.id,
      kind: creditLots.kind,
      granted: creditLots.granted,
      remaining: creditLots.remaining,
      refundedCredits: creditLots.refundedCredits,
      valueCents: creditLots.valueCents,
    })
    .from(creditLots)
    .where(tenantRow(creditLots, businessId, lotId))
    .for('no key update');
  return row;
}

/**
 * Takes `quantity` unused credits out of a lot for a refund and answers the cents of its value that
 * leave deferred revenue with them: floor(value * gone / granted) after minus before, `gone` being the
 * lot's used and refunded credits (the same count revenue recognition uses). Undefined, and nothing
 * written, when the lot no longer has that many unused credits.
 */
export async function takeRefundedFromLot(
  tx: Transaction,
  businessId: string,
  lotId: string,
  quantity: number,
): Promise<{ cents: number } | undefined> {
  const [row] = await queryRows<{ cents: number | string }>(
    tx,
    sql`
      update credit_lots as lot
      set remaining = lot.remaining - ${quantity}::int,
          refunded_credits = lot.refunded_credits + ${quantity}::int,
          refunded_cents = lot.refunded_cents + coalesce(
            lot.value_cents * (lot.recognized_credits + lot.refunded_credits + ${quantity}::int) / lot.granted
            - lot.value_cents * (lot.recognized_credits + lot.refunded_credits) / lot.granted, 0)
      where lot.business_id = ${businessId} and lot.id = ${lotId} and lot.remaining >= ${quantity}::int
      returning coalesce(
        lot.value_cents * (lot.recognized_credits + lot.refunded_credits) / lot.granted
        - lot.value_cents * (lot.recognized_credits + lot.refunded_credits - ${quantity}::int) / lot.granted,
        0)::bigint as cents`,
  );
  return row ? { cents: Number(row.cents) } : undefined;
}

/** Credits refunds took back, per refund and kind, for receipts and the payments list. */
export async function listRefundedCredits(
  db: ReadDatabase,
  businessId: string,
  refundIds: string[],
): Promise<{ refundId: string; kind: CreditKind; quantity: number }[]> {
  if (refundIds.length === 0) return [];
  const rows = await db
    .select({
      refundId: creditEntries.refundId,
      kind: creditEntries.kind,
      quantity: sql<number>`(-sum(${creditEntries.availableDelta}))::int`,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.businessId, businessId),
        eq(creditEntries.entryType, 'refund'),
        inArray(creditEntries.refundId, refundIds),
      ),
    )
    .groupBy(creditEntries.refundId, creditEntries.kind)
    .orderBy(asc(creditEntries.kind));
  return rows.flatMap((row) => (row.refundId === null ? [] : [{ ...row, refundId: row.refundId }]));
}

/** The studio's time zone, in which credit dates are shown. */
export async function findBusinessTimeZone(db: Database, businessId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timeZone ?? 'UTC';
}
