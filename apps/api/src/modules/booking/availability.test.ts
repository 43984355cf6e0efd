import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { businessHours } from '../../db/schema/index.ts';
import { expertWindowsOn, findAvailability, weekdayOf } from './availability.service.ts';

describe('expertWindowsOn', () => {
  const weekly = [
    { weekday: 3, start: '09:00', end: '12:00' },
    { weekday: 3, start: '12:00', end: '17:00' },
  ];
  const exception = (kind: 'time_off' | 'custom_hours', start: string | null, end: string | null) => ({
    id: 'x',
    expertId: 'e',
    kind,
    startsOn: '2026-11-25',
    endsOn: '2026-11-25',
    start,
    end,
    note: '',
  });
  it('merges touching windows so a session may span them', () => {
    expect(expertWindowsOn('2026-11-25', 3, weekly, [])).toEqual([{ start: '09:00', end: '17:00' }]);
  });
  it('cuts time off out of the day, and a whole-day time off leaves nothing', () => {
    expect(expertWindowsOn('2026-11-25', 3, weekly, [exception('time_off', '11:00', '13:00')])).toEqual([
      { start: '09:00', end: '11:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(expertWindowsOn('2026-11-25', 3, weekly, [exception('time_off', null, null)])).toEqual([]);
  });
  it('replaces the weekly hours with custom hours on the dates they cover only', () => {
    const custom = [exception('custom_hours', '14:00', '18:00')];
    expect(expertWindowsOn('2026-11-25', 3, weekly, custom)).toEqual([{ start: '14:00', end: '18:00' }]);
    expect(expertWindowsOn('2026-12-02', 3, weekly, custom)).toEqual([{ start: '09:00', end: '17:00' }]);
  });
});

describe.each(testDatabaseKinds())('expert availability and slot search on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);
  const date = daysAhead(5);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10 });
    other = await buildStudio(t.database.db, { credits: 10 });
  });
  afterAll(() => t.close());

  const expert = (i: number) => {
    const found = studio.experts[i];
    if (!found) throw new Error(`no expert ${i}`);
    return found;
  };
  const customer = (i: number) => {
    const found = studio.customers[i];
    if (!found) throw new Error(`no customer ${i}`);
    return found;
  };
  const times = async (query: string, cookie = studio.admin.cookie) => {
    const response = await api.get(cookie, `/api/availability?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots.map((slot: { time: string }) => slot.time) as string[];
  };

  it('offers every half hour whose whole session fits the business hours, for each expert', async () => {
    const slots = await times(
      `offeringId=${studio.studioOfferingId}&date=${date}&expertId=${expert(0).membershipId}`,
    );
    expect(slots[0]).toBe('07:00');
    expect(slots.at(-1)).toBe('18:00');
    expect(slots).toHaveLength(23);
    // "Any available": the same times, each with both experts.
    const any = await api.get(
      studio.admin.cookie,
      `/api/availability?offeringId=${studio.studioOfferingId}&date=${date}`,
    );
    expect(any.json().slots[0].expertIds).toHaveLength(2);
  });

  it('lets an expert set their own week inside the studio’s hours, and refuses outside it', async () => {
    const mine = expert(0);
    const outside = await api.put(mine.cookie, `/api/experts/${mine.membershipId}/weekly-hours`, {
      hours: [{ weekday: 1, start: '06:00', end: '12:00' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({
      'hours.0.start': ["Keep within the studio's hours on Mondays, 07:00 to 19:00."],
    });
    const overlapping = await api.put(mine.cookie, `/api/experts/${mine.membershipId}/weekly-hours`, {
      hours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlapping.json().errors).toEqual({
      'hours.1.start': ['This overlaps another window on the same day.'],
    });

    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
    const saved = await api.put(mine.cookie, `/api/experts/${mine.membershipId}/weekly-hours`, {
      hours: week,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours).toHaveLength(7);
    expect(
      await times(`offeringId=${studio.studioOfferingId}&date=${date}&expertId=${mine.membershipId}`),
    ).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('keeps experts to their own hours; staff edit anyone’s; another studio sees nothing', async () => {
    const theirs = expert(1);
    const byColleague = await api.put(expert(0).cookie, `/api/experts/${theirs.membershipId}/weekly-hours`, {
      hours: [],
    });
    expect(byColleague.statusCode).toBe(404);
    expect(
      (await api.get(expert(0).cookie, `/api/experts/${theirs.membershipId}/availability`)).statusCode,
    ).toBe(404);
    expect(
      (await api.get(other.admin.cookie, `/api/experts/${theirs.membershipId}/availability`)).statusCode,
    ).toBe(404);
    const byStaff = await api.get(studio.admin.cookie, `/api/experts/${theirs.membershipId}/availability`);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toMatchObject({
      expert: { id: theirs.membershipId },
      timeZone: 'America/Los_Angeles',
    });
    expect(
      (await api.get(customer(0).cookie, `/api/experts/${theirs.membershipId}/availability`)).statusCode,
    ).toBe(403);
  });

  it('applies time off and custom hours, and removes them again', async () => {
    const mine = expert(1);
    const base = `offeringId=${studio.studioOfferingId}&date=${date}&expertId=${mine.membershipId}`;
    const off = await api.post(studio.admin.cookie, `/api/experts/${mine.membershipId}/exceptions`, {
      kind: 'time_off',
      startsOn: date,
      endsOn: date,
      start: '10:00',
      end: '16:00',
      note: 'Dentist',
    });
    expect(off.statusCode, off.body).toBe(201);
    const partial = await times(base);
    expect(partial).toContain('09:00');
    expect(partial).not.toContain('09:30');
    expect(partial).not.toContain('15:00');
    expect(partial).toContain('16:00');

    const custom = await api.post(mine.cookie, `/api/experts/${mine.membershipId}/exceptions`, {
      kind: 'custom_hours',
      startsOn: date,
      endsOn: date,
      start: '16:00',
      end: '18:00',
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(await times(base)).toEqual(['16:00', '16:30', '17:00']);

    const wholeDay = await api.post(mine.cookie, `/api/experts/${mine.membershipId}/exceptions`, {
      kind: 'time_off',
      startsOn: date,
      endsOn: daysAhead(6),
    });
    expect(await times(base)).toEqual([]);
    for (const created of [off, custom, wholeDay]) {
      const removed = await api.del(
        mine.cookie,
        `/api/experts/${mine.membershipId}/exceptions/${created.json().id}`,
      );
      expect(removed.statusCode).toBe(204);
    }
    expect(await times(base)).toHaveLength(23);
  });

  it('puts exception validation messages on the right fields', async () => {
    const mine = expert(1);
    const refused = await api.post(mine.cookie, `/api/experts/${mine.membershipId}/exceptions`, {
      kind: 'custom_hours',
      startsOn: date,
      endsOn: daysAhead(3),
      start: '10:00',
      end: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      endsOn: ['The last day must not be before the first.'],
      end: ['Give both times, or neither for whole days.'],
    });
    const late = await api.post(mine.cookie, `/api/experts/${mine.membershipId}/exceptions`, {
      kind: 'custom_hours',
      startsOn: date,
      endsOn: date,
      start: '18:00',
      end: '21:00',
    });
    expect(late.json().errors).toEqual({
      end: [`Keep within the studio's hours on ${dayName(date)}s, 07:00 to 19:00.`],
    });
  });

  it('keeps a travel buffer around in-home sessions, and the customer’s own sessions free', async () => {
    const fresh = await buildStudio(t.database.db, { credits: 10 });
    const [mine, colleague] = fresh.experts as [typeof studio.principal, typeof studio.principal];
    const someone = fresh.customers[0] ?? fresh.principal;
    const times = async (query: string) => {
      const response = await api.get(fresh.admin.cookie, `/api/availability?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().slots.map((slot: { time: string }) => slot.time) as string[];
    };
    // An in-home massage 10:00-11:00 (local) keeps the expert busy 09:30-11:30.
    const booked = await api.post(fresh.admin.cookie, '/api/services', {
      customerId: someone.membershipId,
      offeringId: fresh.homeOfferingId,
      expertId: mine.membershipId,
      startsAt: at(date, '10:00'),
      address: '1 Main St',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Another in-home session needs its own buffer too: 30 + 30 minutes between them.
    const home = await times(`offeringId=${fresh.homeOfferingId}&date=${date}&expertId=${mine.membershipId}`);
    expect(home).toContain('08:00'); // 07:30-09:30 busy, touching 09:30
    expect(home).not.toContain('08:30');
    expect(home).not.toContain('11:30');
    expect(home).toContain('12:00');
    // A studio session only needs the massage's own buffer.
    const studioTimes = await times(
      `offeringId=${fresh.studioOfferingId}&date=${date}&expertId=${mine.membershipId}`,
    );
    expect(studioTimes).toContain('11:30');
    expect(studioTimes).not.toContain('09:00');
    expect(studioTimes).not.toContain('11:00');
    expect(studioTimes).toContain('08:30');
    // With the customer named, another expert's free times skip the customer's own session (no buffer).
    const forCustomer = await times(
      `offeringId=${fresh.studioOfferingId}&date=${date}&expertId=${colleague.membershipId}&customerId=${someone.membershipId}`,
    );
    expect(forCustomer).toContain('09:00');
    expect(forCustomer).not.toContain('09:30');
    expect(forCustomer).not.toContain('10:30');
    expect(forCustomer).toContain('11:00');
    // The member's own search keeps their sessions free the same way.
    const mineAsMember = await api.get(
      someone.cookie,
      `/api/me/availability?offeringId=${fresh.studioOfferingId}&date=${date}&expertId=${colleague.membershipId}`,
    );
    expect(mineAsMember.json().slots.map((s: { time: string }) => s.time)).not.toContain('10:00');
  });

  it('offers nothing on a day the studio is closed, and refuses dates outside 2 to 32 days ahead', async () => {
    const closedStudio = await buildStudio(t.database.db, { credits: 10 });
    await t.database.db
      .update(businessHours)
      .set({ closed: true, opensAt: null, closesAt: null })
      .where(eq(businessHours.businessId, closedStudio.businessId));
    const closed = await api.get(
      closedStudio.admin.cookie,
      `/api/availability?offeringId=${closedStudio.studioOfferingId}&date=${date}`,
    );
    expect(closed.json().slots).toEqual([]);
    for (const tooSoonOrLate of [daysAhead(1), daysAhead(33)]) {
      const refused = await api.get(
        studio.admin.cookie,
        `/api/availability?offeringId=${studio.studioOfferingId}&date=${tooSoonOrLate}`,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ date: ['Choose a date from 2 to 32 days ahead.'] });
    }
    const badDate = await api.get(
      studio.admin.cookie,
      `/api/availability?offeringId=${studio.studioOfferingId}&date=2026-02-30`,
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ date: ['Enter a date as YYYY-MM-DD.'] });
    const foreign = await api.get(
      other.admin.cookie,
      `/api/availability?offeringId=${studio.studioOfferingId}&date=${date}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('names each date of the booking window open, closed by the studio, an expert’s day off or full', async () => {
    const fresh = await buildStudio(t.database.db, { credits: 10 });
    const [mine] = fresh.experts as [typeof studio.principal];
    const someone = fresh.customers[0] ?? fresh.principal;
    // The studio closes on Sundays; the expert takes a whole day off and works one hour on another.
    await t.database.db
      .update(businessHours)
      .set({ closed: true, opensAt: null, closesAt: null })
      .where(and(eq(businessHours.businessId, fresh.businessId), eq(businessHours.weekday, 7)));
    const [dayOff, oneHour] = [5, 6, 7, 8, 9]
      .map((n) => daysAhead(n))
      .filter((day) => weekdayOf(day) !== 7) as [string, string];
    for (const exception of [
      { kind: 'time_off', startsOn: dayOff, endsOn: dayOff },
      { kind: 'custom_hours', startsOn: oneHour, endsOn: oneHour, start: '09:00', end: '10:00' },
    ]) {
      const added = await api.post(
        fresh.admin.cookie,
        `/api/experts/${mine.membershipId}/exceptions`,
        exception,
      );
      expect(added.statusCode, added.body).toBe(201);
    }
    const booked = await api.post(fresh.admin.cookie, '/api/services', {
      customerId: someone.membershipId,
      offeringId: fresh.studioOfferingId,
      expertId: mine.membershipId,
      startsAt: at(oneHour, '09:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const days = async (query: string, cookie = fresh.admin.cookie, path = '/api/availability/days') => {
      const response = await api.get(cookie, `${path}?offeringId=${fresh.studioOfferingId}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { timeZone: string; days: { date: string; status: string }[] };
      expect(body.timeZone).toBe('America/Los_Angeles');
      return new Map(body.days.map((day) => [day.date, day.status]));
    };
    const withMine = await days(`&expertId=${mine.membershipId}`);
    // The whole window, 2 to 32 days ahead, in order.
    expect([...withMine.keys()]).toEqual(Array.from({ length: 31 }, (_, i) => daysAhead(i + 2)));
    for (const [date, status] of withMine) {
      const expected =
        weekdayOf(date) === 7 ? 'closed' : date === dayOff ? 'off' : date === oneHour ? 'full' : 'open';
      expect(status, date).toBe(expected);
    }
    // Any expert: the colleague works both days, so they stay open; Sundays stay closed.
    const anyExpert = await days('');
    expect(anyExpert.get(dayOff)).toBe('open');
    expect(anyExpert.get(oneHour)).toBe('open');
    expect(
      [...anyExpert].filter(([, status]) => status === 'closed').map(([date]) => weekdayOf(date)),
    ).toEqual([...withMine].filter(([date]) => weekdayOf(date) === 7).map(() => 7));
    // The member gets the same days for their own booking.
    const asMember = await days(
      `&expertId=${mine.membershipId}`,
      someone.cookie,
      '/api/me/availability/days',
    );
    expect(asMember).toEqual(withMine);

    // Another studio's offering is not found; a wrong id is refused on its field.
    const foreign = await api.get(
      other.admin.cookie,
      `/api/availability/days?offeringId=${fresh.studioOfferingId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const notMine = await api.get(
      fresh.admin.cookie,
      `/api/availability/days?offeringId=${fresh.studioOfferingId}&expertId=${studio.experts[0]?.membershipId}`,
    );
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors).toHaveProperty('expertId');
    const bad = await api.get(fresh.admin.cookie, '/api/availability/days?offeringId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ offeringId: ['Choose an offering.'] });
  });

  it('gives the right instants across daylight-saving changes (business time zone)', async () => {
    const dst = await buildStudio(t.database.db, {
      credits: 10,
      expertHours: { start: '00:00', end: '23:59' },
    });
    const search = (day: string, now: string) =>
      findAvailability(
        t.database.db,
        dst.businessId,
        { offeringId: dst.studioOfferingId, date: day },
        new Date(now),
      );
    // Clocks go back on 2026-11-01 in Los Angeles: 07:00 is 15:00 UTC that day, 14:00 UTC the day before.
    const back = await search('2026-11-01', '2026-10-28T18:00:00Z');
    expect(back.slots[0]).toMatchObject({ time: '07:00', startsAt: '2026-11-01T15:00:00.000Z' });
    const before = await search('2026-10-31', '2026-10-28T18:00:00Z');
    expect(before.slots[0]).toMatchObject({ time: '07:00', startsAt: '2026-10-31T14:00:00.000Z' });
    // Clocks go forward on 2026-03-08: still 23 starts from 07:00 to 18:00, one hour earlier in UTC.
    const forward = await search('2026-03-08', '2026-03-04T18:00:00Z');
    expect(forward.slots).toHaveLength(23);
    expect(forward.slots[0]).toMatchObject({ startsAt: '2026-03-08T14:00:00.000Z' });
    expect(forward.slots.at(-1)).toMatchObject({ time: '18:00', startsAt: '2026-03-09T01:00:00.000Z' });
  });
});

function dayName(date: string): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    new Date(`${date}T00:00:00Z`).getUTCDay()
  ] as string;
}
