import { randomUUID } from 'node:crypto';
import { addDays, type ServiceStatus, toZonedParts, zonedTimeToUtc } from '@bmp/shared';
import { faker } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  creditBalances,
  creditEntries,
  creditHoldAllocations,
  creditHolds,
  creditLots,
  creditPacks,
  expertWeeklyHours,
  journalEntries,
  journalLines,
  memberships,
  offerings,
  payments,
  purchases,
  refunds,
  seedRuns,
  services,
  users,
} from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { packTerms } from '../modules/purchases/index.ts';
import { demoStudioToSeed } from './demo-lookups.ts';
import { sessionOfOffering } from './demo-session-rows.ts';

const SEED_NAME = 'demo-history';
/** Same studio on every machine: faker and our own choices draw from this seed only. */
const FAKER_SEED = 20_261_123;
const CUSTOMER_COUNT = 60;
const HISTORY_DAYS = 365;
const FUTURE_DAYS = 21;
/** Session starts, studio time: two hours apart so no two sessions of an expert overlap. */
const SLOT_TIMES = ['07:00', '09:00', '11:00', '13:00', '15:00', '17:00'] as const;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const BATCH = 400;
/** Where generated requests waiting for an answer go: past the 32 days members can book ahead. */
const WAITING_OFFSET_DAYS = 33;
/**
 * A customer's first session is at least this many days after they joined: booked four days ahead
 * (and its credits bought an hour before that), so nothing of theirs comes before they joined.
 */
const FIRST_SESSION_AFTER_DAYS = 5;

/** The generated studio's own trainers, beside expert@demo.test (emails on a reserved test domain). */
const GENERATED_EXPERTS = [
  { email: 'sofia.ramirez@studio.demo.test', fullName: 'Sofia Ramirez' },
  { email: 'marcus.chen@studio.demo.test', fullName: 'Marcus Chen' },
  { email: 'priya.patel@studio.demo.test', fullName: 'Priya Patel' },
] as const;

/** Paid kinds are bought as the demo packs; other kinds come as complimentary credits (no revenue). */
const PAID_PACKS: Record<string, string> = { training: '10 Training credits', massage: '5 Massage credits' };
const FREE_LOT_SIZE = 8;
const FREE_LOT_DAYS = 365;

type Lot = {
  id: string;
  customerId: string;
  kind: string;
  granted: number;
  remaining: number;
  used: number;
  valueCents: number | null;
  expiresAt: Date;
  createdAt: Date;
  /** The purchase a paid lot came from. */
  sourceId?: string;
};

/** One multi-row insert per batch: PGlite pays per statement, so a row at a time would take minutes. */
async function insertBatched<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH));
  }
}

/**
 * A realistic studio beside the hand-written demo records (decision 0030): three more experts, 60
 * customers and a year of sessions of every type and status, purchases paid by card and cash, a few
 * refunds, complimentary credits (some expiring soon), reviews and late cancels, all dated relative
 * to `now` and drawn from a fixed faker seed. Written with batched inserts straight into the tables
 * (the per-call services would take minutes on PGlite), keeping the ledger's own rules: every
 * session's credits go through a hold and a spend, every payment, use and refund posts a balanced
 * journal entry, and a lot earns floor(value * used / granted) (decision 0019).
 */
export async function seedDemoHistory(db: Database, now: Date = clock.now()): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId, timeZone } = studio;
  faker.seed(FAKER_SEED);
  const rand = () => faker.number.float({ min: 0, max: 1 });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    const offeringRows = await tx.select().from(offerings).where(eq(offerings.businessId, businessId));
    const packRows = await tx.select().from(creditPacks).where(eq(creditPacks.businessId, businessId));
    const [demoExpert] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(sql`${memberships.businessId} = ${businessId} and ${users.email} = 'expert@demo.test'`);
    const [admin] = await tx
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.test'));
    if (offeringRows.length === 0 || !demoExpert) return false;

    const today = toZonedParts(now, timeZone).date;
    const at = (dayOffset: number, time: string) => {
      const value = zonedTimeToUtc(addDays(today, dayOffset), time, timeZone);
      if (!value) throw new Error(`demo studio time ${time} does not exist`);
      return value;
    };

    // People: experts and customers, their logins without passwords (they cannot sign in).
    const expertIds: string[] = [];
    const userRows: (typeof users.$inferInsert)[] = [];
    const membershipRows: (typeof memberships.$inferInsert)[] = [];
    for (const expert of GENERATED_EXPERTS) {
      const userId = randomUUID();
      const id = randomUUID();
      expertIds.push(id);
      userRows.push({ id: userId, email: expert.email, fullName: expert.fullName, emailVerifiedAt: now });
      membershipRows.push({
        id,
        businessId,
        userId,
        role: 'expert',
        status: 'active',
        onboardedAt: new Date(now.getTime() - HISTORY_DAYS * DAY),
        createdAt: new Date(now.getTime() - HISTORY_DAYS * DAY),
      });
    }
    type Customer = {
      id: string;
      joinedDay: number;
      joinedAt: Date;
      perWeek: number;
      lastDay: number;
      expertId: string;
      offeringIds: string[];
    };
    const customers: Customer[] = [];
    for (let index = 0; index < CUSTOMER_COUNT; index += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const userId = randomUUID();
      const id = randomUUID();
      // Most joined over the year; a handful in the last three weeks (never today: noon may be still
      // to come), so "new members" shows something.
      const joinedDay =
        index < 6 ? -(1 + Math.floor(rand() * 19)) : -Math.floor(30 + rand() * (HISTORY_DAYS - 40));
      // Some stopped coming weeks ago while credits remain: the at-risk list.
      const lapsed = index % 9 === 4;
      const lastDay = lapsed ? -(16 + Math.floor(rand() * 40)) : FUTURE_DAYS;
      const favourites = faker.helpers.arrayElements(offeringRows, { min: 1, max: 3 }).map((row) => row.id);
      const joinedAt = at(joinedDay, '12:00');
      customers.push({
        id,
        joinedDay,
        joinedAt,
        perWeek: 0.5 + rand() * 1.5,
        lastDay,
        // Never expert@demo.test: the browser tests read her sessions and lists as hand-written.
        expertId: pick(expertIds),
        offeringIds: favourites,
      });
      userRows.push({
        id: userId,
        email: `${firstName}.${lastName}.${index + 1}@studio.demo.test`
          .toLowerCase()
          .replace(/[^a-z0-9.@]/g, ''),
        fullName: `${firstName} ${lastName}`,
        phone: faker.phone.number({ style: 'national' }),
        emailVerifiedAt: now,
      });
      membershipRows.push({
        id,
        businessId,
        userId,
        role: 'customer',
        status: 'active',
        onboardedAt: joinedAt,
        createdAt: joinedAt,
      });
    }
    await insertBatched(userRows, (chunk) => tx.insert(users).values(chunk));
    await insertBatched(membershipRows, (chunk) => tx.insert(memberships).values(chunk));
    await tx.insert(expertWeeklyHours).values(
      expertIds.flatMap((expertId) =>
        [1, 2, 3, 4, 5, 6].map((weekday) => ({
          businessId,
          expertId,
          weekday,
          startTime: '07:00',
          endTime: weekday === 6 ? '13:00' : '19:00',
        })),
      ),
    );

    // Sessions: each customer comes on their own rhythm with their favourite expert and offerings.
    const busy = new Set<string>();
    type Planned = {
      customer: Customer;
      offeringId: string;
      expertId: string;
      day: number;
      slot: string;
      waiting?: boolean;
    };
    const planned: Planned[] = [];
    for (const customer of customers) {
      let day = customer.joinedDay + FIRST_SESSION_AFTER_DAYS + Math.floor(rand() * 5);
      while (day <= Math.min(customer.lastDay, FUTURE_DAYS)) {
        const slot = pick(SLOT_TIMES);
        const expertId = customer.expertId;
        // Requests still waiting sit beyond the booking window (32 days): the studio's lists of
        // requests, sorted by start, keep the sessions people book now (and the tests) on page one.
        const waiting = day > 0 && rand() < 0.3;
        const at = waiting ? day + WAITING_OFFSET_DAYS : day;
        const slotKey = `${expertId}|${at}|${slot}`;
        const customerSlotKey = `${customer.id}|${at}`;
        if (!busy.has(slotKey) && !busy.has(customerSlotKey) && day !== 0) {
          busy.add(slotKey);
          busy.add(customerSlotKey);
          planned.push({
            customer,
            offeringId: pick(customer.offeringIds),
            expertId,
            day: at,
            slot,
            waiting,
          });
        }
        day += Math.max(1, Math.round(7 / customer.perWeek + (rand() - 0.5) * 3));
      }
    }
    // Every type at least once this month, whatever the customers' favourites: by customers who joined
    // a month or more ago (the first six joined in the last three weeks).
    for (const [index, offering] of offeringRows.entries()) {
      const customer = customers[6 + (index % (customers.length - 6))] as Customer;
      const day = -1 - (index % 10);
      const slot = SLOT_TIMES[index % SLOT_TIMES.length] as string;
      const expertId = expertIds[index % expertIds.length] as string;
      if (busy.has(`${expertId}|${day}|${slot}`) || busy.has(`${customer.id}|${day}`)) continue;
      busy.add(`${expertId}|${day}|${slot}`);
      busy.add(`${customer.id}|${day}`);
      planned.push({ customer, offeringId: offering.id, expertId, day, slot });
    }
    planned.sort((a, b) => a.day - b.day || a.slot.localeCompare(b.slot));

    const offeringById = new Map(offeringRows.map((row) => [row.id, row]));
    const packByName = new Map(packRows.map((row) => [row.name, row]));
    const serviceRows: (typeof services.$inferInsert)[] = [];
    const lots: Lot[] = [];
    const currentLot = new Map<string, Lot>();
    const purchaseRows: (typeof purchases.$inferInsert)[] = [];
    const paymentRows: (typeof payments.$inferInsert)[] = [];
    const refundRows: (typeof refunds.$inferInsert)[] = [];
    const holdRows: (typeof creditHolds.$inferInsert)[] = [];
    const allocationRows: (typeof creditHoldAllocations.$inferInsert)[] = [];
    type Event = {
      at: Date;
      customerId: string;
      kind: string;
      type: 'grant' | 'hold' | 'spend';
      lotId?: string;
      holdId?: string;
      quantity: number;
    };
    const events: Event[] = [];
    type Posting = {
      at: Date;
      sourceType: string;
      sourceId: string;
      memo: string;
      lines: [string, number][];
    };
    const postings: Posting[] = [];

    const newLot = (customerId: string, kind: string, when: Date): Lot => {
      const packName = PAID_PACKS[kind];
      const pack = packName ? packByName.get(packName) : undefined;
      const id = randomUUID();
      let lot: Lot;
      if (pack) {
        const purchaseId = randomUUID();
        const paymentId = randomUUID();
        const card = rand() < 0.7;
        purchaseRows.push({
          id: purchaseId,
          businessId,
          customerId,
          ...packTerms(pack),
          paymentMethod: card ? 'card' : 'studio',
          status: 'paid',
          stripeCheckoutSessionId: card ? `cs_demo_${purchaseId}` : null,
          paidAt: when,
          createdAt: when,
          updatedAt: when,
        });
        const refunded = rand() < 0.06 ? Math.round(pack.priceCents / 4) : 0;
        paymentRows.push({
          id: paymentId,
          businessId,
          customerId,
          purchaseId,
          method: card ? 'card' : 'cash',
          amountCents: pack.priceCents,
          refundedCents: refunded,
          stripeCheckoutSessionId: card ? `cs_demo_${purchaseId}` : null,
          recordedByUserId: card ? null : (admin?.userId ?? null),
          createdAt: when,
        });
        const till = card ? 'card_clearing' : 'cash_drawer';
        postings.push({
          at: when,
          sourceType: 'payment',
          sourceId: paymentId,
          memo: `Payment for ${pack.name}`,
          lines: [
            [till, pack.priceCents],
            ['deferred_revenue', -pack.priceCents],
          ],
        });
        if (refunded > 0) {
          const refundId = randomUUID();
          // Two days after the payment, or just now for a payment of the last two days.
          const refundAt = new Date(Math.min(when.getTime() + 2 * DAY, now.getTime() - 30 * 60_000));
          purchaseRows[purchaseRows.length - 1] = {
            ...purchaseRows[purchaseRows.length - 1],
            status: 'partially_refunded',
          } as typeof purchases.$inferInsert;
          refundRows.push({
            id: refundId,
            businessId,
            paymentId,
            amountCents: refunded,
            reason: 'Goodwill refund: a session the studio had to move.',
            actorUserId: admin?.userId ?? null,
            createdAt: refundAt,
          });
          postings.push({
            at: refundAt,
            sourceType: 'refund',
            sourceId: refundId,
            memo: 'Refund',
            lines: [
              ['refunds', refunded],
              [till, -refunded],
            ],
          });
        }
        const grant = pack.grants[0];
        lot = {
          id,
          customerId,
          kind,
          granted: grant?.quantity ?? 1,
          remaining: grant?.quantity ?? 1,
          used: 0,
          valueCents: pack.priceCents,
          expiresAt: new Date(when.getTime() + (pack.expiryDays ?? 365) * DAY),
          createdAt: when,
          sourceId: purchaseId,
        };
      } else {
        lot = {
          id,
          customerId,
          kind,
          granted: FREE_LOT_SIZE,
          remaining: FREE_LOT_SIZE,
          used: 0,
          valueCents: null,
          expiresAt: new Date(when.getTime() + FREE_LOT_DAYS * DAY),
          createdAt: when,
        };
      }
      lots.push(lot);
      events.push({ at: when, customerId, kind, type: 'grant', lotId: id, quantity: lot.granted });
      currentLot.set(`${customerId}|${kind}`, lot);
      return lot;
    };

    for (const plan of planned) {
      const offering = offeringById.get(plan.offeringId);
      if (!offering) continue;
      const startsAt = at(plan.day, plan.slot);
      const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * 60_000);
      const past = endsAt.getTime() < now.getTime();
      const roll = rand();
      let status: ServiceStatus;
      let late = false;
      if (past) {
        if (plan.day >= -2 && roll < 0.5) status = 'Confirmed';
        else if (roll < 0.06) status = 'Canceled';
        else if (roll < 0.1) {
          status = 'Canceled';
          late = true;
        } else status = 'Completed';
      } else if (plan.waiting) status = roll < 0.75 ? 'Requested' : 'Rescheduled';
      else if (roll < 0.05) status = 'Canceled';
      else status = 'Confirmed';

      // Booked four days ahead. A session further off was booked over the last two weeks, never in the
      // future nor before its customer joined, and later for a later day: each customer's bookings
      // keep the order of their sessions (a lot is bought before the bookings that use it).
      const bookedAt = new Date(
        Math.min(
          startsAt.getTime() - (4 * DAY + Math.floor(rand() * 6) * HOUR),
          Math.max(
            plan.customer.joinedAt.getTime() + HOUR,
            now.getTime() - HOUR - (FUTURE_DAYS + WAITING_OFFSET_DAYS - plan.day) * 6 * HOUR,
          ),
        ),
      );
      const id = randomUUID();
      // An early cancel gave its credits back long ago: it keeps no hold.
      const charged = !(status === 'Canceled' && !late);
      let holdId: string | null = null;
      if (charged && offering.creditsNeeded > 0) {
        const kind = offering.creditKind;
        let lot = currentLot.get(`${plan.customer.id}|${kind}`);
        if (!lot || lot.remaining < offering.creditsNeeded || lot.expiresAt <= bookedAt) {
          lot = newLot(plan.customer.id, kind, new Date(bookedAt.getTime() - HOUR));
        }
        lot.remaining -= offering.creditsNeeded;
        holdId = randomUUID();
        const spent = status === 'Completed' || late;
        const settledAt = late
          ? new Date(startsAt.getTime() - (2 + Math.floor(rand() * 18)) * HOUR)
          : new Date(endsAt.getTime() + 5 * 60_000);
        holdRows.push({
          id: holdId,
          businessId,
          customerId: plan.customer.id,
          kind,
          quantity: offering.creditsNeeded,
          serviceId: id,
          status: spent ? 'spent' : 'held',
          createdAt: bookedAt,
          settledAt: spent ? settledAt : null,
        });
        allocationRows.push({ businessId, holdId, lotId: lot.id, quantity: offering.creditsNeeded });
        events.push({
          at: bookedAt,
          customerId: plan.customer.id,
          kind,
          type: 'hold',
          holdId,
          quantity: offering.creditsNeeded,
        });
        if (spent) {
          events.push({
            at: settledAt,
            customerId: plan.customer.id,
            kind,
            type: 'spend',
            holdId,
            quantity: offering.creditsNeeded,
          });
          const before = lot.valueCents === null ? 0 : Math.floor((lot.valueCents * lot.used) / lot.granted);
          lot.used += offering.creditsNeeded;
          const after = lot.valueCents === null ? 0 : Math.floor((lot.valueCents * lot.used) / lot.granted);
          if (after > before) {
            postings.push({
              at: settledAt,
              sourceType: 'credit_spend',
              sourceId: holdId,
              memo: `Credits used: ${offering.name}`,
              lines: [
                ['deferred_revenue', after - before],
                ['revenue', -(after - before)],
              ],
            });
          }
        }
      }
      const completed = status === 'Completed';
      const completedAt = new Date(endsAt.getTime() + 5 * 60_000);
      const reviewed = completed && rand() < 0.4;
      const canceledAt =
        status === 'Canceled'
          ? late
            ? new Date(startsAt.getTime() - (2 + Math.floor(rand() * 18)) * HOUR)
            : // An early cancel: three days ahead, or just now for a session further off.
              new Date(Math.min(startsAt.getTime() - 3 * DAY, now.getTime() - 30 * 60_000))
          : null;
      serviceRows.push({
        id,
        businessId,
        ...sessionOfOffering(offering, startsAt, endsAt),
        expertId: plan.expertId,
        customerId: plan.customer.id,
        status,
        address: offering.place === 'home' ? faker.location.streetAddress() : null,
        notes: rand() < 0.15 ? faker.lorem.sentence() : '',
        creditHoldId: holdId,
        cancelReason: canceledAt ? (late ? 'Something came up at work.' : 'Away that week.') : null,
        canceledAt,
        completionNotes: completed ? faker.helpers.arrayElement(COMPLETION_NOTES) : null,
        completedAt: completed ? completedAt : null,
        reviewStars: reviewed ? faker.helpers.weightedArrayElement(STARS) : null,
        reviewText: reviewed ? faker.helpers.arrayElement(REVIEW_TEXTS) : null,
        reviewedAt: reviewed ? new Date(completedAt.getTime() + 3 * HOUR) : null,
        createdAt: bookedAt,
        updatedAt: completed ? completedAt : (canceledAt ?? bookedAt),
      });
    }
    // A few customers hold welcome credits that run out within two weeks: "expiring soon".
    for (const [index, customer] of customers.entries()) {
      if (index % 8 !== 3) continue;
      const lot: Lot = {
        id: randomUUID(),
        customerId: customer.id,
        kind: 'recovery',
        granted: 2,
        remaining: 2,
        used: 0,
        valueCents: null,
        expiresAt: new Date(now.getTime() + (3 + (index % 10)) * DAY),
        // Given 20 days ago, or on joining for someone newer.
        createdAt: new Date(Math.max(now.getTime() - 20 * DAY, customer.joinedAt.getTime() + HOUR)),
      };
      lots.push(lot);
      events.push({
        at: lot.createdAt,
        customerId: customer.id,
        kind: 'recovery',
        type: 'grant',
        lotId: lot.id,
        quantity: 2,
      });
    }

    // Balances and their history, in time order per customer and kind, so each entry's "after" is right.
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    const balance = new Map<string, { available: number; held: number }>();
    const entryRows: (typeof creditEntries.$inferInsert)[] = [];
    for (const event of events) {
      const key = `${event.customerId}|${event.kind}`;
      const current = balance.get(key) ?? { available: 0, held: 0 };
      const availableDelta =
        event.type === 'grant' ? event.quantity : event.type === 'hold' ? -event.quantity : 0;
      const heldDelta = event.type === 'hold' ? event.quantity : event.type === 'spend' ? -event.quantity : 0;
      current.available += availableDelta;
      current.held += heldDelta;
      balance.set(key, current);
      entryRows.push({
        businessId,
        customerId: event.customerId,
        kind: event.kind as (typeof creditEntries.$inferInsert)['kind'],
        entryType: event.type,
        availableDelta,
        heldDelta,
        availableAfter: current.available,
        heldAfter: current.held,
        lotId: event.lotId ?? null,
        holdId: event.holdId ?? null,
        createdAt: event.at,
      });
    }
    await insertBatched(
      [...balance.entries()].map(([key, value]) => {
        const [customerId, kind] = key.split('|') as [string, string];
        return {
          businessId,
          customerId,
          kind: kind as (typeof creditBalances.$inferInsert)['kind'],
          available: value.available,
          held: value.held,
        };
      }),
      (chunk) => tx.insert(creditBalances).values(chunk),
    );
    await insertBatched(purchaseRows, (chunk) => tx.insert(purchases).values(chunk));
    await insertBatched(paymentRows, (chunk) => tx.insert(payments).values(chunk));
    await insertBatched(refundRows, (chunk) => tx.insert(refunds).values(chunk));
    await insertBatched(
      lots.map((lot) => {
        const sourceId = lot.sourceId;
        return {
          id: lot.id,
          businessId,
          customerId: lot.customerId,
          kind: lot.kind as (typeof creditLots.$inferInsert)['kind'],
          granted: lot.granted,
          remaining: lot.remaining,
          expiresAt: lot.expiresAt,
          sourceType: sourceId ? ('purchase' as const) : ('complimentary' as const),
          sourceId: sourceId ?? `demo-studio-${lot.id}`,
          valueCents: lot.valueCents,
          recognizedCredits: lot.used,
          createdAt: lot.createdAt,
        };
      }),
      (chunk) => tx.insert(creditLots).values(chunk),
    );
    await insertBatched(holdRows, (chunk) => tx.insert(creditHolds).values(chunk));
    await insertBatched(allocationRows, (chunk) => tx.insert(creditHoldAllocations).values(chunk));
    await insertBatched(entryRows, (chunk) => tx.insert(creditEntries).values(chunk));
    await insertBatched(serviceRows, (chunk) => tx.insert(services).values(chunk));
    const journal = postings.map((posting) => ({ ...posting, id: randomUUID() }));
    await insertBatched(journal, (chunk) =>
      tx.insert(journalEntries).values(
        chunk.map((posting) => ({
          id: posting.id,
          businessId,
          memo: posting.memo,
          sourceType: posting.sourceType,
          sourceId: posting.sourceId,
          createdAt: posting.at,
        })),
      ),
    );
    await insertBatched(
      journal.flatMap((posting) =>
        posting.lines.map(([account, amountCents]) => ({
          businessId,
          entryId: posting.id,
          account: account as (typeof journalLines.$inferInsert)['account'],
          amountCents,
        })),
      ),
      (chunk) => tx.insert(journalLines).values(chunk),
    );
    return true;
  });
}

const STARS = [
  { value: 5, weight: 6 },
  { value: 4, weight: 3 },
  { value: 3, weight: 1 },
] as const;

const COMPLETION_NOTES = [
  'Warm-up, strength circuit (3 rounds), mobility cool-down.',
  'Focused on hip hinge and core stability; added 5 kg to deadlift.',
  'Easy week: mobility flow and breathing work.',
  'Intervals on the bike, then upper-body push and pull.',
  'Reviewed food diary; agreed on protein at breakfast.',
] as const;

const REVIEW_TEXTS = [
  'Great session, I feel stronger every week.',
  'Really attentive coaching, thank you!',
  'Tough but fun. Exactly what I needed.',
  'Good session, a little rushed at the end.',
  'Loved the new exercises.',
] as const;
