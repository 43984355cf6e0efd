import {
  CREDIT_KINDS,
  type CreditEntryType,
  type CreditHoldStatus,
  type CreditKind,
  creditsDueOnRefund,
  type PageSize,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { notFound } from '../../lib/problem.ts';
import { postJournalEntriesWithin, postJournalEntry, postJournalEntryWithin } from '../ledger/index.ts';
import { findMember } from '../memberships/index.ts';
import {
  CreditHoldMismatchError,
  CreditHoldNotFoundError,
  CreditHoldSettledError,
  InsufficientCreditsError,
  InvalidCreditRequestError,
  UnknownCustomerError,
} from './credits.errors.ts';
import {
  addGrantsToBalances,
  type BalanceKey,
  balanceKeyOf,
  changeBalance,
  expireDueLots,
  findBusinessTimeZone,
  findHold,
  findHoldLockingBalance,
  findLotBySource,
  type HoldOutcome,
  type HoldRow,
  holdCredits,
  insertEntries,
  insertLot,
  insertLots,
  lapseFromLot,
  lapseFromLots,
  listAllowanceStudios,
  listBalances,
  listDueGroups,
  listEntries,
  listExpiringCredits,
  listLotsToLapse,
  listPurchaseLots,
  lockBalance,
  lockBalancesUnlessBusy,
  lockBalanceUnlessBusy,
  lockLot,
  lockOrCreateBalance,
  lockOrCreateBalances,
  moveBalance,
  recognizeUsedCredits,
  recognizeUsedCreditsByLot,
  returnToLots,
  type StudioDay,
  settleHold,
  type Transaction,
  takeFromLots,
  takeLapsesFromBalances,
  takeRefundedFromLot,
} from './credits.repository.ts';

// The credit ledger (PRODUCT.md "Credit ledger", decision 0008). Each operation is one short
// transaction (a savepoint when given a caller's transaction, e.g. a purchase that also posts its
// journal entry); nothing here reads a number and writes it back: balances move by conditional
// updates under the balance row lock, and the database's check constraints have the last word.

/** The most credits one grant or adjustment may move: far above any pack, far below integer range. */
const MAX_CREDITS_PER_CHANGE = 100_000;
const MAX_REASON_LENGTH = 500;

/**
 * Who gave the credits: a purchase (its id makes the grant happen once), staff for free, or a balance
 * brought from another product by the customer import (the customer's id: one import lot per kind,
 * valued at zero; decision 0065).
 */
export type CreditGrantSource =
  | { type: 'purchase'; id: string }
  | { type: 'complimentary'; id?: string }
  | { type: 'import'; id: string };

export type GrantCreditsInput = {
  customerId: string;
  kind: CreditKind;
  quantity: number;
  /** Credits not used by then expire (the expiry job writes the entries). */
  expiresAt?: Date | null;
  source: CreditGrantSource;
  /** Cents paid for these credits: deferred revenue until they are used or expire. */
  valueCents?: number | null;
  /**
   * An unlimited membership's credits: `perDay` of them for each studio day from `startsOn` (the
   * quantity is a whole number of days), and a day's unused ones lapse when it ends (decision 0057).
   */
  dailyAllowance?: DailyAllowance | null;
};

export type DailyAllowance = { perDay: number; startsOn: string };

export type HoldCreditsInput = {
  customerId: string;
  kind: CreditKind;
  quantity: number;
  /** The booked session the credits pay for. */
  serviceId: string;
};

export type AdjustCreditsInput = {
  customerId: string;
  kind: CreditKind;
  /** Credits to add (positive) or take away (negative). */
  delta: number;
  reason: string;
  actorUserId: string;
};

/** How a hold ended. Repeating the same release or spend answers the same outcome. */
export type CreditHoldOutcome = {
  holdId: string;
  customerId: string;
  kind: CreditKind;
  quantity: number;
  serviceId: string;
  status: Exclude<CreditHoldStatus, 'held'>;
  settledAt: Date;
};

export type CreditBalance = {
  kind: CreditKind;
  available: number;
  held: number;
  /** Available credits that expire, soonest first (credits without expiry are not listed). */
  expiring: { expiresAt: Date; quantity: number }[];
};

export type CreditHistoryItem = {
  id: string;
  kind: CreditKind;
  type: CreditEntryType;
  availableDelta: number;
  heldDelta: number;
  availableAfter: number;
  heldAfter: number;
  reason: string | null;
  serviceId: string | null;
  holdId: string | null;
  lotId: string | null;
  createdAt: Date;
};

function assertCreditCount(quantity: number, what: string): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > MAX_CREDITS_PER_CHANGE) {
    throw new InvalidCreditRequestError(
      `${what} must be a whole number from 1 to ${MAX_CREDITS_PER_CHANGE}.`,
    );
  }
}

function assertKind(kind: string): asserts kind is CreditKind {
  if (!(CREDIT_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidCreditRequestError(`Unknown credit kind "${kind}".`);
  }
}

/**
 * Expires this customer's lots of this kind that are already due, before credits are taken from
 * them: a member cannot book with credits that expired a minute before the expiry job came round.
 */
async function expireDueBeforeUse(tx: Transaction, key: BalanceKey, now: Date): Promise<void> {
  const expired = (await expireDueLots(tx, key, now)).filter((lot) => lot.expired > 0);
  if (expired.length === 0) return;
  const total = expired.reduce((sum, lot) => sum + lot.expired, 0);
  const after = await changeBalance(tx, key, { available: -total, held: 0 });
  if (!after) throw new Error('credit balance vanished while locked');
  await writeExpiry(tx, key, expired, after);
}

/**
 * Locks a customer's balance of one kind and expires its lots that are already due, inside the
 * caller's transaction: the booking runs this when its hold found due lots (book_session, BK002).
 */
export async function expireDueCreditsBeforeUse(
  tx: Transaction,
  businessId: string,
  credits: { customerId: string; kind: string },
  now: Date,
): Promise<void> {
  assertKind(credits.kind);
  const key: BalanceKey = { businessId, customerId: credits.customerId, kind: credits.kind };
  const balance = await lockBalance(tx, key, now);
  if (balance?.hasDueLots) await expireDueBeforeUse(tx, key, now);
}

/**
 * Writes the expiry of lots' credits: the ledger entries and, for paid lots, the revenue they earn
 * (decision 0019: expired credits are earned, like used ones). `holdId` when the credits expired
 * while held for a session that was then released.
 */
async function writeExpiry(
  tx: Transaction,
  key: BalanceKey,
  lots: { lotId: string; expired: number }[],
  after: { available: number; held: number },
  holdId: string | null = null,
): Promise<void> {
  await insertEntries(tx, key, expiryEntries(lots, after, holdId));
  const cents = await recognizeUsedCredits(tx, key.businessId, {
    lots: lots.map((lot) => ({ lotId: lot.lotId, quantity: lot.expired })),
  });
  // A lot expires once, and a hold is released once: either names this entry uniquely.
  const sourceId = holdId ?? lots[0]?.lotId;
  if (cents > 0 && sourceId) {
    await postRevenue(
      tx,
      key.businessId,
      cents,
      'credit_expiry',
      sourceId,
      'Credits expired unused: revenue',
    );
  }
}

/** Moves earned cents from deferred revenue to revenue, one balanced journal entry. */
async function postRevenue(
  tx: Transaction,
  businessId: string,
  cents: number,
  sourceType: 'credit_spend' | 'credit_expiry' | 'credit_lapse',
  sourceId: string,
  memo: string,
  /** Without a savepoint of its own (`postJournalEntryWithin`): for a transaction no caller continues after an error. */
  within = false,
): Promise<void> {
  await (within ? postJournalEntryWithin : postJournalEntry)(tx, businessId, {
    memo,
    sourceType,
    sourceId,
    actorUserId: null,
    lines: [
      { account: 'deferred_revenue', amountCents: cents },
      { account: 'revenue', amountCents: -cents },
    ],
  });
}

/** Expiry entries for lots, with the running balance ending at `after`. */
function expiryEntries(
  lots: { lotId: string; expired: number }[],
  after: { available: number; held: number },
  holdId: string | null = null,
) {
  let available = after.available + lots.reduce((sum, lot) => sum + lot.expired, 0);
  return lots.map((lot) => {
    available -= lot.expired;
    return {
      entryType: 'expiry' as const,
      availableDelta: -lot.expired,
      heldDelta: 0,
      availableAfter: available,
      heldAfter: after.held,
      lotId: lot.lotId,
      holdId,
    };
  });
}

function assertWholeDays(quantity: number, allowance: DailyAllowance): void {
  if (!Number.isSafeInteger(allowance.perDay) || allowance.perDay <= 0 || quantity % allowance.perDay !== 0) {
    throw new InvalidCreditRequestError('A daily allowance must divide the credits into whole days.');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(allowance.startsOn)) {
    throw new InvalidCreditRequestError('A daily allowance starts on a day (YYYY-MM-DD).');
  }
}

/**
 * Grants credits to a customer as a new lot. A purchase grants once: retrying with the same purchase
 * id finds the first lot and changes nothing (`newlyGranted: false`).
 */
export async function grantCredits(
  db: Database,
  businessId: string,
  input: GrantCreditsInput,
): Promise<{ lotId: string; newlyGranted: boolean }> {
  const grant = checkGrant(businessId, input);
  return db.transaction((tx) => writeGrant(tx, grant, input));
}

/**
 * `grantCredits` inside the caller's transaction, without a savepoint of its own: an error aborts the
 * caller's whole transaction. A payment uses it (any error there ends the payment anyway, and a
 * savepoint costs two round trips).
 */
export async function grantCreditsWithin(
  /** The caller's transaction (the purchases module holds it as a `Database`). */
  tx: Database | Transaction,
  businessId: string,
  input: GrantCreditsInput,
): Promise<{ lotId: string; newlyGranted: boolean }> {
  return writeGrant(tx as Transaction, checkGrant(businessId, input), input);
}

/**
 * `grantCreditsWithin` for many grants (of any customers and businesses) in a few statements: the
 * balances locked (or created) in key order, the lots, then the balances moved with their entries. A
 * grant whose source already has its lot grants nothing again. Unknown customers throw, as one grant
 * would. For a batch of payments (the membership billing run, decisions/0061-billing-in-batches.md).
 */
export async function grantCreditsManyWithin(
  tx: Database | Transaction,
  grants: (GrantCreditsInput & {
    businessId: string;
    source: { type: CreditGrantSource['type']; id: string };
  })[],
): Promise<void> {
  const checked = grants.map((input) => ({ input, ...checkGrant(input.businessId, input) }));
  const present = await lockOrCreateBalances(
    tx as Transaction,
    checked.map(({ key }) => key),
  );
  for (const { key, input } of checked) {
    if (!present.has(balanceKeyOf(key))) throw new UnknownCustomerError(input.customerId);
  }
  const lotIds = await insertLots(
    tx as Transaction,
    checked.map(({ key, expiresAt, allowance, input }) => ({
      ...key,
      quantity: input.quantity,
      expiresAt,
      sourceType: input.source.type,
      sourceId: input.source.id,
      valueCents: input.valueCents ?? null,
      dailyAllowance: allowance,
    })),
  );
  // A balance moves once per statement: grants to the same balance go in later rounds.
  let rest = checked.flatMap((grant, index) => {
    const lotId = lotIds.get(index);
    return lotId === undefined ? [] : [{ ...grant.key, quantity: grant.input.quantity, lotId }];
  });
  while (rest.length > 0) {
    const seen = new Set<string>();
    const round: typeof rest = [];
    const later: typeof rest = [];
    for (const grant of rest) {
      const key = balanceKeyOf(grant);
      if (seen.has(key)) later.push(grant);
      else {
        seen.add(key);
        round.push(grant);
      }
    }
    await addGrantsToBalances(tx as Transaction, round);
    rest = later;
  }
}

function checkGrant(businessId: string, input: GrantCreditsInput) {
  assertKind(input.kind);
  assertCreditCount(input.quantity, 'The number of credits');
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt !== null && !(expiresAt.getTime() > clock.nowMs())) {
    throw new InvalidCreditRequestError('Credits must expire in the future.');
  }
  const allowance = input.dailyAllowance ?? null;
  if (allowance !== null) assertWholeDays(input.quantity, allowance);
  const key: BalanceKey = { businessId, customerId: input.customerId, kind: input.kind };
  return { key, expiresAt, allowance, sourceId: input.source.id ?? null };
}

async function writeGrant(
  tx: Transaction,
  { key, expiresAt, allowance, sourceId }: ReturnType<typeof checkGrant>,
  input: GrantCreditsInput,
): Promise<{ lotId: string; newlyGranted: boolean }> {
  if (!(await lockOrCreateBalance(tx, key))) throw new UnknownCustomerError(input.customerId);
  const lotId = await insertLot(tx, {
    ...key,
    quantity: input.quantity,
    expiresAt,
    sourceType: input.source.type,
    sourceId,
    valueCents: input.valueCents ?? null,
    dailyAllowance: allowance,
  });
  if (lotId === undefined) {
    const existing =
      sourceId === null ? undefined : await findLotBySource(tx, key, input.source.type, sourceId);
    if (!existing) throw new Error('credit lot conflicted but was not found');
    return { lotId: existing, newlyGranted: false };
  }
  await moveBalance(tx, key, { entryType: 'grant', availableDelta: input.quantity, heldDelta: 0, lotId });
  return { lotId, newlyGranted: true };
}

/**
 * Keeps credits aside for a booked session, taking them from the lots that expire soonest. Holding
 * again for the same session and customer answers the live hold instead of holding twice. Throws
 * InsufficientCreditsError when fewer credits are available.
 */
export async function hold(db: Database, businessId: string, input: HoldCreditsInput): Promise<string> {
  return db.transaction((tx) => holdWithin(tx, businessId, input));
}

/**
 * `hold` inside the caller's transaction, without a savepoint of its own: an error (such as
 * InsufficientCreditsError) aborts the caller's whole transaction. Booking uses it, since a booking
 * without its credits must not stand and a savepoint costs two round trips on the hot path.
 */
export async function holdWithin(
  tx: Transaction,
  businessId: string,
  input: HoldCreditsInput,
): Promise<string> {
  assertKind(input.kind);
  assertCreditCount(input.quantity, 'The number of credits to hold');
  const key: BalanceKey = { businessId, customerId: input.customerId, kind: input.kind };
  const now = clock.now();
  const request = { quantity: input.quantity, serviceId: input.serviceId, now };
  let held = await holdCredits(tx, key, request);
  if (held.outcome === 'expire_first') {
    // The balance row stays locked by the first call until the transaction ends.
    await expireDueBeforeUse(tx, key, now);
    held = await holdCredits(tx, key, request);
  }
  return holdIdOf(held, input);
}

/** The hold's id, or the error its outcome means. */
function holdIdOf(held: HoldOutcome, input: HoldCreditsInput): string {
  if (held.outcome === 'insufficient') {
    throw new InsufficientCreditsError(input.customerId, input.kind, input.quantity);
  }
  if (held.holdId === null || held.outcome === 'expire_first') {
    throw new Error(`credit hold answered ${held.outcome} after the due lots expired`);
  }
  // Holding again for the same session answers its live hold, if it is the same credits.
  if (held.outcome === 'exists' && (held.kind !== input.kind || held.quantity !== input.quantity)) {
    throw new CreditHoldMismatchError(held.holdId, input.serviceId);
  }
  return held.holdId;
}

function outcomeOf(row: HoldRow): CreditHoldOutcome {
  if (row.status === 'held' || row.settledAt === null) throw new Error(`credit hold ${row.id} is still held`);
  return {
    holdId: row.id,
    customerId: row.customerId,
    kind: row.kind,
    quantity: row.quantity,
    serviceId: row.serviceId,
    status: row.status,
    settledAt: row.settledAt,
  };
}

/** A hold that already ended: the same answer when it ended the asked way, an error otherwise. */
function alreadySettled(row: HoldRow, wanted: 'spent' | 'released'): CreditHoldOutcome {
  const outcome = outcomeOf(row);
  if (outcome.status !== wanted) throw new CreditHoldSettledError(row.id, outcome.status);
  return outcome;
}

/**
 * Ends a live hold one way, or answers how it already ended. Reading the hold locks its balance row;
 * the conditional update of the hold under that lock decides.
 */
async function settle(
  db: Database,
  businessId: string,
  holdId: string,
  wanted: 'spent' | 'released',
  apply: (tx: Transaction, key: BalanceKey, settled: HoldRow) => Promise<void>,
): Promise<CreditHoldOutcome> {
  return db.transaction(async (tx) => {
    const current = await findHoldLockingBalance(tx, businessId, holdId);
    if (!current) throw new CreditHoldNotFoundError(holdId);
    if (current.status !== 'held') return alreadySettled(current, wanted);
    const key: BalanceKey = { businessId, customerId: current.customerId, kind: current.kind };
    const settled = await settleHold(tx, businessId, holdId, wanted);
    if (!settled) {
      // Another transaction ended it while we waited for the balance lock (our read saw it held).
      const latest = await findHold(tx, businessId, holdId);
      if (!latest) throw new CreditHoldNotFoundError(holdId);
      return alreadySettled(latest, wanted);
    }
    await apply(tx, key, settled);
    return outcomeOf(settled);
  });
}

/**
 * Gives a hold's credits back to the customer (a cancel or reschedule outside the free-cancel
 * window). Credits whose lot expired while they were held expire at once rather than coming back.
 * Idempotent; a spent hold cannot be released (CreditHoldSettledError).
 */
export async function release(db: Database, businessId: string, holdId: string): Promise<CreditHoldOutcome> {
  return settle(db, businessId, holdId, 'released', async (tx, key, settled) => {
    const { returned, expiredLots } = await returnToLots(tx, settled.id);
    const releaseEntry = { entryType: 'release' as const, holdId: settled.id };
    if (expiredLots.length === 0) {
      await moveBalance(tx, key, {
        ...releaseEntry,
        availableDelta: settled.quantity,
        heldDelta: -settled.quantity,
      });
      return;
    }
    const after = await changeBalance(tx, key, { available: returned, held: -settled.quantity });
    if (!after) throw new Error('credit balance vanished while locked');
    const expired = settled.quantity - returned;
    await insertEntries(tx, key, [
      {
        ...releaseEntry,
        availableDelta: settled.quantity,
        heldDelta: -settled.quantity,
        availableAfter: after.available + expired,
        heldAfter: after.held,
      },
    ]);
    await writeExpiry(tx, key, expiredLots, after, settled.id);
  });
}

/**
 * Uses a hold's credits for good (the session was completed, or cancelled late by the customer).
 * Idempotent; a released hold cannot be spent (CreditHoldSettledError).
 */
export async function spend(db: Database, businessId: string, holdId: string): Promise<CreditHoldOutcome> {
  return settle(db, businessId, holdId, 'spent', async (tx, key, settled) => {
    await moveBalance(tx, key, {
      entryType: 'spend',
      availableDelta: 0,
      heldDelta: -settled.quantity,
      holdId: settled.id,
    });
    // Paid credits are earned when used: their share of the purchase leaves deferred revenue.
    const cents = await recognizeUsedCredits(tx, businessId, { holdId: settled.id });
    if (cents > 0)
      await postRevenue(tx, businessId, cents, 'credit_spend', settled.id, 'Credits used: revenue');
  });
}

/**
 * Staff correct a balance by hand, with a reason that is kept on the entry. Added credits form a lot
 * without expiry; removed credits come from the lots that expire soonest and never take the balance
 * below zero (InsufficientCreditsError). Credits already held for sessions are not touched.
 */
export async function adjustCredits(
  db: Database,
  businessId: string,
  input: AdjustCreditsInput,
): Promise<{ entryId: string; available: number; held: number }> {
  assertKind(input.kind);
  assertCreditCount(Math.abs(input.delta), 'The adjustment');
  const reason = input.reason.trim();
  if (reason.length === 0) throw new InvalidCreditRequestError('Give a reason for the adjustment.');
  if (reason.length > MAX_REASON_LENGTH) {
    throw new InvalidCreditRequestError(`Keep the reason under ${MAX_REASON_LENGTH} characters.`);
  }
  const key: BalanceKey = { businessId, customerId: input.customerId, kind: input.kind };
  const now = clock.now();
  const adjustment = { entryType: 'adjustment' as const, reason, actorUserId: input.actorUserId };
  return db.transaction(async (tx) => {
    if (input.delta > 0) {
      if (!(await lockOrCreateBalance(tx, key))) throw new UnknownCustomerError(input.customerId);
      const lotId = await insertLot(tx, {
        ...key,
        quantity: input.delta,
        expiresAt: null,
        sourceType: 'adjustment',
        sourceId: null,
      });
      const moved = await moveBalance(tx, key, {
        ...adjustment,
        availableDelta: input.delta,
        heldDelta: 0,
        lotId,
      });
      if (!moved) throw new Error('credit balance vanished while locked');
      return moved;
    }
    const removed = -input.delta;
    const balance = await lockBalance(tx, key, now);
    if (!balance) throw new InsufficientCreditsError(input.customerId, input.kind, removed);
    if (balance.hasDueLots) await expireDueBeforeUse(tx, key, now);
    const moved = await moveBalance(
      tx,
      key,
      { ...adjustment, availableDelta: input.delta, heldDelta: 0 },
      removed,
    );
    if (!moved) throw new InsufficientCreditsError(input.customerId, input.kind, removed);
    await takeFromLots(tx, key, removed, null);
    return moved;
  });
}

/** What a refund does to one lot of its purchase: credits due back, and how many of those are unused. */
export type RefundCreditsLine = {
  kind: CreditKind;
  /** Credits the refunded share covers that earlier refunds have not taken. */
  due: number;
  /** Of those, the ones still unused (neither spent, held nor expired): what is taken back. */
  taken: number;
};

export type RefundCreditsInput = {
  customerId: string;
  purchaseId: string;
  refundId: string;
  /** What the payment was, and what its refunds add up to with this one. */
  paidCents: number;
  refundedCents: number;
  /** Staff confirmed that credits already used are not taken back. */
  confirmUsedCredits: boolean;
  actorUserId: string | null;
  memo: string;
};

/**
 * Takes back, for a refund, the purchase's unused credits its refunded share covers (decision 0026),
 * inside the caller's transaction, which has locked the purchase and the payment. Per lot the balance
 * row is locked first (kind order), then the lot; lots already due expire first, as for any use. When
 * some credits due back were already used and `confirmUsedCredits` is not set, nothing is written and
 * the answer is `refused` with the lines: the caller refuses the refund (and rolls back). Otherwise
 * the unused ones leave the balance (a `refund` entry per lot, never below zero) and their share of
 * the lots' value leaves deferred revenue in one balanced journal entry.
 */
export async function takeBackRefundedCredits(
  tx: Transaction,
  businessId: string,
  input: RefundCreditsInput,
): Promise<{ refused: boolean; lines: RefundCreditsLine[] }> {
  const now = clock.now();
  const lots = await listPurchaseLots(tx, businessId, [input.purchaseId]);
  const plan: { lotId: string; key: BalanceKey; line: RefundCreditsLine }[] = [];
  for (const listed of lots) {
    const key: BalanceKey = { businessId, customerId: input.customerId, kind: listed.kind };
    const balance = await lockBalance(tx, key, now);
    if (!balance) throw new Error(`credit balance of lot ${listed.id} vanished`);
    if (balance.hasDueLots) await expireDueBeforeUse(tx, key, now);
    const lot = await lockLot(tx, businessId, listed.id);
    if (!lot) throw new Error(`credit lot ${listed.id} vanished`);
    const due = creditsDueOnRefund({
      granted: lot.granted,
      alreadyTaken: lot.refundedCredits,
      paidCents: input.paidCents,
      refundedCents: input.refundedCents,
    });
    if (due === 0) continue;
    plan.push({ lotId: lot.id, key, line: { kind: lot.kind, due, taken: Math.min(due, lot.remaining) } });
  }
  const lines = plan.map((step) => step.line);
  if (!input.confirmUsedCredits && lines.some((line) => line.taken < line.due)) {
    return { refused: true, lines };
  }
  let cents = 0;
  for (const { lotId, key, line } of plan) {
    if (line.taken === 0) continue;
    const taken = await takeRefundedFromLot(tx, businessId, lotId, line.taken);
    if (!taken) throw new Error(`credit lot ${lotId} lost its unused credits while locked`);
    cents += taken.cents;
    const moved = await moveBalance(
      tx,
      key,
      {
        entryType: 'refund',
        availableDelta: -line.taken,
        heldDelta: 0,
        lotId,
        refundId: input.refundId,
        actorUserId: input.actorUserId,
      },
      line.taken,
    );
    if (!moved) throw new Error(`credit balance of lot ${lotId} has fewer credits than its lot`);
  }
  if (cents > 0) {
    // The studio no longer owes these credits: their share of what was paid leaves deferred revenue
    // against the refund (the refund's own entry took the money out of the drawer or card clearing).
    await postJournalEntry(tx, businessId, {
      memo: input.memo,
      sourceType: 'credit_refund',
      sourceId: input.refundId,
      actorUserId: input.actorUserId,
      lines: [
        { account: 'deferred_revenue', amountCents: cents },
        { account: 'refunds', amountCents: -cents },
      ],
    });
  }
  return { refused: false, lines };
}

export type UnpaidCreditsInput = {
  customerId: string;
  purchaseId: string;
  actorUserId: string | null;
  memo: string;
};

/**
 * Takes back every unused credit of a pay-at-studio purchase that is being canceled before it was paid
 * (decision 0046), inside the caller's transaction, which has locked the purchase. Held, spent and
 * expired credits stay with the customer (their share stays owed); the unused ones' share of the price
 * leaves deferred revenue against accounts receivable, with the same rounding as a refund (one count
 * of credits gone per lot). Returns the cents no longer owed and the credits taken, per kind.
 */
export async function takeBackUnpaidCredits(
  tx: Transaction,
  businessId: string,
  input: UnpaidCreditsInput,
): Promise<{ cents: number; lines: { kind: CreditKind; quantity: number }[] }> {
  const now = clock.now();
  const lines: { kind: CreditKind; quantity: number }[] = [];
  let cents = 0;
  for (const listed of await listPurchaseLots(tx, businessId, [input.purchaseId])) {
    const key: BalanceKey = { businessId, customerId: input.customerId, kind: listed.kind };
    const balance = await lockBalance(tx, key, now);
    if (!balance) throw new Error(`credit balance of lot ${listed.id} vanished`);
    if (balance.hasDueLots) await expireDueBeforeUse(tx, key, now);
    const lot = await lockLot(tx, businessId, listed.id);
    if (!lot) throw new Error(`credit lot ${listed.id} vanished`);
    if (lot.remaining === 0) continue;
    const taken = await takeRefundedFromLot(tx, businessId, lot.id, lot.remaining);
    if (!taken) throw new Error(`credit lot ${lot.id} lost its unused credits while locked`);
    cents += taken.cents;
    const moved = await moveBalance(
      tx,
      key,
      {
        entryType: 'cancel',
        availableDelta: -lot.remaining,
        heldDelta: 0,
        lotId: lot.id,
        actorUserId: input.actorUserId,
      },
      lot.remaining,
    );
    if (!moved) throw new Error(`credit balance of lot ${lot.id} has fewer credits than its lot`);
    lines.push({ kind: lot.kind, quantity: lot.remaining });
  }
  if (cents > 0) {
    await postJournalEntry(tx, businessId, {
      memo: input.memo,
      sourceType: 'credit_cancel',
      sourceId: input.purchaseId,
      actorUserId: input.actorUserId,
      lines: [
        { account: 'deferred_revenue', amountCents: cents },
        { account: 'accounts_receivable', amountCents: -cents },
      ],
    });
  }
  return { cents, lines };
}

export type PurchaseCredits = {
  kind: CreditKind;
  granted: number;
  takenBack: number;
  unused: number;
  /** The lot's share of what was paid (null for free credits). */
  valueCents: number | null;
};

/**
 * For each lot of each purchase: how many credits it granted, how many refunds took back and how
 * many are unused now, so the refund dialog can say what a refund would take back.
 */
export async function getPurchaseCredits(
  db: ReadDatabase,
  businessId: string,
  purchaseIds: string[],
): Promise<Map<string, PurchaseCredits[]>> {
  const byPurchase = new Map<string, PurchaseCredits[]>();
  for (const lot of await listPurchaseLots(db, businessId, purchaseIds)) {
    const lots = byPurchase.get(lot.purchaseId) ?? [];
    lots.push({
      kind: lot.kind,
      granted: lot.granted,
      takenBack: lot.refundedCredits,
      unused: lot.remaining,
      valueCents: lot.valueCents,
    });
    byPurchase.set(lot.purchaseId, lots);
  }
  return byPurchase;
}

/** A customer's balance per credit kind, with the dates their available credits expire. */
export async function getBalances(
  db: Database,
  businessId: string,
  customerId: string,
): Promise<CreditBalance[]> {
  const balances = await listBalances(db, businessId, customerId);
  const expiring = await listExpiringCredits(db, businessId, customerId);
  return balances.map((balance) => ({
    ...balance,
    expiring: expiring
      .filter((lot) => lot.kind === balance.kind)
      .map((lot) => ({ expiresAt: lot.expiresAt, quantity: lot.quantity })),
  }));
}

/** The studio's time zone, in which the credits' expiry dates are shown. */
/** The customer, if they are a membership of this business; another business's is "not found". */
export async function getCustomer(db: Database, businessId: string, customerId: string) {
  const customer = await findMember(db, businessId, customerId);
  if (!customer) throw notFound('customer');
  return customer;
}

export async function getBusinessTimeZone(db: Database, businessId: string): Promise<string> {
  return findBusinessTimeZone(db, businessId);
}

/** A customer's credit entries, newest first, in the API's list shape. */
export async function getCreditHistory(
  db: Database,
  businessId: string,
  customerId: string,
  { kind, page = 1, pageSize = 20 }: { kind?: CreditKind; page?: number; pageSize?: PageSize } = {},
): Promise<{ items: CreditHistoryItem[]; total: number; page: number; pageSize: PageSize }> {
  const pageNumber = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const { items, total } = await listEntries(db, businessId, customerId, {
    kind,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  });
  return { items, total, page: pageNumber, pageSize };
}

/**
 * The credit expiry job: writes an expiry entry for the unused credits of every lot past its date,
 * exactly once per lot even when several processes run it at the same moment. Runs across all
 * businesses, one short transaction per customer and kind. A group whose balance is locked right now
 * is skipped: either another runner is expiring it, or a booking is, since hold and adjustment expire
 * due lots before using them; otherwise the next run takes it.
 */
export async function expireDueCredits(
  db: Database,
  now: Date = clock.now(),
): Promise<{ lotsExpired: number; creditsExpired: number; skipped: number }> {
  let lotsExpired = 0;
  let creditsExpired = 0;
  let skipped = 0;
  const BATCH = 500;
  const seen = new Set<string>();
  for (;;) {
    const groups = await listDueGroups(db, now, BATCH);
    // Skipped groups stay due; stop once a pass finds nothing new so a busy group cannot keep us here.
    const fresh = groups.filter(
      (group) => !seen.has(`${group.businessId}/${group.customerId}/${group.kind}`),
    );
    if (fresh.length === 0) break;
    for (const key of fresh) {
      seen.add(`${key.businessId}/${key.customerId}/${key.kind}`);
      const result = await db.transaction(async (tx) => {
        const locked = await lockBalanceUnlessBusy(tx, key);
        if (!locked) return undefined;
        const expired = await expireDueLots(tx, key, now);
        const withCredits = expired.filter((lot) => lot.expired > 0);
        const total = withCredits.reduce((sum, lot) => sum + lot.expired, 0);
        if (total > 0) {
          const after = await changeBalance(tx, key, { available: -total, held: 0 });
          if (!after) throw new Error('credit balance vanished while locked');
          await writeExpiry(tx, key, withCredits, after);
        }
        return { lots: withCredits.length, credits: total };
      });
      if (!result) {
        skipped += 1;
        continue;
      }
      lotsExpired += result.lots;
      creditsExpired += result.credits;
    }
    if (groups.length < BATCH) break;
  }
  return { lotsExpired, creditsExpired, skipped };
}

/** Studios that have unlimited memberships' lots with days still to lapse, and their time zones. */
export async function listStudiosWithAllowances(
  db: Database,
  businessId?: string,
): Promise<{ businessId: string; timeZone: string }[]> {
  return listAllowanceStudios(db, clock.now(), businessId);
}

/**
 * `lapseUnusedAllowances` a chunk of lots at a time (`chunk` per transaction), each step one statement
 * for the chunk: the balances locked (busy ones skipped, their lots taken by the next run), the lots'
 * lapses, the balances moved with their `expiry` entries, the lots' revenue recognised, and a journal
 * entry per lot that earned any. The same entries and postings as one lot at a time. For the billing
 * run (decisions/0061-billing-in-batches.md).
 */
export async function lapseUnusedAllowancesInBatches(
  db: Database,
  businessId: string,
  day: StudioDay,
  chunk = 200,
): Promise<{ lots: number; credits: number; skipped: number }> {
  const now = clock.now();
  const all = await listLotsToLapse(db, businessId, day, now);
  let lots = 0;
  let credits = 0;
  let skipped = 0;
  for (let start = 0; start < all.length; start += chunk) {
    const part = all.slice(start, start + chunk);
    const done = await db.transaction(async (tx) => {
      const locked = await lockBalancesUnlessBusy(tx, businessId, part);
      const mine = part.filter((lot) => locked.has(`${lot.customerId}:${lot.kind}`));
      const lapses = await lapseFromLots(
        tx,
        businessId,
        mine.map((lot) => lot.lotId),
        day,
        now,
      );
      // A balance moves once per statement: lapses of the same balance go in later rounds.
      const entryOf = new Map<string, string>();
      let rest = lapses;
      while (rest.length > 0) {
        const seen = new Set<string>();
        const round: typeof rest = [];
        const later: typeof rest = [];
        for (const lapse of rest) {
          const key = `${lapse.customerId}:${lapse.kind}`;
          if (seen.has(key)) later.push(lapse);
          else {
            seen.add(key);
            round.push(lapse);
          }
        }
        const entries = await takeLapsesFromBalances(tx, businessId, round);
        for (const lapse of round) {
          const entryId = entries.get(lapse.lotId);
          if (entryId === undefined) {
            throw new Error(`credit balance of lot ${lapse.lotId} has fewer credits than its lot`);
          }
          entryOf.set(lapse.lotId, entryId);
        }
        rest = later;
      }
      const cents = await recognizeUsedCreditsByLot(
        tx,
        businessId,
        lapses.map((lapse) => ({ lotId: lapse.lotId, quantity: lapse.lapsed })),
      );
      // Each entry is new, so its id names its posting once.
      await postJournalEntriesWithin(
        tx,
        lapses.flatMap((lapse) => {
          const amount = cents.get(lapse.lotId) ?? 0;
          if (amount <= 0) return [];
          return [
            {
              businessId,
              memo: "Unlimited membership: the day's allowance lapsed, revenue",
              sourceType: 'credit_lapse',
              sourceId: entryOf.get(lapse.lotId) as string,
              actorUserId: null,
              lines: [
                { account: 'deferred_revenue' as const, amountCents: amount },
                { account: 'revenue' as const, amountCents: -amount },
              ],
            },
          ];
        }),
      );
      return {
        skipped: part.length - mine.length,
        lots: lapses.length,
        credits: lapses.reduce((sum, lapse) => sum + lapse.lapsed, 0),
      };
    });
    lots += done.lots;
    credits += done.credits;
    skipped += done.skipped;
  }
  return { lots, credits, skipped };
}

/**
 * Lapses, for one studio on `day`, the unused allowance of every day that has ended (decision 0057):
 * for each lot with a daily allowance, the credits of the days before `day` that were neither used,
 * held for a session of those days nor lapsed already leave it in an `expiry` entry (with `lapsed_on`), and their
 * share of the lot's value moves to revenue like expired credits. Catches up every passed day at once
 * after a stop. A lot is recomputed under its balance's and its own row lock, so a repeated run, or two
 * at once, lapse each credit once; a balance locked right now (a booking, another runner) is skipped
 * and taken by the next run.
 */
export async function lapseUnusedAllowances(
  db: Database,
  businessId: string,
  day: StudioDay,
): Promise<{ lots: number; credits: number; skipped: number }> {
  const now = clock.now();
  let lots = 0;
  let credits = 0;
  let skipped = 0;
  for (const { lotId, ...key } of await listLotsToLapse(db, businessId, day, now)) {
    const lapsed = await db.transaction(async (tx) => {
      if (!(await lockBalanceUnlessBusy(tx, key))) return undefined;
      const lapse = await lapseFromLot(tx, businessId, lotId, day, now);
      if (!lapse) return 0;
      const moved = await moveBalance(
        tx,
        key,
        {
          entryType: 'expiry',
          availableDelta: -lapse.lapsed,
          heldDelta: 0,
          lotId,
          lapsedOn: lapse.lapsedOn,
        },
        lapse.lapsed,
      );
      if (!moved) throw new Error(`credit balance of lot ${lotId} has fewer credits than its lot`);
      const cents = await recognizeUsedCredits(tx, businessId, { lots: [{ lotId, quantity: lapse.lapsed }] });
      // The entry is new each time, so its id names this posting once.
      if (cents > 0) {
        await postRevenue(
          tx,
          businessId,
          cents,
          'credit_lapse',
          moved.entryId,
          "Unlimited membership: the day's allowance lapsed, revenue",
          true,
        );
      }
      return lapse.lapsed;
    });
    if (lapsed === undefined) skipped += 1;
    else if (lapsed > 0) {
      lots += 1;
      credits += lapsed;
    }
  }
  return { lots, credits, skipped };
}
