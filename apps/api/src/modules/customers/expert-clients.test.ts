import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { transitionService } from '../booking/index.ts';

// Who is an expert's client (docs/decisions/0034-expert-clients.md), through every reader of a
// customer's data an expert has: the health answers, the client page and its notes, the clients list,
// "My clients" and the dashboard's count. The first test is the outside probe's sequence.

describe.each(testDatabaseKinds())("an expert's clients on %s", (kind) => {
  let t: TestApp;
  let studio: Studio;
  let expert: Person;
  let otherExpert: Person;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, experts: 2, customers: 4 });
    [expert, otherExpert] = studio.experts as [Person, Person];
  });
  afterAll(() => t.close());

  /** What the expert gets on each reader of one customer's data. */
  async function reads(reader: Person, customer: Person) {
    const id = customer.membershipId;
    const health = await api.get(reader.cookie, `/api/customers/${id}/health`);
    const page = await api.get(reader.cookie, `/api/dashboards/provider/clients/${id}`);
    const note = await api.post(reader.cookie, `/api/dashboards/provider/clients/${id}/notes`, {
      text: 'Checked in.',
    });
    const clients = await api.get(reader.cookie, '/api/business/clients?pageSize=100');
    const mine = await api.get(reader.cookie, '/api/dashboards/provider/clients');
    const listed = [clients, mine].map((answer) =>
      (answer.json().items as { id?: string; customerId?: string }[]).some(
        (item) => (item.id ?? item.customerId) === id,
      ),
    );
    return {
      health: health.statusCode,
      page: page.statusCode,
      note: note.statusCode,
      listed,
      // Nothing of the customer leaks in a refusal.
      leaked: [health, page, note].some(
        (answer) => answer.statusCode >= 400 && answer.body.includes(customer.email),
      ),
    };
  }
  const ALLOWED = { health: 200, page: 200, note: 204, listed: [true, true], leaked: false };
  const REFUSED = { health: 404, page: 404, note: 404, listed: [false, false], leaked: false };
  const clientCount = async (reader: Person) =>
    (await api.get(reader.cookie, '/api/dashboards/expert')).json().clients as number;

  async function book(cookie: string, customer: Person, days: number) {
    const booked = await api.post(cookie, '/api/services', {
      customerId: customer.membershipId,
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(daysAhead(days), '10:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json() as { id: string; endsAt: string };
  }

  it('makes no client of a session the expert booked, nor of a cancelled one; a staff-booked one does', async () => {
    const customer = studio.customers[0] as Person;
    expect(await reads(expert, customer)).toEqual(REFUSED);

    // The probe: the expert books the customer themselves (201), and still reads nothing of them.
    const own = await book(expert.cookie, customer, 3);
    expect(await reads(expert, customer)).toEqual(REFUSED);
    // Confirming their own booking changes nothing either.
    const confirmed = await api.post(expert.cookie, `/api/services/${own.id}/transitions`, {
      to: 'Confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await reads(expert, customer)).toEqual(REFUSED);
    expect(await clientCount(expert)).toBe(0);

    // The studio books the customer with this expert: now a client.
    const staffBooked = await book(studio.admin.cookie, customer, 4);
    expect(await reads(expert, customer)).toEqual(ALLOWED);
    expect(await clientCount(expert)).toBe(1);
    // Another expert still gets nothing.
    expect(await reads(otherExpert, customer)).toEqual(REFUSED);

    // Cancelled: not a client any more, whatever the client page once showed.
    const canceled = await api.post(studio.admin.cookie, `/api/services/${staffBooked.id}/transitions`, {
      to: 'Canceled',
      reason: 'The member is away.',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await reads(expert, customer)).toEqual(REFUSED);
    expect(await clientCount(expert)).toBe(0);

    // The session the expert booked is held: it makes a client once it is Completed.
    const viewer = {
      businessId: studio.businessId,
      userId: expert.userId,
      membershipId: expert.membershipId,
      role: 'expert' as const,
    };
    const after = new Date(new Date(own.endsAt).getTime() + 60_000);
    const completed = await transitionService(
      t.database.db,
      viewer,
      { kind: 'expert', expertId: expert.membershipId },
      own.id,
      { to: 'Completed' },
      after,
    );
    expect(completed.status).toBe('Completed');
    expect(await reads(expert, customer)).toEqual(ALLOWED);
    expect(await clientCount(expert)).toBe(1);

    // Staff read every customer of the studio, client of anyone or not.
    const staffHealth = await api.get(studio.admin.cookie, `/api/customers/${customer.membershipId}/health`);
    expect(staffHealth.statusCode).toBe(200);
  });

  it("makes a client of the customer's own booking and of the primary expert, for that expert only", async () => {
    const [, booker, assigned] = studio.customers as [Person, Person, Person];
    expect(await reads(expert, booker)).toEqual(REFUSED);
    const own = await api.post(booker.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(daysAhead(5), '11:00'),
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await reads(expert, booker)).toEqual(ALLOWED);

    expect(await reads(expert, assigned)).toEqual(REFUSED);
    const primary = await api.put(
      studio.admin.cookie,
      `/api/business/clients/${assigned.membershipId}/primary-expert`,
      { expertId: expert.membershipId },
    );
    expect(primary.statusCode).toBe(204);
    expect(await reads(expert, assigned)).toEqual(ALLOWED);
    expect(await reads(otherExpert, assigned)).toEqual(REFUSED);
  });
});
