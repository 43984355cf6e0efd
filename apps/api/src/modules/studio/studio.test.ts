import { DEFAULT_BUSINESS_HOURS } from '@bmp/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { invitationTokenSentTo } from '../../../test/support/outbox.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { auditEvents, memberships, sessions, teamInvitations } from '../../db/schema/index.ts';

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
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);
  const patch = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: { cookie, 'x-requested-with': 'test' }, payload });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10 });
    other = await buildStudio(t.database.db, { credits: 10 });
  });
  afterAll(() => t.close());

  // The link an invitation email carries, read from the outbox as the test's own mail reader.
  const invitationToken = (email: string) => invitationTokenSentTo(t.database.db, email);

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
      expect(saved.json().signupPath).toBe(`/register?business=${studio.slug}`);
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

    it('saves whether members may book before paying at the studio, and how many unpaid purchases they may hold', async () => {
      const saved = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ bookBeforePaying: false, maxUnpaidPurchases: 2 }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ bookBeforePaying: false, maxUnpaidPurchases: 2 });
      // Not sent: left as they are.
      const kept = await api.put(studio.admin.cookie, '/api/business/profile', profileInput());
      expect(kept.json()).toMatchObject({ bookBeforePaying: false, maxUnpaidPurchases: 2 });
      for (const maxUnpaidPurchases of [0, 11, 1.5]) {
        const refused = await api.put(
          studio.admin.cookie,
          '/api/business/profile',
          profileInput({ maxUnpaidPurchases }),
        );
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json().errors)).toEqual(['maxUnpaidPurchases']);
      }
      const back = await api.put(
        studio.admin.cookie,
        '/api/business/profile',
        profileInput({ bookBeforePaying: true, maxUnpaidPurchases: 1 }),
      );
      expect(back.json()).toMatchObject({ bookBeforePaying: true, maxUnpaidPurchases: 1 });
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
      const expert = studio.experts[0] as Person;
      expect((await api.get(expert.cookie, '/api/business/profile')).statusCode).toBe(403);
      expect((await api.put(expert.cookie, '/api/business/profile', profileInput())).statusCode).toBe(403);
    });

    it('lists booked sessions the new hours leave outside, and saves only once confirmed, moving nothing', async () => {
      const date = daysAhead(3);
      const customer = studio.customers[0] as Person;
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
      const customer = studio.customers[1] as Person;
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

  describe('locations in use', () => {
    let place: Studio;
    let north: { id: string; display: string };
    let south: { id: string; display: string };
    const offeringInput = (name: string, overrides: Record<string, unknown> = {}) => ({
      name,
      serviceType: 'Assessment',
      category: 'assessment',
      place: 'studio',
      durationMinutes: 60,
      creditKind: 'training',
      creditsNeeded: 0,
      ...overrides,
    });
    const names = (response: { json(): { items: { name: string }[] } }) =>
      response.json().items.map((item) => item.name);

    beforeAll(async () => {
      place = await buildStudio(t.database.db, { credits: 10 });
      const add = async (city: string) => {
        const response = await api.post(place.admin.cookie, '/api/business/locations', {
          code: `oregon.${city.toLowerCase()}`,
          display: `${city}, Oregon`,
          state: 'Oregon',
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as { id: string; display: string };
      };
      north = await add('Portland');
      south = await add('Eugene');
    });

    it('lists an offering at its locations and filters the catalog by location; a wrong list changes nothing', async () => {
      const created = await api.post(
        place.admin.cookie,
        '/api/offerings',
        offeringInput('North Only', { locationIds: [north.id] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().locations).toEqual([{ id: north.id, display: 'Portland, Oregon', active: true }]);

      const atNorth = await api.get(place.admin.cookie, `/api/offerings?locationId=${north.id}`);
      expect(names(atNorth)).toContain('North Only');
      // The factory's studio offering lists no location, so it is held everywhere; the home one nowhere.
      expect(names(atNorth)).toContain('Personal Training');
      expect(names(atNorth)).not.toContain('In-home Massage');
      const atSouth = await api.get(place.admin.cookie, `/api/offerings?locationId=${south.id}`);
      expect(names(atSouth)).not.toContain('North Only');
      expect(names(atSouth)).toContain('Personal Training');

      const strangers = await api.post(
        place.admin.cookie,
        '/api/offerings',
        offeringInput('Stranger Place', { locationIds: [other.locationId] }),
      );
      expect(strangers.statusCode).toBe(422);
      expect(strangers.json().errors.locationIds).toEqual(['Choose active locations of this studio.']);
      const atHome = await api.post(
        place.admin.cookie,
        '/api/offerings',
        offeringInput('Home Place', { place: 'home', locationIds: [north.id] }),
      );
      expect(atHome.statusCode).toBe(400);
      expect(atHome.json().errors.locationIds).toEqual(['Only sessions at the studio have a location.']);
      const all = await api.get(place.admin.cookie, '/api/offerings');
      expect(names(all)).not.toContain('Stranger Place');
      expect(names(all)).not.toContain('Home Place');
      // Another studio filtering by our location finds nothing of ours.
      const theirs = await api.get(other.admin.cookie, `/api/offerings?locationId=${north.id}`);
      expect(names(theirs)).not.toContain('North Only');
    });

    it('books an offering only where it is held, and the calendar filters by location', async () => {
      const created = await api.post(
        place.admin.cookie,
        '/api/offerings',
        offeringInput('South Only', { locationIds: [south.id] }),
      );
      const offeringId = created.json().id as string;
      const customer = place.customers[0] as Person;
      const date = daysAhead(6);
      const elsewhere = await api.post(place.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId,
        startsAt: at(date, '09:00'),
        locationId: north.id,
      });
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().errors.locationId).toEqual(['South Only is not held at Portland, Oregon.']);
      // Without a choice: the offering's own location, not the studio's default.
      const southSession = await api.post(place.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId,
        startsAt: at(date, '09:00'),
      });
      expect(southSession.statusCode, southSession.body).toBe(201);
      expect(southSession.json().location).toEqual({ id: south.id, display: 'Eugene, Oregon' });
      const northSession = await api.post(place.admin.cookie, '/api/services', {
        customerId: (place.customers[1] as Person).membershipId,
        offeringId: place.studioOfferingId,
        startsAt: at(date, '11:00'),
        locationId: north.id,
      });
      expect(northSession.statusCode, northSession.body).toBe(201);

      const ids = async (locationId: string) => {
        const response = await api.get(
          place.admin.cookie,
          `/api/calendar?from=${date}&to=${date}&locationId=${locationId}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json().items.map((item: { id: string }) => item.id);
      };
      expect(await ids(south.id)).toEqual([southSession.json().id]);
      expect(await ids(north.id)).toEqual([northSession.json().id]);
      const bad = await api.get(place.admin.cookie, `/api/calendar?from=${date}&to=${date}&locationId=nope`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.locationId).toBeDefined();

      // Deactivated: no longer offered for new bookings or new offerings; the booked session keeps it.
      const off = await patch(place.admin.cookie, `/api/business/locations/${south.id}`, { active: false });
      expect(off.statusCode).toBe(200);
      const again = await api.post(place.admin.cookie, '/api/services', {
        customerId: customer.membershipId,
        offeringId: place.studioOfferingId,
        startsAt: at(date, '13:00'),
        locationId: south.id,
      });
      expect(again.statusCode).toBe(422);
      const listed = await api.post(
        place.admin.cookie,
        '/api/offerings',
        offeringInput('South Again', { locationIds: [south.id] }),
      );
      expect(listed.statusCode).toBe(422);
      const kept = await api.get(place.admin.cookie, `/api/services/${southSession.json().id}`);
      expect(kept.json().location).toEqual({ id: south.id, display: 'Eugene, Oregon' });
      const shown = (await api.get(place.admin.cookie, `/api/offerings/${offeringId}`)).json();
      expect(shown.locations).toEqual([{ id: south.id, display: 'Eugene, Oregon', active: false }]);
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

    it('someone who already has a login accepts by being signed in as that address, never with a password here', async () => {
      const existing = other.experts[0] as Person;
      const invited = await api.post(studio.principal.cookie, '/api/business/team/invitations', {
        email: existing.email,
        role: 'admin',
      });
      expect(invited.statusCode).toBe(201);
      const token = await invitationToken(existing.email);
      const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
      expect(preview.json().accountExists).toBe(true);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/public/invitations/${token}/accept`,
        payload: { password: 'any-password' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        'This address already has an account: sign in to accept the invitation.',
      );
      // Signed in as someone else: refused, and the invitation stays open.
      const wrongPerson = await api.post(studio.admin.cookie, `/api/public/invitations/${token}/accept`, {});
      expect(wrongPerson.statusCode).toBe(403);
      const [row] = await t.database.db
        .select({ acceptedAt: teamInvitations.acceptedAt })
        .from(teamInvitations)
        .where(eq(teamInvitations.email, existing.email));
      expect(row?.acceptedAt).toBeNull();
      // Signed in as the invited address: accepted, and the new session is in the inviting studio.
      const accepted = await api.post(existing.cookie, `/api/public/invitations/${token}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().userData).toMatchObject({ role: 'admin', businessId: studio.businessId });
    });

    it('refuses an invite to an email already in the team', async () => {
      const expert = studio.experts[0] as Person;
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
      const expert = studio.experts[0] as Person;
      expect((await api.get(expert.cookie, '/api/business/team')).statusCode).toBe(403);
      const invite = await api.post(expert.cookie, '/api/business/team/invitations', {
        email: 'x@example.com',
        role: 'expert',
      });
      expect(invite.statusCode).toBe(403);
    });

    it('never demotes the last principal, and transfers ownership', async () => {
      const fresh = await buildStudio(t.database.db, { credits: 10, customers: 0 });
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
      const fresh = await buildStudio(t.database.db, { credits: 10, experts: 1, customers: 1 });
      const expert = fresh.experts[0] as Person;
      const customer = fresh.customers[0] as Person;
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
      const expert = studio.experts[1] as Person;
      expect(
        (await api.post(other.admin.cookie, `/api/business/team/${expert.membershipId}/deactivate`))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('clients', () => {
    it("lists every client for staff, and only an expert's own clients for the expert", async () => {
      const fresh = await buildStudio(t.database.db, { credits: 10, experts: 2, customers: 3 });
      const [first, second] = fresh.experts as [Person, Person];
      const [withSession, withPrimary, neither] = fresh.customers as [Person, Person, Person];
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
      const expert = studio.experts[1] as Person;
      const input = {
        fullName: 'Ivy Instructor',
        phone: '310-555-0199',
        bio: 'Ten years of strength coaching.',
        specialities: ['Strength Training'],
        languages: ['English', 'Spanish'],
      };
      const saved = await api.put(expert.cookie, '/api/me/staff-profile', input);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...input, phone: '(310) 555-0199', photoPath: null, homeBase: null });
      const bad = await api.put(expert.cookie, '/api/me/staff-profile', {
        ...input,
        fullName: 'Changed',
        phone: '555',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.phone).toBeDefined();
      expect((await api.get(expert.cookie, '/api/me/staff-profile')).json().fullName).toBe('Ivy Instructor');
      const customer = studio.customers[2] as Person;
      expect((await api.get(customer.cookie, '/api/me/staff-profile')).statusCode).toBe(403);
    });
  });

  describe('own photo, expert cards and the shell pictures', () => {
    const png = (extra = 'own') =>
      Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(extra)]);
    const put = (cookie: string, payload: object) => api.put(cookie, '/api/me/staff-profile/photo', payload);

    it('checks a team photo by its bytes and size, and changes nothing on a refusal', async () => {
      const expert = studio.experts[0] as Person;
      const lying = await put(expert.cookie, {
        contentType: 'image/png',
        data: Buffer.from('GIF89a').toString('base64'),
      });
      expect(lying.statusCode).toBe(400);
      expect(lying.json().errors.data).toEqual(['Choose a JPEG, PNG or WebP image.']);
      // A real JPEG declared as PNG is refused too: the bytes decide.
      const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
      const declaredWrong = await put(expert.cookie, {
        contentType: 'image/png',
        data: jpeg.toString('base64'),
      });
      expect(declaredWrong.statusCode).toBe(400);
      const atLimit = Buffer.alloc(700 * 1024);
      png().copy(atLimit);
      const overLimit = Buffer.alloc(700 * 1024 + 1);
      png().copy(overLimit);
      const tooBig = await put(expert.cookie, {
        contentType: 'image/png',
        data: overLimit.toString('base64'),
      });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().errors.data).toEqual(['Choose a photo of at most 700 KB.']);
      expect((await api.get(expert.cookie, '/api/me/staff-profile')).json().photoPath).toBeNull();
      const exact = await put(expert.cookie, { contentType: 'image/png', data: atLimit.toString('base64') });
      expect(exact.statusCode, exact.body).toBe(200);
      expect(exact.json().photoPath).toMatch(new RegExp(`^/api/team/${expert.membershipId}/photo\\?v=\\d+$`));
    });

    it('serves a team photo with its type to the same studio only; the version moves on each change', async () => {
      const expert = studio.experts[1] as Person;
      const first = await put(expert.cookie, {
        contentType: 'image/png',
        data: png('first').toString('base64'),
      });
      expect(first.statusCode, first.body).toBe(200);
      const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
      const second = await put(expert.cookie, { contentType: 'image/webp', data: webp.toString('base64') });
      const path = second.json().photoPath as string;
      expect(path).not.toBe(first.json().photoPath);

      const customer = studio.customers[0] as Person;
      const seen = await api.get(customer.cookie, path);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.headers['cache-control']).toMatch(/^private/);
      expect(seen.rawPayload.equals(webp)).toBe(true);
      // Another studio, even knowing the id: 404. Nobody signed in: 401.
      expect((await api.get(other.admin.cookie, path)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/me/staff-profile/photo',
        headers: { cookie: expert.cookie, 'x-requested-with': 'test' },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().photoPath).toBeNull();
      expect((await api.get(customer.cookie, path)).statusCode).toBe(404);
    });

    it("shows members each expert's photo, bio, specialities and languages, never another studio's expert", async () => {
      const expert = studio.experts[0] as Person;
      await api.put(expert.cookie, '/api/me/staff-profile', {
        fullName: expert.name,
        phone: null,
        bio: 'Boxing coach for twelve years.',
        specialities: ['Boxing'],
        languages: ['English', 'French'],
      });
      const photo = await put(expert.cookie, {
        contentType: 'image/png',
        data: png('card').toString('base64'),
      });
      const strangerExpert = other.experts[0] as Person;
      await api.put(strangerExpert.cookie, '/api/me/staff-profile', {
        fullName: strangerExpert.name,
        phone: null,
        bio: 'Not of this studio.',
        specialities: [],
        languages: [],
      });

      const customer = studio.customers[0] as Person;
      const offerings = (await api.get(customer.cookie, '/api/me/offerings')).json().items as Array<{
        id: string;
        deliveredBy: Array<{ id: string; bio: string }>;
      }>;
      const offering = offerings.find((item) => item.id === studio.studioOfferingId);
      const card = offering?.deliveredBy.find((item) => item.id === expert.membershipId);
      expect(card).toEqual({
        id: expert.membershipId,
        name: expert.name,
        photoPath: photo.json().photoPath,
        bio: 'Boxing coach for twelve years.',
        specialities: ['Boxing'],
        languages: ['English', 'French'],
      });
      const everyone = offerings.flatMap((item) => item.deliveredBy.map((person) => person.id));
      expect(everyone).not.toContain(strangerExpert.membershipId);
      expect(offerings.flatMap((item) => item.deliveredBy.map((person) => person.bio))).not.toContain(
        'Not of this studio.',
      );
      // Staff's expert list carries the same cards.
      const experts = (await api.get(studio.admin.cookie, '/api/experts')).json().items;
      expect(experts.find((item: { id: string }) => item.id === expert.membershipId)).toEqual(card);
      expect(experts.map((item: { id: string }) => item.id)).not.toContain(strangerExpert.membershipId);
    });

    it("gives the shell the studio's public logo and the caller's own photo", async () => {
      const studioOfPictures = await buildStudio(t.database.db, { credits: 10, experts: 1, customers: 1 });
      const admin = studioOfPictures.admin;
      const customer = studioOfPictures.customers[0] as Person;
      expect((await api.get(admin.cookie, '/api/me/shell-pictures')).json()).toEqual({
        logoPath: null,
        photoPath: null,
        brandColor: null,
      });
      await api.put(admin.cookie, '/api/business/logo', {
        contentType: 'image/png',
        data: png('logo').toString('base64'),
      });
      await put(admin.cookie, { contentType: 'image/png', data: png('admin').toString('base64') });
      const pictures = (await api.get(admin.cookie, '/api/me/shell-pictures')).json();
      expect(pictures.logoPath).toMatch(/^\/api\/public\/studios\/[^/]+\/logo\?v=\d+$/);
      expect(pictures.photoPath).toMatch(new RegExp(`^/api/team/${admin.membershipId}/photo\\?v=\\d+$`));
      // The logo is public on purpose (it is on the studio's public page): no cookie needed.
      const logo = await t.app.inject({ method: 'GET', url: pictures.logoPath });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      // A customer sees the studio's logo but has no team photo.
      expect((await api.get(customer.cookie, '/api/me/shell-pictures')).json()).toEqual({
        logoPath: pictures.logoPath,
        photoPath: null,
        brandColor: null,
      });
      // A customer has no team photo to set.
      const refused = await put(customer.cookie, {
        contentType: 'image/png',
        data: png().toString('base64'),
      });
      expect(refused.statusCode).toBe(403);
      // A customer's membership id never serves a photo through the team route.
      expect((await api.get(admin.cookie, `/api/team/${customer.membershipId}/photo`)).statusCode).toBe(404);
    });
  });

  describe('business switcher', () => {
    it('moves the sign-in to another studio of the same login, on the server, and never to a stranger', async () => {
      const person = (await buildStudio(t.database.db, { credits: 10, experts: 1, customers: 0 })).admin;
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
