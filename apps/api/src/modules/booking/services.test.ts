import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import { getBalances, grantCredits } from '../credits/credits.service.ts';
import { bookService } from './services.service.ts';

describe.each(testDatabaseKinds())('booking sessions on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let expertA: Person;
  let expertB: Person;
  let maya: Person;
  let noah: Person;
  let zoe: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(6);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 3 });
    other = await buildStudio(t.database.db, { credits: 10 });
    [expertA, expertB] = studio.experts as [Person, Person];
    [maya, noah, zoe] = studio.customers as [Person, Person, Person];
  });
  afterAll(() => t.close());

  const credits = async (customer: Person, kindName = 'training') =>
    (await getBalances(t.database.db, studio.businessId, customer.membershipId)).find(
      (b) => b.kind === kindName,
    );
  const memberBooks = (customer: Person, body: object) =>
    api.post(customer.cookie, '/api/me/services', { offeringId: studio.studioOfferingId, ...body });

  it('books a session for a member, holding its credits and writing the first history step', async () => {
    const before = await credits(maya);
    const booked = await memberBooks(maya, {
      startsAt: at(date, '09:00'),
      expertId: expertA.membershipId,
      notes: 'Knee is better',
      reminderMinutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'Requested',
      serviceType: 'Training',
      startsAt: at(date, '09:00'),
      endsAt: at(date, '10:00'),
      expert: { id: expertA.membershipId, name: expertA.name },
      customer: { id: maya.membershipId, name: maya.name },
      location: { display: 'Los Angeles, California' },
      notes: 'Knee is better',
      reminderMinutes: 30,
      credits: { kind: 'training', quantity: 1, hold: 'held' },
      allowedTransitions: ['Rescheduled', 'Canceled'],
      canReview: false,
    });
    const after = await credits(maya);
    expect(after?.available).toBe((before?.available ?? 0) - 1);
    expect(after?.held).toBe((before?.held ?? 0) + 1);
    // The booking's own statement writes its audit event.
    const audit = await queryRows<{ actor: string; outcome: string; ip: string | null }>(
      t.database.db,
      sql`select actor_user_id as actor, outcome, ip from audit_events
          where action = 'service.book' and target_id = ${booked.json().id}`,
    );
    expect(audit).toEqual([{ actor: maya.userId, outcome: 'success', ip: expect.any(String) }]);
    const history = await api.get(maya.cookie, `/api/me/services/${booked.json().id}/history`);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        from: null,
        to: 'Requested',
        actor: expect.objectContaining({ id: maya.userId }),
      }),
    ]);
  });

  it('answers 409 with the nearest free starts when the expert is taken, and assigns another for "any"', async () => {
    const taken = await memberBooks(noah, { startsAt: at(date, '09:00'), expertId: expertA.membershipId });
    expect(taken.statusCode).toBe(409);
    const problem = taken.json();
    expect(problem.detail).toBe('That time was just booked with this expert. Choose another time.');
    expect(problem.errors).toEqual({ startsAt: [problem.detail] });
    expect(
      problem.nearestSlots
        .map((slot: { time: string }) => slot.time)
        .slice(0, 2)
        .sort(),
    ).toEqual(['08:00', '10:00']);
    const any = await memberBooks(noah, { startsAt: at(date, '09:00') });
    expect(any.statusCode, any.body).toBe(201);
    expect(any.json().expert.id).toBe(expertB.membershipId);
    // Now nobody is free at 09:00.
    const none = await memberBooks(zoe, { startsAt: at(date, '09:00') });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('No expert is free at that time any more. Choose another time.');
  });

  it('refuses overlapping sessions of one customer, even with another expert', async () => {
    const fresh = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    const [first, second] = fresh.experts as [Person, Person];
    const customer = fresh.customers[0] as Person;
    const book = (expert: Person, time: string) =>
      api.post(fresh.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: fresh.studioOfferingId,
        expertId: expert.membershipId,
        startsAt: at(date, time),
      });
    expect((await book(first, '11:00')).statusCode).toBe(201);
    const overlapping = await book(second, '11:30');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().detail).toBe(
      'The customer already has a session at that time. Choose another time.',
    );
    expect(overlapping.json().nearestSlots[0]).toMatchObject({
      time: '12:00',
      expertIds: [second.membershipId],
    });
    expect((await book(second, '12:00')).statusCode).toBe(201);
  });

  it('says when a time is simply not offered, and validates fields', async () => {
    const offHours = await memberBooks(zoe, { startsAt: at(date, '19:00') });
    expect(offHours.statusCode).toBe(409);
    expect(offHours.json().detail).toBe('That time is not available. Choose one of the free times.');
    const offGrid = await memberBooks(zoe, { startsAt: at(date, '10:15') });
    expect(offGrid.statusCode).toBe(409);
    const tooSoon = await memberBooks(zoe, { startsAt: at(daysAhead(1), '10:00') });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors).toEqual({ startsAt: ['Choose a date from 2 to 32 days ahead.'] });
    const invalid = await api.post(zoe.cookie, '/api/me/services', {
      offeringId: 'nope',
      startsAt: 'tomorrow',
      reminderMinutes: 7,
      customerId: zoe.membershipId,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      offeringId: ['Choose an offering.'],
      startsAt: ['Choose a date and time.'],
      reminderMinutes: ['Choose 5, 10, 15, 20, 30 minutes.'],
      customerId: ['This field is not allowed.'],
    });
    const tooMany = await memberBooks(zoe, { startsAt: at(date, '12:00'), participants: [{ name: 'Sam' }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      participants: ['Personal Training is for 1 person, counting the customer.'],
    });
    const noAddress = await api.post(zoe.cookie, '/api/me/services', {
      offeringId: studio.homeOfferingId,
      startsAt: at(date, '12:00'),
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors).toEqual({
      address: ['Enter the address where the session takes place.'],
    });
  });

  // These two book in a studio of their own, so the other tests' counts stay as they are.
  it('books on day 2 and day 32 of the window, and refuses day 1 and day 33', async () => {
    const own = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    const [ivy] = own.customers as [Person];
    const book = (days: number) =>
      api.post(ivy.cookie, '/api/me/services', {
        offeringId: own.studioOfferingId,
        startsAt: at(daysAhead(days), '08:00'),
      });
    const day2 = await book(2);
    expect(day2.statusCode, day2.body).toBe(201);
    const day32 = await book(32);
    expect(day32.statusCode, day32.body).toBe(201);
    for (const days of [1, 33]) {
      const outside = await book(days);
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toEqual({ startsAt: ['Choose a date from 2 to 32 days ahead.'] });
    }
  });

  it('refuses another studio’s location on the field, and books at its own', async () => {
    const own = await buildStudio(t.database.db, { credits: 10, customers: 1 });
    const [ivy] = own.customers as [Person];
    const book = (locationId: string) =>
      api.post(ivy.cookie, '/api/me/services', {
        offeringId: own.studioOfferingId,
        startsAt: at(date, '16:00'),
        locationId,
      });
    const foreign = await book(other.locationId);
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json().errors).toEqual({ locationId: ['Choose one of the studio’s locations.'] });
    const booked = await book(own.locationId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().location).toEqual({ id: own.locationId, display: 'Los Angeles, California' });
  });

  it('refuses a booking without enough credits, on the offering', async () => {
    const broke = await buildStudio(t.database.db, { credits: 0, customers: 1 });
    const refused = await api.post(broke.customers[0]?.cookie ?? '', '/api/me/services', {
      offeringId: broke.studioOfferingId,
      startsAt: at(date, '10:00'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      offeringId: ['You need 1 training credit for this session. Buy credits first.'],
    });
    const list = await api.get(broke.admin.cookie, '/api/services');
    expect(list.json().total).toBe(0);
  });

  it('expires credits that are due before holding, then books with those left (or refuses)', async () => {
    const db = t.database.db;
    const studioOf = await buildStudio(db, { credits: 0, customers: 2 });
    const [lena, omar] = studioOf.customers as [Person, Person];
    const grant = (customer: Person, quantity: number, expiresAt?: Date) =>
      grantCredits(db, studioOf.businessId, {
        customerId: customer.membershipId,
        kind: 'training',
        quantity,
        ...(expiresAt ? { expiresAt } : {}),
        source: { type: 'complimentary' },
      });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const due = await grant(lena, 2, tomorrow);
    const kept = await grant(lena, 3);
    await grant(omar, 1, tomorrow);
    // Booked "the day after tomorrow", before the expiry job has run: those lots are due by then.
    const later = new Date(tomorrow.getTime() + 3_600_000);
    const bookAs = (customer: Person, time: string) =>
      bookService(
        db,
        {
          businessId: studioOf.businessId,
          userId: customer.userId,
          membershipId: customer.membershipId,
          role: 'customer',
        },
        {
          customerId: customer.membershipId,
          offeringId: studioOf.studioOfferingId,
          startsAt: at(date, time),
          participants: [],
          notes: '',
          reminderMinutes: null,
        },
        { now: later },
      );

    const booked = await bookAs(lena, '11:00');
    expect(booked).toMatchObject({ status: 'Requested', credits: { hold: 'held' } });
    const lots = await queryRows<{ id: string; remaining: number; expired: boolean }>(
      db,
      sql`select id, remaining, expired_at is not null as expired from credit_lots
          where customer_id = ${lena.membershipId} order by remaining`,
    );
    expect(lots).toEqual([
      { id: due.lotId, remaining: 0, expired: true },
      { id: kept.lotId, remaining: 2, expired: false },
    ]);
    const balance = (await getBalances(db, studioOf.businessId, lena.membershipId)).find(
      (b) => b.kind === 'training',
    );
    expect(balance).toMatchObject({ available: 2, held: 1 });

    await expect(bookAs(omar, '12:00')).rejects.toMatchObject({
      errors: { offeringId: ['You need 1 training credit for this session. Buy credits first.'] },
    });
    const omars = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from services where customer_id = ${omar.membershipId}`,
    );
    expect(omars[0]?.n).toBe(0);
  });

  it('lets staff book for a customer and an expert only as the session’s expert', async () => {
    const byExpert = await api.post(expertB.cookie, '/api/services', {
      customerId: zoe.membershipId,
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '14:00'),
    });
    expect(byExpert.statusCode, byExpert.body).toBe(201);
    expect(byExpert.json().expert.id).toBe(expertB.membershipId);
    const forColleague = await api.post(expertB.cookie, '/api/services', {
      customerId: zoe.membershipId,
      offeringId: studio.studioOfferingId,
      expertId: expertA.membershipId,
      startsAt: at(date, '16:00'),
    });
    expect(forColleague.statusCode).toBe(403);
    const foreignCustomer = await api.post(studio.admin.cookie, '/api/services', {
      customerId: other.customers[0]?.membershipId,
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '16:00'),
    });
    expect(foreignCustomer.statusCode).toBe(404);
    const staffAsMember = await api.post(studio.admin.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '16:00'),
    });
    expect(staffAsMember.statusCode).toBe(403);
  });

  it('shows each caller only the sessions they may see; another studio gets 404', async () => {
    const all = await api.get(studio.admin.cookie, '/api/services?pageSize=100');
    expect(all.json().total).toBe(3);
    const ofA = await api.get(expertA.cookie, '/api/services');
    expect(ofA.json().items.map((s: { expert: { id: string } }) => s.expert.id)).toEqual([
      expertA.membershipId,
    ]);
    const mayas = await api.get(maya.cookie, '/api/me/services');
    expect(mayas.json().items.map((s: { customer: { id: string } }) => s.customer.id)).toEqual([
      maya.membershipId,
    ]);

    const noahs = (await api.get(noah.cookie, '/api/me/services')).json().items[0].id;
    expect((await api.get(maya.cookie, `/api/me/services/${noahs}`)).statusCode).toBe(404);
    expect((await api.get(expertA.cookie, `/api/services/${noahs}`)).statusCode).toBe(404); // expert B's session
    expect((await api.get(expertB.cookie, `/api/services/${noahs}`)).statusCode).toBe(200);
    expect((await api.get(other.admin.cookie, `/api/services/${noahs}`)).statusCode).toBe(404);
    expect((await api.get(other.admin.cookie, `/api/services/${noahs}/history`)).statusCode).toBe(404);
    const otherList = await api.get(other.admin.cookie, '/api/services');
    expect(otherList.json().total).toBe(0);
    const cancelForeign = await api.post(other.admin.cookie, `/api/services/${noahs}/transitions`, {
      to: 'Canceled',
      reason: 'x',
    });
    expect(cancelForeign.statusCode).toBe(404);
    expect((await api.get(maya.cookie, '/api/services')).statusCode).toBe(403);
  });

  it('filters by status, expert, customer, type and date range, pages and sorts', async () => {
    const page = await api.get(studio.admin.cookie, '/api/services?pageSize=5&page=1&sort=-startsAt');
    const items = page.json().items as { startsAt: string }[];
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 5 });
    expect(items.map((s) => s.startsAt)).toEqual([...items.map((s) => s.startsAt)].sort().reverse());
    const q = async (query: string) =>
      (await api.get(studio.admin.cookie, `/api/services?${query}`)).json().total;
    expect(await q('status=requested')).toBe(3);
    expect(await q('status=Confirmed')).toBe(0);
    expect(await q(`expertId=${expertB.membershipId}`)).toBe(2);
    expect(await q(`customerId=${zoe.membershipId}`)).toBe(1);
    expect(await q('serviceType=Training')).toBe(3);
    expect(await q('serviceType=Massage')).toBe(0);
    expect(await q(`from=${date}&to=${date}`)).toBe(3);
    expect(await q(`from=${daysAhead(7)}`)).toBe(0);
    expect(await q('upcoming=true')).toBe(3);
    // Search: the offering's, the customer's or the expert's name, any case, % and _ taken literally.
    const search = (text: string) => q(`q=${encodeURIComponent(text)}`);
    expect(await search(zoe.name.toUpperCase())).toBe(1);
    expect(await search(expertB.name)).toBe(2);
    expect(await search('personal train')).toBe(3);
    expect(await search('%')).toBe(0);
    expect(await search('nobody here')).toBe(0);
    const bad = await api.get(studio.admin.cookie, '/api/services?status=lost&pageSize=7&sort=price');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pageSize', 'sort', 'status']);
  });

  it('replays a booking sent again with the same Idempotency-Key', async () => {
    const body = { offeringId: studio.studioOfferingId, startsAt: at(date, '17:00') };
    const first = await api.post(zoe.cookie, '/api/me/services', body, { 'idempotency-key': 'book-zoe-17' });
    const again = await api.post(zoe.cookie, '/api/me/services', body, { 'idempotency-key': 'book-zoe-17' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });
});
