import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { notifications, outboxEmails, users } from '../../db/schema/index.ts';
import { alertStaff } from './staff-alerts.ts';

// Staff alerts (decision 0052): a member's booking request, a seat from a class's waitlist and a support
// message reach the studio's principal and admin in the bell (nobody else: not the members, not the
// session's expert, not another studio's staff), and by email those who turned alert emails on.

describe.each(testDatabaseKinds())('staff alerts on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let maya: Person;
  let noah: Person;
  let erin: Person;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2, experts: 1 });
    other = await buildStudio(t.database.db, { credits: 10, customers: 1, experts: 1 });
    [maya, noah] = studio.customers as [Person, Person];
    erin = studio.experts[0] as Person;
    // The principal asks for alert emails, in French; the admin keeps the default (bell only).
    const optIn = await api.put(studio.principal.cookie, '/api/me/email-preferences', {
      staffAlerts: true,
      language: 'fr',
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(optIn.json()).toMatchObject({ staffAlerts: true, language: 'fr' });
    // Another studio's principal who asked for emails too: they must hear nothing of this studio.
    expect(
      (await api.put(other.principal.cookie, '/api/me/email-preferences', { staffAlerts: true })).statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const alertsOf = (alertKind: string) =>
    t.database.db
      .select({
        membershipId: notifications.membershipId,
        businessId: notifications.businessId,
        data: notifications.data,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.kind, alertKind));
  const emailsOf = (alertKind: string) =>
    t.database.db
      .select({
        toEmail: outboxEmails.toEmail,
        subject: outboxEmails.subject,
        textBody: outboxEmails.textBody,
        language: outboxEmails.language,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, alertKind));
  const staffIds = () => [studio.principal.membershipId, studio.admin.membershipId].sort();

  it('tells the principal and admin of a member’s booking request, and emails only the one who opted in', async () => {
    const booked = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(daysAhead(9), '09:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;

    const alerts = (await alertsOf('staff.bookingRequest')).filter((row) => row.data.serviceId === id);
    // Not Maya, not Erin (her expert hears of it as service.requested), not the other studio.
    expect(alerts.map((row) => row.membershipId).sort()).toEqual(staffIds());
    expect(alerts[0]).toMatchObject({
      businessId: studio.businessId,
      link: `/admin/services/details/${id}`,
      data: { actorName: maya.name, offeringName: 'Personal Training', expertName: erin.name },
    });
    const emails = await emailsOf('staff.bookingRequest');
    expect(emails.map((email) => email.toEmail)).toEqual([studio.principal.email]);
    expect(emails[0]).toMatchObject({ language: 'fr' });
    expect(emails[0]?.subject).toBe(`Demande de réservation : ${maya.name}, Personal Training`);
    expect(emails[0]?.textBody).toContain(`(${studio.timeZone})`);
  });

  it('does not alert staff when staff book for a member themselves', async () => {
    const before = (await alertsOf('staff.bookingRequest')).length;
    const booked = await api.post(studio.admin.cookie, '/api/services', {
      offeringId: studio.studioOfferingId,
      customerId: noah.membershipId,
      expertId: erin.membershipId,
      startsAt: at(daysAhead(9), '11:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await alertsOf('staff.bookingRequest')).toHaveLength(before);
  });

  it('tells staff when a waitlisted member gets a seat in a class', async () => {
    const { group, occurrenceId } = await addGroupClass(api, studio, { capacity: 1, date: daysAhead(11) });
    const first = await api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {});
    expect(first.json().status).toBe('booked');
    const second = await api.post(noah.cookie, `/api/me/classes/${occurrenceId}/join`, {});
    expect(second.json().status).toBe('waitlisted');
    // Joining the waitlist is no alert: only getting the seat is.
    expect(await alertsOf('staff.waitlistJoin')).toEqual([]);

    const left = await api.del(maya.cookie, `/api/me/class-seats/${first.json().id}`);
    expect(left.statusCode, left.body).toBe(200);
    const alerts = await alertsOf('staff.waitlistJoin');
    expect(alerts.map((row) => row.membershipId).sort()).toEqual(staffIds());
    expect(alerts[0]).toMatchObject({
      link: `/admin/group/details/${group.id}`,
      data: { actorName: noah.name, groupName: group.name, seatId: second.json().id },
    });
    const emails = await emailsOf('staff.waitlistJoin');
    expect(emails.map((email) => email.toEmail)).toEqual([studio.principal.email]);
    expect(emails[0]?.subject).toBe(`Depuis la liste d’attente : ${noah.name} a rejoint ${group.name}`);
  });

  it('tells staff when a waitlisted member claims the open seat inside the cutoff', async () => {
    // A week's cutoff puts a class 3 days ahead inside it: the freed seat is claimed, not given.
    const cutoff = await api.put(studio.admin.cookie, '/api/group-settings', {
      waitlistCutoffMinutes: 7 * 24 * 60,
    });
    expect(cutoff.statusCode, cutoff.body).toBe(200);
    try {
      const { group, occurrenceId } = await addGroupClass(api, studio, {
        capacity: 1,
        date: daysAhead(3),
        startTime: '15:00',
      });
      const first = await api.post(noah.cookie, `/api/me/classes/${occurrenceId}/join`, {});
      expect(first.json().status).toBe('booked');
      const waiting = await api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {});
      expect(waiting.json().status).toBe('waitlisted');
      await api.del(noah.cookie, `/api/me/class-seats/${first.json().id}`);
      const mine = async () =>
        (await alertsOf('staff.waitlistJoin')).filter((row) => row.data.groupName === group.name);
      // Offered to everyone waiting: nobody has the seat yet, so nobody is alerted.
      expect(await mine()).toEqual([]);
      const claimed = await api.post(maya.cookie, `/api/me/classes/${occurrenceId}/join`, {});
      expect(claimed.statusCode, claimed.body).toBe(201);
      const alerts = await mine();
      expect(alerts.map((row) => row.membershipId).sort()).toEqual(staffIds());
      expect(alerts[0]?.data).toMatchObject({ actorName: maya.name, seatId: claimed.json().id });
    } finally {
      await api.put(studio.admin.cookie, '/api/group-settings', { waitlistCutoffMinutes: 120 });
    }
  });

  it('brings a support message to staff with its text, linking a signed-in member to their page', async () => {
    const message = {
      businessSlug: studio.slug,
      name: maya.name,
      email: maya.email,
      subject: 'Parking',
      message: 'Is there parking?',
    };
    const sent = await api.post(maya.cookie, '/api/support', message, { 'x-forwarded-for': '203.0.113.50' });
    expect(sent.statusCode, sent.body).toBe(202);
    const alerts = await alertsOf('staff.supportMessage');
    expect(alerts.map((row) => row.membershipId).sort()).toEqual(staffIds());
    expect(alerts[0]).toMatchObject({
      link: `/admin/customers/details/${maya.membershipId}`,
      data: { actorName: maya.name, fromEmail: maya.email, subject: 'Parking', message: 'Is there parking?' },
    });
    const emails = await emailsOf('staff.supportMessage');
    expect(emails.map((email) => email.toEmail)).toEqual([studio.principal.email]);
    expect(emails[0]?.textBody).toContain('Is there parking?');

    // A visitor (or a member of another studio) links to nobody's page.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { cookie: other.customers[0]?.cookie ?? '', 'x-requested-with': 'test' },
      payload: { ...message, name: 'Vera', email: 'vera@example.com' },
    });
    expect(visitor.statusCode, visitor.body).toBe(202);
    const fromVera = (await alertsOf('staff.supportMessage')).filter((row) => row.data.actorName === 'Vera');
    expect(fromVera).toHaveLength(2);
    expect(fromVera.every((row) => row.link === null)).toBe(true);
  });

  it('tells each staff member once for the same event, emails included', async () => {
    const alert = {
      kind: 'staff.payAtStudioPurchase' as const,
      data: { purchaseId: 'p-1', actorName: noah.name, packName: '10 sessions', amountCents: 65_000 },
      link: `/admin/customers/details/${noah.membershipId}`,
      dedupeKey: 'pay-at-studio:p-1',
    };
    expect(await alertStaff(t.database.db, studio.businessId, alert)).toBe(2);
    expect(await alertStaff(t.database.db, studio.businessId, alert)).toBe(0);
    expect(await alertsOf('staff.payAtStudioPurchase')).toHaveLength(2);
    const emails = await emailsOf('staff.payAtStudioPurchase');
    expect(emails.map((email) => email.toEmail)).toEqual([studio.principal.email]);
    // French money puts a narrow no-break space before the currency.
    expect(emails[0]?.subject).toMatch(new RegExp(`^À encaisser au studio : ${noah.name}, 650,00\\s\\$US$`));
  });

  it('reaches no other studio’s staff, no member and no expert', async () => {
    const everyone = [
      other.principal,
      other.admin,
      maya,
      noah,
      erin,
      ...other.customers,
      ...other.experts,
    ].map((person) => person.membershipId);
    const stray = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(inArray(notifications.membershipId, everyone)));
    expect(stray.filter((row) => row.kind.startsWith('staff.'))).toEqual([]);
    const strayEmails = await t.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(inArray(outboxEmails.toEmail, [other.principal.email, other.admin.email]));
    expect(strayEmails.filter((row) => row.kind.startsWith('staff.'))).toEqual([]);
  });

  it('keeps the choice per person, and refuses it to a member', async () => {
    const admin = await api.get(studio.admin.cookie, '/api/me/email-preferences');
    expect(admin.json()).toMatchObject({ staffAlerts: false });
    const principal = await api.get(studio.principal.cookie, '/api/me/email-preferences');
    expect(principal.json()).toMatchObject({ staffAlerts: true });

    const member = await api.put(maya.cookie, '/api/me/email-preferences', { staffAlerts: true });
    expect(member.statusCode).toBe(422);
    expect(Object.keys(member.json().errors)).toEqual(['staffAlerts']);
    expect((await api.get(maya.cookie, '/api/me/email-preferences')).json()).toMatchObject({
      staffAlerts: false,
    });
    const bad = await api.put(studio.admin.cookie, '/api/me/email-preferences', { staffAlerts: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['staffAlerts']);
    // The language asked for above is the principal's login's.
    const [login] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, studio.principal.userId));
    expect(login?.language).toBe('fr');
  });
});
