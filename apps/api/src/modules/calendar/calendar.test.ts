import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { capturingLogger } from '../../../test/support/log-capture.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { calendarFeeds, memberships } from '../../db/schema/index.ts';
import { redactUrl } from '../../lib/logging.ts';
import { hashToken } from '../../lib/tokens.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');
const pathOf = (url: string) => new URL(url).pathname;
const tokenOf = (url: string) =>
  pathOf(url)
    .replace('/api/calendar/feed/', '')
    .replace(/\.ics$/, '');

describe.each(testDatabaseKinds())('the calendar on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let expertA: Person;
  let expertB: Person;
  let maya: Person;
  let noah: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(6);
  const week = `from=${daysAhead(3)}&to=${daysAhead(9)}`;
  const ids = { mayaWithA: '', noahWithB: '', canceledNoahWithA: '', otherStudio: '' };

  const staffBooks = async (s: Studio, body: object) => {
    const booked = await api.post(s.admin.cookie, '/api/services', {
      offeringId: s.studioOfferingId,
      ...body,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().id as string;
  };
  const feedOf = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2 });
    other = await buildStudio(t.database.db, { credits: 10 });
    [expertA, expertB] = studio.experts as [Person, Person];
    [maya, noah] = studio.customers as [Person, Person];
    ids.mayaWithA = await staffBooks(studio, {
      customerId: maya.membershipId,
      expertId: expertA.membershipId,
      startsAt: at(date, '09:00'),
    });
    ids.noahWithB = await staffBooks(studio, {
      customerId: noah.membershipId,
      expertId: expertB.membershipId,
      startsAt: at(date, '11:00'),
    });
    ids.canceledNoahWithA = await staffBooks(studio, {
      customerId: noah.membershipId,
      expertId: expertA.membershipId,
      startsAt: at(date, '13:00'),
    });
    const canceled = await api.post(
      studio.admin.cookie,
      `/api/services/${ids.canceledNoahWithA}/transitions`,
      { to: 'Canceled', reason: 'Sick' },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    ids.otherStudio = await staffBooks(other, {
      customerId: other.customers[0]?.membershipId,
      expertId: other.experts[0]?.membershipId,
      startsAt: at(date, '09:00'),
    });
  });
  afterAll(() => t.close());

  const idsOf = (response: { json(): { items: { id: string }[] } }) =>
    response
      .json()
      .items.map((item) => item.id)
      .sort();

  describe('week view', () => {
    it("shows staff every expert's sessions of the week, with what the week view needs", async () => {
      const answer = await api.get(studio.admin.cookie, `/api/calendar?${week}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(idsOf(answer)).toEqual([ids.mayaWithA, ids.noahWithB, ids.canceledNoahWithA].sort());
      const body = answer.json();
      expect(body).toMatchObject({ timeZone: 'America/Los_Angeles', truncated: false });
      expect(body.items.find((item: { id: string }) => item.id === ids.mayaWithA)).toEqual({
        id: ids.mayaWithA,
        startsAt: at(date, '09:00'),
        endsAt: at(date, '10:00'),
        status: expect.any(String),
        offeringName: 'Personal Training',
        serviceType: 'Training',
        category: 'training',
        place: 'studio',
        location: 'Los Angeles, California',
        expert: { id: expertA.membershipId, name: expertA.name },
        customer: { id: maya.membershipId, name: maya.name },
      });
      expect(body.items.find((item: { id: string }) => item.id === ids.canceledNoahWithA)?.status).toBe(
        'Canceled',
      );
    });

    it("never shows another business's sessions, even to its principal", async () => {
      const answer = await api.get(studio.principal.cookie, `/api/calendar?${week}`);
      expect(idsOf(answer)).not.toContain(ids.otherStudio);
      const theirs = await api.get(other.principal.cookie, `/api/calendar?${week}`);
      expect(idsOf(theirs)).toEqual([ids.otherStudio]);
    });

    it('filters staff by expert', async () => {
      const answer = await api.get(
        studio.admin.cookie,
        `/api/calendar?${week}&expertId=${expertB.membershipId}`,
      );
      expect(idsOf(answer)).toEqual([ids.noahWithB]);
    });

    it('shows an expert only their own sessions and refuses them another expert', async () => {
      const own = await api.get(expertA.cookie, `/api/calendar?${week}`);
      expect(own.statusCode).toBe(200);
      expect(idsOf(own)).toEqual([ids.mayaWithA, ids.canceledNoahWithA].sort());
      const theirs = await api.get(expertA.cookie, `/api/calendar?${week}&expertId=${expertB.membershipId}`);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().errors).toEqual({ expertId: ['You can see only your own sessions.'] });
      const self = await api.get(expertA.cookie, `/api/calendar?${week}&expertId=${expertA.membershipId}`);
      expect(idsOf(self)).toEqual([ids.mayaWithA, ids.canceledNoahWithA].sort());
    });

    it('refuses members: their sessions are in the member area', async () => {
      const answer = await api.get(maya.cookie, `/api/calendar?${week}`);
      expect(answer.statusCode).toBe(403);
    });

    it("places the days in the business's time zone", async () => {
      const sameDay = await api.get(studio.admin.cookie, `/api/calendar?from=${date}&to=${date}`);
      expect(idsOf(sameDay)).toHaveLength(3);
      const nextDay = await api.get(
        studio.admin.cookie,
        `/api/calendar?from=${daysAhead(7)}&to=${daysAhead(7)}`,
      );
      expect(idsOf(nextDay)).toEqual([]);
    });

    it('explains a bad range on the field', async () => {
      const backwards = await api.get(
        studio.admin.cookie,
        `/api/calendar?from=${daysAhead(9)}&to=${daysAhead(3)}`,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toEqual({ to: ['End on or after the first day.'] });
      const tooLong = await api.get(
        studio.admin.cookie,
        `/api/calendar?from=${daysAhead(0)}&to=${daysAhead(42)}`,
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual({ to: ['Show at most 42 days at a time.'] });
      const longest = await api.get(
        studio.admin.cookie,
        `/api/calendar?from=${daysAhead(0)}&to=${daysAhead(41)}`,
      );
      expect(longest.statusCode).toBe(200);
      const missing = await api.get(studio.admin.cookie, `/api/calendar?to=${daysAhead(3)}&expertId=nope`);
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['expertId', 'from']);
    });
  });

  describe('iCal feed', () => {
    it('gives a member a feed of their own sessions only, with the address shown once and only its hash kept', async () => {
      const before = await api.get(maya.cookie, '/api/me/calendar-feed');
      expect(before.json()).toEqual({ active: false, createdAt: null, lastUsedAt: null });

      const created = await api.post(maya.cookie, '/api/me/calendar-feed');
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const { url } = created.json();
      expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const token = tokenOf(url);

      const rows = await t.database.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.membershipId, maya.membershipId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);

      const feed = await feedOf(url);
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('private, no-store');
      const text = unfold(feed.body);
      expect(text).toContain(`UID:${ids.mayaWithA}@bmp`);
      expect(text).toContain(`SUMMARY:Personal Training with ${expertA.name}`);
      expect(text).toContain(`DTSTART:${at(date, '09:00').replace(/[-:]/g, '').replace('.000', '')}`);
      expect(text).not.toContain(ids.noahWithB);
      expect(text).not.toContain(ids.canceledNoahWithA);
      expect(text).not.toContain(ids.otherStudio);

      const after = await api.get(maya.cookie, '/api/me/calendar-feed');
      expect(after.json()).toMatchObject({ active: true, createdAt: expect.any(String) });
      expect(after.json().lastUsedAt).not.toBeNull();
    });

    it('gives an expert the sessions they run, canceled ones marked CANCELLED', async () => {
      const { url } = (await api.post(expertA.cookie, '/api/me/calendar-feed')).json();
      const text = unfold((await feedOf(url)).body);
      const events = text.split('BEGIN:VEVENT').slice(1);
      expect(events).toHaveLength(2);
      const canceled = events.find((event) => event.includes(ids.canceledNoahWithA));
      expect(canceled).toContain('STATUS:CANCELLED');
      expect(canceled).toContain(`SUMMARY:Personal Training: ${noah.name}`);
      const booked = events.find((event) => event.includes(ids.mayaWithA));
      expect(booked).toMatch(/STATUS:(TENTATIVE|CONFIRMED)/);
      expect(text).not.toContain(ids.noahWithB);
    });

    it("gives staff every session of their business and none of another's", async () => {
      const { url } = (await api.post(studio.principal.cookie, '/api/me/calendar-feed')).json();
      const text = (await feedOf(url)).body;
      for (const id of [ids.mayaWithA, ids.noahWithB, ids.canceledNoahWithA]) expect(text).toContain(id);
      expect(text).not.toContain(ids.otherStudio);
    });

    it('stops the old address when a new one is made, and every address when turned off', async () => {
      const first = (await api.post(noah.cookie, '/api/me/calendar-feed')).json();
      expect(first.replaced).toBe(false);
      expect((await feedOf(first.url)).statusCode).toBe(200);

      const second = (await api.post(noah.cookie, '/api/me/calendar-feed')).json();
      expect(second.replaced).toBe(true);
      expect(second.url).not.toBe(first.url);
      const old = await feedOf(first.url);
      expect(old.statusCode).toBe(404);
      expect(old.body).not.toContain(tokenOf(first.url));
      expect((await feedOf(second.url)).statusCode).toBe(200);
      const live = await t.database.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.membershipId, noah.membershipId));
      expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);

      const revoked = await api.del(noah.cookie, '/api/me/calendar-feed');
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ active: false, createdAt: null, lastUsedAt: null });
      expect((await feedOf(second.url)).statusCode).toBe(404);
    });

    it('stops the address of a membership the studio deactivated', async () => {
      const { url } = (await api.post(noah.cookie, '/api/me/calendar-feed')).json();
      expect((await feedOf(url)).statusCode).toBe(200);
      const setStatus = (status: 'active' | 'deactivated') =>
        t.database.db.update(memberships).set({ status }).where(eq(memberships.id, noah.membershipId));
      await setStatus('deactivated');
      try {
        expect((await feedOf(url)).statusCode).toBe(404);
      } finally {
        await setStatus('active');
      }
      expect((await feedOf(url)).statusCode).toBe(200);
    });

    it('answers 404 for an address that never existed', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/not-a-real-token.ics' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/problem+json');
    });
  });
});

describe('calendar feed addresses in the request log', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { logger: capturingLogger(lines) });
  });
  afterAll(() => t.close());

  it('never holds the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/calendar/feed/tok-SECRET-1.ics?x=1' });
    const log = lines.join('');
    expect(log).toContain('/api/calendar/feed/[redacted]');
    expect(log).not.toContain('SECRET');
    expect(redactUrl('/api/calendar/feed/abc.ics')).toBe('/api/calendar/feed/[redacted]');
    expect(redactUrl('/api/calendar?from=2026-05-04')).toBe('/api/calendar?from=2026-05-04');
  });
});
