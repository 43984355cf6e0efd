import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { findCreditLedgerViolations } from '../modules/credits/credits.invariants.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoGroups } from './demo-groups-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('demo groups seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('adds a Bootcamp, Boxing and a Sports Camp around the expert’s sessions, one class full with a waitlist, once', async () => {
    await seedDemoBusiness(database.db);
    await seedDemoMoney(database.db, createFieldCipher(randomBytes(32)));
    await seedDemoBooking(database.db);
    expect(await seedDemoGroups(database.db)).toBe(true);
    expect(await seedDemoGroups(database.db)).toBe(false);
    const groups = await queryRows<{ kind: string; name: string; n: number }>(
      database.db,
      sql`select g.kind, g.name, count(o.id)::int as n from groups g join group_occurrences o on o.group_id = g.id
          group by g.kind, g.name order by g.kind`,
    );
    expect(groups.map((g) => g.kind)).toEqual(['Bootcamp', 'Group Class', 'Sports Camp']);
    expect(groups.find((g) => g.kind === 'Sports Camp')?.n).toBe(4);
    expect(groups.find((g) => g.kind === 'Bootcamp')?.n).toBeGreaterThan(15);
    const full = await queryRows<{ seats_taken: number; capacity: number; waiting: number }>(
      database.db,
      sql`select o.seats_taken, o.capacity,
            (select count(*)::int from group_seats s where s.occurrence_id = o.id and s.status = 'waitlisted') as waiting
          from group_occurrences o where o.seats_taken > 0 order by o.starts_at`,
    );
    expect(full).toEqual([
      { seats_taken: 6, capacity: 6, waiting: 2 },
      { seats_taken: 1, capacity: 6, waiting: 0 },
    ]);
    expect(await findCreditLedgerViolations(database.db)).toEqual([]);
  });
});
