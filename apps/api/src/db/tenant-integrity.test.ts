import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Studio as BuiltStudio, buildStudio } from '../../test/factories.ts';
import { databaseRefusal } from '../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import { at, daysAhead } from '../../test/support/studio-time.ts';
import { NON_TENANT_TABLES } from '../../test/support/tenancy.ts';
import { bookService } from '../modules/booking/services.service.ts';
import type { DatabaseHandle } from './client.ts';
import { queryRows } from './raw.ts';

// The database, not only the code, keeps studios apart (docs/decisions/0025-tenant-composite-keys.md):
// every link from one tenant row to another carries the business, so a statement that forgot its
// business filter is refused. Each case below writes one cross-tenant link in raw SQL.

type Studio = BuiltStudio & { serviceId: string; holdId: string; lotId: string; packId: string };

describe.each(testDatabaseKinds())('tenant integrity on %s', (kind) => {
  let database: DatabaseHandle;
  let a: Studio;
  let b: Studio;
  const run = (statement: SQL) => database.db.execute(statement);

  async function studioWithSession(): Promise<Studio> {
    const db = database.db;
    const studio = await buildStudio(db, { credits: 10, cookies: false, customers: 1, experts: 1 });
    const [expert] = studio.experts;
    const [customer] = studio.customers;
    if (!expert || !customer) throw new Error('studio without people');
    const booked = await bookService(
      db,
      {
        businessId: studio.businessId,
        userId: customer.userId,
        membershipId: customer.membershipId,
        role: 'customer',
      },
      {
        customerId: customer.membershipId,
        offeringId: studio.studioOfferingId,
        expertId: expert.membershipId,
        startsAt: at(daysAhead(5), '10:00'),
        participants: [],
        notes: '',
        reminderMinutes: null,
      },
    );
    const [ids] = await queryRows<{ hold_id: string; lot_id: string }>(
      db,
      sql`select s.credit_hold_id as hold_id, a.lot_id
          from services s join credit_hold_allocations a on a.hold_id = s.credit_hold_id
          where s.id = ${booked.id}`,
    );
    const [pack] = await queryRows<{ id: string }>(
      db,
      sql`insert into credit_packs (business_id, type, name, price_cents, grants)
          values (${studio.businessId}, 'credit_pack', 'Ten', 10000, '[{"kind":"training","quantity":10}]')
          returning id`,
    );
    if (!ids || !pack) throw new Error('fixture rows missing');
    return { ...studio, serviceId: booked.id, holdId: ids.hold_id, lotId: ids.lot_id, packId: pack.id };
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = await studioWithSession();
    b = await studioWithSession();
  });
  afterAll(() => database.close());

  const expert = (s: Studio) => s.experts[0]?.membershipId ?? '';
  const customer = (s: Studio) => s.customers[0]?.membershipId ?? '';
  const user = (s: Studio) => s.customers[0]?.userId ?? '';

  // [what is linked, the constraint that must refuse it, the statement]. Each statement is a row of
  // studio A that points at one row of studio B; everything else about it is valid.
  const cases: [string, string, () => SQL][] = [
    [
      'a session at another studio’s location',
      'services_location_fk',
      () => sql`update services set location_id = ${b.locationId} where id = ${a.serviceId}`,
    ],
    [
      'a session of another studio’s offering',
      'services_offering_fk',
      () => sql`update services set offering_id = ${b.studioOfferingId} where id = ${a.serviceId}`,
    ],
    [
      'a session with another studio’s expert',
      'services_expert_fk',
      () => sql`update services set expert_id = ${expert(b)} where id = ${a.serviceId}`,
    ],
    [
      'a session for another studio’s customer',
      'services_customer_fk',
      () => sql`update services set customer_id = ${customer(b)} where id = ${a.serviceId}`,
    ],
    [
      'a session paid by another studio’s credit hold',
      'services_credit_hold_fk',
      () => sql`update services set credit_hold_id = ${b.holdId} where id = ${a.serviceId}`,
    ],
    [
      'a plan for another studio’s session',
      'service_plans_service_fk',
      () => sql`insert into service_plans (service_id, business_id) values (${b.serviceId}, ${a.businessId})`,
    ],
    [
      'a plan written by another studio’s expert',
      'service_plans_updated_by_fk',
      () => sql`insert into service_plans (service_id, business_id, updated_by_membership_id)
                values (${a.serviceId}, ${a.businessId}, ${expert(b)})`,
    ],
    [
      'a participant of another studio’s session',
      'service_participants_service_fk',
      () => sql`insert into service_participants (business_id, service_id, position, name)
                values (${a.businessId}, ${b.serviceId}, 1, 'Sam')`,
    ],
    [
      'a history step of another studio’s session',
      'service_history_service_fk',
      () => sql`insert into service_history (business_id, service_id, to_status, starts_at)
                values (${a.businessId}, ${b.serviceId}, 'Confirmed', now())`,
    ],
    [
      'another studio’s offering in our offering’s experts',
      'offering_experts_offering_fk',
      () => sql`insert into offering_experts (business_id, offering_id, expert_id)
                values (${a.businessId}, ${b.studioOfferingId}, ${expert(a)})`,
    ],
    [
      'another studio’s expert delivering our offering',
      'offering_experts_expert_fk',
      () => sql`insert into offering_experts (business_id, offering_id, expert_id)
                values (${a.businessId}, ${a.studioOfferingId}, ${expert(b)})`,
    ],
    [
      'another studio’s offering at our location',
      'offering_locations_offering_fk',
      () => sql`insert into offering_locations (business_id, offering_id, location_id)
                values (${a.businessId}, ${b.studioOfferingId}, ${a.locationId})`,
    ],
    [
      'our offering at another studio’s location',
      'offering_locations_location_fk',
      () => sql`insert into offering_locations (business_id, offering_id, location_id)
                values (${a.businessId}, ${a.studioOfferingId}, ${b.locationId})`,
    ],
    [
      'weekly hours of another studio’s expert',
      'expert_weekly_hours_expert_fk',
      () => sql`insert into expert_weekly_hours (business_id, expert_id, weekday, start_time, end_time)
                values (${a.businessId}, ${expert(b)}, 1, '09:00', '12:00')`,
    ],
    [
      'time off of another studio’s expert',
      'expert_availability_exceptions_expert_fk',
      () => sql`insert into expert_availability_exceptions (business_id, expert_id, kind, starts_on, ends_on)
                values (${a.businessId}, ${expert(b)}, 'time_off', '2030-01-01', '2030-01-02')`,
    ],
    [
      'a credit balance of another studio’s customer',
      'credit_balances_customer_fk',
      () => sql`insert into credit_balances (business_id, customer_id, kind)
                values (${a.businessId}, ${customer(b)}, 'boxing')`,
    ],
    [
      'a hold taking credits from another studio’s lot',
      'credit_hold_allocations_lot_fk',
      () => sql`insert into credit_hold_allocations (business_id, hold_id, lot_id, quantity)
                values (${a.businessId}, ${a.holdId}, ${b.lotId}, 1)`,
    ],
    [
      'an allocation to another studio’s hold',
      'credit_hold_allocations_hold_fk',
      () => sql`insert into credit_hold_allocations (business_id, hold_id, lot_id, quantity)
                values (${a.businessId}, ${b.holdId}, ${a.lotId}, 1)`,
    ],
    [
      'a ledger entry on another studio’s lot',
      'credit_entries_lot_fk',
      () => sql`insert into credit_entries (business_id, customer_id, kind, entry_type, available_delta,
                  held_delta, available_after, held_after, lot_id)
                values (${a.businessId}, ${customer(a)}, 'training', 'grant', 1, 0, 1, 0, ${b.lotId})`,
    ],
    [
      'a ledger entry on another studio’s hold',
      'credit_entries_hold_fk',
      () => sql`insert into credit_entries (business_id, customer_id, kind, entry_type, available_delta,
                  held_delta, available_after, held_after, hold_id)
                values (${a.businessId}, ${customer(a)}, 'training', 'spend', 0, -1, 0, 0, ${b.holdId})`,
    ],
    [
      'a lot for another studio’s customer',
      'credit_lots_balance_fk',
      () => sql`insert into credit_lots (business_id, customer_id, kind, granted, remaining, source_type)
                values (${a.businessId}, ${customer(b)}, 'training', 1, 1, 'complimentary')`,
    ],
    [
      'a purchase of another studio’s pack',
      'purchases_pack_fk',
      () => sql`insert into purchases (business_id, customer_id, pack_id, pack_type, pack_name, price_cents,
                  grants, payment_method)
                values (${a.businessId}, ${customer(a)}, ${b.packId}, 'credit_pack', 'Ten', 10000,
                  '[{"kind":"training","quantity":10}]', 'studio')`,
    ],
    [
      'a purchase by another studio’s customer',
      'purchases_customer_fk',
      () => sql`insert into purchases (business_id, customer_id, pack_id, pack_type, pack_name, price_cents,
                  grants, payment_method)
                values (${a.businessId}, ${customer(b)}, ${a.packId}, 'credit_pack', 'Ten', 10000,
                  '[{"kind":"training","quantity":10}]', 'studio')`,
    ],
    [
      'a notification to another studio’s member',
      'notifications_membership_fk',
      () => sql`insert into notifications (business_id, membership_id, kind)
                values (${a.businessId}, ${customer(b)}, 'test')`,
    ],
    [
      'a calendar feed of another studio’s member',
      'calendar_feeds_membership_fk',
      () => sql`insert into calendar_feeds (business_id, membership_id, token_hash)
                values (${a.businessId}, ${customer(b)}, ${`hash-${kind}`})`,
    ],
    [
      'a payee who is another studio’s expert',
      'payees_membership_fk',
      () => sql`insert into payees (business_id, name, kind, membership_id, tax_id_encrypted, tax_id_last4,
                  routing_number, account_number_encrypted, account_last4)
                values (${a.businessId}, 'Pay Me', 'expert', ${expert(b)}, 'x', '1234', '021000021', 'x',
                  '6789')`,
    ],
    [
      'a pay rate for another studio’s expert',
      'pay_rates_expert_fk',
      () => sql`insert into pay_rates (business_id, expert_membership_id, kind, flat_cents, effective_from)
                values (${a.businessId}, ${expert(b)}, 'flat', 4000, '2027-01-01')`,
    ],
    [
      'a signed-in session in our studio as another studio’s member',
      'sessions_membership_fk',
      () => sql`insert into sessions (token_hash, user_id, business_id, membership_id, expires_at)
                values (${`token-${kind}`}, ${user(b)}, ${a.businessId}, ${customer(b)}, now() + interval '1 hour')`,
    ],
  ];

  it.each(cases)('refuses %s (%s)', async (_what, constraint, statement) => {
    expect(await databaseRefusal(run(statement()))).toMatch(new RegExp(`"${constraint}"`));
  });

  it('accepts the same links within one studio', async () => {
    // The refusals above are about the business, not about the statements: within studio A they pass.
    await run(sql`update services set location_id = ${a.locationId} where id = ${a.serviceId}`);
    await run(sql`insert into service_plans (service_id, business_id, updated_by_membership_id)
                  values (${a.serviceId}, ${a.businessId}, ${expert(a)})`);
    await run(sql`insert into offering_experts (business_id, offering_id, expert_id)
                  values (${a.businessId}, ${a.studioOfferingId}, ${expert(a)})`);
    await run(sql`insert into offering_locations (business_id, offering_id, location_id)
                  values (${a.businessId}, ${a.studioOfferingId}, ${a.locationId})`);
    await run(sql`insert into payees (business_id, name, kind, membership_id, tax_id_encrypted, tax_id_last4,
                    routing_number, account_number_encrypted, account_last4)
                  values (${a.businessId}, 'Pay Me', 'expert', ${expert(a)}, 'x', '1234', '021000021', 'x',
                    '6789')`);
  });

  it('keeps the payee when its membership goes, clearing only the link', async () => {
    const [payee] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into payees (business_id, name, kind, membership_id, tax_id_encrypted, tax_id_last4,
            routing_number, account_number_encrypted, account_last4)
          values (${b.businessId}, 'Leaving', 'contractor', ${b.admin.membershipId}, 'x', '1234', '021000021',
            'x', '6789')
          returning id`,
    );
    await run(sql`delete from memberships where id = ${b.admin.membershipId}`);
    const [after] = await queryRows<{ business_id: string; membership_id: string | null }>(
      database.db,
      sql`select business_id, membership_id from payees where id = ${payee?.id}`,
    );
    expect(after).toEqual({ business_id: b.businessId, membership_id: null });
  });

  it('carries the business in every foreign key from one tenant table to another', async () => {
    // Any table added later (groups, waitlists...) is held to the same rule: a foreign key between two
    // tenant tables must map business_id to business_id.
    const keys = await queryRows<{ name: string; from_table: string; to_table: string; pairs: string }>(
      database.db,
      sql`select c.conname as name, c.conrelid::regclass::text as from_table,
                 c.confrelid::regclass::text as to_table,
                 (select string_agg(fa.attname || '=' || ta.attname, ',' order by k.n)
                    from unnest(c.conkey, c.confkey) with ordinality as k(f, t, n)
                    join pg_attribute fa on fa.attrelid = c.conrelid and fa.attnum = k.f
                    join pg_attribute ta on ta.attrelid = c.confrelid and ta.attnum = k.t) as pairs
          from pg_constraint c
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const strip = (name: string) => name.replace(/^public\./, '').replaceAll('"', '');
    const tenantToTenant = keys.filter(
      (key) => !NON_TENANT_TABLES.has(strip(key.from_table)) && !NON_TENANT_TABLES.has(strip(key.to_table)),
    );
    expect(tenantToTenant.length).toBeGreaterThan(20);
    const withoutBusiness = tenantToTenant
      .filter((key) => !key.pairs.split(',').includes('business_id=business_id'))
      .map((key) => `${key.name} (${strip(key.from_table)} -> ${strip(key.to_table)}: ${key.pairs})`);
    expect(withoutBusiness).toEqual([]);
  });
});
