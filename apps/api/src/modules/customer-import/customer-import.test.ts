import { randomUUID } from 'node:crypto';
import { CREDIT_KINDS, CUSTOMER_CSV_COLUMNS, creditColumn } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import { csvLine } from '../../lib/csv.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { hold, spend } from '../credits/index.ts';

// The customer import (decision 0065) through the API, on both databases: the preview's errors by
// line and column, all or nothing, zero-value `import` lots, no duplicates on a second import,
// tenancy and roles, and the studio export's customers.csv loading back.

const PREVIEW = '/api/customers/import/preview';
const IMPORT = '/api/customers/import';

const fileOf = (text: string) => ({ file: Buffer.from(text, 'utf8').toString('base64') });
const HEADER = 'full_name,email,phone,language,credits_training,credits_massage\r\n';

type PreviewJson = {
  toCreate: {
    line: number;
    email: string;
    fullName: string;
    credits: { kind: string; quantity: number }[];
  }[];
  alreadyCustomers: { line: number; email: string }[];
  errors: { line: number; field: string; message: string }[];
  errorCount: number;
  rowCount: number;
  ignoredColumns: string[];
};

describe.each(testDatabaseKinds())('the customer import on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let staff: string;
  let olga: Person;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;
  /** Unique per file, so no test depends on another's customers. */
  const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@import.test`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(db(), { experts: 1, customers: 1 });
    staff = studio.admin.cookie;
    other = await buildStudio(db(), { experts: 0, customers: 0 });
    olga = await addPerson(db(), other, 'customer', { name: 'Olga Othershop' });
  });
  afterAll(() => t.close());

  async function customersWithEmail(businessId: string, emails: string[]) {
    return queryRows<{
      email: string;
      full_name: string;
      role: string;
      onboarded_at: Date | null;
      id: string;
    }>(
      db(),
      sql`select u.email, u.full_name, m.role, m.onboarded_at, m.id from memberships m join users u on u.id = m.user_id
          where m.business_id = ${businessId} and u.email in ${sql`(${sql.join(
            emails.map((e) => sql`${e}`),
            sql`, `,
          )})`}`,
    );
  }

  async function moneyOf(businessId: string) {
    const [row] = await queryRows<{ revenue: string; deferred: string; sold: string; journal: string }>(
      db(),
      sql`select
            coalesce((select sum(revenue_cents) from dashboard_money_days where business_id = ${businessId}), 0) as revenue,
            coalesce((select sum(deferred_cents) from dashboard_money_days where business_id = ${businessId}), 0) as deferred,
            coalesce((select sum(credits_sold) from dashboard_money_days where business_id = ${businessId}), 0) as sold,
            (select count(*) from journal_entries where business_id = ${businessId}) as journal`,
    );
    return {
      revenue: Number(row?.revenue),
      deferred: Number(row?.deferred),
      sold: Number(row?.sold),
      journal: Number(row?.journal),
    };
  }

  it('lists each bad cell in the preview by its line and column, and changes nothing', async () => {
    const good = email('good');
    const csv =
      HEADER +
      `Ann Good,${good},(213) 555-0142,fr,4,\r\n` + // line 2
      `Bad Email,not-an-email,,,,\r\n` + // line 3
      `Bad Phone,${email('phone')},555-01,,,\r\n` + // line 4
      `Bad Language,${email('lang')},,de,,\r\n` + // line 5
      `Negative,${email('neg')},,,-1,\r\n` + // line 6
      `Fraction,${email('frac')},,,,2.5\r\n` + // line 7
      `Ann Again,${good.toUpperCase()},,,,\r\n` + // line 8: the same email, other case
      `,${email('noname')},,,,\r\n` + // line 9
      `"Multi\r\nLine",${email('multi')},,xx,,\r\n`; // starts on line 10
    const response = await api.post(staff, PREVIEW, fileOf(csv));
    expect(response.statusCode).toBe(200);
    const preview = response.json() as PreviewJson;
    expect(preview.errors.map(({ line, field }) => `${line} ${field}`)).toEqual([
      '3 email',
      '4 phone',
      '5 language',
      '6 credits_training',
      '7 credits_massage',
      '8 email',
      '9 full_name',
      '10 language',
    ]);
    expect(preview.errors.find((error) => error.line === 3)?.message).toBe('Enter a valid email address.');
    expect(preview.errors.find((error) => error.line === 8)?.message).toBe(
      'This email is already on line 2 of the file.',
    );
    expect(preview.errorCount).toBe(8);
    expect(preview.rowCount).toBe(9);
    expect(preview.toCreate.map((row) => row.email)).toEqual([good]);
    expect(preview.toCreate[0]?.credits).toEqual([{ kind: 'training', quantity: 4 }]);
    expect(await customersWithEmail(studio.businessId, [good])).toEqual([]);
  });

  it('imports nothing from a file with one bad row', async () => {
    const emails = [email('a'), email('b'), email('c')];
    const csv = `${HEADER}A,${emails[0]},,,3,\r\nB,${emails[1]},,,,2\r\nC,${emails[2]},,,x,\r\n`;
    const before = await moneyOf(studio.businessId);
    const response = await api.post(staff, IMPORT, fileOf(csv));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toContain('line 4, credits_training');
    expect(response.json().errors.file[0]).toContain('Nothing was imported');
    expect(await customersWithEmail(studio.businessId, emails)).toEqual([]);
    const logins = await queryRows(
      db(),
      sql`select 1 from users where email in (${emails[0]}, ${emails[1]})`,
    );
    expect(logins).toEqual([]);
    expect(await moneyOf(studio.businessId)).toEqual(before);
  });

  it('creates the customers with zero-value import lots of the exact quantities, and no revenue', async () => {
    const ann = email('ann');
    const ben = email('ben');
    const cy = email('cy');
    const csv =
      HEADER +
      `Ann Import,${ann},2135550142,ar,10,3\r\n` +
      `Ben Import,${ben},,,,\r\n` +
      `Cy Import,${cy},,EN,0,7\r\n`;
    const before = await moneyOf(studio.businessId);
    const response = await api.post(staff, IMPORT, fileOf(csv));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      created: 3,
      alreadyCustomers: 0,
      credits: [
        { kind: 'training', quantity: 10 },
        { kind: 'massage', quantity: 10 },
      ],
    });

    const people = await customersWithEmail(studio.businessId, [ann, ben, cy]);
    expect(people.map((person) => [person.email, person.role, person.onboarded_at]).sort()).toEqual(
      [
        [ann, 'customer', null],
        [ben, 'customer', null],
        [cy, 'customer', null],
      ].sort(),
    );
    const annId = people.find((person) => person.email === ann)?.id;
    const [annLogin] = await queryRows<{ phone: string; language: string; password_hash: string | null }>(
      db(),
      sql`select phone, language, password_hash from users where email = ${ann}`,
    );
    expect(annLogin).toEqual({ phone: '(213) 555-0142', language: 'ar', password_hash: null });

    const lots = await queryRows<{
      email: string;
      kind: string;
      granted: number;
      remaining: number;
      value_cents: string | number | null;
      expires_at: Date | null;
      source_type: string;
      source_id: string;
      customer_id: string;
    }>(
      db(),
      sql`select u.email, l.kind, l.granted, l.remaining, l.value_cents, l.expires_at, l.source_type, l.source_id, l.customer_id
          from credit_lots l join memberships m on m.id = l.customer_id join users u on u.id = m.user_id
          where l.business_id = ${studio.businessId} and u.email in (${ann}, ${ben}, ${cy}) order by u.email, l.kind`,
    );
    expect(
      lots.map((lot) => [
        lot.email,
        lot.kind,
        lot.granted,
        lot.remaining,
        lot.value_cents === null ? null : Number(lot.value_cents),
        lot.expires_at,
      ]),
    ).toEqual([
      [ann, 'massage', 3, 3, 0, null],
      [ann, 'training', 10, 10, 0, null],
      [cy, 'massage', 7, 7, 0, null],
    ]);
    for (const lot of lots) {
      expect(lot.source_type).toBe('import');
      expect(lot.source_id).toBe(lot.customer_id);
    }

    const credits = await api.get(staff, `/api/customers/${annId}`);
    expect(credits.json().creditsAvailable).toBe(13);

    expect(await findCreditLedgerViolations(db())).toEqual([]);
    // No revenue, no deferred revenue, no credits sold, no journal entry: nothing was paid.
    expect(await moneyOf(studio.businessId)).toEqual(before);

    // Using imported credits later earns no revenue either: a zero-value lot recognises 0 cents.
    const holdId = await hold(db(), studio.businessId, {
      customerId: annId as string,
      kind: 'training',
      quantity: 2,
      serviceId: randomUUID(),
    });
    await spend(db(), studio.businessId, holdId);
    const [used] = await queryRows<{ recognized_credits: number }>(
      db(),
      sql`select recognized_credits from credit_lots where customer_id = ${annId} and kind = 'training'`,
    );
    expect(used?.recognized_credits).toBe(2);
    expect(await moneyOf(studio.businessId)).toEqual(before);
    expect(await findCreditLedgerViolations(db())).toEqual([]);

    // No email to the imported people.
    const mails = await queryRows(
      db(),
      sql`select 1 from outbox_emails where to_email in (${ann}, ${ben}, ${cy})`,
    );
    expect(mails).toEqual([]);

    const [audit] = await queryRows<{
      outcome: string;
      actor_user_id: string;
      details: Record<string, unknown>;
    }>(
      db(),
      sql`select outcome, actor_user_id, details from audit_events
          where action = 'customers.import' and business_id = ${studio.businessId} and outcome = 'success'
          order by created_at desc limit 1`,
    );
    expect(audit?.actor_user_id).toBe(studio.admin.userId);
    expect(audit?.details).toEqual({
      rows: 3,
      created: 3,
      alreadyCustomers: 0,
      credits: { training: 10, massage: 10 },
    });

    // The same file again creates nobody and grants nothing.
    const again = await api.post(staff, IMPORT, fileOf(csv));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.file[0]).toContain('already a customer');
    const preview = (await api.post(staff, PREVIEW, fileOf(csv))).json() as PreviewJson;
    expect(preview.toCreate).toEqual([]);
    expect(preview.alreadyCustomers.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(await customersWithEmail(studio.businessId, [ann, ben, cy])).toHaveLength(3);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from credit_lots l join memberships m on m.id = l.customer_id
          join users u on u.id = m.user_id where u.email in (${ann}, ${ben}, ${cy})`,
    );
    expect(count).toBe(3);

    // A file with old and new customers creates only the new ones and leaves the old balances alone.
    const dee = email('dee');
    const mixed = await api.post(
      staff,
      IMPORT,
      fileOf(`${HEADER}Ann Again,${ann},,,99,\r\nDee,${dee},,,,1\r\n`),
    );
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json()).toEqual({
      created: 1,
      alreadyCustomers: 1,
      credits: [{ kind: 'massage', quantity: 1 }],
    });
    expect((await api.get(staff, `/api/customers/${annId}`)).json().creditsAvailable).toBe(11);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });

  it('imports the email of another studio’s customer here and leaves that studio and that login alone', async () => {
    const otherBefore = await queryRows(
      db(),
      sql`select id, role, status from memberships where business_id = ${other.businessId} order by id`,
    );
    const response = await api.post(staff, IMPORT, fileOf(`${HEADER}Someone Else,${olga.email},,fr,2,\r\n`));
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toBe(1);
    const [here] = await customersWithEmail(studio.businessId, [olga.email]);
    expect(here?.role).toBe('customer');
    // One login: the person keeps their own name and language.
    const [login] = await queryRows<{ full_name: string; language: string | null }>(
      db(),
      sql`select full_name, language from users where email = ${olga.email}`,
    );
    expect(login).toEqual({ full_name: 'Olga Othershop', language: null });
    expect(
      await queryRows(
        db(),
        sql`select id, role, status from memberships where business_id = ${other.businessId} order by id`,
      ),
    ).toEqual(otherBefore);
    expect(
      await queryRows(db(), sql`select 1 from credit_lots where business_id = ${other.businessId}`),
    ).toEqual([]);
  });

  it('refuses an email of the studio’s own team, on its line', async () => {
    const expert = studio.experts[0] as Person;
    const response = await api.post(staff, PREVIEW, fileOf(`${HEADER}Expert,${expert.email},,,,\r\n`));
    expect(response.json().errors).toEqual([
      {
        line: 2,
        field: 'email',
        message: 'This email belongs to someone on the studio’s team, not a customer.',
      },
    ]);
  });

  it('shows another studio’s staff nothing of this studio', async () => {
    const mine = studio.customers[0] as Person;
    const response = await api.post(
      other.admin.cookie,
      PREVIEW,
      fileOf(`${HEADER}Mine,${mine.email},,,,\r\n`),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json() as PreviewJson;
    // Here a customer already; over there, a customer to create like any other.
    expect(preview.alreadyCustomers).toEqual([]);
    expect(preview.toCreate.map((row) => row.email)).toEqual([mine.email]);
  });

  it('refuses experts, members and the signed-out', async () => {
    const body = fileOf(`${HEADER}X,${email('x')},,,,\r\n`);
    for (const url of [PREVIEW, IMPORT]) {
      expect((await api.post((studio.experts[0] as Person).cookie, url, body)).statusCode).toBe(403);
      expect((await api.post((studio.customers[0] as Person).cookie, url, body)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url, payload: body, headers: { 'x-requested-with': 't' } }))
          .statusCode,
      ).toBe(401);
    }
  });

  it('loads the studio export’s customers.csv back: its columns first, extra ones after, formulas as text', async () => {
    const extra = ['id', 'status', 'created_at', 'credits_total'];
    const people = [
      { name: '=HYPERLINK("x")', email: email('eve'), phone: '(213) 555-0199', language: 'fr', training: 5 },
      { name: 'Zoë, "Z" Ångström', email: email('zoe'), phone: '', language: '', training: 0 },
      { name: '-Minus Person', email: email('min'), phone: '', language: 'ar', training: 12 },
    ];
    let csv = `\ufeff${csvLine([...CUSTOMER_CSV_COLUMNS, ...extra])}`;
    for (const person of people) {
      const credits = CREDIT_KINDS.map((kind) => (kind === 'training' ? person.training : 0));
      csv += csvLine([
        person.name,
        person.email,
        person.phone,
        person.language,
        ...credits,
        randomUUID(),
        'active',
        '2026-01-02 10:00',
        '=1+1',
      ]);
    }
    expect(csv.split('\r\n')[0]).toContain(creditColumn('massage'));
    const preview = (await api.post(staff, PREVIEW, fileOf(csv))).json() as PreviewJson;
    expect(preview.errors).toEqual([]);
    expect(preview.ignoredColumns).toEqual(extra);
    expect(preview.toCreate.map((row) => row.fullName)).toEqual(people.map((person) => person.name));

    const response = await api.post(staff, IMPORT, fileOf(csv));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      created: 3,
      alreadyCustomers: 0,
      credits: [{ kind: 'training', quantity: 17 }],
    });
    const names = await queryRows<{ full_name: string }>(
      db(),
      sql`select full_name from users where email = ${people[0]?.email as string}`,
    );
    expect(names).toEqual([{ full_name: '=HYPERLINK("x")' }]);
  });

  describe('a file that cannot be read is a 4xx on the file field, never a 500', () => {
    const cases: [string, { file: string }, number, RegExp][] = [
      ['an empty file', { file: '' }, 422, /empty/],
      ['only a byte order mark and blank lines', fileOf('\ufeff\r\n \r\n'), 422, /empty/],
      [
        'a binary file',
        {
          file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]).toString('base64'),
        },
        422,
        /UTF-8/,
      ],
      [
        'text with NUL bytes',
        { file: Buffer.from('a\u0000b,c\n').toString('base64') },
        422,
        /not a text file/,
      ],
      [
        'an unclosed quote',
        fileOf(`${HEADER}"Ann,a@b.co,,,,\r\n`),
        422,
        /line 2, a quoted cell is never closed/,
      ],
      ['a stray quote', fileOf(`${HEADER}An"n,a@b.co,,,,\r\n`), 422, /line 2/],
      ['no email column', fileOf('full_name,phone\r\nAnn,\r\n'), 422, /"email" is missing/],
      ['a column twice', fileOf('full_name,email,Email\r\nAnn,a@b.co,a@b.co\r\n'), 422, /appears twice/],
      ['only the header', fileOf(HEADER), 422, /no customers/],
      ['not base64', { file: '***' }, 400, /could not be read/],
      ['a file over 2 MB', fileOf(`${HEADER}${'x'.repeat(2 * 1024 * 1024)}`), 400, /at most 2 MB/],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const response = await api.post(staff, PREVIEW, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().errors.file[0]).toMatch(message);
      const imported = await api.post(staff, IMPORT, body);
      expect(imported.statusCode).toBe(status);
    });

    it('more than 10,000 balances above zero (the import’s one transaction stays short)', async () => {
      const columns = CREDIT_KINDS.map(creditColumn);
      let csv = `full_name,email,${columns.join(',')}\n`;
      // 834 customers with a balance of every kind: 10,008 lots.
      for (let index = 0; index < 834; index += 1) {
        csv += `P${index},b${index}@balances.test,${columns.map(() => 1).join(',')}\n`;
      }
      expect(CREDIT_KINDS.length * 834).toBeGreaterThan(10_000);
      const response = await api.post(staff, IMPORT, fileOf(csv));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file[0]).toMatch(/10,008 credit balances; import at most 10,000/);
      expect(await queryRows(db(), sql`select 1 from users where email = 'b0@balances.test'`)).toEqual([]);
    });

    it('more than 5,000 customers', async () => {
      let csv = 'full_name,email\n';
      for (let index = 0; index < 5001; index += 1) csv += `P${index},p${index}@many.test\n`;
      const response = await api.post(staff, PREVIEW, fileOf(csv));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file[0]).toMatch(/5,001 customers; import at most 5,000/);
    });
  });
});
