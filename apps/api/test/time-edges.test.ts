import { addDays } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { userTokens } from '../src/db/schema/index.ts';
import * as clock from '../src/lib/clock.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { queueDueReminders } from '../src/modules/booking/reminders.ts';
import { grantCredits } from '../src/modules/credits/credits.service.ts';
import { addGroupClass, apiOf, buildStudio, cookieFor, type Person, type Studio } from './factories.ts';
import { buildTestApp, type TestApp } from './support/app.ts';
import { testDatabaseKinds } from './support/databases.ts';
import { at, daysAhead } from './support/studio-time.ts';

// Every time comparison at its edge (docs/decisions/0038-server-clock.md): the server's clock is stopped
// at the instant, one millisecond before (the clock's own step) and one after; where SQL compares, the
// stored value is also put one microsecond either side, since PostgreSQL keeps microseconds and
// JavaScript milliseconds. Each `<` against `<=` is decided here, and the rule is written beside it.
// (Invitations have their own file: test/security/invitation-expiry-edges.test.ts.)

const MS = 1;
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('time comparisons at their edge (%s)', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);
  let nextHour = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 12, credits: 5, experts: 2 });
    clock.makeClockMovable();
  }, 120_000);
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  const customer = (i: number): Person => {
    const found = studio.customers[i];
    if (!found) throw new Error(`no customer ${i}`);
    return found;
  };

  /** A cookie that is live at the clock's current instant (the factory's go idle once the clock moves). */
  const cookieNow = (member: Person) => cookieFor(t.database.db, studio.businessId, member);

  /** Books a studio session ten days ahead, each at its own hour; answers its id and start. */
  async function book(member: Person, extra: object = {}): Promise<{ id: string; startsAt: Date }> {
    const n = nextHour++;
    const startsAt = at(daysAhead(10 + Math.floor(n / 10)), `${String(8 + (n % 10)).padStart(2, '0')}:00`);
    const response = await api.post(await cookieNow(member), '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: studio.experts[n % 2]?.membershipId,
      startsAt,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, startsAt: new Date(startsAt) };
  }

  async function cancel(member: Person, id: string) {
    const response = await api.post(await cookieNow(member), `/api/me/services/${id}/transitions`, {
      to: 'Canceled',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().credits.hold as string;
  }

  describe('the free-cancel window of a session (24 hours: free while start − now ≥ 24 h)', () => {
    it('releases the credit at exactly 24 hours before the start and one millisecond earlier', async () => {
      for (const offset of [0, -MS]) {
        const session = await book(customer(0));
        clock.freezeClock(new Date(session.startsAt.getTime() - 24 * HOUR + offset));
        expect(await cancel(customer(0), session.id), `offset ${offset}`).toBe('released');
        clock.resetClock();
      }
    });

    it('spends the credit one millisecond inside the window (a late cancel)', async () => {
      const session = await book(customer(1));
      clock.freezeClock(new Date(session.startsAt.getTime() - 24 * HOUR + MS));
      expect(await cancel(customer(1), session.id)).toBe('spent');
    });

    it('lets the member reschedule at exactly 24 hours before, and refuses one millisecond later', async () => {
      const session = await book(customer(2));
      const move = async () =>
        api.post(await cookieNow(customer(2)), `/api/me/services/${session.id}/transitions`, {
          to: 'Rescheduled',
          startsAt: at(daysAhead(12), '18:00'),
        });
      clock.freezeClock(new Date(session.startsAt.getTime() - 24 * HOUR + MS));
      const late = await move();
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json().detail).toBe(
        'Sessions can be rescheduled up to 24 hours before they start. Contact the studio.',
      );
      clock.freezeClock(new Date(session.startsAt.getTime() - 24 * HOUR));
      const inTime = await move();
      expect(inTime.statusCode, inTime.body).toBe(200);
      expect(inTime.json().status).toBe('Rescheduled');
    });
  });

  describe('group classes: the free-cancel window and the waitlist cutoff', () => {
    async function createClass(capacity: number) {
      const n = nextHour++;
      const { occurrenceId, startsAt } = await addGroupClass(
        api,
        studio,
        {
          name: `Edge class ${n}`,
          expertId: studio.experts[n % 2]?.membershipId,
          capacity,
          waitlistLimit: 5,
          date: daysAhead(10 + Math.floor(n / 10)),
          startTime: `${String(8 + (n % 10)).padStart(2, '0')}:00`,
        },
        await cookieNow(studio.admin),
      );
      return { id: occurrenceId, startsAt };
    }
    const join = async (member: Person, occurrenceId: string) => {
      const response = await api.post(await cookieNow(member), `/api/me/classes/${occurrenceId}/join`, {});
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; status: string };
    };
    const leave = async (member: Person, seatId: string) => {
      const response = await api.del(await cookieNow(member), `/api/me/class-seats/${seatId}`);
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const training = async (member: Person) =>
      (
        await queryRows<{ available: number; held: number }>(
          t.database.db,
          sql`select available, held from credit_balances where customer_id = ${member.membershipId} and kind = 'training'`,
        )
      )[0];
    const seatStatus = async (seatId: string) =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from group_seats where id = ${seatId}`,
        )
      )[0]?.status;

    it('gives the credit back on leaving exactly 24 hours before, and spends it one millisecond later', async () => {
      for (const [offset, credit] of [
        [0, 'released'],
        [MS, 'spent'],
      ] as const) {
        const occurrence = await createClass(3);
        const before = await training(customer(3));
        const seat = await join(customer(3), occurrence.id);
        clock.freezeClock(new Date(occurrence.startsAt.getTime() - 24 * HOUR + offset));
        await leave(customer(3), seat.id);
        clock.resetClock();
        const after = await training(customer(3));
        expect(after?.held, `offset ${offset}`).toBe(before?.held);
        expect(after?.available, `offset ${offset}`).toBe(
          credit === 'released' ? before?.available : (before?.available ?? 0) - 1,
        );
      }
    });

    it('promotes the first waiting member until the cutoff, and not at the cutoff instant (inside it)', async () => {
      const cutoff = (await api.get(await cookieNow(studio.admin), '/api/group-settings')).json()
        .waitlistCutoffMinutes as number;
      expect(cutoff).toBeGreaterThan(0);
      for (const [offset, promoted] of [
        [-MS, true],
        [0, false],
      ] as const) {
        const occurrence = await createClass(1);
        const seated = await join(customer(4), occurrence.id);
        const waiting = await join(customer(5), occurrence.id);
        expect(waiting.status).toBe('waitlisted');
        clock.freezeClock(new Date(occurrence.startsAt.getTime() - cutoff * 60_000 + offset));
        await leave(customer(4), seated.id);
        clock.resetClock();
        expect(await seatStatus(waiting.id), `offset ${offset}`).toBe(promoted ? 'booked' : 'waitlisted');
        if (promoted) await leave(customer(5), waiting.id);
      }
    });
  });

  describe('the booking window (from two days ahead, counted in the studio’s own dates)', () => {
    // The first bookable date moves on at the studio's midnight, 00:00:00.000 local time.
    const day = daysAhead(5);
    const midnight = new Date(at(addDays(day, 1), '00:00'));
    const bookOn = async (member: Person, date: string, time: string) =>
      api.post(await cookieNow(member), '/api/me/services', {
        offeringId: studio.studioOfferingId,
        expertId: studio.experts[0]?.membershipId,
        startsAt: at(date, time),
      });

    it('takes a date two days ahead until one millisecond before midnight, and refuses it at midnight', async () => {
      clock.freezeClock(new Date(midnight.getTime() - MS));
      const lastMoment = await bookOn(customer(3), addDays(day, 2), '07:00');
      expect(lastMoment.statusCode, lastMoment.body).toBe(201);
      clock.freezeClock(midnight);
      const tooSoon = await bookOn(customer(3), addDays(day, 2), '09:00');
      expect(tooSoon.statusCode).toBe(422);
      expect(tooSoon.json().errors).toEqual({ startsAt: ['Choose a date from 2 to 32 days ahead.'] });
      const nextDay = await bookOn(customer(3), addDays(day, 3), '07:00');
      expect(nextDay.statusCode, nextDay.body).toBe(201);
    });
  });

  describe('credit expiry (a lot is usable while expires_at > now; at the instant it expires)', () => {
    async function lotExpiringAt(member: Person, expiresAt: Date) {
      await grantCredits(t.database.db, studio.businessId, {
        customerId: member.membershipId,
        kind: 'massage',
        quantity: 1,
        source: { type: 'complimentary' },
        expiresAt,
      });
    }
    const massage = async (member: Person) =>
      (
        await queryRows<{ available: number }>(
          t.database.db,
          sql`select available from credit_balances where customer_id = ${member.membershipId} and kind = 'massage'`,
        )
      )[0]?.available;

    it('holds a credit from a lot one millisecond before it expires, and not at the instant', async () => {
      // The factory's massage credits never expire; a hold takes the lot that expires soonest first.
      const expiry = new Date(clock.nowMs() + 5 * 24 * HOUR);
      await lotExpiringAt(customer(4), expiry);
      await lotExpiringAt(customer(5), expiry);
      const before = await massage(customer(4));

      const lots = async (member: Person) =>
        queryRows<{ remaining: number; expired: boolean }>(
          t.database.db,
          sql`select remaining, expired_at is not null as expired from credit_lots
              where customer_id = ${member.membershipId} and kind = 'massage' and expires_at is not null`,
        );
      clock.freezeClock(new Date(expiry.getTime() - MS));
      const held = await bookMassage(customer(4));
      expect(held.statusCode, held.body).toBe(201);
      expect(await lots(customer(4))).toEqual([{ remaining: 0, expired: false }]);
      expect(await massage(customer(4))).toBe((before ?? 0) - 1);

      clock.freezeClock(expiry);
      await bookMassage(customer(5)); // the hold expires the lot first, whatever the booking's answer
      expect(await lots(customer(5))).toEqual([{ remaining: 0, expired: true }]);
    });

    it('decides a microsecond either side in the database (credit_hold)', async () => {
      const expiry = new Date(clock.nowMs() + 6 * 24 * HOUR);
      await lotExpiringAt(customer(6), expiry);
      // Each probe runs in a transaction rolled back afterwards, so a hold it writes does not stay.
      const outcome = async (now: string) => {
        let found: string | undefined;
        await t.database.db
          .transaction(async (tx) => {
            const [row] = await queryRows<{ outcome: string }>(
              tx,
              sql`select outcome from credit_hold(${studio.businessId}, ${customer(6).membershipId}, 'massage',
                    1, gen_random_uuid(), ${now}::timestamptz)`,
            );
            found = row?.outcome;
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        return found;
      };
      const iso = expiry.toISOString().slice(0, -1); // milliseconds, without the Z
      expect(await outcome(`${iso}000Z`)).toBe('expire_first');
      expect(await outcome(`${iso}001Z`)).toBe('expire_first');
      const justBefore = new Date(expiry.getTime() - MS).toISOString().slice(0, -1);
      expect(await outcome(`${justBefore}999Z`)).toBe('held');
    });

    async function bookMassage(member: Person) {
      const n = nextHour++;
      const response = await api.post(await cookieNow(member), '/api/me/services', {
        offeringId: studio.homeOfferingId,
        expertId: studio.experts[n % 2]?.membershipId,
        address: '1 Main Street, Los Angeles',
        startsAt: at(daysAhead(20 + Math.floor(n / 5)), `${String(8 + 2 * (n % 5)).padStart(2, '0')}:00`),
      });
      return response;
    }
  });

  describe('emailed links (usable while expires_at > now)', () => {
    async function linkExpiringAt(member: Person, expiresAt: string) {
      const token = newToken();
      await t.database.db.insert(userTokens).values({
        userId: member.userId,
        purpose: 'verify_email',
        tokenHash: hashToken(token),
        expiresAt: new Date(expiresAt),
      });
      // new Date() drops microseconds: put the exact value in SQL.
      await t.database.db.execute(
        sql`update user_tokens set expires_at = ${expiresAt}::timestamptz where token_hash = ${hashToken(token)}`,
      );
      return token;
    }
    const use = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    const EXPIRY = '2031-03-04T05:06:07.008Z';

    it('works one millisecond before the instant, not at it nor after', async () => {
      const before = await linkExpiringAt(customer(7), EXPIRY);
      const atIt = await linkExpiringAt(customer(7), EXPIRY);
      const after = await linkExpiringAt(customer(7), EXPIRY);
      clock.freezeClock(new Date(new Date(EXPIRY).getTime() - MS));
      expect((await use(before)).statusCode).toBe(204);
      clock.freezeClock(new Date(EXPIRY));
      expect((await use(atIt)).statusCode).toBe(400);
      clock.freezeClock(new Date(new Date(EXPIRY).getTime() + MS));
      expect((await use(after)).statusCode).toBe(400);
    });

    it('decides a microsecond either side in the database', async () => {
      const later = await linkExpiringAt(customer(8), '2031-03-04T05:06:07.008001Z');
      const earlier = await linkExpiringAt(customer(8), '2031-03-04T05:06:07.007999Z');
      clock.freezeClock(new Date(EXPIRY));
      expect((await use(later)).statusCode).toBe(204);
      expect((await use(earlier)).statusCode).toBe(400);
    });
  });

  describe('reminders (due from start − reminder minutes, inclusive, until the start, exclusive)', () => {
    const queuedFor = async (id: string) =>
      (
        await queryRows<{ queued: boolean }>(
          t.database.db,
          sql`select reminder_queued_at is not null as queued from services where id = ${id}`,
        )
      )[0]?.queued;
    const reminderMinutes = async (id: string) =>
      (
        await queryRows<{ minutes: number }>(
          t.database.db,
          sql`select reminder_minutes as minutes from services where id = ${id}`,
        )
      )[0]?.minutes ?? 0;

    it('is not due one millisecond before, is due at the instant', async () => {
      const session = await book(customer(9), { reminderMinutes: 30 });
      const due = session.startsAt.getTime() - (await reminderMinutes(session.id)) * 60_000;
      await queueDueReminders(t.database.db, new Date(due - MS));
      expect(await queuedFor(session.id)).toBe(false);
      await queueDueReminders(t.database.db, new Date(due));
      expect(await queuedFor(session.id)).toBe(true);
    });

    it('is never sent once the session has started', async () => {
      const session = await book(customer(10), { reminderMinutes: 30 });
      await queueDueReminders(t.database.db, session.startsAt);
      expect(await queuedFor(session.id)).toBe(false);
    });

    it('decides a microsecond either side in the database', async () => {
      const early = await book(customer(11), { reminderMinutes: 30 });
      const late = await book(customer(8), { reminderMinutes: 30 });
      // Each start moved a microsecond off the minute (the end and busy span still cover it); `now` is
      // the due instant the minute would have.
      const minutes = await reminderMinutes(early.id);
      const dueOf = (s: { startsAt: Date }) => new Date(s.startsAt.getTime() - minutes * 60_000);
      await t.database.db.execute(
        sql`update services set starts_at = starts_at + interval '1 microsecond' where id = ${early.id}`,
      );
      await t.database.db.execute(
        sql`update services set starts_at = starts_at - interval '1 microsecond', expert_busy_from = expert_busy_from - interval '1 microsecond' where id = ${late.id}`,
      );
      await queueDueReminders(t.database.db, dueOf(early));
      expect(await queuedFor(early.id)).toBe(false);
      await queueDueReminders(t.database.db, dueOf(late));
      expect(await queuedFor(late.id)).toBe(true);
    });
  });
});

class RolledBack extends Error {}
