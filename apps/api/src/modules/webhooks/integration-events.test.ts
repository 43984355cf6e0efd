import { randomBytes } from 'node:crypto';
import { webhookMessageSchema } from '@bmp/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { sessionCookieFor } from '../../../test/support/callers.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { createFieldCipher } from '../../lib/field-encryption.ts';
import { seedDemoBooking } from '../../seed/demo-booking-seed.ts';
import { seedDemoContracts } from '../../seed/demo-contracts-seed.ts';
import { seedDemoGroups } from '../../seed/demo-groups-seed.ts';
import { seedDemoMembers } from '../../seed/demo-members-seed.ts';
import { seedDemoMemberships } from '../../seed/demo-memberships-seed.ts';
import { seedDemoMoney } from '../../seed/demo-money-seed.ts';
import { seedDemoBusiness } from '../../seed/demo-seed.ts';

// The people, membership and contract events for webhooks (docs/decisions/0063-open-studio.md),
// written by the database in the transaction of the change: each makes a delivery whose body the
// shared schema accepts, and only for a studio whose endpoint asked for it.

describe.each(testDatabaseKinds())('people, membership and contract events on %s', (kind) => {
  let t: TestApp;
  let businessId: string;
  let endpointId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    const cipher = createFieldCipher(randomBytes(32));
    t = await buildTestApp(kind, { fieldCipher: cipher });
    // The demo studio with its contracts and memberships (each seed builds on the ones before).
    await seedDemoBusiness(db());
    await seedDemoMoney(db(), cipher);
    await seedDemoBooking(db());
    await seedDemoMembers(db(), cipher);
    await seedDemoGroups(db());
    await seedDemoContracts(db());
    await seedDemoMemberships(db());
    const [studio] = await queryRows<{ id: string }>(
      db(),
      sql`select id from businesses where slug = 'demo-fitness-studio'`,
    );
    businessId = studio?.id as string;
    const [endpoint] = await queryRows<{ id: string }>(
      db(),
      sql`insert into webhook_endpoints (business_id, url, event_types, secret_encrypted)
          values (${businessId}, 'https://hooks.example.com/bmp',
            '{member.created,member.onboarded,membership.canceled,contract.signed}', 'v1:unused')
          returning id`,
    );
    endpointId = endpoint?.id as string;
  }, 180_000);
  afterAll(() => t.close());

  const deliveredOf = async (type: string) => {
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    return rows.filter((row) => row.eventType === type).map((row) => webhookMessageSchema.parse(row.payload));
  };

  it('tells of customers imported (member.created) and onboarded (member.onboarded)', async () => {
    const cookie = await sessionCookieFor(db(), 'admin@demo.test');
    const file = Buffer.from('full_name,email\r\nIris Imported,iris.imported@example.com\r\n').toString(
      'base64',
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: { cookie, 'x-requested-with': 'test' },
      payload: { file },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [created] = await deliveredOf('member.created');
    expect(created?.data).toMatchObject({
      onboarded: false,
      customer: { name: 'Iris Imported', email: 'iris.imported@example.com' },
    });
    if (!created) throw new Error('no member.created delivery');
    const customerId = (created.data as { customer: { id: string } }).customer.id;
    await db().execute(sql`update memberships set onboarded_at = now() where id = ${customerId}`);
    const [onboarded] = await deliveredOf('member.onboarded');
    expect(onboarded?.data).toMatchObject({ onboarded: true, customer: { id: customerId } });
    // Another update of the same person is no new onboarding.
    await db().execute(sql`update memberships set onboarded_at = now() where id = ${customerId}`);
    expect(await deliveredOf('member.onboarded')).toHaveLength(1);
  });

  it('tells of a membership canceled, from its history', async () => {
    const [subscription] = await queryRows<{ id: string; plan: string }>(
      db(),
      sql`select id, terms->>'name' as plan from subscriptions where business_id = ${businessId} limit 1`,
    );
    await db().execute(
      sql`insert into subscription_history (business_id, subscription_id, action, detail)
          values (${businessId}, ${subscription?.id}, 'canceled', '{"reason":"moved away"}')`,
    );
    // A history line no event stands for (a scheduled freeze) makes none.
    await db().execute(
      sql`insert into subscription_history (business_id, subscription_id, action, detail)
          values (${businessId}, ${subscription?.id}, 'freeze.scheduled', '{}')`,
    );
    const messages = await deliveredOf('membership.canceled');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.data).toMatchObject({
      id: subscription?.id,
      plan: subscription?.plan,
      action: 'canceled',
      detail: { reason: 'moved away' },
    });
  });

  it('tells of a contract signed, with who signed it and the document hash', async () => {
    const [signed] = await queryRows<{ contract_id: string; title: string; person_email: string }>(
      db(),
      sql`select e.contract_id, c.title, c.person_email from contract_events e
          join contracts c on c.business_id = e.business_id and c.id = e.contract_id
          where e.business_id = ${businessId} and e.type = 'signed' limit 1`,
    );
    await db().execute(
      sql`insert into contract_events (business_id, contract_id, seq, type, actor_name, actor_role, at,
            document_sha256, detail, prev_hash, hash)
          select business_id, contract_id, (select max(seq) + 1 from contract_events where contract_id = e.contract_id),
            'signed', actor_name, actor_role, now(), document_sha256, '{}', hash, 'test'
          from contract_events e where e.contract_id = ${signed?.contract_id} and e.type = 'signed' limit 1`,
    );
    const [message] = await deliveredOf('contract.signed');
    expect(message?.data).toMatchObject({
      id: signed?.contract_id,
      title: signed?.title,
      person: { email: signed?.person_email },
    });
  });
});
