import { DEFAULT_BUSINESS_HOURS } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { auditEvents, memberships, outboxEmails, sessions, teamInvitations } from '../../db/schema/index.ts';
import { apiOf, type BookingStudio, buildBookingStudio, type Member } from '../booking/booking.factories.ts';

const hours = (open: string | null, close: string | null, closed = false) =>
  DEFAULT_BUSINESS_HOURS.map((entry) => ({ day: entry.day, open, close, closed }));

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunrise Studio',
  timeZone: 'America/Los_Angeles',
  contactEmail: 'hello@sunrise.test',
  contactPhone: '(310) 555-0100',
  hours: hours('07:00', '19:00'),
  amenities: ['Showers'],
  accessibility: [],
  equipment: [],
  specialities: ['Boxing'],
  languages: ['English'],
  freeCancelHours: 24,
  ...overrides,
});

describe.each(testDatabaseKinds())('studio set-up on %s', (kind) => {
  let t: TestApp;
  let studio: BookingStudio;
  let other: BookingStudio;
  const api = apiOf(() => t.app);
  const patch = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: { cookie, 'x-requested-with': 'test' }, payload });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildBookingStudio(t.database.db);
    other = await buildBookingStudio(t.database.db);
  });
  afterAll(() => t.close());

  // The link an invitation email carries, read from the outbox as the test's own mail reader.
  async function invitationToken(email: string): Promise<string> {
    const rows = await t.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, email), eq(outboxEmails.kind, 'team_invitation')));
    const token = rows.at(-1)?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation to ${email}`);
    return token;
  }

  describe('business profile', () => {
    it('saves the profile and gives back the hours with their 12-hour texts', async () => {
      const saved = await api.put(studio.admin.cookie, '/api/business/profile', profileInput());
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        name: 'Sunrise Studio',
        contactPhone: '(310) 555-0100',
        freeCancelHours: 24,
      });
      expect(saved.json().hours[0]).toEqual({
        day: 'Monday',
        open: '07:00',
        close: '19:00',
        closed: false,
        openDisplay: '07:00 AM',
        closeDisplay: '07:00 PM',
      });
      expect(saved.json().signupPath).toMatch(/^\/register\?business=booking-/);
    });

    it('refuses hours that close before they open, or times outside 00:00-23:59, and changes nothing', async () => {
      const closesFirst = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ name: 'Changed', hours: hours('10:00', '09:00') }),
      );
      expect(closesFirst.statusCode).toBe(400);
      expect(closesFirst.json().errors['hours.0.close']).toBeDefined();
      const outside = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ name: 'Changed', hours: hours('24:00', '25:00') }),
      );
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors['hours.0.open']).toBeDefined();
      const now = await api.get(studio.admin.cookie, '/api/business/profile');
      expect(now.json().name).not.toBe('Changed');
    });

    it('refuses an unknown time zone on its field', async () => {
      const response = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ timeZone: 'Mars/Olympus_Mons' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.timeZone[0]).toMatch(/time zone/);
    });

    it('keeps the business profile from an expert', async () => {
      const expert = studio.experts[0] as Member;
      expect((await api.get(expert.cookie, '/api/business/profile')).statusCode).toBe(403);
      expect((await api.put(expert.cookie, '/api/business/profile', profileInput())).statusCode).toBe(403);
    });

    it('lists booked sessions the new hours leave outside, and saves only once confirmed, moving nothing', async () => {
      const date = daysAhead(3);
      const customer = studio.customers[0] as Member;
      const booked = await api.post(studio.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: studio.studioOfferingId,
        startsAt: at(date, '17:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const shorter = profileInput({ hours: hours('07:00', '15:00') });
      const check = await api.post(studio.admin.cookie, '/api/business/profile/hours-check', {
        timeZone: shorter.timeZone,
        hours: shorter.hours,
      });
      expect(check.statusCode).toBe(200);
      expect(check.json().sessions.map((s: { id: string }) => s.id)).toContain(booked.json().id);

      const refused = await api.put(studio.admin.cookie, '/api/business/profile', shorter);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(/1 booked session would fall outside the new hours/);
      expect((await api.get(studio.admin.cookie, '/api/business/profile')).json().hours[0].close).toBe(
        '19:00',
      );

      const confirmed = await api.put(studio.admin.cookie, '/api/business/profile', {
        ...shorter,
        confirmOutsideHours: true,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().hours[0].close).toBe('15:00');
      const session = await api.get(studio.admin.cookie, `/api/services/${booked.json().id}`);
      expect(session.json()).toMatchObject({
        status: booked.json().status,
        startsAt: booked.json().startsAt,
      });
      // Back to 07:00-19:00 (wider: nothing to confirm); then a time zone change moves the studio's
      // wall clock too: 17:00 in Los Angeles is 20:00 in New York.
      expect((await api.put(studio.admin.cookie, '/api/business/profile', profileInput())).statusCode).toBe(
        200,
      );
      const moved = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ timeZone: 'America/New_York' }),
      );
      expect(moved.statusCode).toBe(409);
      expect((await api.get(studio.admin.cookie, '/api/business/profile')).json().timeZone).toBe(
        'America/Los_Angeles',
      );
    });

    it('checks the logo by its bytes and size', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
      const fake = Buffer.from('not an image').toString('base64');
      const wrong = await api.put(studio.admin.cookie, '/api/business/logo', {
        contentType: 'image/png',
        data: fake,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.data).toEqual(['Choose a JPEG, PNG or WebP image.']);
      const big = Buffer.alloc(512 * 1024 + 1);
      Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
      const tooBig = await api.put(studio.admin.cookie, '/api/business/logo', {
        contentType: 'image/png',
        data: big.toString('base64'),
      });
      expect(tooBig.statusCode).toBe(400);
      const ok = await api.put(studio.admin.cookie, '/api/business/logo', {
        contentType: 'image/png',
        data: png,
      });
      expect(ok.statusCode).toBe(204);
      const profile = (await api.get(studio.admin.cookie, '/api/business/profile')).json();
      const logo = await t.app.inject({ method: 'GET', url: `/api/public/studios/${profile.slug}/logo` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
    });
  });

  describe('locations', () => {
    it('adds a location and refuses a duplicate code on its field', async () => {
      const input = {
        code: 'california.santaMonica',
        display: 'Santa Monica, California',
        state: 'California',
      };
      const created = await api.post(studio.admin.cookie, '/api/business/locations', {
        ...input,
        address: '100 Ocean Ave',
      });
      expect(created.statusCode, created.body).toBe(201);
      const duplicate = await api.post(studio.admin.cookie, '/api/business/locations', input);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors.code).toEqual(['This studio already has a location with this code.']);
      // Another studio may use the same code.
      expect((await api.post(other.admin.cookie, '/api/business/locations', input)).statusCode).toBe(201);
    });

    it("answers 404 for another studio's location", async () => {
      const response = await patch(other.admin.cookie, `/api/business/locations/${studio.locationId}`, {
        display: 'Taken over',
      });
      expect(response.statusCode).toBe(404);
    });

    it('deactivates a location: booking no longer offers it, past sessions keep it', async () => {
      const added = await api.post(studio.admin.cookie, '/api/business/locations', {
        code: 'california.pasadena',
        display: 'Pasadena, California',
        state: 'California',
      });
      const id = added.json().id as string;
      const customer = studio.customers[1] as Member;
      const booked = await api.post(studio.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: studio.studioOfferingId,
        startsAt: at(daysAhead(4), '09:00'),
        locationId: id,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const off = await patch(studio.admin.cookie, `/api/business/locations/${id}`, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().active).toBe(false);
      const picker = await api.get(customer.cookie, '/api/locations');
      expect(picker.json().items.map((l: { id: string }) => l.id)).not.toContain(id);
      const again = await api.post(studio.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: studio.studioOfferingId,
        startsAt: at(daysAhead(5), '09:00'),
        locationId: id,
      });
      expect(again.statusCode).toBe(422);
      const kept = await api.get(studio.admin.cookie, `/api/services/${booked.json().id}`);
      expect(kept.json().location).toMatchObject({ id });
    });
  });

  describe('team', () => {
    it('invites an expert; the link creates the account once, and the expert is in the team', async () => {
      const email = `new-expert-${kind}@example.com`;
      const invited = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email,
        role: 'expert',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json()).toMatchObject({ email, role: 'expert', state: 'pending' });
      const expires = new Date(invited.json().expiresAt).getTime();
      expect(expires - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

      const token = await invitationToken(email);
      const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
      expect(preview.json()).toMatchObject({ email, role: 'expert', accountExists: false });
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${token}/accept`,
        payload: { fullName: 'Nina New', password: 'Strong-Expert-Passphrase-1' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().userData).toMatchObject({ role: 'expert', businessId: studio.businessId });

      const reused = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${token}/accept`,
        payload: { fullName: 'Nina Again', password: 'Strong-Expert-Passphrase-1' },
      });
      expect(reused.statusCode).toBe(410);
      expect(reused.json().detail).toBe('This invitation was already used. Sign in instead.');

      const team = await api.get(studio.admin.cookie, '/api/business/team');
      expect(team.json().members).toContainEqual(
        expect.objectContaining({ email, role: 'expert', status: 'active' }),
      );
      const audit = await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.businessId, studio.businessId));
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['team.invite', 'team.invite_accept']),
      );
    });

    it('adds a membership to someone who already has a login, after their password', async () => {
      const existing = other.experts[0] as Member;
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: existing.email, password: 'x' },
      });
      const invited = await api.post(studio.principal.cookie, '/api/business/team/invitations', {
        email: existing.email,
        role: 'admin',
      });
      expect(invited.statusCode).toBe(201);
      const token = await invitationToken(existing.email);
      const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
      expect(preview.json().accountExists).toBe(true);
      // The factory's people have no password: the acceptance is refused and the invitation stays open.
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${token}/accept`,
        payload: { password: 'wrong-password' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.password).toEqual(['Incorrect password for this account.']);
      const [row] = await t.database.db
        .select({ acceptedAt: teamInvitations.acceptedAt })
        .from(teamInvitations)
        .where(eq(teamInvitations.email, existing.email));
      expect(row?.acceptedAt).toBeNull();
    });

    it('refuses an invite to an email already in the team', async () => {
      const expert = studio.experts[0] as Member;
      const response = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email: expert.email,
        role: 'admin',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.email).toEqual(['This person is already in the team.']);
    });

    it('refuses an admin inviting a principal; the principal may', async () => {
      const email = `owner2-${kind}@example.com`;
      const byAdmin = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email,
        role: 'principal',
      });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().errors.role).toEqual([
        'Only the owner (principal) can make someone a principal.',
      ]);
      const rows = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
      expect(rows).toHaveLength(0);
      const byOwner = await api.post(studio.principal.cookie, '/api/business/team/invitations', {
        email,
        role: 'principal',
      });
      expect(byOwner.statusCode).toBe(201);
    });

    it('refuses an expired, a revoked and a resent-over link', async () => {
      const email = `late-${kind}@example.com`;
      const invited = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email,
        role: 'expert',
      });
      const first = await invitationToken(email);
      const resent = await api.post(
        studio.admin.cookie,
        `/api/business/team/invitations/${invited.json().id}/resend`,
      );
      expect(resent.statusCode).toBe(200);
      const second = await invitationToken(email);
      expect(second).not.toBe(first);
      const old = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${first}` });
      expect(old.statusCode).toBe(404);

      await t.database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teamInvitations.id, invited.json().id));
      const expired = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${second}/accept`,
        payload: { fullName: 'Late Larry', password: 'Strong-Expert-Passphrase-1' },
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().detail).toBe('This invitation has expired. Ask the studio to send it again.');

      const revokedEmail = `revoked-${kind}@example.com`;
      const toRevoke = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email: revokedEmail,
        role: 'expert',
      });
      const token = await invitationToken(revokedEmail);
      expect(
        (await api.post(studio.admin.cookie, `/api/business/team/invitations/${toRevoke.json().id}/revoke`))
          .statusCode,
      ).toBe(200);
      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${token}/accept`,
        payload: { fullName: 'Rita Revoked', password: 'Strong-Expert-Passphrase-1' },
      });
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json().detail).toBe('This invitation was withdrawn by the studio.');
      const members = await t.database.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.businessId, studio.businessId));
      expect(members.length).toBe(
        (await api.get(studio.admin.cookie, '/api/business/team')).json().members.length +
          studio.customers.length,
      );
    });

    it("answers 404 for another studio's invitation", async () => {
      const invited = await api.post(studio.admin.cookie, '/api/business/team/invitations', {
        email: `cross-${kind}@example.com`,
        role: 'expert',
      });
      const id = invited.json().id as string;
      expect(
        (await api.post(other.admin.cookie, `/api/business/team/invitations/${id}/revoke`)).statusCode,
      ).toBe(404);
      expect(
        (await api.post(other.admin.cookie, `/api/business/team/invitations/${id}/resend`)).statusCode,
      ).toBe(404);
    });

    it('keeps the team from an expert', async () => {
      const expert = studio.experts[0] as Member;
      expect((await api.get(expert.cookie, '/api/business/team')).statusCode).toBe(403);
      const invite = await api.post(expert.cookie, '/api/business/team/invitations', {
        email: 'x@example.com',
        role: 'expert',
      });
      expect(invite.statusCode).toBe(403);
    });

    it('never demotes the last principal, and transfers ownership', async () => {
      const fresh = await buildBookingStudio(t.database.db, { customers: 0 });
      const demote = await patch(
        fresh.principal.cookie,
        `/api/business/team/${fresh.principal.membershipId}`,
        {
          role: 'admin',
        },
      );
      expect(demote.statusCode).toBe(409);
      expect(demote.json().errors.role[0]).toMatch(/at least one active principal/);
      const byAdmin = await patch(fresh.admin.cookie, `/api/business/team/${fresh.principal.membershipId}`, {
        role: 'expert',
      });
      expect(byAdmin.statusCode).toBe(403);
      const transfer = await api.post(
        fresh.principal.cookie,
        `/api/business/team/${fresh.admin.membershipId}/transfer-ownership`,
      );
      expect(transfer.statusCode, transfer.body).toBe(200);
      expect(transfer.json().role).toBe('principal');
      const roles = await t.database.db
        .select({ id: memberships.id, role: memberships.role })
        .from(memberships)
        .where(eq(memberships.businessId, fresh.businessId));
      expect(roles).toContainEqual({ id: fresh.principal.membershipId, role: 'admin' });
    });

    it("ends a deactivated expert's sessions at once and lists their upcoming sessions", async () => {
      const fresh = await buildBookingStudio(t.database.db, { experts: 1, customers: 1 });
      const expert = fresh.experts[0] as Member;
      const customer = fresh.customers[0] as Member;
      const booked = await api.post(fresh.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: fresh.studioOfferingId,
        startsAt: at(daysAhead(3), '10:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await api.get(expert.cookie, '/api/services')).statusCode).toBe(200);

      const off = await api.post(fresh.admin.cookie, `/api/business/team/${expert.membershipId}/deactivate`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().member.status).toBe('deactivated');
      expect(off.json().upcomingSessions).toEqual([expect.objectContaining({ id: booked.json().id })]);
      expect((await api.get(expert.cookie, '/api/services')).statusCode).toBe(401);
      const left = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.membershipId, expert.membershipId));
      expect(left).toHaveLength(0);

      const on = await api.post(fresh.admin.cookie, `/api/business/team/${expert.membershipId}/reactivate`);
      expect(on.json().status).toBe('active');
      const actions = await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.businessId, fresh.businessId));
      expect(actions.map((row) => row.action)).toEqual(
        expect.arrayContaining(['team.deactivate', 'team.reactivate']),
      );
    });

    it("answers 404 for another studio's team member", async () => {
      const expert = studio.experts[1] as Member;
      expect(
        (await api.post(other.admin.cookie, `/api/business/team/${expert.membershipId}/deactivate`))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('clients', () => {
    it("lists every client for staff, and only an expert's own clients for the expert", async () => {
      const fresh = await buildBookingStudio(t.database.db, { experts: 2, customers: 3 });
      const [first, second] = fresh.experts as [Member, Member];
      const [withSession, withPrimary, neither] = fresh.customers as [Member, Member, Member];
      const booked = await api.post(fresh.admin.cookie, '/api/services', {
        customerId: withSession.membershipId,
        offeringId: fresh.studioOfferingId,
        expertId: first.membershipId,
        startsAt: at(daysAhead(3), '10:00'),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const assigned = await api.put(
        fresh.admin.cookie,
        `/api/business/clients/${withPrimary.membershipId}/primary-expert`,
        { expertId: first.membershipId },
      );
      expect(assigned.statusCode).toBe(204);

      const staff = await api.get(fresh.admin.cookie, '/api/business/clients?pageSize=5');
      expect(staff.json()).toMatchObject({ total: 3, page: 1, pageSize: 5 });
      const ofFirst = await api.get(first.cookie, '/api/business/clients');
      expect(
        ofFirst
          .json()
          .items.map((c: { id: string }) => c.id)
          .sort(),
      ).toEqual([withSession.membershipId, withPrimary.membershipId].sort());
      expect(ofFirst.json().items).toContainEqual(
        expect.objectContaining({
          id: withPrimary.membershipId,
          primaryExpert: { id: first.membershipId, name: first.name },
        }),
      );
      expect((await api.get(second.cookie, '/api/business/clients')).json().total).toBe(0);
      const searched = await api.get(
        fresh.admin.cookie,
        `/api/business/clients?q=${encodeURIComponent(neither.email)}`,
      );
      expect(searched.json().items.map((c: { id: string }) => c.id)).toEqual([neither.membershipId]);
      // An expert cannot assign; another studio's client is 404; a non-expert is refused on the field.
      expect(
        (
          await api.put(first.cookie, `/api/business/clients/${neither.membershipId}/primary-expert`, {
            expertId: null,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await api.put(other.admin.cookie, `/api/business/clients/${neither.membershipId}/primary-expert`, {
            expertId: null,
          })
        ).statusCode,
      ).toBe(404);
      const notExpert = await api.put(
        fresh.admin.cookie,
        `/api/business/clients/${neither.membershipId}/primary-expert`,
        {
          expertId: fresh.admin.membershipId,
        },
      );
      expect(notExpert.statusCode).toBe(400);
      expect(notExpert.json().errors.expertId).toEqual(['Choose one of the studio’s active experts.']);
    });
  });

  describe('own profile', () => {
    it('lets an expert save their name, phone, bio and lists, and refuses a bad phone on its field', async () => {
      const expert = studio.experts[1] as Member;
      const input = {
        fullName: 'Ivy Instructor',
        phone: '310-555-0199',
        bio: 'Ten years of strength coaching.',
        specialities: ['Strength Training'],
        languages: ['English', 'Spanish'],
      };
      const saved = await api.put(expert.cookie, '/api/me/staff-profile', input);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...input, phone: '(310) 555-0199' });
      const bad = await api.put(expert.cookie, '/api/me/staff-profile', {
        ...input,
        fullName: 'Changed',
        phone: '555',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.phone).toBeDefined();
      expect((await api.get(expert.cookie, '/api/me/staff-profile')).json().fullName).toBe('Ivy Instructor');
      const customer = studio.customers[2] as Member;
      expect((await api.get(customer.cookie, '/api/me/staff-profile')).statusCode).toBe(403);
    });
  });

  describe('business switcher', () => {
    it('moves the sign-in to another studio of the same login, on the server, and never to a stranger', async () => {
      const person = (await buildBookingStudio(t.database.db, { experts: 1, customers: 0 })).admin;
      await t.database.db.insert(memberships).values({
        businessId: other.businessId,
        userId: person.userId,
        role: 'admin',
        onboardedAt: new Date(),
      });
      const mine = await api.get(person.cookie, '/api/me/businesses');
      expect(mine.json().items).toHaveLength(2);
      expect(mine.json().items.filter((item: { current: boolean }) => item.current)).toHaveLength(1);

      const stranger = await api.post(person.cookie, '/api/me/switch-business', {
        businessId: studio.businessId,
      });
      expect(stranger.statusCode).toBe(404);
      const switched = await api.post(person.cookie, '/api/me/switch-business', {
        businessId: other.businessId,
      });
      expect(switched.statusCode, switched.body).toBe(200);
      expect(switched.json().userData.businessId).toBe(other.businessId);
      const cookie = `bmp_session=${switched.cookies.find((c) => c.name === 'bmp_session')?.value}`;
      const team = await api.get(cookie, '/api/business/team');
      expect(team.json().members.map((m: { email: string }) => m.email)).toContain(person.email);
      // The old session ended with the switch.
      expect((await api.get(person.cookie, '/api/me/businesses')).statusCode).toBe(401);
    });
  });

  describe('public studio page', () => {
    it('shows the studio, its hours and active offerings; an unknown studio is 404', async () => {
      const profile = (await api.get(studio.admin.cookie, '/api/business/profile')).json();
      const page = await t.app.inject({ method: 'GET', url: `/api/public/studios/${profile.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().offerings.map((o: { name: string }) => o.name)).toContain('Personal Training');
      expect(page.json().hours).toHaveLength(7);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/public/studios/no-such-studio' })).statusCode,
      ).toBe(404);
    });
  });
});
