import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKinds } from '../../test/support/databases.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { buildBookingStudio } from '../modules/booking/booking.factories.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { seedDemoBooking } from '../seed/demo-booking-seed.ts';
import { seedDemoMoney } from '../seed/demo-money-seed.ts';
import { seedDemoBusiness } from '../seed/demo-seed.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { queryRows } from './raw.ts';

// The tenant keys migration adds UNIQUE and FOREIGN KEY constraints, which PostgreSQL checks against
// the rows already there: it must apply to a database that already holds the demo studio and another
// studio with booked sessions, not only to an empty one.
const TENANT_KEYS_TAG = '0014_tenant_composite_keys';

/** A copy of the migrations folder that stops just before the tenant keys migration. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bmp-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(testDatabaseKinds())('tenant keys migration on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function openEmpty(): Promise<DatabaseHandle> {
    if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
    const adminUrl = inject('postgresAdminUrl');
    if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
    const name = `${inject('postgresTemplateDb').replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    });
    return handle;
  }

  async function migrateFrom(handle: DatabaseHandle, migrationsFolder: string) {
    if (handle.kind === 'pglite')
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }

  it('applies to a database populated with the demo seed and booked sessions', async () => {
    const handle = await openEmpty();
    cleanups.unshift(() => handle.close());
    const before = migrationsBefore(TENANT_KEYS_TAG);
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    await migrateFrom(handle, before);

    const db = handle.db;
    expect(await seedDemoBusiness(db)).toBe(true);
    expect(await seedDemoMoney(db, createFieldCipher(randomBytes(32)))).toBe(true);
    expect(await seedDemoBooking(db)).toBe(true);
    await buildBookingStudio(db, { customers: 1 });

    await migrateFrom(handle, MIGRATIONS_DIR);
    const constraints = await queryRows<{ conname: string }>(
      db,
      sql`select conname from pg_constraint
          where conname in ('services_location_fk', 'credit_hold_allocations_lot_fk', 'payees_membership_fk')`,
    );
    expect(constraints.map((row) => row.conname).sort()).toEqual([
      'credit_hold_allocations_lot_fk',
      'payees_membership_fk',
      'services_location_fk',
    ]);
    const [sessions] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from services where credit_hold_id is not null and location_id is not null`,
    );
    expect(sessions?.count).toBeGreaterThan(0);
  });
});
