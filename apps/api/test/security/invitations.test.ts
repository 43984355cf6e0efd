import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberships, teamInvitations, users } from '../../src/db/schema/index.ts';
import * as passwords from '../../src/lib/passwords.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { asUser, DEMO_PASSWORD, sessionCookie, signIn } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { invitationTokenSentTo } from '../support/outbox.ts';

// Counts the password checks the app makes (the real check still runs).
vi.mock('../../src/lib/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/passwords.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(passwords.verifyPassword);

const NEW_PASSWORD = 'Strong-Invitee-Passphrase-1';

// The outside probe's findings on invitations (docs/security.md "Invitations"), each as it was found.
describe.each(testDatabaseKinds())('invitations under attack (%s)', (kind) => {
  let t: TestApp;
  let principal: string;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    principal = await signIn(t.app, 'principal@demo.test');
    admin = await signIn(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());
  beforeEach(() => verifyPassword.mockClear());

  const post = (cookie: string | undefined, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? asUser(cookie) : {} });
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: asUser(cookie) });

  const tokenSentTo = (email: string) => invitationTokenSentTo(t.database.db, email);

  async function invite(cookie: string, email: string, role: string) {
    const response = await post(cookie, '/api/business/team/invitations', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; link: string };
  }

  it('an admin cannot obtain or use the link of the principal invitation the owner sent', async () => {
    const email = `co-owner-${kind}@example.com`;
    const sent = await invite(principal, email, 'principal');
    // The sender sees the link once, in the answer.
    expect(sent.link).toMatch(/\/invite\/[\w-]{20,}$/);
    const token = await tokenSentTo(email);
    expect(sent.link.endsWith(token)).toBe(true);

    // No staff-wide outbox, nothing in the admin's own Mailbox, no new link, no resend, no withdrawal.
    expect((await get(admin, '/api/outbox?pageSize=100')).statusCode).toBe(404);
    const mailbox = (await get(admin, '/api/outbox/mine?pageSize=100')).json();
    expect(JSON.stringify(mailbox)).not.toContain(token);
    for (const action of ['link', 'resend', 'revoke']) {
      const response = await post(admin, `/api/business/team/invitations/${sent.id}/${action}`);
      expect(response.statusCode, action).toBe(403);
      expect(response.body).not.toContain('/invite/');
    }
    // Even holding the token, the signed-in admin cannot accept an invitation addressed to someone else,
    const accepted = await post(admin, `/api/public/invitations/${token}/accept`, {
      fullName: 'Sneaky Admin',
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(403);
    // and the invitation still works for its addressee, the old link unchanged by the refused attempts.
    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    const [admins] = await t.database.db
      .select({ role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'admin@demo.test'));
    expect(admins?.role).toBe('admin');
  });

  it('60 parallel accepts with passwords for an existing account: 0 password checks, 0 sessions', async () => {
    const sent = await invite(principal, 'member@demo.test', 'expert');
    const token = sent.link.split('/invite/')[1] as string;
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(undefined, `/api/public/invitations/${token}/accept`, {
          password: i === 30 ? DEMO_PASSWORD : `wrong-guess-${i}`,
        }),
      ),
    );
    expect(verifyPassword).not.toHaveBeenCalled();
    expect(new Set(guesses.map((response) => response.statusCode))).toEqual(new Set([409]));
    expect(guesses[30]?.json().detail).toBe(
      'This address already has an account: sign in to accept the invitation.',
    );
    expect(guesses.flatMap((response) => response.cookies)).toEqual([]);
    const [row] = await t.database.db
      .select({ acceptedAt: teamInvitations.acceptedAt })
      .from(teamInvitations)
      .where(eq(teamInvitations.id, sent.id));
    expect(row?.acceptedAt).toBeNull();

    // Signed in the normal way (its throttle and two-step), the same person accepts with no password.
    const member = await signIn(t.app, 'member@demo.test');
    verifyPassword.mockClear();
    const accepted = await post(member, `/api/public/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(verifyPassword).not.toHaveBeenCalled();
    expect(accepted.json().userData).toMatchObject({ role: 'expert' });
  });

  it('an account with two-step cannot be entered through an invitation without its code', async () => {
    await t.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: null })
      .where(eq(users.email, 'expert@demo.test'));
    // Another studio invites the expert: anyone can create a studio and invite any address.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/signup',
      payload: {
        businessName: `Attacker Gym ${kind}`,
        fullName: 'Mallory Owner',
        email: `mallory-${kind}@example.com`,
        password: NEW_PASSWORD,
      },
    });
    expect(owner.statusCode, owner.body).toBe(201);
    const sent = await invite(sessionCookie(owner), 'expert@demo.test', 'admin');
    const token = sent.link.split('/invite/')[1] as string;

    const withPassword = await post(undefined, `/api/public/invitations/${token}/accept`, {
      password: DEMO_PASSWORD,
    });
    expect(withPassword.statusCode).toBe(409);
    // Half-way through sign-in (password right, code not given): still not signed in.
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'expert@demo.test', password: DEMO_PASSWORD },
    });
    expect(pending.json()).toEqual({ twoFactorRequired: true });
    const halfway = await post(sessionCookie(pending), `/api/public/invitations/${token}/accept`);
    expect(halfway.statusCode).toBe(409);
    expect(halfway.cookies).toEqual([]);
    const experts = await t.database.db
      .select({ businessId: memberships.businessId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'expert@demo.test'));
    expect(experts).toHaveLength(1);
  });

  it('two studios inviting one new address, accepted at once: no 500, and the person ends up in both', async () => {
    const email = `twice-${kind}@example.com`;
    const tokens: string[] = [];
    for (const name of ['North', 'South']) {
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/businesses/signup',
        payload: {
          businessName: `${name} Gym ${kind}`,
          fullName: `${name} Owner`,
          email: `${name.toLowerCase()}-owner-${kind}@example.com`,
          password: NEW_PASSWORD,
        },
      });
      expect(owner.statusCode, owner.body).toBe(201);
      tokens.push((await invite(sessionCookie(owner), email, 'expert')).link.split('/invite/')[1] as string);
    }
    const results = await Promise.all(
      tokens.map((token) =>
        post(undefined, `/api/public/invitations/${token}/accept`, {
          fullName: 'Twice Invited',
          password: NEW_PASSWORD,
        }),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const loser = results.findIndex((response) => response.statusCode !== 200);
    if (loser >= 0) {
      // The loser is told to sign in; signed in, the same link then works.
      expect(results[loser]?.statusCode).toBe(409);
      const cookie = await signIn(t.app, email, NEW_PASSWORD);
      const again = await post(cookie, `/api/public/invitations/${tokens[loser]}/accept`);
      expect(again.statusCode, again.body).toBe(200);
    }
    const studios = await t.database.db
      .select({ businessId: memberships.businessId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, email));
    expect(studios).toHaveLength(2);
  });

  it('the owner may withdraw the principal invitation; an admin may withdraw an expert one', async () => {
    const forOwner = await invite(principal, `owner-${kind}-2@example.com`, 'principal');
    expect((await post(admin, `/api/business/team/invitations/${forOwner.id}/revoke`)).statusCode).toBe(403);
    expect((await post(principal, `/api/business/team/invitations/${forOwner.id}/revoke`)).statusCode).toBe(
      200,
    );
    const forExpert = await invite(principal, `expert-${kind}-2@example.com`, 'expert');
    const copied = await post(admin, `/api/business/team/invitations/${forExpert.id}/link`);
    expect(copied.statusCode).toBe(200);
    // A new link: the one given at sending stops working.
    const oldToken = forExpert.link.split('/invite/')[1];
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/invitations/${oldToken}` })).statusCode,
    ).toBe(404);
    const newToken = copied.json().link.split('/invite/')[1];
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/invitations/${newToken}` })).statusCode,
    ).toBe(200);
    expect((await post(admin, `/api/business/team/invitations/${forExpert.id}/revoke`)).statusCode).toBe(200);
  });
});
