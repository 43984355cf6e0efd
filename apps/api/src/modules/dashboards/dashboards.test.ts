import { randomUUID } from 'node:crypto';
import { addDays, toZonedParts, zonedTimeToUtc } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { daysAhead } from '../../../test/support/studio-time.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  businesses,
  creditEntries,
  creditHolds,
  creditLots,
  journalEntries,
  journalLines,
  memberships,
  notifications,
  payments,
  refunds,
  services,
} from '../../db/schema/index.ts';
import { expertDashboard } from './dashboards.service.ts';

const TZ = 'America/Los_Angeles';
const local = (date: string, time: string) => {
  const value = zonedTimeToUtc(date, time, TZ);
  if (!value) throw new Error('no such time');
  return value;
};

/** A session written straight to the table, as it stands after the fact. */
type SessionInput = {
  expert: number;
  customer: number;
  startsAt: Date;
  status?: 'Requested' | 'Confirmed' | 'Completed' | 'Canceled';
  canceledAt?: Date;
  massage?: boolean;
  stars?: number;
};

/** The row of a one-hour session (Completed unless told). */
function sessionRow(studio: Studio, input: SessionInput) {
  const endsAt = new Date(input.startsAt.getTime() + 3_600_000);
  const status = input.status ?? 'Completed';
  return {
    businessId: studio.businessId,
    offeringId: input.massage ? studio.homeOfferingId : studio.studioOfferingId,
    offeringName: input.massage ? 'In-home Massage' : 'Personal Training',
    serviceType: input.massage ? 'Massage' : 'Training',
    category: input.massage ? 'massage' : 'training',
    place: input.massage ? 'home' : 'studio',
    expertId: studio.experts[input.expert]?.membershipId ?? '',
    customerId: studio.customers[input.customer]?.membershipId ?? '',
    status,
    startsAt: input.startsAt,
    endsAt,
    durationMinutes: 60,
    expertBusyFrom: input.startsAt,
    expertBusyUntil: endsAt,
    credits: 1,
    creditKind: input.massage ? 'massage' : 'training',
    canceledAt: input.canceledAt ?? null,
    cancelReason: input.canceledAt ? 'test' : null,
    completedAt: status === 'Completed' ? endsAt : null,
    reviewStars: input.stars ?? null,
    reviewedAt: input.stars ? endsAt : null,
  } satisfies typeof services.$inferInsert;
}

async function addSession(db: Database, studio: Studio, input: SessionInput) {
  await db.insert(services).values(sessionRow(studio, input));
}

/** A balanced journal entry at `at`. */
async function post(
  db: Database,
  businessId: string,
  at: Date,
  sourceType: string,
  lines: [string, number][],
) {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({ businessId, memo: sourceType, sourceType, sourceId: randomUUID(), createdAt: at })
      .returning();
    await tx.insert(journalLines).values(
      lines.map(([account, amountCents]) => ({
        businessId,
        entryId: entry?.id ?? '',
        account: account as 'revenue',
        amountCents,
      })),
    );
  });
}

async function spend(db: Database, studio: Studio, customer: number, at: Date) {
  const customerId = studio.customers[customer]?.membershipId ?? '';
  const [hold] = await db
    .insert(creditHolds)
    .values({
      businessId: studio.businessId,
      customerId,
      kind: 'training',
      quantity: 1,
      serviceId: randomUUID(),
      status: 'spent',
      createdAt: at,
      settledAt: at,
    })
    .returning();
  await db.insert(creditEntries).values({
    businessId: studio.businessId,
    customerId,
    kind: 'training',
    entryType: 'spend',
    availableDelta: 0,
    heldDelta: -1,
    availableAfter: 9,
    heldAfter: 0,
    holdId: hold?.id ?? null,
    createdAt: at,
  });
}

async function pay(db: Database, studio: Studio, customer: number, amountCents: number, at: Date) {
  const [payment] = await db
    .insert(payments)
    .values({
      businessId: studio.businessId,
      customerId: studio.customers[customer]?.membershipId ?? '',
      method: 'cash',
      amountCents,
      createdAt: at,
    })
    .returning();
  await post(db, studio.businessId, at, 'payment', [
    ['cash_drawer', amountCents],
    ['deferred_revenue', -amountCents],
  ]);
  return payment?.id ?? '';
}

/**
 * A small studio with known figures for the week 2026-06-01..07 (custom period) and the week before
 * (2026-05-25..31), in Los Angeles time. Written the same way into a second studio, which must never count.
 */
async function seedKnownStudio(db: Database, studio: Studio) {
  await addSession(db, studio, { expert: 0, customer: 0, startsAt: local('2026-06-03', '10:00'), stars: 5 });
  // 11:30 PM studio time on Sunday the 7th: already Monday in UTC, still in the period.
  await addSession(db, studio, { expert: 0, customer: 0, startsAt: local('2026-06-07', '23:30'), stars: 4 });
  // Canceled two hours before: inside the 24-hour window, a late cancel.
  await addSession(db, studio, {
    expert: 0,
    customer: 0,
    startsAt: local('2026-06-05', '10:00'),
    status: 'Canceled',
    canceledAt: local('2026-06-05', '08:00'),
  });
  await addSession(db, studio, {
    expert: 0,
    customer: 0,
    startsAt: local('2026-06-04', '12:00'),
    status: 'Canceled',
    canceledAt: local('2026-06-01', '09:00'),
  });
  await addSession(db, studio, {
    expert: 1,
    customer: 1,
    startsAt: local('2026-06-06', '14:00'),
    status: 'Confirmed',
    massage: true,
  });
  // The previous week: one on Tuesday, one at 11:30 PM on Sunday the 31st (June 1st in UTC).
  await addSession(db, studio, { expert: 0, customer: 1, startsAt: local('2026-05-26', '10:00') });
  await addSession(db, studio, { expert: 0, customer: 0, startsAt: local('2026-05-31', '23:30') });

  const first = await pay(db, studio, 0, 10_000, local('2026-06-02', '12:00'));
  await pay(db, studio, 1, 5_000, local('2026-05-27', '12:00'));
  await db.insert(refunds).values({
    businessId: studio.businessId,
    paymentId: first,
    amountCents: 2_000,
    reason: 'test',
    createdAt: local('2026-06-03', '12:00'),
  });
  await post(db, studio.businessId, local('2026-06-03', '12:00'), 'refund', [
    ['refunds', 2_000],
    ['cash_drawer', -2_000],
  ]);
  for (const [at, cents] of [
    [local('2026-06-03', '18:00'), 3_000],
    [local('2026-06-07', '23:30'), 1_500],
    [local('2026-05-28', '18:00'), 1_500],
  ] as const) {
    await post(db, studio.businessId, at, 'credit_spend', [
      ['deferred_revenue', cents],
      ['revenue', -cents],
    ]);
  }
  await db.insert(creditLots).values({
    businessId: studio.businessId,
    customerId: studio.customers[0]?.membershipId ?? '',
    kind: 'training',
    granted: 10,
    remaining: 0,
    sourceType: 'purchase',
    sourceId: randomUUID(),
    valueCents: 10_000,
    createdAt: local('2026-06-02', '12:00'),
  });
  await spend(db, studio, 0, local('2026-06-03', '11:05'));
  await spend(db, studio, 0, local('2026-06-07', '23:55'));
  // Joined: customer 0 in the period, customer 2 in the previous one, customer 1 long before.
  const joined = [local('2026-06-02', '09:00'), local('2026-04-01', '09:00'), local('2026-05-30', '09:00')];
  for (const [index, createdAt] of joined.entries()) {
    await db
      .update(memberships)
      .set({ createdAt })
      .where(eq(memberships.id, studio.customers[index]?.membershipId ?? ''));
  }
  // Customer 2 came yesterday: not at risk. Customers 0 and 1 have credits and no visit in 14 days.
  const yesterday = addDays(toZonedParts(new Date(), TZ).date, -1);
  await addSession(db, studio, { expert: 1, customer: 2, startsAt: local(yesterday, '08:00') });
}

describe.each(testDatabaseKinds())('dashboards on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const week = '?period=custom&from=2026-06-01&to=2026-06-07';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, timeZone: TZ });
    other = await buildStudio(t.database.db, { credits: 10, timeZone: TZ });
    await seedKnownStudio(t.database.db, studio);
    await seedKnownStudio(t.database.db, other);
    // The other studio has more: had it counted, every figure below would be off.
    await addSession(t.database.db, other, {
      expert: 1,
      customer: 2,
      startsAt: local('2026-06-02', '08:00'),
    });
    await pay(t.database.db, other, 2, 99_900, local('2026-06-02', '13:00'));
  });
  afterAll(() => t.close());

  const get = async (cookie: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const json = response.headers['content-type']?.toString().includes('json');
    return {
      status: response.statusCode,
      body: json ? response.json() : null,
      text: response.body,
      headers: response.headers,
    };
  };

  it('gives every figure of the studio dashboard exactly, with its change', async () => {
    const { status, body } = await get(studio.admin.cookie, `/api/dashboards/admin${week}`);
    expect(status).toBe(200);
    expect(body.period).toEqual({
      period: 'custom',
      from: '2026-06-01',
      to: '2026-06-07',
      previousFrom: '2026-05-25',
      previousTo: '2026-05-31',
      timeZone: TZ,
    });
    expect(body.revenueCents).toEqual({ value: 4_500, previous: 1_500, change: 200 });
    expect(body.cashCents).toEqual({ value: 8_000, previous: 5_000, change: 60 });
    expect(body.creditsSold).toEqual({ value: 10, previous: 0, change: null });
    expect(body.creditsUsed).toEqual({ value: 2, previous: 0, change: null });
    expect(body.deferredRevenueCents).toBe(15_000 - 6_000);
    expect(body.sessions).toEqual({ value: 5, previous: 2, change: 150 });
    expect(body.sessionsByStatus).toEqual([
      { status: 'Canceled', count: 2 },
      { status: 'Completed', count: 2 },
      { status: 'Confirmed', count: 1 },
    ]);
    expect(body.sessionsByType).toEqual([
      { type: 'Training', count: 4 },
      { type: 'Massage', count: 1 },
    ]);
    expect(body.lateCancels).toEqual({ value: 1, previous: 0, change: null });
    expect(body.activeMembers).toEqual({ value: 1, previous: 2, change: -50 });
    expect(body.newMembers).toEqual({ value: 1, previous: 1, change: 0 });
    expect(body.atRiskMembers).toBe(2);
    // Two experts, 14 hours a day, 7 days: 11,760 minutes. Booked 180 now, 120 before.
    expect(body.utilisation).toEqual({ value: 1.5, previous: 1, change: 50 });
    expect(body.experts.map((row: { bookedMinutes: number }) => row.bookedMinutes).sort()).toEqual([120, 60]);
    expect(body.topOfferings).toEqual([
      { offeringId: studio.studioOfferingId, name: 'Personal Training', sessions: 2 },
      { offeringId: studio.homeOfferingId, name: 'In-home Massage', sessions: 1 },
    ]);
  });

  it('counts a session at 11:30 PM studio time on its studio day', async () => {
    const sunday = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2026-06-07&to=2026-06-07',
    );
    expect(sunday.body.sessions).toEqual({ value: 1, previous: 1, change: 0 });
    expect(sunday.body.revenueCents.value).toBe(1_500);
    const monday = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2026-06-08&to=2026-06-08',
    );
    expect(monday.body.sessions.value).toBe(0);
    const may31 = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2026-05-31&to=2026-05-31',
    );
    expect(may31.body.sessions.value).toBe(1);
  });

  it('lists the rows behind a figure, and the CSV holds the same rows', async () => {
    const sessions = await get(studio.admin.cookie, `/api/dashboards/admin/lists/sessions${week}`);
    expect(sessions.status).toBe(200);
    expect(sessions.body.columns).toEqual(['date', 'customer', 'expert', 'offering', 'type', 'status']);
    expect(sessions.body.rows).toHaveLength(5);
    expect(sessions.body.rows.at(-1)).toEqual([
      '2026-06-07 23:30',
      studio.customers[0]?.name,
      studio.experts[0]?.name,
      'Personal Training',
      'Training',
      'Completed',
    ]);
    const completed = await get(
      studio.admin.cookie,
      `/api/dashboards/admin/lists/sessions${week}&status=Completed`,
    );
    expect(completed.body.rows).toHaveLength(2);
    const late = await get(studio.admin.cookie, `/api/dashboards/admin/lists/lateCancels${week}`);
    expect(late.body.rows.map((row: string[]) => row[0])).toEqual(['2026-06-05 10:00']);
    const cash = await get(studio.admin.cookie, `/api/dashboards/admin/lists/cash${week}`);
    expect(cash.body.rows.map((row: unknown[]) => row[4])).toEqual([10_000, -2_000]);

    const csv = await get(studio.admin.cookie, `/api/dashboards/admin/lists/cash/csv${week}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="cash-2026-06-01-to-2026-06-07.csv"',
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toEqual([
      'date,customer,kind,method,amount',
      `2026-06-02 12:00,${studio.customers[0]?.name},payment,cash,100.00`,
      `2026-06-03 12:00,${studio.customers[0]?.name},refund,cash,-20.00`,
    ]);
    const all = await get(studio.admin.cookie, `/api/dashboards/admin/lists/sessions/csv${week}`);
    expect(all.text.trim().split('\r\n')).toHaveLength(1 + 5);
  });

  it('refuses a period it cannot read, naming the field', async () => {
    const missing = await get(studio.admin.cookie, '/api/dashboards/admin?period=custom&from=2026-06-01');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ to: ['Enter the last day.'] });
    const reversed = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2026-06-07&to=2026-06-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toMatchObject({ to: ['End on or after the first day.'] });
    const tooLong = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2024-01-01&to=2026-01-01',
    );
    expect(tooLong.status).toBe(400);
    const unknown = await get(studio.admin.cookie, '/api/dashboards/admin/lists/secrets');
    expect(unknown.status).toBe(400);
    const badDay = await get(
      studio.admin.cookie,
      '/api/dashboards/admin?period=custom&from=2026-02-30&to=2026-03-01',
    );
    expect(badDay.status).toBe(400);
  });

  it('lets only staff open the studio dashboard and its lists', async () => {
    for (const cookie of [studio.experts[0]?.cookie ?? '', studio.customers[0]?.cookie ?? '']) {
      expect((await get(cookie, `/api/dashboards/admin${week}`)).status).toBe(403);
      expect((await get(cookie, `/api/dashboards/admin/lists/sessions${week}`)).status).toBe(403);
      expect((await get(cookie, `/api/dashboards/admin/lists/sessions/csv${week}`)).status).toBe(403);
    }
    expect((await get('', `/api/dashboards/admin${week}`)).status).toBe(401);
    expect((await get(studio.principal.cookie, `/api/dashboards/admin${week}`)).status).toBe(200);
  });

  it('shows an expert only their own clients, rating and requests', async () => {
    const tomorrow = addDays(toZonedParts(new Date(), TZ).date, 2);
    await addSession(t.database.db, studio, {
      expert: 1,
      customer: 1,
      startsAt: local(tomorrow, '09:00'),
      status: 'Requested',
    });
    const first = await get(studio.experts[0]?.cookie ?? '', '/api/dashboards/expert');
    expect(first.status).toBe(200);
    expect(first.body.clients).toBe(2);
    expect(first.body.averageRating).toBe(4.5);
    expect(first.body.reviews.map((review: { stars: number }) => review.stars)).toEqual([4, 5]);
    expect(first.body.requests).toEqual([]);
    const second = await get(studio.experts[1]?.cookie ?? '', '/api/dashboards/expert');
    expect(second.body.clients).toBe(2);
    expect(second.body.averageRating).toBeNull();
    expect(second.body.requests.map((row: { expertName: string }) => row.expertName)).toEqual([
      studio.experts[1]?.name,
    ]);
    expect((await get(studio.customers[0]?.cookie ?? '', '/api/dashboards/expert')).status).toBe(403);
    expect((await get(studio.admin.cookie, '/api/dashboards/expert')).status).toBe(403);
  });

  it('shows a member only their own sessions, credits and notifications', async () => {
    const soon = addDays(toZonedParts(new Date(), TZ).date, 3);
    await addSession(t.database.db, studio, {
      expert: 0,
      customer: 0,
      startsAt: local(soon, '09:00'),
      status: 'Confirmed',
    });
    await addSession(t.database.db, studio, {
      expert: 0,
      customer: 1,
      startsAt: local(soon, '11:00'),
      status: 'Confirmed',
    });
    const customer = studio.customers[0]?.membershipId ?? '';
    await t.database.db.insert(notifications).values([
      { businessId: studio.businessId, membershipId: customer, kind: 'service_confirmed' },
      {
        businessId: studio.businessId,
        membershipId: customer,
        kind: 'service_confirmed',
        readAt: new Date(),
      },
      { businessId: studio.businessId, membershipId: studio.customers[1]?.membershipId ?? '', kind: 'x' },
    ]);
    const { status, body } = await get(studio.customers[0]?.cookie ?? '', '/api/dashboards/member');
    expect(status).toBe(200);
    expect(body.next).toHaveLength(1);
    expect(body.next[0].customerName).toBe(studio.customers[0]?.name);
    // Each next session as its own page answers it, so its actions show with the list.
    const own = await get(studio.customers[0]?.cookie ?? '', `/api/me/services/${body.next[0].id}`);
    expect(body.next[0].service).toEqual(own.body);
    expect(body.next[0].service.allowedTransitions).toContain('Canceled');
    expect(body.unreadNotifications).toBe(1);
    expect(body.credits).toEqual([
      { kind: 'massage', available: 10, held: 0, expiringSoon: 0, expiresAt: null },
      { kind: 'training', available: 10, held: 0, expiringSoon: 0, expiresAt: null },
    ]);
    expect(body.recent.map((row: { startsAt: string }) => row.startsAt)).toEqual([
      local('2026-06-07', '23:30').toISOString(),
      local('2026-06-03', '10:00').toISOString(),
      local('2026-05-31', '23:30').toISOString(),
    ]);
    expect(body.toReview).toHaveLength(1);
    expect(body.bookAgain).toEqual([
      { offeringId: studio.studioOfferingId, name: 'Personal Training', serviceType: 'Training' },
    ]);
  });

  it("lists an expert's own clients and opens a client's page for that expert and staff only", async () => {
    const [expert0, expert1] = studio.experts;
    const [c0, c1] = studio.customers;
    const list = await get(expert0?.cookie ?? '', '/api/dashboards/provider/clients');
    expect(list.status).toBe(200);
    expect(list.body.items.map((row: { customerId: string }) => row.customerId).sort()).toEqual(
      [c0?.membershipId, c1?.membershipId].sort(),
    );
    const row = list.body.items.find((item: { customerId: string }) => item.customerId === c0?.membershipId);
    expect(row).toMatchObject({ creditsLeft: 20, medicalFlag: false });
    expect(row.lastSession).toBe(local('2026-06-07', '23:30').toISOString());

    const page = await get(expert0?.cookie ?? '', `/api/dashboards/provider/clients/${c0?.membershipId}`);
    expect(page.status).toBe(200);
    expect(page.body.profile.fullName).toBe(c0?.name);
    expect(
      page.body.sessions.every((session: { expertName: string }) => session.expertName === expert0?.name),
    ).toBe(true);
    // Expert 1 never trained customer 0: as if the client did not exist.
    expect(
      (await get(expert1?.cookie ?? '', `/api/dashboards/provider/clients/${c0?.membershipId}`)).status,
    ).toBe(404);
    expect(
      (await get(studio.customers[0]?.cookie ?? '', `/api/dashboards/provider/clients/${c0?.membershipId}`))
        .status,
    ).toBe(403);
    expect(
      (await get(other.admin.cookie, `/api/dashboards/provider/clients/${c0?.membershipId}`)).status,
    ).toBe(404);
    expect((await get(expert0?.cookie ?? '', '/api/dashboards/provider/clients/not-an-id')).status).toBe(400);
    const staffView = await get(studio.admin.cookie, `/api/dashboards/provider/clients/${c0?.membershipId}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.sessions.length).toBeGreaterThanOrEqual(page.body.sessions.length);
  });

  it("keeps an expert's notes on a client private to them and the staff", async () => {
    const [expert0, expert1] = studio.experts;
    const c1 = studio.customers[1]?.membershipId;
    const note = (cookie: string, text: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboards/provider/clients/${c1}/notes`,
        headers: { cookie, 'x-requested-with': 'fetch' },
        payload: { text },
      });
    const empty = await note(expert0?.cookie ?? '', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ text: ['Write a note.'] });
    expect((await note(expert0?.cookie ?? '', 'Left knee: no deep squats yet.')).statusCode).toBe(204);
    expect((await note(expert1?.cookie ?? '', 'Prefers mornings.')).statusCode).toBe(204);
    // Customer 0 is not expert 1's client: no note can be written on them.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/dashboards/provider/clients/${studio.customers[0]?.membershipId}/notes`,
      headers: { cookie: expert1?.cookie ?? '', 'x-requested-with': 'fetch' },
      payload: { text: 'x' },
    });
    expect(stranger.statusCode).toBe(404);
    const texts = async (cookie: string) =>
      (await get(cookie, `/api/dashboards/provider/clients/${c1}`)).body.notes.map(
        (n: { text: string }) => n.text,
      );
    expect(await texts(expert0?.cookie ?? '')).toEqual(['Left knee: no deep squats yet.']);
    expect(await texts(expert1?.cookie ?? '')).toEqual(['Prefers mornings.']);
    expect((await texts(studio.admin.cookie)).sort()).toEqual([
      'Left knee: no deep squats yet.',
      'Prefers mornings.',
    ]);
  });
});

// The studio dashboard reads per-day rollups kept by triggers (migration 0021_dashboard_rollups.sql): these
// change sessions, payments and the studio after the fact and check every figure follows.
describe.each(testDatabaseKinds())('dashboard rollups on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, timeZone: TZ });
  });
  afterAll(() => t.close());

  const day = async (date: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboards/admin?period=custom&from=${date}&to=${date}`,
      headers: { cookie: studio.admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const rollups = async () =>
    queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from (select 's' as t, day::text, expert_id::text as k1, offering_id::text as k2,
            service_type || status || late as k3, sessions as v1, minutes as v2
          from dashboard_session_days where business_id = ${studio.businessId} and (sessions, minutes) <> (0, 0)
          union all
          select 'm', day::text, '', '', '', revenue_cents + deferred_cents * 7, paid_cents + refunded_cents * 7
            + credits_sold * 49 + credits_used * 343
          from dashboard_money_days where business_id = ${studio.businessId}) x order by 1, 2, 3, 4, 5`,
    );

  it('follows sessions rescheduled, canceled and deleted, payments, refunds and the studio changed', async () => {
    const { db } = t.database;
    await addSession(db, studio, { expert: 0, customer: 0, startsAt: local('2026-06-07', '23:30') });
    expect((await day('2026-06-07')).sessions.value).toBe(1);

    // Rescheduled to Monday 10:00, then canceled two hours before: a late cancel on Monday.
    const [session] = await db.select().from(services).where(eq(services.businessId, studio.businessId));
    const id = session?.id ?? '';
    const [from, until] = [local('2026-06-08', '10:00'), local('2026-06-08', '11:00')];
    await db
      .update(services)
      .set({
        startsAt: from,
        endsAt: until,
        expertBusyFrom: from,
        expertBusyUntil: until,
        status: 'Confirmed',
        completedAt: null,
      })
      .where(eq(services.id, id));
    expect((await day('2026-06-07')).sessions.value).toBe(0);
    let monday = await day('2026-06-08');
    expect(monday.sessions.value).toBe(1);
    expect(monday.sessionsByStatus).toEqual([{ status: 'Confirmed', count: 1 }]);
    expect(monday.experts.map((row: { bookedMinutes: number }) => row.bookedMinutes).sort()).toEqual([0, 60]);
    await db
      .update(services)
      .set({ status: 'Canceled', canceledAt: local('2026-06-08', '08:00'), cancelReason: 'test' })
      .where(eq(services.id, id));
    monday = await day('2026-06-08');
    expect(monday.sessionsByStatus).toEqual([{ status: 'Canceled', count: 1 }]);
    expect(monday.lateCancels.value).toBe(1);
    expect(monday.topOfferings).toEqual([]);
    expect(monday.experts.map((row: { bookedMinutes: number }) => row.bookedMinutes)).toEqual([0, 0]);

    // A one-hour free-cancel window makes the same cancel an early one.
    await db.update(businesses).set({ freeCancelHours: 1 }).where(eq(businesses.id, studio.businessId));
    expect((await day('2026-06-08')).lateCancels.value).toBe(0);

    // 11:30 PM on Sunday in Los Angeles is Monday morning in Paris: the studio days move with the zone.
    await addSession(db, studio, { expert: 1, customer: 1, startsAt: local('2026-06-07', '23:30') });
    const paymentId = await pay(db, studio, 1, 4_000, local('2026-06-07', '23:30'));
    let sunday = await day('2026-06-07');
    expect(sunday.sessions.value).toBe(1);
    expect(sunday.cashCents.value).toBe(4_000);
    await db.update(businesses).set({ timeZone: 'Europe/Paris' }).where(eq(businesses.id, studio.businessId));
    sunday = await day('2026-06-07');
    expect(sunday.sessions.value).toBe(0);
    expect(sunday.cashCents.value).toBe(0);
    monday = await day('2026-06-08');
    expect(monday.sessions.value).toBe(2);
    expect(monday.cashCents.value).toBe(4_000);
    expect(monday.deferredRevenueCents).toBe(4_000);

    // A refund on Monday; a session deleted.
    await db.insert(refunds).values({
      businessId: studio.businessId,
      paymentId,
      amountCents: 500,
      reason: 'test',
      createdAt: local('2026-06-08', '12:00'),
    });
    expect((await day('2026-06-08')).cashCents.value).toBe(3_500);
    await db.delete(services).where(and(eq(services.businessId, studio.businessId), eq(services.id, id)));
    monday = await day('2026-06-08');
    expect(monday.sessions.value).toBe(1);
    expect(monday.lateCancels.value).toBe(0);

    // After all that, the rollups equal a rebuild from the source rows.
    const kept = await rollups();
    await db.execute(sql`select dashboard_rebuild(${studio.businessId}::uuid)`);
    expect(await rollups()).toEqual(kept);
  });

  it('counts active members from their visit days as sessions are completed, moved and deleted', async () => {
    const { db } = t.database;
    const own = await buildStudio(db, { credits: 10, timeZone: TZ });
    const active = async (from: string, to: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dashboards/admin?period=custom&from=${from}&to=${to}`,
        headers: { cookie: own.admin.cookie },
      });
      return response.json().activeMembers.value;
    };
    const visits = () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select customer_id::text, first_day::text, days::text, last_visit_at from dashboard_member_visits
          where business_id = ${own.businessId} order by 1`,
      );
    // 11:30 PM in Los Angeles counts on its own studio day; then days before and after it widen the string.
    await addSession(db, own, { expert: 0, customer: 0, startsAt: local('2026-05-10', '23:30') });
    expect([await active('2026-05-10', '2026-05-10'), await active('2026-05-11', '2026-05-11')]).toEqual([
      1, 0,
    ]);
    await addSession(db, own, { expert: 0, customer: 0, startsAt: local('2026-05-01', '09:00') });
    await addSession(db, own, { expert: 0, customer: 0, startsAt: local('2026-05-20', '09:00') });
    await addSession(db, own, { expert: 1, customer: 1, startsAt: local('2026-05-10', '10:00') });
    await addSession(db, own, {
      expert: 1,
      customer: 1,
      startsAt: local('2026-05-12', '10:00'),
      status: 'Confirmed',
    });
    expect(await active('2026-04-01', '2026-05-01')).toBe(1);
    expect(await active('2026-05-02', '2026-05-09')).toBe(0);
    expect(await active('2026-05-10', '2026-05-10')).toBe(2);
    expect(await active('2026-05-11', '2026-05-19')).toBe(0);
    expect(await active('2026-05-11', '2026-05-31')).toBe(1);

    // Completing the Confirmed one sets its day; a completed session canceled or deleted clears its own.
    const mine = await db.select().from(services).where(eq(services.businessId, own.businessId));
    const at = (customer: number, startsAt: Date) =>
      mine.find(
        (row) =>
          row.customerId === own.customers[customer]?.membershipId &&
          row.startsAt.getTime() === startsAt.getTime(),
      )?.id ?? '';
    await db
      .update(services)
      .set({ status: 'Completed', completedAt: local('2026-05-12', '11:00') })
      .where(eq(services.id, at(1, local('2026-05-12', '10:00'))));
    expect(await active('2026-05-11', '2026-05-19')).toBe(1);
    await db
      .update(services)
      .set({
        status: 'Canceled',
        canceledAt: local('2026-05-10', '08:00'),
        cancelReason: 'test',
        completedAt: null,
      })
      .where(eq(services.id, at(0, local('2026-05-10', '23:30'))));
    await db.delete(services).where(eq(services.id, at(1, local('2026-05-10', '10:00'))));
    expect(await active('2026-05-10', '2026-05-10')).toBe(0);
    expect(await active('2026-05-01', '2026-05-31')).toBe(2);

    // Completed sessions of two customers in one statement (an import, the demo's history).
    await db
      .insert(services)
      .values([
        sessionRow(own, { expert: 0, customer: 0, startsAt: local('2026-04-20', '09:00') }),
        sessionRow(own, { expert: 0, customer: 0, startsAt: local('2026-05-25', '09:00') }),
        sessionRow(own, { expert: 1, customer: 1, startsAt: local('2026-05-26', '09:00') }),
      ]);
    expect(await active('2026-04-20', '2026-04-20')).toBe(1);
    expect(await active('2026-05-25', '2026-05-26')).toBe(2);

    // Another zone moves the days; either way the rows equal a rebuild from the sessions.
    const kept = await visits();
    await db.execute(sql`select dashboard_member_visits_rebuild(${own.businessId}::uuid)`);
    expect(await visits()).toEqual(kept);
    await db.update(businesses).set({ timeZone: 'Asia/Tokyo' }).where(eq(businesses.id, own.businessId));
    expect(await active('2026-05-21', '2026-05-21')).toBe(1);
    expect(await active('2026-05-20', '2026-05-20')).toBe(0);
  });
});

describe.each(testDatabaseKinds())("an expert's classes on their dashboard on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { timeZone: TZ });
    other = await buildStudio(t.database.db, { timeZone: TZ });
  });
  afterAll(() => t.close());
  /** The expert's dashboard on the class day at 7 AM (the service takes its "now"). */
  const dashboardOn = (day: string, expert: number) =>
    expertDashboard(
      t.database.db,
      { businessId: studio.businessId, membershipId: studio.experts[expert]?.membershipId ?? '' },
      local(day, '07:00'),
    );

  it('lists the classes they teach today and this week, not a colleague’s, a cancelled one or another studio’s', async () => {
    const day = daysAhead(10, TZ);
    const taught = await addGroupClass(api, studio, { date: day, startTime: '10:00', name: 'Sunrise Flow' });
    const cancelled = await addGroupClass(api, studio, { date: day, startTime: '12:00' });
    expect(
      (await api.post(studio.admin.cookie, `/api/group-occurrences/${cancelled.occurrenceId}/cancel`, {}))
        .statusCode,
    ).toBeLessThan(300);
    await addGroupClass(api, studio, {
      date: day,
      startTime: '10:00',
      expertId: studio.experts[1]?.membershipId,
    });
    await addGroupClass(api, other, { date: day, startTime: '09:00' });
    // Later the same week too (Monday to Sunday): a day after, unless the class day is a Sunday.
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    const later = sunday
      ? null
      : await addGroupClass(api, studio, { date: addDays(day, 1), startTime: '08:00' });

    // Through the route today: the lists are there (the class is ten days ahead, not this week).
    const response = await api.get(studio.experts[0]?.cookie ?? '', '/api/dashboards/expert');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ todayClasses: [], weekClasses: [] });

    const body = await dashboardOn(day, 0);
    expect(body.todayClasses).toEqual([
      {
        occurrenceId: taught.occurrenceId,
        groupId: taught.group.id,
        name: 'Sunrise Flow',
        kind: 'Group Class',
        startsAt: local(day, '10:00').toISOString(),
        endsAt: local(day, '10:45').toISOString(),
        seatsTaken: 0,
        capacity: 2,
      },
    ]);
    expect(body.weekClasses.map((row) => row.occurrenceId)).toEqual(
      later ? [taught.occurrenceId, later.occurrenceId] : [taught.occurrenceId],
    );
    // The colleague sees only their own class.
    const colleague = await dashboardOn(day, 1);
    expect(colleague.todayClasses).toHaveLength(1);
    expect(colleague.todayClasses[0]?.occurrenceId).not.toBe(taught.occurrenceId);
  });
});
