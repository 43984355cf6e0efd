import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';

// drizzle/0025_receipt_numbers_per_studio.sql on a database that already has receipts from the one
// number sequence all studios shared: every receipt keeps its number and each studio goes on from its
// own highest. Applied statement by statement, as the migrator does, on both engines.

const MIGRATION = '0025_receipt_numbers_per_studio';

describe.each(testDatabaseKinds())('the per-studio receipt numbers migration on %s', (kind) => {
  it('keeps every receipt’s number and starts each studio’s counter past its own highest', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const index = migrations.findIndex((migration) =>
      migration.sql.some((statement) => statement.includes('"receipt_counters"')),
    );
    expect(index).toBe(25);
    const database = await emptyDatabase(kind);
    try {
      const { db } = database;
      const apply = async (statements: string[]) => {
        for (const statement of statements) if (statement.trim()) await db.execute(sql.raw(statement));
      };
      for (const migration of migrations.slice(0, index)) await apply(migration.sql);

      // Before: three studios, receipts numbered from one sequence, interleaved between two of them.
      const studios = await queryRows<{ id: string; slug: string }>(
        db,
        sql`insert into businesses (name, slug) values ('A', 'a'), ('B', 'b'), ('C', 'c') returning id, slug`,
      );
      const idOf = (slug: string) => studios.find((studio) => studio.slug === slug)?.id ?? '';
      const customers = await queryRows<{ id: string; business_id: string }>(
        db,
        sql`with people as (
              insert into users (email, full_name) values ('a@example.com', 'A'), ('b@example.com', 'B'), ('c@example.com', 'C')
              returning id, email)
            insert into memberships (business_id, user_id, role)
            select b.id, p.id, 'customer' from people p join businesses b on b.slug = split_part(p.email, '@', 1)
            returning id, business_id`,
      );
      const customerOf = (slug: string) => customers.find((row) => row.business_id === idOf(slug))?.id ?? '';
      const pay = (slug: string) =>
        queryRows<{ receipt_number: string }>(
          db,
          sql`insert into payments (business_id, customer_id, method, amount_cents)
              values (${idOf(slug)}, ${customerOf(slug)}, 'cash', 8000) returning receipt_number`,
        ).then((rows) => Number(rows[0]?.receipt_number));
      const before: [string, number][] = [];
      for (const slug of ['a', 'b', 'a', 'a', 'b']) before.push([slug, await pay(slug)]);
      expect(before).toEqual([
        ['a', 1001],
        ['b', 1002],
        ['a', 1003],
        ['a', 1004],
        ['b', 1005],
      ]);

      const migration = migrations[index];
      if (!migration) throw new Error(`${MIGRATION} is missing`);
      await apply(migration.sql);

      const numbers = async () =>
        (
          await queryRows<{ slug: string; receipt_number: string }>(
            db,
            sql`select b.slug, p.receipt_number from payments p join businesses b on b.id = p.business_id
                order by p.created_at, p.receipt_number`,
          )
        ).map((row) => [row.slug, Number(row.receipt_number)]);
      expect(await numbers()).toEqual(before);
      const counters = await queryRows<{ slug: string; next_number: string }>(
        db,
        sql`select b.slug, c.next_number from receipt_counters c join businesses b on b.id = c.business_id order by b.slug`,
      );
      expect(counters.map((row) => [row.slug, Number(row.next_number)])).toEqual([
        ['a', 1005],
        ['b', 1006],
      ]);
      // After: each studio goes on from its own highest; a studio without receipts starts at 1001.
      expect([await pay('c'), await pay('a'), await pay('b'), await pay('c')]).toEqual([
        1001, 1005, 1006, 1002,
      ]);
    } finally {
      await database.close();
    }
  });
});
