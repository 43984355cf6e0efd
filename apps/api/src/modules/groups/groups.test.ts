import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupClass,
  apiOf,
  buildStudio,
  type GroupClassOverrides,
  type Studio,
} from '../../../test/factories.ts';
import { appOn, buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';

// Group classes (decision 0031): capacity under concurrency, the waitlist's promotion (exactly once,
// across two API processes on PostgreSQL), the cutoff broadcast, overlapping waitlists, bad input and
// another studio's classes.

describe.each(testDatabaseKinds())('group classes on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);
  let nextHour = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 100, credits: 3, experts: 3 });
  }, 240_000);
  afterAll(() => t.close());

  const staff = () => studio.admin.cookie;
  const customer = (i: number) => {
    const found = studio.customers[i];
    if (!found) throw new Error(`no customer ${i}`);
    return found;
  };

  /** A one-date Group Class, each at its own hour so the expert never collides with themself. */
  async function createClass(overrides: GroupClassOverrides = {}, day?: string) {
    const n = nextHour++;
    return addGroupClass(api, studio, {
      date: day ?? daysAhead(10 + Math.floor(n / 11)),
      startTime: `${String(7 + (n % 11)).padStart(2, '0')}:00`,
      ...overrides,
    });
  }

  const join = (i: number, occurrenceId: string, payload: object = {}) =>
    api.post(customer(i).cookie, `/api/me/classes/${occurrenceId}/join`, payload);

  async function seatsOf(occurrenceId: string) {
    return queryRows<{ status: string; customer_id: string; id: string }>(
      t.database.db,
      sql`select id, status, customer_id from group_seats where occurrence_id = ${occurrenceId} order by position`,
    );
  }

  it('gives exactly 10 seats to 100 parallel joins of a 10-seat class; 50 wait, 40 are refused', async () => {
    const { occurrenceId } = await createClass({ capacity: 10, waitlistLimit: 50 }, daysAhead(20));
    const responses = await Promise.all(studio.customers.map((_, i) => join(i, occurrenceId)));
    const statuses = responses.map((r) => r.statusCode);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => r.json().status);
    expect(created.filter((s) => s === 'booked')).toHaveLength(10);
    expect(created.filter((s) => s === 'waitlisted')).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    const [occurrence] = await queryRows<{ seats_taken: number }>(
      t.database.db,
      sql`select seats_taken from group_occurrences where id = ${occurrenceId}`,
    );
    expect(occurrence?.seats_taken).toBe(10);
    const booked = (await seatsOf(occurrenceId)).filter((s) => s.status === 'booked');
    expect(booked).toHaveLength(10);
    const [held] = await queryRows<{ held: number }>(
      t.database.db,
      sql`select coalesce(sum(held), 0)::int as held from credit_balances where business_id = ${studio.businessId}`,
    );
    expect(held?.held).toBe(10);
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
    // The member sees their place in line.
    const waiting = responses.find((r) => r.statusCode === 201 && r.json().status === 'waitlisted');
    expect(waiting?.json().waitlistPosition).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('refuses a counter past capacity written straight to the table (the CHECK, not the code)', async () => {
    const { occurrenceId } = await createClass({ capacity: 2 });
    await expect(
      t.database.db.execute(sql`update group_occurrences set seats_taken = 3 where id = ${occurrenceId}`),
    ).rejects.toThrow();
  });

  it('promotes the first waitlisted member when a seat frees, holds their credit and tells them', async () => {
    const { occurrenceId } = await createClass({ capacity: 1 });
    const first = await join(0, occurrenceId);
    expect(first.json().status).toBe('booked');
    const second = await join(1, occurrenceId);
    expect(second.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const third = await join(2, occurrenceId);
    expect(third.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    const left = await api.del(customer(0).cookie, `/api/me/class-seats/${first.json().id}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().status).toBe('left');
    const seats = await seatsOf(occurrenceId);
    expect(seats.map((s) => s.status)).toEqual(['left', 'booked', 'waitlisted']);
    const notes = await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from notifications where membership_id = ${customer(1).membershipId} and kind = 'group.promoted'`,
    );
    expect(notes).toHaveLength(1);
    const emails = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from outbox_emails where to_email = ${customer(1).email} and kind = 'group.promoted'`,
    );
    expect(emails).toHaveLength(1);
    // The third now stands first in line.
    const mine = await api.get(customer(2).cookie, '/api/me/classes');
    const row = mine.json().items.find((item: { id: string }) => item.id === occurrenceId);
    expect(row.mySeat).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });

  it('skips a waitlisted member without credits and tells them why', async () => {
    // Customer 3 puts all their available training credits on an expensive class first.
    const [balance] = await queryRows<{ available: number }>(
      t.database.db,
      sql`select available from credit_balances where customer_id = ${customer(3).membershipId} and kind = 'training'`,
    );
    const pricey = await createClass({ capacity: 5, credits: balance?.available ?? 3 });
    expect((await join(3, pricey.occurrenceId)).json().status).toBe('booked');
    const { occurrenceId } = await createClass({ capacity: 1 });
    const seated = await join(4, occurrenceId);
    expect((await join(3, occurrenceId)).json().status).toBe('waitlisted');
    expect((await join(5, occurrenceId)).json().status).toBe('waitlisted');
    await api.del(customer(4).cookie, `/api/me/class-seats/${seated.json().id}`);
    const seats = await seatsOf(occurrenceId);
    expect(seats.map((s) => s.status)).toEqual(['left', 'skipped', 'booked']);
    const told = await queryRows<{ data: { reason: string } }>(
      t.database.db,
      sql`select data from notifications where membership_id = ${customer(3).membershipId} and kind = 'group.skipped'`,
    );
    expect(told[0]?.data.reason).toBe('insufficient_credits');
  });

  it('drops the promoted member’s waitlist places at overlapping times, not the others', async () => {
    const date = daysAhead(40);
    const a = await createClass(
      { capacity: 1, schedule: { type: 'dates', sessions: [{ date, startTime: '10:00' }] } },
      date,
    );
    const b = await createClass(
      {
        capacity: 1,
        expertId: studio.experts[1]?.membershipId,
        schedule: { type: 'dates', sessions: [{ date, startTime: '10:30' }] },
      },
      date,
    );
    const c = await createClass(
      { capacity: 1, schedule: { type: 'dates', sessions: [{ date, startTime: '14:00' }] } },
      date,
    );
    const holders = [
      await join(10, a.occurrenceId),
      await join(11, b.occurrenceId),
      await join(12, c.occurrenceId),
    ];
    for (const { occurrenceId } of [a, b, c])
      expect((await join(13, occurrenceId)).json().status).toBe('waitlisted');
    await api.del(customer(10).cookie, `/api/me/class-seats/${holders[0]?.json().id}`);
    const statusOf = async (occurrenceId: string) =>
      (await seatsOf(occurrenceId)).find((s) => s.customer_id === customer(13).membershipId)?.status;
    expect(await statusOf(a.occurrenceId)).toBe('booked');
    expect(await statusOf(b.occurrenceId)).toBe('dropped');
    expect(await statusOf(c.occurrenceId)).toBe('waitlisted');
  });

  it('inside the cutoff offers the freed seat to everyone waiting; the first claim wins', async () => {
    // A cutoff of a week puts a class ten days ahead... not inside; so this class is 3 days ahead.
    expect(
      (await api.put(staff(), '/api/group-settings', { waitlistCutoffMinutes: 7 * 24 * 60 })).statusCode,
    ).toBe(200);
    try {
      const { occurrenceId } = await createClass({ capacity: 1 }, daysAhead(3));
      const seated = await join(20, occurrenceId);
      for (const i of [21, 22, 23]) expect((await join(i, occurrenceId)).json().status).toBe('waitlisted');
      await api.del(customer(20).cookie, `/api/me/class-seats/${seated.json().id}`);
      // Nobody was promoted; all three were told.
      expect((await seatsOf(occurrenceId)).filter((s) => s.status === 'booked')).toHaveLength(0);
      const told = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from notifications where kind = 'group.seat_open'
            and membership_id in (${customer(21).membershipId}, ${customer(22).membershipId}, ${customer(23).membershipId})`,
      );
      expect(told[0]?.n).toBe(3);
      const listed = (await api.get(customer(22).cookie, '/api/me/classes')).json();
      expect(listed.items.find((i: { id: string }) => i.id === occurrenceId).claimable).toBe(true);
      const claims = await Promise.all([21, 22, 23].map((i) => join(i, occurrenceId)));
      expect(claims.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(claims.filter((r) => r.statusCode === 409)).toHaveLength(2);
      expect((await seatsOf(occurrenceId)).filter((s) => s.status === 'booked')).toHaveLength(1);
    } finally {
      await api.put(staff(), '/api/group-settings', { waitlistCutoffMinutes: 120 });
    }
  });

  it('releases the credit on an early leave, spends it on a late one and on a no-show', async () => {
    const balance = async (i: number) =>
      (
        await queryRows<{ available: number; held: number }>(
          t.database.db,
          sql`select available, held from credit_balances where customer_id = ${customer(i).membershipId} and kind = 'training'`,
        )
      )[0];
    const early = await createClass({ capacity: 3 });
    const before = await balance(30);
    const seat = await join(30, early.occurrenceId);
    expect((await balance(30))?.available).toBe((before?.available ?? 0) - 1);
    await api.del(customer(30).cookie, `/api/me/class-seats/${seat.json().id}`);
    expect(await balance(30)).toEqual(before);

    // Within the free-cancel window: a studio whose window is 30 days makes a class 10 days ahead late.
    const soon = await createClass({ capacity: 3 });
    const late = await join(31, soon.occurrenceId);
    const afterJoin = await balance(31);
    await t.database.db.execute(
      sql`update businesses set free_cancel_hours = 720 where id = ${studio.businessId}`,
    );
    const leaving = await api.del(customer(31).cookie, `/api/me/class-seats/${late.json().id}`);
    await t.database.db.execute(
      sql`update businesses set free_cancel_hours = 24 where id = ${studio.businessId}`,
    );
    expect(leaving.json().status).toBe('late_left');
    expect((await balance(31))?.held).toBe((afterJoin?.held ?? 0) - 1);
    expect((await balance(31))?.available).toBe(afterJoin?.available);

    // A no-show, marked by the class's expert, spends the credit.
    const noShow = await join(32, early.occurrenceId);
    const held = await balance(32);
    const expert = studio.experts[0];
    const marked = await api.post(
      expert?.cookie ?? '',
      `/api/group-occurrences/${early.occurrenceId}/attendance/${noShow.json().id}`,
      { mark: 'no_show' },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().seats.find((s: { id: string }) => s.id === noShow.json().id).attendance).toBe(
      'no_show',
    );
    expect((await balance(32))?.held).toBe((held?.held ?? 0) - 1);
    // Another expert cannot see or run this roster.
    const other = studio.experts[1];
    expect(
      (await api.get(other?.cookie ?? '', `/api/group-occurrences/${early.occurrenceId}/roster`)).statusCode,
    ).toBe(404);
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });

  it('cancelling an occurrence releases everyone and tells them', async () => {
    const { occurrenceId } = await createClass({ capacity: 1 });
    await join(40, occurrenceId);
    await join(41, occurrenceId);
    const cancel = await api.post(staff(), `/api/group-occurrences/${occurrenceId}/cancel`, {
      reason: 'Pipes',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await seatsOf(occurrenceId)).map((s) => s.status)).toEqual(['canceled', 'canceled']);
    const told = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where kind = 'group.canceled'
          and membership_id in (${customer(40).membershipId}, ${customer(41).membershipId})`,
    );
    expect(told[0]?.n).toBe(2);
    const again = await join(42, occurrenceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.occurrenceId).toEqual(['This class is cancelled.']);
  });

  it('keeps an expert out of a class and a private session at once, listing the colliding dates', async () => {
    const date = daysAhead(12);
    const expertId = studio.experts[2]?.membershipId;
    const booked = await api.post(customer(50).cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId,
      startsAt: at(date, '09:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await api.post(staff(), '/api/groups', {
      kind: 'Group Class',
      name: 'Collides',
      expertId,
      capacity: 5,
      durationMinutes: 60,
      schedule: {
        type: 'weekly',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '09:30',
        firstDate: daysAhead(11),
        lastDate: daysAhead(13),
      },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().conflicts.map((c: { startsAt: string }) => c.startsAt)).toEqual([
      at(date, '09:30'),
    ]);
    expect(refused.json().errors['schedule.startTime'][0]).toContain(date);
    // And the other way: a private session over a class is refused by the database.
    const made = await api.post(staff(), '/api/groups', {
      kind: 'Group Class',
      name: 'Noon class',
      expertId,
      capacity: 5,
      durationMinutes: 60,
      schedule: { type: 'dates', sessions: [{ date, startTime: '12:00' }] },
    });
    expect(made.statusCode).toBe(201);
    const overClass = await api.post(customer(51).cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId,
      startsAt: at(date, '12:30'),
    });
    expect(overClass.statusCode).toBe(409);
    // And the slot search does not offer the class's hour with this expert.
    const slots = await api.get(
      customer(51).cookie,
      `/api/me/availability?offeringId=${studio.studioOfferingId}&date=${date}&expertId=${expertId}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const starts = slots.json().slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).not.toContain(at(date, '12:00'));
    expect(starts).not.toContain(at(date, '11:30'));
    expect(starts).toContain(at(date, '13:00'));
  });

  it('answers bad input on the right field and changes nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from groups where business_id = ${studio.businessId}`,
        )
      )[0]?.n;
    const before = await count();
    const base = {
      kind: 'Group Class',
      name: 'Bad',
      expertId: studio.experts[0]?.membershipId,
      capacity: 5,
      durationMinutes: 60,
    };
    const lastBeforeFirst = await api.post(staff(), '/api/groups', {
      ...base,
      schedule: {
        type: 'weekly',
        weekdays: [1],
        startTime: '09:00',
        firstDate: daysAhead(20),
        lastDate: daysAhead(10),
      },
    });
    expect(lastBeforeFirst.statusCode).toBe(400);
    expect(lastBeforeFirst.json().errors['schedule.lastDate']).toEqual([
      'The last date cannot be before the first.',
    ]);
    const outside = await api.post(staff(), '/api/groups', {
      ...base,
      schedule: {
        type: 'weekly',
        weekdays: [1, 3],
        startTime: '18:30',
        firstDate: daysAhead(10),
        lastDate: daysAhead(20),
      },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors['schedule.startTime'][0]).toMatch(/^Outside business hours/);
    expect(await count()).toBe(before);

    const { group, occurrenceId } = await createClass({ capacity: 3 });
    await join(60, occurrenceId);
    await join(61, occurrenceId);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      headers: { cookie: staff(), 'x-requested-with': 'test' },
      payload: { capacity: 1 },
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors.capacity).toEqual([
      '2 seats are already taken: the capacity cannot be lower.',
    ]);
    const twice = await join(60, occurrenceId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.occurrenceId).toEqual(['You are already in this class.']);

    const yesterday = await createClass({}, daysAhead(-1));
    const past = await join(62, yesterday.occurrenceId);
    expect(past.statusCode).toBe(409);
    expect(past.json().errors.occurrenceId).toEqual(['This class has already started.']);
  });

  it('keeps another studio’s classes out of reach (404)', async () => {
    const { group, occurrenceId } = await createClass();
    const other = await buildStudio(t.database.db, { customers: 1, credits: 1, experts: 1 });
    const stranger = other.customers[0]?.cookie ?? '';
    const joined = await api.post(stranger, `/api/me/classes/${occurrenceId}/join`, {});
    expect(joined.statusCode).toBe(404);
    expect((await api.get(other.admin.cookie, `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (await api.get(other.admin.cookie, `/api/group-occurrences/${occurrenceId}/roster`)).statusCode,
    ).toBe(404);
    const listed = (await api.get(stranger, '/api/me/classes')).json();
    expect(listed.items.find((i: { id: string }) => i.id === occurrenceId)).toBeUndefined();
    expect(await seatsOf(occurrenceId)).toHaveLength(0);
  });

  it('moves one occurrence, changes its expert, and refuses a move onto the expert’s other class', async () => {
    const date = daysAhead(50);
    const { occurrenceId } = await createClass({ capacity: 3 }, date);
    const other = await createClass(
      { capacity: 3, schedule: { type: 'dates', sessions: [{ date, startTime: '15:00' }] } },
      date,
    );
    const patch = (id: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/group-occurrences/${id}`,
        headers: { cookie: staff(), 'x-requested-with': 'test' },
        payload,
      });
    const moved = await patch(occurrenceId, { action: 'move', date, startTime: '11:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startsAt).toBe(at(date, '11:00'));
    const clash = await patch(occurrenceId, { action: 'move', date, startTime: '15:30' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().conflicts[0].what).toBe(other.group.name);
    // The move form shows the collision on its time field, dated in the studio's zone.
    expect(clash.json().errors.startTime).toEqual([`The expert is busy on ${date}.`]);
    // 17:00 in Los Angeles is the next day in UTC: the message still names the studio's date.
    const evening = await createClass(
      { capacity: 3, schedule: { type: 'dates', sessions: [{ date, startTime: '17:00' }] } },
      date,
    );
    const eveningClash = await patch(occurrenceId, { action: 'move', date, startTime: '17:15' });
    expect(eveningClash.statusCode).toBe(409);
    expect(eveningClash.json().conflicts[0].what).toBe(evening.group.name);
    expect(eveningClash.json().errors.startTime).toEqual([`The expert is busy on ${date}.`]);
    const late = await patch(occurrenceId, { action: 'move', date, startTime: '18:45' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.startTime).toEqual(['That time is outside business hours.']);
    const reassigned = await patch(occurrenceId, {
      action: 'expert',
      expertId: studio.experts[1]?.membershipId,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().expert.id).toBe(studio.experts[1]?.membershipId);
    const history = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from group_history where occurrence_id = ${occurrenceId} order by created_at`,
    );
    expect(history.map((h) => h.action)).toEqual(['occurrence.move', 'occurrence.expert']);
  });

  it('puts classes on the staff and expert week calendars and in the iCal feeds', async () => {
    const date = daysAhead(45);
    const { group, occurrenceId } = await createClass({ capacity: 4, name: 'Calendar class' }, date);
    const joined = await join(80, occurrenceId);
    expect(joined.statusCode).toBe(201);
    const week = await api.get(staff(), `/api/calendar?from=${date}&to=${date}`);
    expect(week.statusCode, week.body).toBe(200);
    const entry = week.json().classes.find((item: { id: string }) => item.id === occurrenceId);
    expect(entry).toMatchObject({ kind: 'class', groupId: group.id, offeringName: 'Calendar class' });
    const expert = studio.experts[0]?.cookie ?? '';
    const own = (await api.get(expert, `/api/calendar?from=${date}&to=${date}`)).json();
    expect(own.classes.some((item: { id: string }) => item.id === occurrenceId)).toBe(true);
    const otherExpert = (
      await api.get(studio.experts[1]?.cookie ?? '', `/api/calendar?from=${date}&to=${date}`)
    ).json();
    expect(otherExpert.classes.some((item: { id: string }) => item.id === occurrenceId)).toBe(false);
    for (const [cookie, expected] of [
      [expert, true],
      [customer(80).cookie, true],
      [customer(81).cookie, false],
    ] as const) {
      const feed = await api.post(cookie, '/api/me/calendar-feed');
      expect(feed.statusCode).toBe(201);
      const body = (await api.get('', new URL(feed.json().url).pathname)).body;
      expect(body.includes(`UID:${occurrenceId}@bmp`)).toBe(expected);
    }
  });

  it('enrols a Bootcamp as a whole series and counts household participants toward capacity', async () => {
    const response = await api.post(staff(), '/api/groups', {
      kind: 'Bootcamp',
      name: 'Morning Bootcamp',
      expertId: studio.experts[1]?.membershipId,
      capacity: 2,
      waitlistLimit: 5,
      durationMinutes: 60,
      creditKind: 'training',
      credits: 2,
      schedule: {
        type: 'weekly',
        weekdays: [1, 3, 5],
        startTime: '07:00',
        firstDate: daysAhead(30),
        lastDate: daysAhead(50),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const group = response.json();
    expect(group.occurrences.length).toBeGreaterThan(5);
    // Every occurrence starts at 7 AM in the studio's zone, whatever the daylight-saving offset.
    for (const occurrence of group.occurrences) {
      expect(occurrence.startsAt).toBe(at(occurrence.scheduledDate, '07:00'));
    }
    const first = group.occurrences[0].id;
    const seat = await join(70, first);
    expect(seat.json()).toMatchObject({ status: 'booked', occurrenceId: null, credits: 2 });
    const last = group.occurrences.at(-1).id;
    expect((await join(71, last)).json().status).toBe('booked');
    expect((await join(72, first)).json().status).toBe('waitlisted');
    const roster = (await api.get(staff(), `/api/group-occurrences/${last}/roster`)).json();
    expect(roster.seats.filter((s: { status: string }) => s.status === 'booked')).toHaveLength(2);
  });

  const patchGroup = (cookie: string, id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/groups/${id}`,
      headers: { cookie, 'x-requested-with': 'test' },
      payload,
    });

  it('changes a group’s details, expert, location and price; new joins pay the new price', async () => {
    const date = daysAhead(60);
    const { group, occurrenceId } = await createClass({ capacity: 4 }, date);
    expect(group.timeZone).toBe(studio.timeZone);
    expect(group.occurrences[0].timeZone).toBe(studio.timeZone);
    const booked = await join(80, occurrenceId);
    expect(booked.json().credits).toBe(1);
    const changed = await patchGroup(staff(), group.id, {
      name: 'Renamed Circuit',
      description: 'Bring water.',
      capacity: 6,
      waitlistLimit: 3,
      locationId: studio.locationId,
      expertId: studio.experts[2]?.membershipId,
      creditKind: 'massage',
      credits: 2,
      price: '12.50',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed Circuit',
      description: 'Bring water.',
      capacity: 6,
      waitlistLimit: 3,
      location: { id: studio.locationId },
      expert: { id: studio.experts[2]?.membershipId },
      creditKind: 'massage',
      credits: 2,
      priceCents: 1250,
    });
    // The upcoming occurrence follows the group's new expert and capacity.
    expect(changed.json().occurrences[0]).toMatchObject({
      capacity: 6,
      seatsTaken: 1,
      expert: { id: studio.experts[2]?.membershipId },
    });
    // The member already seated keeps their held credit; a new one pays the new price.
    expect((await join(81, occurrenceId)).json()).toMatchObject({ status: 'booked', credits: 2 });
    const seats = await queryRows<{ credits: number }>(
      t.database.db,
      sql`select credits from group_seats where id = ${booked.json().id}`,
    );
    expect(seats[0]?.credits).toBe(1);
    const listed = (await api.get(customer(82).cookie, '/api/me/classes?days=90')).json();
    const mine = listed.items.find((i: { id: string }) => i.id === occurrenceId);
    expect(mine).toMatchObject({ location: { id: studio.locationId }, timeZone: studio.timeZone });
  });

  it('refuses a group change on the right field and changes nothing; another studio’s group is 404', async () => {
    const date = daysAhead(61);
    const at1215 = { type: 'dates' as const, sessions: [{ date, startTime: '12:15' }] };
    const { group, occurrenceId } = await createClass({ capacity: 3, schedule: at1215 }, date);
    await join(83, occurrenceId);
    await join(84, occurrenceId);
    const before = (await api.get(staff(), `/api/groups/${group.id}`)).json();

    const lower = await patchGroup(staff(), group.id, { capacity: 1, name: 'Never saved' });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.capacity).toEqual([
      '2 seats are already taken: the capacity cannot be lower.',
    ]);
    const noKind = await patchGroup(staff(), group.id, { creditKind: null });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors.creditKind).toEqual(['Choose a credit kind.']);
    const badPrice = await patchGroup(staff(), group.id, { price: 'lots' });
    expect(badPrice.statusCode).toBe(400);
    expect(Object.keys(badPrice.json().errors)).toEqual(['price']);

    const other = await buildStudio(t.database.db, { customers: 1, credits: 1, experts: 1 });
    const foreignPlace = await patchGroup(staff(), group.id, { locationId: other.locationId });
    expect(foreignPlace.statusCode).toBe(422);
    expect(foreignPlace.json().errors.locationId).toEqual(['Choose a location of this studio.']);
    const foreignExpert = await patchGroup(staff(), group.id, { expertId: other.experts[0]?.membershipId });
    expect(foreignExpert.statusCode).toBe(422);
    expect(foreignExpert.json().errors.expertId).toEqual(['Choose an expert of this studio.']);

    // The new expert already teaches at that time: the dates, on the expert field.
    const busy = await createClass({ expertId: studio.experts[1]?.membershipId, schedule: at1215 }, date);
    const clash = await patchGroup(staff(), group.id, { expertId: studio.experts[1]?.membershipId });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().errors.expertId[0]).toMatch(/^The expert is busy on /);
    expect(clash.json().conflicts[0].what).toBe(busy.group.name);

    const stranger = await patchGroup(other.admin.cookie, group.id, { name: 'Taken over' });
    expect(stranger.statusCode).toBe(404);
    const after = (await api.get(staff(), `/api/groups/${group.id}`)).json();
    expect(after).toEqual(before);
  });

  it('seats household participants with the member: they count toward capacity and pay like the member', async () => {
    const { occurrenceId } = await createClass({ capacity: 3 });
    const addPerson = async (i: number, fullName: string) => {
      const response = await api.post(customer(i).cookie, '/api/members/me/household', {
        fullName,
        relationship: 'child',
        dateOfBirth: '2015-04-01',
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const kid = await addPerson(85, 'Kid One');
    const strangersKid = await addPerson(86, 'Kid Two');
    const refused = await join(85, occurrenceId, { participants: [strangersKid] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.participants).toEqual(['Choose people from this member’s household.']);
    expect(await seatsOf(occurrenceId)).toHaveLength(0);

    const joined = await join(85, occurrenceId, { participants: [kid] });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({
      status: 'booked',
      seats: 2,
      credits: 2,
      participants: ['Kid One'],
    });
    const [hold] = await queryRows<{ quantity: number }>(
      t.database.db,
      sql`select quantity from credit_holds where service_id = ${joined.json().id}`,
    );
    expect(hold?.quantity).toBe(2);
    // One seat left: a member bringing someone waits, one alone gets it.
    const kid2 = await addPerson(87, 'Kid Three');
    expect((await join(87, occurrenceId, { participants: [kid2] })).json().status).toBe('waitlisted');
    expect((await join(88, occurrenceId)).json().status).toBe('booked');
    const roster = (await api.get(staff(), `/api/group-occurrences/${occurrenceId}/roster`)).json();
    expect(roster.occurrence).toMatchObject({ seatsTaken: 3, seatsLeft: 0 });
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });

  it('writes class emails in the recipient’s language, in the studio’s time zone', async () => {
    const { occurrenceId } = await createClass({ capacity: 1 });
    for (const [i, language] of [
      [90, 'fr'],
      [91, 'ar'],
    ] as const) {
      const chose = await api.put(customer(i).cookie, '/api/me/email-preferences', { language });
      expect(chose.statusCode, chose.body).toBe(200);
    }
    const seated = await join(89, occurrenceId);
    await join(90, occurrenceId);
    await join(91, occurrenceId);
    await api.del(customer(89).cookie, `/api/me/class-seats/${seated.json().id}`);
    await api.post(staff(), `/api/group-occurrences/${occurrenceId}/cancel`, { reason: '' });
    const emails = await queryRows<{
      to_email: string;
      kind: string;
      subject: string;
      language: string;
      text_body: string;
    }>(
      t.database.db,
      sql`select to_email, kind, subject, language, text_body from outbox_emails
          where to_email in (${customer(90).email}, ${customer(91).email}) and kind like 'group.%'
          order by created_at, kind`,
    );
    const of = (i: number, kind: string) =>
      emails.find((e) => e.to_email === customer(i).email && e.kind === kind);
    expect(of(90, 'group.promoted')).toMatchObject({ language: 'fr' });
    expect(of(90, 'group.promoted')?.subject).toMatch(/^Vous avez une place dans /);
    expect(of(90, 'group.canceled')?.subject).toMatch(/ est annulé$/);
    expect(of(91, 'group.canceled')).toMatchObject({ language: 'ar' });
    expect(of(91, 'group.canceled')?.subject).toMatch(/^أُلغي /);
    // The time is the studio's, named with its zone.
    expect(of(90, 'group.promoted')?.text_body).toContain(`(${studio.timeZone})`);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('group waitlist across two API processes', () => {
  it('promotes exactly once when the same leave reaches two processes at once', async () => {
    const first = await buildTestApp('postgres');
    const url = (first.database as { url?: string }).url;
    if (!url) throw new Error('no PostgreSQL url');
    const secondDb = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
    const second = await appOn(secondDb);
    try {
      const studio = await buildStudio(first.database.db, { customers: 8, credits: 3, experts: 1 });
      const a = apiOf(() => first.app);
      const b = apiOf(() => second);
      const { occurrenceId } = await addGroupClass(a, studio, {
        name: 'Two processes',
        durationMinutes: 60,
        date: daysAhead(9),
      });
      const seats: { id: string; status: string }[] = [];
      for (const member of studio.customers) {
        seats.push((await a.post(member.cookie, `/api/me/classes/${occurrenceId}/join`, {})).json());
      }
      expect(seats.map((s) => s.status)).toEqual(['booked', 'booked', ...Array(6).fill('waitlisted')]);
      // Both seated members leave, each through both processes at once.
      const leaves = await Promise.all(
        [0, 1].flatMap((i) => [
          a.del(studio.customers[i]?.cookie ?? '', `/api/me/class-seats/${seats[i]?.id}`),
          b.del(studio.customers[i]?.cookie ?? '', `/api/me/class-seats/${seats[i]?.id}`),
        ]),
      );
      expect(leaves.filter((r) => r.statusCode >= 500)).toHaveLength(0);
      const rows = await queryRows<{ status: string }>(
        first.database.db,
        sql`select status from group_seats where occurrence_id = ${occurrenceId} order by position`,
      );
      expect(rows.map((r) => r.status)).toEqual([
        'left',
        'left',
        'booked',
        'booked',
        ...Array(4).fill('waitlisted'),
      ]);
      const promoted = await queryRows<{ n: number }>(
        first.database.db,
        sql`select count(*)::int as n from notifications where kind = 'group.promoted' and business_id = ${studio.businessId}`,
      );
      expect(promoted[0]?.n).toBe(2);
      const [occurrence] = await queryRows<{ seats_taken: number }>(
        first.database.db,
        sql`select seats_taken from group_occurrences where id = ${occurrenceId}`,
      );
      expect(occurrence?.seats_taken).toBe(2);
      expect(await findCreditLedgerViolations(first.database.db)).toEqual([]);
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
    }
  }, 60_000);
});
