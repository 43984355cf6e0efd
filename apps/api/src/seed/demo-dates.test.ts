import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { seedDemoBooking } from './demo-booking-seed.ts';
import { seedDemoGroups } from './demo-groups-seed.ts';
import { seedDemoHistory } from './demo-history-seed.ts';
import { seedDemoMembers } from './demo-members-seed.ts';
import { seedDemoMoney } from './demo-money-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';
import { seedDemoStudio } from './demo-studio-seed.ts';

// The whole demo, seeded as the server seeds it (src/server.ts), on today's clock: nothing in it may
// lie in the future except what is booked (when sessions and classes take place) and deadlines (when
// credits and invitations expire). A payment, purchase, refund, ledger entry, review, cancel or audit
// row dated next month, or a customer who "joined" after their first session, is a demo that cannot be.

/** Columns that may hold a future instant: when a booking takes place, and deadlines. */
const FUTURE_BY_NATURE = new Set([
  'services.starts_at',
  'services.ends_at',
  'services.expert_busy_from',
  'services.expert_busy_until',
  'service_history.starts_at',
  'service_history.previous_starts_at',
  'group_occurrences.starts_at',
  'group_occurrences.ends_at',
]);
const isDeadline = (column: string) => column === 'expires_at';

describe.each(testDatabaseKinds())('the demo’s dates on %s', (kind) => {
  let database: DatabaseHandle;
  let now: Date;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const cipher = createFieldCipher(Buffer.alloc(32, 7));
    await seedDemoBusiness(db());
    await seedDemoMoney(db(), cipher);
    await seedDemoBooking(db());
    await seedDemoMembers(db(), cipher);
    await seedDemoStudio(db());
    await seedDemoHistory(db());
    await seedDemoGroups(db());
    now = new Date();
  });
  afterAll(() => database.close());

  it('dates no payment, purchase, refund, ledger entry, review, cancel or audit row after now', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db(),
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type like 'timestamp%' order by 1, 2`,
    );
    // The tables the finding named are among those read (a renamed column would make this vacuous).
    const read = new Set(columns.map((column) => `${column.table_name}.${column.column_name}`));
    for (const column of [
      'payments.created_at',
      'purchases.paid_at',
      'refunds.created_at',
      'journal_entries.created_at',
      'credit_entries.created_at',
      'credit_lots.created_at',
      'credit_holds.created_at',
      'services.created_at',
      'services.canceled_at',
      'services.reviewed_at',
      'audit_events.created_at',
      'memberships.created_at',
    ]) {
      expect(read, column).toContain(column);
    }
    const future: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (FUTURE_BY_NATURE.has(`${table}.${column}`) || isDeadline(column)) continue;
      const [row] = await queryRows<{ n: number; latest: string | null }>(
        db(),
        sql`select count(*)::int as n, max(${sql.identifier(column)})::text as latest
            from ${sql.identifier(table)} where ${sql.identifier(column)} > ${now.toISOString()}`,
      );
      if (row && row.n > 0) future.push(`${table}.${column}: ${row.n} after now, the latest ${row.latest}`);
    }
    expect(future).toEqual([]);
    // And the demo still has a year of money and a booked future to show.
    const [counts] = await queryRows<{ payments: number; refunds: number; upcoming: number }>(
      db(),
      sql`select (select count(*)::int from payments) as payments,
                 (select count(*)::int from refunds) as refunds,
                 (select count(*)::int from services where starts_at > now()) as upcoming`,
    );
    expect(counts?.payments).toBeGreaterThan(100);
    expect(counts?.refunds).toBeGreaterThan(2);
    expect(counts?.upcoming).toBeGreaterThan(50);
  });

  it('has every customer join before their first session or class, and book and pay only after', async () => {
    const customers = await queryRows<{
      email: string;
      joined: string;
      first_session: string | null;
      first_booking: string | null;
      first_payment: string | null;
    }>(
      db(),
      sql`select u.email, m.created_at::text as joined,
            (select min(t) from (
               select s.starts_at as t from services s where s.customer_id = m.id
               union all
               select o.starts_at from group_seats g join group_occurrences o on o.id = g.occurrence_id
               where g.customer_id = m.id) starts)::text as first_session,
            (select min(t) from (
               select s.created_at as t from services s where s.customer_id = m.id
               union all
               select g.created_at from group_seats g where g.customer_id = m.id) booked)::text as first_booking,
            (select min(t) from (
               select p.created_at as t from payments p where p.customer_id = m.id
               union all
               select p.created_at from purchases p where p.customer_id = m.id) paid)::text as first_payment
          from memberships m join users u on u.id = m.user_id
          where m.role = 'customer'`,
    );
    expect(customers.length).toBeGreaterThan(60);
    const before = (earlier: string | null, later: string) =>
      earlier !== null && new Date(earlier).getTime() < new Date(later).getTime();
    const wrong = customers.flatMap((customer) => [
      ...(before(customer.first_session, customer.joined)
        ? [`${customer.email} joined ${customer.joined}, first session ${customer.first_session}`]
        : []),
      ...(before(customer.first_booking, customer.joined)
        ? [`${customer.email} joined ${customer.joined}, first booked ${customer.first_booking}`]
        : []),
      ...(before(customer.first_payment, customer.joined)
        ? [`${customer.email} joined ${customer.joined}, first paid ${customer.first_payment}`]
        : []),
    ]);
    expect(wrong).toEqual([]);
    // The hand-written member among them: she has sessions two weeks back and joined before those.
    const maya = customers.find((customer) => customer.email === 'member@demo.test');
    expect(maya?.first_session).not.toBeNull();
  });
});
