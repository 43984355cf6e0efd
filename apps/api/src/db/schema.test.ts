import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import { NON_TENANT_TABLES } from '../../test/support/tenancy.ts';
import type { DatabaseHandle } from './client.ts';
import { queryRows } from './raw.ts';
import { businesses, businessHours, users } from './schema/index.ts';

describe.each(testDatabaseKinds())('database schema on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('gives every tenant table a non-null business_id', async () => {
    const tables = await queryRows<{ table_name: string; has_business: boolean }>(
      database.db,
      sql`
      select t.table_name,
             exists (select 1 from information_schema.columns c
                     where c.table_schema = 'public' and c.table_name = t.table_name
                       and c.column_name = 'business_id' and c.is_nullable = 'NO') as has_business
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['businesses', 'locations', 'business_hours', 'users', 'memberships']),
    );
    const missing = tables.filter((t) => !NON_TENANT_TABLES.has(t.table_name) && !t.has_business);
    expect(missing).toEqual([]);
  });

  it('has btree_gist available for the booking exclusion constraints', async () => {
    const rows = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses business hours that close before they open', async () => {
    const [business] = await database.db
      .insert(businesses)
      .values({ name: 'Hours Test', slug: 'hours-test' })
      .returning();
    if (!business) throw new Error('no business');
    expect(
      await databaseRefusal(
        database.db
          .insert(businessHours)
          .values({ businessId: business.id, weekday: 1, opensAt: '19:00', closesAt: '07:00' }),
      ),
    ).toMatch(/"business_hours_open_before_close"/);
    expect(
      await databaseRefusal(
        database.db.insert(businessHours).values({ businessId: business.id, weekday: 8, closed: true }),
      ),
    ).toMatch(/"business_hours_weekday_range"/);
    await database.db.insert(businessHours).values({ businessId: business.id, weekday: 7, closed: true });
  });

  it('keeps one account per email, stored lower-case', async () => {
    await database.db.insert(users).values({ email: 'ana@example.com', fullName: 'Ana' });
    expect(
      await databaseRefusal(
        database.db.insert(users).values({ email: 'ana@example.com', fullName: 'Ana 2' }),
      ),
    ).toMatch(/"users_email_unique"/);
    expect(
      await databaseRefusal(database.db.insert(users).values({ email: 'Bob@Example.com', fullName: 'Bob' })),
    ).toMatch(/"users_email_lowercase"/);
  });
});
