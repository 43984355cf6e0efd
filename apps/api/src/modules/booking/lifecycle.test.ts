import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { businesses, creditEntries, creditHolds, outboxEmails } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { getBalances } from '../credits/credits.service.ts';
import { transitionService } from './services.service.ts';

// PRODUCT.md "Session (Service) lifecycle" through the API, with the credits each step moves.

describe.each(testDatabaseKinds())('session lifecycle on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let expertA: Person;
  let expertB: Person;
  let maya: Person;
  let noah: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(10);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 2, credits: 5 });
    [expertA, expertB] = studio.experts as [Person, Person];
    [maya, noah] = studio.customers as [Person, Person];
  });
  afterAll(() => t.close());

  const training = async (customer: Person) =>
    (await getBalances(t.database.db, studio.businessId, customer.membershipId)).find(
      (b) => b.kind === 'training',
    );
  const book = async (customer: Person, time: string, expert = expertA, day = date) => {
    const response = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(day, time),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const step = (cookie: string, area: 'me/services' | 'services', id: string, body: object) =>
    api.post(cookie, `/api/${area}/${id}/transitions`, body);
  const setFreeCancelHours = (hours: number) =>
    t.database.db
      .update(businesses)
      .set({ freeCancelHours: hours })
      .where(eq(businesses.id, studio.businessId));
  const viewerOf = (member: Person, role: Viewer['role']): Viewer => ({
    businessId: studio.businessId,
    userId: member.userId,
    membershipId: member.membershipId,
    role,
  });

  it('lets the assigned expert confirm, and refuses the customer and other experts', async () => {
    const id = await book(maya, '08:00');
    const byCustomer = await step(maya.cookie, 'me/services', id, { to: 'Confirmed' });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().detail).toBe('Only the assigned expert or the studio staff can do that.');
    // Another expert does not even see the session.
    expect((await step(expertB.cookie, 'services', id, { to: 'Confirmed' })).statusCode).toBe(404);
    const confirmed = await step(expertA.cookie, 'services', id, { to: 'Confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', credits: { hold: 'held' } });
    const again = await step(expertA.cookie, 'services', id, { to: 'Confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A Confirmed session cannot become Confirmed.');
    const tracking = await step(expertA.cookie, 'services', id, { to: 'Tracking' });
    expect(tracking.statusCode).toBe(409);
    expect(tracking.json().detail).toBe('Only in-home sessions can be tracked.');
    const early = await step(expertA.cookie, 'services', id, { to: 'Completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('A session cannot be completed before it starts.');
  });

  it('reschedules like a new booking: new slot checked, credits released and held again, history kept', async () => {
    const id = await book(maya, '11:00');
    await book(noah, '13:00', expertA);
    const before = await training(maya);
    const missing = await step(maya.cookie, 'me/services', id, { to: 'Rescheduled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ startsAt: ['Choose the new date and time.'] });
    const taken = await step(maya.cookie, 'me/services', id, {
      to: 'Rescheduled',
      startsAt: at(date, '13:30'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().nearestSlots.length).toBeGreaterThan(0);

    const moved = await step(maya.cookie, 'me/services', id, {
      to: 'Rescheduled',
      startsAt: at(date, '11:30'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'Rescheduled',
      startsAt: at(date, '11:30'),
      credits: { hold: 'held' },
    });
    const after = await training(maya);
    expect(after).toMatchObject({ available: before?.available, held: before?.held });
    const entries = await t.database.db
      .select({ type: creditEntries.entryType })
      .from(creditEntries)
      .innerJoin(creditHolds, eq(creditHolds.id, creditEntries.holdId))
      .where(eq(creditHolds.serviceId, id))
      .orderBy(asc(creditEntries.createdAt), asc(creditEntries.seq));
    expect(entries.map((entry) => entry.type)).toEqual(['hold', 'release', 'hold']);

    const confirmed = await step(expertA.cookie, 'services', id, { to: 'Confirmed' });
    expect(confirmed.statusCode).toBe(200);
    const history = (await api.get(maya.cookie, `/api/me/services/${id}/history`)).json().items;
    expect(history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'Requested'],
      ['Requested', 'Rescheduled'],
      ['Rescheduled', 'Confirmed'],
    ]);
    expect(history[1]).toMatchObject({ startsAt: at(date, '11:30'), previousStartsAt: at(date, '11:00') });
    // The old time is free again.
    const slots = await api.get(
      studio.admin.cookie,
      `/api/availability?offeringId=${studio.studioOfferingId}&date=${date}&expertId=${expertA.membershipId}`,
    );
    expect(slots.json().slots.map((s: { time: string }) => s.time)).toContain('10:00');
    // The customer heard nothing from their own step; the expert did.
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, expertA.email));
    expect(emails.some((email) => email.subject.startsWith('Rescheduled'))).toBe(true);
  });

  it('releases the credit on an early cancel by the customer', async () => {
    const id = await book(maya, '15:00');
    const before = await training(maya);
    const canceled = await step(maya.cookie, 'me/services', id, { to: 'Canceled', reason: 'Traveling' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: 'Canceled',
      cancelReason: 'Traveling',
      credits: { hold: 'released' },
    });
    expect(await training(maya)).toMatchObject({
      available: (before?.available ?? 0) + 1,
      held: (before?.held ?? 0) - 1,
    });
    const final = await step(studio.admin.cookie, 'services', id, { to: 'Confirmed' });
    expect(final.statusCode).toBe(409);
    expect(final.json().detail).toBe('A Canceled session cannot become Confirmed.');
  });

  it('replays a step sent again with the same Idempotency-Key, moving credits once', async () => {
    const id = await book(maya, '18:00', expertB);
    const before = await training(maya);
    const key = { 'idempotency-key': `cancel-${id}` };
    const first = await api.post(maya.cookie, `/api/me/services/${id}/transitions`, { to: 'Canceled' }, key);
    const again = await api.post(maya.cookie, `/api/me/services/${id}/transitions`, { to: 'Canceled' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await training(maya)).toMatchObject({ available: (before?.available ?? 0) + 1 });
    const other = await api.post(
      maya.cookie,
      `/api/me/services/${id}/transitions`,
      { to: 'Rescheduled', startsAt: at(date, '18:30') },
      key,
    );
    expect(other.statusCode).toBe(422);
  });

  it('spends the credit on a late cancel by the customer, releases it on a late cancel by staff', async () => {
    const late = await book(noah, '08:00', expertB);
    const staffLate = await book(noah, '10:00', expertB);
    await setFreeCancelHours(720); // every session is now inside the free-cancel window
    try {
      const before = await training(noah);
      const lateReschedule = await step(noah.cookie, 'me/services', late, {
        to: 'Rescheduled',
        startsAt: at(date, '09:00'),
      });
      expect(lateReschedule.statusCode).toBe(409);
      expect(lateReschedule.json().detail).toBe(
        'Sessions can be rescheduled up to 720 hours before they start. Contact the studio.',
      );
      const canceled = await step(noah.cookie, 'me/services', late, { to: 'Canceled' });
      expect(canceled.json()).toMatchObject({ status: 'Canceled', credits: { hold: 'spent' } });
      expect(await training(noah)).toMatchObject({
        available: before?.available,
        held: (before?.held ?? 0) - 1,
      });

      const noReason = await step(studio.admin.cookie, 'services', staffLate, { to: 'Canceled' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toEqual({
        reason: ['Give a reason for canceling; the customer will see it.'],
      });
      const byStaff = await step(studio.admin.cookie, 'services', staffLate, {
        to: 'Canceled',
        reason: 'Expert ill',
      });
      expect(byStaff.json()).toMatchObject({ credits: { hold: 'released' } });
      expect(await training(noah)).toMatchObject({ available: (before?.available ?? 0) + 1 });
      const email = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toEmail, noah.email));
      expect(
        email.some((e) => e.subject.startsWith('Canceled') && e.textBody.includes(studio.admin.name)),
      ).toBe(true);
    } finally {
      await setFreeCancelHours(24);
    }
  });

  it('spends the credit on completion (not before the start), keeps notes, then takes one review', async () => {
    const id = await book(maya, '17:00', expertB);
    await step(expertB.cookie, 'services', id, { to: 'Confirmed' });
    const before = await training(maya);
    const afterStart = new Date(Date.parse(at(date, '17:30')));
    const completed = await transitionService(
      t.database.db,
      viewerOf(expertB, 'expert'),
      { kind: 'expert', expertId: expertB.membershipId },
      id,
      { to: 'Completed', completionNotes: 'Squats 3x10, mobility' },
      afterStart,
    );
    expect(completed).toMatchObject({
      status: 'Completed',
      completionNotes: 'Squats 3x10, mobility',
      credits: { hold: 'spent' },
    });
    expect(await training(maya)).toMatchObject({
      available: before?.available,
      held: (before?.held ?? 0) - 1,
    });

    const notes = await api.put(expertB.cookie, `/api/services/${id}/completion-notes`, {
      completionNotes: 'Squats 3x12, mobility',
    });
    expect(notes.json().completionNotes).toBe('Squats 3x12, mobility');
    const byOther = await api.put(expertA.cookie, `/api/services/${id}/completion-notes`, {
      completionNotes: 'x',
    });
    expect(byOther.statusCode).toBe(404);

    const badStars = await api.post(maya.cookie, `/api/me/services/${id}/review`, { stars: 6 });
    expect(badStars.statusCode).toBe(400);
    expect(badStars.json().errors).toEqual({ stars: ['Give 1 to 5 stars.'] });
    const reviewed = await api.post(maya.cookie, `/api/me/services/${id}/review`, {
      stars: 5,
      text: 'Great',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ review: { stars: 5, text: 'Great' }, canReview: false });
    const twice = await api.post(maya.cookie, `/api/me/services/${id}/review`, { stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('You have already reviewed this session.');
    expect((await api.post(noah.cookie, `/api/me/services/${id}/review`, { stars: 1 })).statusCode).toBe(404);
    const seenByStaff = await api.get(studio.admin.cookie, `/api/services/${id}`);
    expect(seenByStaff.json().review).toMatchObject({ stars: 5 });
    const completedList = await api.get(maya.cookie, '/api/me/services?status=completed');
    expect(completedList.json().items.map((s: { id: string }) => s.id)).toEqual([id]);
    const upcoming = await api.get(maya.cookie, '/api/me/services?upcoming=true');
    expect(upcoming.json().items.map((s: { id: string }) => s.id)).not.toContain(id);
  });

  it('refuses reviews of sessions that are not completed', async () => {
    const id = await book(maya, '07:00', expertB);
    const early = await api.post(maya.cookie, `/api/me/services/${id}/review`, { stars: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Only completed sessions can be reviewed.');
  });

  it('tracks a same-day in-home session through arrival to completion; only staff cancel on the way', async () => {
    const response = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.homeOfferingId,
      expertId: expertA.membershipId,
      startsAt: at(date, '16:00'),
      address: '12 Ocean Ave',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    await step(expertA.cookie, 'services', id, { to: 'Confirmed' });
    const expert = viewerOf(expertA, 'expert');
    const scope = { kind: 'expert', expertId: expertA.membershipId } as const;
    const sameDay = new Date(Date.parse(at(date, '15:00')));
    const tracking = await transitionService(t.database.db, expert, scope, id, { to: 'Tracking' }, sameDay);
    expect(tracking.status).toBe('Tracking');
    const byExpert = await step(expertA.cookie, 'services', id, { to: 'Canceled', reason: 'Traffic' });
    expect(byExpert.statusCode).toBe(403);
    expect(byExpert.json().detail).toBe('Once the expert is on the way, only the studio staff can cancel.');
    await transitionService(t.database.db, expert, scope, id, { to: 'Arrived' }, sameDay);
    const done = await transitionService(
      t.database.db,
      expert,
      scope,
      id,
      { to: 'Completed' },
      new Date(Date.parse(at(date, '17:00'))),
    );
    expect(done).toMatchObject({ status: 'Completed', credits: { hold: 'spent' } });
  });

  it('lets only one of two simultaneous steps through', async () => {
    const id = await book(noah, '16:00', expertB);
    const [a, b] = await Promise.all([
      step(noah.cookie, 'me/services', id, { to: 'Canceled' }),
      step(expertB.cookie, 'services', id, { to: 'Confirmed' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });
});
