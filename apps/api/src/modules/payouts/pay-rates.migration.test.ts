import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';

// drizzle/0033_pay_rates.sql on a database whose payees carry a rate per session: each payee of a team
// member becomes a flat rate for that member from the studio's first day (the first payee when a
// member has two); a payee who is no one on the team keeps no rate; the column goes. Both engines.

describe.each(testDatabaseKinds())('the pay rates migration on %s', (kind) => {
  it('turns each team payee’s rate per session into a flat rate for its team member', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const index = migrations.findIndex((migration) =>
      migration.sql.some((statement) => statement.includes('CREATE TABLE "pay_rates"')),
    );
    expect(index).toBe(33);
    const database = await emptyDatabase(kind);
    try {
      const { db } = database;
      const apply = async (statements: string[]) => {
        for (const statement of statements) if (statement.trim()) await db.execute(sql.raw(statement));
      };
      for (const migration of migrations.slice(0, index)) await apply(migration.sql);

      const [studio] = await queryRows<{ id: string }>(
        db,
        sql`insert into businesses (name, slug, time_zone, created_at)
            values ('A', 'a', 'America/Los_Angeles', '2026-03-01T05:00:00Z') returning id`,
      );
      const businessId = studio?.id ?? '';
      const [expert] = await queryRows<{ id: string }>(
        db,
        sql`with person as (insert into users (email, full_name) values ('erin@example.com', 'Erin') returning id)
            insert into memberships (business_id, user_id, role) select ${businessId}, id, 'expert' from person
            returning id`,
      );
      const payee = (name: string, membershipId: string | null, cents: number, at: string) =>
        db.execute(sql`insert into payees (business_id, name, kind, membership_id, tax_id_encrypted, tax_id_last4,
                         routing_number, account_number_encrypted, account_last4, rate_per_session_cents, created_at)
                       values (${businessId}, ${name}, 'expert', ${membershipId}, 'x', '1234', '021000021', 'x', '6789',
                         ${cents}, ${at})`);
      await payee('Erin', expert?.id ?? null, 4_550, '2026-04-01T00:00:00Z');
      await payee('Erin again', expert?.id ?? null, 9_900, '2026-05-01T00:00:00Z');
      await payee('Coastal Recovery Co.', null, 6_000, '2026-04-02T00:00:00Z');

      const migration = migrations[index];
      if (!migration) throw new Error('0033_pay_rates is missing');
      await apply(migration.sql);

      const rates = await queryRows<{
        expert_membership_id: string;
        kind: string;
        flat_cents: number;
        effective_from: string;
        effective_until: string | null;
      }>(
        db,
        sql`select expert_membership_id, kind, flat_cents, effective_from::text as effective_from, effective_until
            from pay_rates where business_id = ${businessId}`,
      );
      // The studio began on February 28 in Los Angeles (05:00 UTC on March 1).
      expect(rates).toEqual([
        {
          expert_membership_id: expert?.id,
          kind: 'flat',
          flat_cents: 4_550,
          effective_from: '2026-02-28',
          effective_until: null,
        },
      ]);
      const columns = await queryRows<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns
            where table_name = 'payees' and column_name = 'rate_per_session_cents'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
