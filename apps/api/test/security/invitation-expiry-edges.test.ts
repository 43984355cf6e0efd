import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamInvitations } from '../../src/db/schema/index.ts';
import { freezeClock, makeClockMovable, resetClock } from '../../src/lib/clock.ts';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { asUser, signIn } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';

// An invitation link works until its expiry instant, not at it (docs/decisions/0038-server-clock.md).
// The server's clock is stopped at the edge: one millisecond before (the clock's own step), at the instant,
// and one after; and the database's check of the claim at one microsecond either side, since
// PostgreSQL keeps microseconds and JavaScript milliseconds.
describe.each(testDatabaseKinds())('an invitation at the edge of its expiry (%s)', (kind) => {
  let t: TestApp;
  let principal: string;
  const EXPIRY = new Date('2031-03-04T05:06:07.008Z');

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    principal = await signIn(t.app, 'principal@demo.test');
    makeClockMovable();
  });
  afterEach(() => resetClock());
  afterAll(() => t.close());

  async function invitationExpiringAt(email: string, expiresAt: Date | string) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/business/team/invitations',
      headers: asUser(principal),
      payload: { email, role: 'expert' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, link } = sent.json() as { id: string; link: string };
    await t.database.db
      .update(teamInvitations)
      .set({
        expiresAt: sql`${typeof expiresAt === 'string' ? expiresAt : expiresAt.toISOString()}::timestamptz`,
      })
      .where(eq(teamInvitations.id, id));
    return { id, token: link.split('/invite/')[1] as string };
  }

  const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
  const accept = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/invitations/${token}/accept`,
      payload: { fullName: 'Edge Case', password: 'Strong-Edge-Passphrase-1' },
    });

  it('opens and accepts one millisecond before the expiry instant', async () => {
    const { token } = await invitationExpiringAt(`before-${kind}@example.com`, EXPIRY);
    freezeClock(new Date(EXPIRY.getTime() - 1));
    expect((await open(token)).statusCode).toBe(200);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('is expired at the instant itself, and after it', async () => {
    for (const [label, offset] of [
      ['at', 0],
      ['after', 1],
    ] as const) {
      resetClock(); // the principal's sign-in would be idle in 2031
      const { token } = await invitationExpiringAt(`${label}-${kind}@example.com`, EXPIRY);
      freezeClock(new Date(EXPIRY.getTime() + offset));
      const opened = await open(token);
      expect(opened.statusCode, label).toBe(410);
      expect(opened.json().detail).toBe('This invitation has expired. Ask the studio to send it again.');
      expect((await accept(token)).statusCode, label).toBe(410);
    }
  });

  it('decides a microsecond either side of the clock in the database too', async () => {
    // The clock reads EXPIRY; the stored expiry is one microsecond later (still open) or earlier.
    const later = await invitationExpiringAt(
      `micro-later-${kind}@example.com`,
      '2031-03-04T05:06:07.008001Z',
    );
    const earlier = await invitationExpiringAt(
      `micro-earlier-${kind}@example.com`,
      '2031-03-04T05:06:07.007999Z',
    );
    freezeClock(EXPIRY);
    expect((await accept(later.token)).statusCode).toBe(200);
    expect((await accept(earlier.token)).statusCode).toBe(410);
  });
});
