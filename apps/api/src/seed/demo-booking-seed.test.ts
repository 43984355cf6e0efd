import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  expertWeeklyHours,
  memberships,
  offerings,
  serviceHistory,
  services,
  users,
} from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { findCreditLedgerViolations } from '../modules/credits/credits.invariants.ts';
import { getBalances } from '../modules/credits/credits.service.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('demo booking seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('adds offerings for every type, the expert’s hours and the member’s sessions in every status, once', async () => {
    await seedDemoBusiness(database.db);
    await seedDemoMoney(database.db, createFieldCipher(randomBytes(32)));
    const [member] = await database.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'member@demo.test'));
    expect(await database.db.select().from(offerings)).toHaveLength(0);

    expect(await seedDemoBooking(database.db)).toBe(true);
    expect(await seedDemoBooking(database.db)).toBe(false);
    const db = database.db;
    const catalog = await db.select().from(offerings);
    expect(new Set(catalog.map((offering) => offering.serviceType)).size).toBe(14);
    expect(new Set(catalog.map((offering) => offering.category)).size).toBe(12);
    expect(await db.select().from(expertWeeklyHours)).toHaveLength(7);

    const sessions = await db.select().from(services);
    expect(sessions.map((session) => session.status).sort()).toEqual([
      'Canceled',
      'Completed',
      'Completed',
      'Confirmed',
      'Confirmed',
      'Requested',
      'Rescheduled',
    ]);
    const now = Date.now();
    const completed = sessions.filter((session) => session.status === 'Completed');
    expect(completed.every((session) => session.startsAt.getTime() < now)).toBe(true);
    expect(completed.filter((session) => session.reviewStars !== null)).toHaveLength(1);
    // One Confirmed session lies in the past, waiting for staff to complete it; the rest are upcoming.
    const waiting = sessions.filter(
      (session) => session.status === 'Confirmed' && session.startsAt.getTime() < now,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.completedAt).toBeNull();
    const upcoming = sessions.filter(
      (session) => session.status !== 'Completed' && !waiting.includes(session),
    );
    expect(upcoming.every((session) => session.startsAt.getTime() > now)).toBe(true);
    const moved = sessions.find((session) => session.status === 'Rescheduled');
    const movedHistory = await db
      .select()
      .from(serviceHistory)
      .where(eq(serviceHistory.serviceId, moved?.id ?? ''));
    expect(movedHistory.map((step) => step.toStatus)).toEqual(['Requested', 'Rescheduled']);

    // Held for the four live sessions (three upcoming, one past awaiting completion); the money seed's
    // training credits untouched.
    const balances = await getBalances(db, sessions[0]?.businessId ?? '', member?.id ?? '');
    const held = balances.reduce((sum, balance) => sum + balance.held, 0);
    expect(held).toBe(4);
    expect(balances.find((balance) => balance.kind === 'training')).toMatchObject({ available: 10, held: 0 });
    expect(await findCreditLedgerViolations(db)).toEqual([]);
  });
});
