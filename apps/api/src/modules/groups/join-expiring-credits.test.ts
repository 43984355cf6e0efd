import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { grantCredits } from '../credits/credits.service.ts';

// Joining a class when some of the member's credits are due to expire (docs/decisions/0043-groups-and-studio-split.md):
// the join expires them in its own transaction (their revenue is posted) and holds from the rest, as
// booking does; a join refused for too few credits leaves the expiry undone with it.
describe.each(testDatabaseKinds())('joining a class with credits due to expire on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 3, credits: 0, experts: 1 });
  }, 120_000);
  afterAll(() => {
    clock.resetClock();
    return t.close();
  });

  it('expires the due lot first, then holds from the rest; with too few, nothing stays', async () => {
    clock.makeClockMovable();
    const [a, b] = studio.customers;
    if (!a || !b) throw new Error('no customers');
    const grant = (id: string, expiresAt?: Date) =>
      grantCredits(t.database.db, studio.businessId, {
        customerId: id,
        kind: 'training',
        quantity: 1,
        source: { type: 'complimentary' },
        ...(expiresAt ? { expiresAt } : {}),
      });
    const soon = new Date(clock.nowMs() + 60_000);
    await grant(a.membershipId, soon);
    await grant(a.membershipId);
    await grant(b.membershipId, soon);
    const { occurrenceId: id } = await addGroupClass(api, studio, {
      name: 'Expiry',
      capacity: 5,
      waitlistLimit: 5,
    });
    clock.advanceClock(120_000);
    const ok = await api.post(a.cookie, `/api/me/classes/${id}/join`, {});
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().status).toBe('booked');
    const refused = await api.post(b.cookie, `/api/me/classes/${id}/join`, {});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ credits: ['You need 1 training credits to join this class.'] });
    const lots = await queryRows<{ customer_id: string; expired_at: string | null }>(
      t.database.db,
      sql`select customer_id, expired_at from credit_lots where business_id = ${studio.businessId} and expires_at is not null`,
    );
    expect(lots.find((l) => l.customer_id === a.membershipId)?.expired_at).not.toBeNull();
    expect(lots.find((l) => l.customer_id === b.membershipId)?.expired_at).toBeNull();
    const seats = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from group_seats where occurrence_id = ${id}`,
    );
    expect(seats[0]?.n).toBe(1);
    expect(await findCreditLedgerViolations(t.database.db)).toEqual([]);
  });
});
