import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { notifications } from '../../db/schema/index.ts';
import { notify } from './notifications.repository.ts';
import type { notificationListSchema } from './notifications.routes.ts';

type List = z.output<typeof notificationListSchema>;
type Item = List['items'][number];

describe.each(testDatabaseKinds())('in-app notifications on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let maya: Person;
  let noah: Person;
  let erin: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(9);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2, experts: 1 });
    other = await buildStudio(t.database.db, { credits: 10, customers: 1, experts: 1 });
    [maya, noah] = studio.customers as [Person, Person];
    erin = studio.experts[0] as Person;
  });
  afterAll(() => t.close());

  const list = async (person: Person, query = ''): Promise<List> => {
    const response = await api.get(person.cookie, `/api/me/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const about = async (person: Person, serviceId: string) =>
    (await list(person, '?limit=50')).items.filter((item) => item.data.serviceId === serviceId);
  const rowsOf = (person: Person) =>
    t.database.db.select().from(notifications).where(eq(notifications.membershipId, person.membershipId));
  const note = (person: Person, business: Studio, key: string) =>
    notify(t.database.db, {
      businessId: business.businessId,
      membershipId: person.membershipId,
      kind: 'test.note',
      data: { key },
      link: '/members/dashboard',
      dedupeKey: key,
    });

  describe('when a session changes (the service_history trigger)', () => {
    it('tells the expert when a member books, and not the member who booked', async () => {
      const booked = await api.post(maya.cookie, '/api/me/services', {
        offeringId: studio.studioOfferingId,
        startsAt: at(date, '09:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as string;

      const toExpert = await about(erin, id);
      expect(toExpert).toHaveLength(1);
      expect(toExpert[0]).toMatchObject({
        kind: 'service.requested',
        link: `/admin/services/details/${id}`,
        readAt: null,
        data: {
          serviceId: id,
          offeringName: 'Personal Training',
          startsAt: at(date, '09:00'),
          actorName: maya.name,
        },
      });
      expect(await about(maya, id)).toEqual([]);
    });

    it('tells the customer when the expert confirms, with who did it, and not the expert', async () => {
      const booked = await api.post(noah.cookie, '/api/me/services', {
        offeringId: studio.studioOfferingId,
        startsAt: at(date, '10:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as string;
      const confirmed = await api.post(erin.cookie, `/api/services/${id}/transitions`, { to: 'Confirmed' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const toCustomer = await about(noah, id);
      expect(toCustomer.map((item) => item.kind)).toEqual(['service.confirmed']);
      expect(toCustomer[0]).toMatchObject({
        link: `/members/services/details/${id}`,
        data: { serviceId: id, actorName: erin.name, startsAt: at(date, '10:00') },
      });
      expect((await about(erin, id)).map((item) => item.kind)).toEqual(['service.requested']);
    });

    it('tells both the customer and the expert when staff book, and carries a cancel reason', async () => {
      const booked = await api.post(studio.admin.cookie, '/api/services', {
        offeringId: studio.studioOfferingId,
        customerId: maya.membershipId,
        expertId: erin.membershipId,
        startsAt: at(date, '12:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as string;
      for (const person of [maya, erin]) {
        const items = await about(person, id);
        expect(items.map((item) => item.kind)).toEqual(['service.requested']);
        expect(items[0]?.data.actorName).toBe(studio.admin.name);
      }
      // The admin who booked is not told of their own step (members' requests are staff alerts, 0052).
      const ownSteps = (await rowsOf(studio.admin)).filter((row) => row.kind.startsWith('service.'));
      expect(ownSteps).toEqual([]);

      const canceled = await api.post(maya.cookie, `/api/me/services/${id}/transitions`, {
        to: 'Canceled',
        reason: 'Feeling unwell',
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const toExpert = (await about(erin, id)).filter((item) => item.kind === 'service.canceled');
      expect(toExpert).toHaveLength(1);
      expect(toExpert[0]?.data).toMatchObject({ actorName: maya.name, reason: 'Feeling unwell' });
      expect((await about(maya, id)).map((item) => item.kind)).toEqual(['service.requested']);
    });
  });

  describe('the bell API', () => {
    let reader: Person;
    let bystander: Person;
    let own: Studio;
    beforeAll(async () => {
      // A studio of its own, so the sessions above do not count here.
      own = await buildStudio(t.database.db, { customers: 2, experts: 1, credits: 0 });
      [reader, bystander] = own.customers as [Person, Person];
      for (let i = 0; i < 5; i++) await note(reader, own, `note-${i}`);
      await note(bystander, own, 'bystander');
    });

    it('lists my notifications newest first with the unread count, a page at a time', async () => {
      const all = await list(reader);
      expect(all.unreadCount).toBe(5);
      expect(all.timeZone).toBe('America/Los_Angeles');
      expect(all.items).toHaveLength(5);
      expect(all.items.every((item) => item.kind === 'test.note' && item.readAt === null)).toBe(true);
      const stamps = all.items.map((item) => Date.parse(item.createdAt));
      expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);

      const first = await list(reader, '?limit=2');
      expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 2).map((item) => item.id));
      expect(first.unreadCount).toBe(5);
      const second = await list(reader, `?limit=2&before=${first.items[1]?.id}`);
      expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
      const third = await list(reader, `?limit=2&before=${second.items[1]?.id}`);
      expect(third.items.map((item) => item.id)).toEqual(all.items.slice(4).map((item) => item.id));
    });

    it('refuses a limit out of range', async () => {
      const response = await api.get(reader.cookie, '/api/me/notifications?limit=0');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it('adds a notification once per dedupe key', async () => {
      expect(await note(bystander, own, 'same-key')).toBe(1);
      expect(await note(bystander, own, 'same-key')).toBe(0);
      const rows = (await rowsOf(bystander)).filter((row) => row.dedupeKey === 'same-key');
      expect(rows).toHaveLength(1);
      // The same key for another recipient is theirs to have.
      expect(await note(reader, own, 'same-key')).toBe(1);
      await t.database.db.delete(notifications).where(eq(notifications.dedupeKey, 'same-key'));
    });

    it("marks one read, and answers 404 for another person's or an unknown notification", async () => {
      const before = await list(reader);
      const target = before.items[0] as Item;
      const read = await api.post(reader.cookie, `/api/me/notifications/${target.id}/read`);
      expect(read.statusCode, read.body).toBe(204);
      const after = await list(reader);
      expect(after.unreadCount).toBe(before.unreadCount - 1);
      expect(after.items.find((item) => item.id === target.id)?.readAt).not.toBeNull();
      // Reading it again changes nothing and still succeeds.
      expect((await api.post(reader.cookie, `/api/me/notifications/${target.id}/read`)).statusCode).toBe(204);
      expect((await list(reader)).unreadCount).toBe(before.unreadCount - 1);

      const [theirs] = (await rowsOf(bystander)).filter((row) => row.dedupeKey === 'bystander');
      const refused = await api.post(reader.cookie, `/api/me/notifications/${theirs?.id}/read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      const [unchanged] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, theirs?.id ?? ''));
      expect(unchanged?.readAt).toBeNull();
      expect((await api.post(reader.cookie, `/api/me/notifications/${randomUUID()}/read`)).statusCode).toBe(
        404,
      );
    });

    it("marks all mine read and leaves everyone else's alone", async () => {
      const response = await api.post(reader.cookie, '/api/me/notifications/read-all');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().marked).toBeGreaterThan(0);
      const after = await list(reader);
      expect(after.unreadCount).toBe(0);
      expect(after.items.every((item) => item.readAt !== null)).toBe(true);
      expect((await list(bystander)).unreadCount).toBe(1);
      const again = await api.post(reader.cookie, '/api/me/notifications/read-all');
      expect(again.json().marked).toBe(0);
    });

    it("never shows another business's notifications, nor lets them be read", async () => {
      const stranger = other.customers[0] as Person;
      await note(stranger, other, 'elsewhere');
      const [theirs] = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.membershipId, stranger.membershipId),
            eq(notifications.dedupeKey, 'elsewhere'),
          ),
        );
      for (const person of [reader, bystander, maya, erin]) {
        const seen = await list(person, '?limit=50');
        expect(seen.items.some((item) => item.id === theirs?.id)).toBe(false);
      }
      expect((await api.post(erin.cookie, `/api/me/notifications/${theirs?.id}/read`)).statusCode).toBe(404);
      expect((await list(stranger)).items.map((item) => item.id)).toContain(theirs?.id);
      expect((await list(stranger)).unreadCount).toBe(1);
    });

    it('needs a signed-in person', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications' });
      expect(response.statusCode).toBe(401);
    });
  });
});
