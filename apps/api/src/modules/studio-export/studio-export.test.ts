import { randomBytes } from 'node:crypto';
import {
  CREDIT_KINDS,
  CUSTOMER_CSV_COLUMNS,
  STUDIO_EXPORT_MESSAGES,
  type StudioExportManifest,
  studioExportManifestSchema,
} from '@bmp/shared';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, cookieFor, type Studio } from '../../../test/factories.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/support/app.ts';
import { asUser } from '../../../test/support/auth.ts';
import { sessionCookieFor } from '../../../test/support/callers.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import { outboxEmails, studioExports, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { createFieldCipher } from '../../lib/field-encryption.ts';
import { seedDemoBooking } from '../../seed/demo-booking-seed.ts';
import { seedDemoContracts } from '../../seed/demo-contracts-seed.ts';
import { seedDemoGroups } from '../../seed/demo-groups-seed.ts';
import { seedDemoMembers } from '../../seed/demo-members-seed.ts';
import { seedDemoMemberships } from '../../seed/demo-memberships-seed.ts';
import { seedDemoMoney } from '../../seed/demo-money-seed.ts';
import { seedDemoBusiness } from '../../seed/demo-seed.ts';
import { totpCode } from '../auth/totp.ts';
import { pruneExpiredExports, runStudioExports } from './index.ts';

// The studio's full export (decisions/0064-studio-export.md). Studio A is the whole demo studio (every
// table has rows); studio B is a small one built here. Each test runs the export job itself.

/** Each table file of the archive and the table its rows come from. */
const FILE_TABLES: Record<string, string> = {
  'business_hours.csv': 'business_hours',
  'locations.csv': 'locations',
  'offerings.csv': 'offerings',
  'offering_experts.csv': 'offering_experts',
  'offering_locations.csv': 'offering_locations',
  'credit_packs.csv': 'credit_packs',
  'membership_plans.csv': 'membership_plans',
  'staff_profiles.csv': 'staff_profiles',
  'expert_weekly_hours.csv': 'expert_weekly_hours',
  'expert_time_off.csv': 'expert_availability_exceptions',
  'member_profiles.csv': 'member_profiles',
  'household_members.csv': 'household_members',
  'sessions.csv': 'services',
  'session_participants.csv': 'service_participants',
  'session_history.csv': 'service_history',
  'session_plans.csv': 'service_plans',
  'class_settings.csv': 'group_settings',
  'classes.csv': 'groups',
  'class_occurrences.csv': 'group_occurrences',
  'class_rosters.csv': 'group_seats',
  'class_attendance.csv': 'group_attendance',
  'class_history.csv': 'group_history',
  'purchases.csv': 'purchases',
  'payments.csv': 'payments',
  'refunds.csv': 'refunds',
  'credit_balances.csv': 'credit_balances',
  'credit_lots.csv': 'credit_lots',
  'credit_holds.csv': 'credit_holds',
  'credit_entries.csv': 'credit_entries',
  'journal_entries.csv': 'journal_entries',
  'journal_lines.csv': 'journal_lines',
  'subscriptions.csv': 'subscriptions',
  'subscription_invoices.csv': 'subscription_invoices',
  'subscription_attempts.csv': 'subscription_attempts',
  'subscription_freezes.csv': 'subscription_freezes',
  'subscription_history.csv': 'subscription_history',
  'contract_templates.csv': 'contract_templates',
  'contract_template_versions.csv': 'contract_template_versions',
  'contracts.csv': 'contracts',
  'contract_events.csv': 'contract_events',
  'payees.csv': 'payees',
};

/** The rows each other file holds, as SQL over the studio's id. */
const FILE_QUERIES: Record<string, (businessId: string) => ReturnType<typeof sql>> = {
  'studio.csv': (id) => sql`select id::text from businesses where id = ${id}`,
  'team.csv': (id) => sql`select id::text from memberships where business_id = ${id} and role <> 'customer'`,
  'customers.csv': (id) =>
    sql`select id::text from memberships where business_id = ${id} and role = 'customer'`,
  'reviews.csv': (id) =>
    sql`select id::text as session_id from services where business_id = ${id} and review_stars is not null`,
  'bank_account.csv': (id) => sql`select business_id from business_bank_accounts where business_id = ${id}`,
};

const ERIN = {
  name: 'Erin Expert',
  kind: 'expert',
  taxId: '12-3456789',
  routingNumber: '021000021',
  accountNumber: '000123456789',
};
const BANK = {
  holderName: 'Studio B LLC',
  routingNumber: '121000358',
  accountNumber: '98765432100',
  ein: '84-1234567',
  bankName: 'First Demo Bank',
};

type Archive = { files: Record<string, Uint8Array>; manifest: StudioExportManifest; text: string };

const csvOf = (archive: Archive, name: string): string[][] => {
  const file = archive.files[name];
  if (!file) throw new Error(`no ${name} in the archive`);
  return parse(strFromU8(file)) as string[][];
};

describe.each(testDatabaseKinds())('the studio export on %s', (kind) => {
  const cipher = createFieldCipher(randomBytes(32));
  let t: TestApp;
  let demoId: string;
  let demoOwner: string;
  let b: Studio;
  const api = apiOf(() => t.app);
  const run = () => runStudioExports({ db: t.database.db, cipher, publicUrl: TEST_PUBLIC_URL });

  beforeAll(async () => {
    clock.makeClockMovable();
    t = await buildTestApp(kind, { fieldCipher: cipher, config: { seedDemo: true } });
    const db = t.database.db;
    await seedDemoBusiness(db);
    await seedDemoMoney(db, cipher);
    await seedDemoBooking(db);
    await seedDemoMembers(db, cipher);
    await seedDemoGroups(db);
    await seedDemoContracts(db);
    await seedDemoMemberships(db);
    const [demo] = await queryRows<{ id: string }>(
      db,
      sql`select id from businesses where slug = 'demo-fitness-studio'`,
    );
    demoId = demo?.id ?? '';
    demoOwner = await sessionCookieFor(db, 'principal@demo.test');
    // Studio B: people, credits (lots, ledger, journal), a class, a payee and a bank account.
    b = await buildStudio(db, { experts: 1, customers: 2, credits: 3, passwords: true });
    await addGroupClass(api, b);
    expect((await api.post(b.principal.cookie, '/api/payees', ERIN)).statusCode).toBe(201);
    expect((await api.put(b.principal.cookie, '/api/business/bank-account', BANK)).statusCode).toBe(200);
  }, 240_000);
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  const start = (cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/studio-exports', headers: asUser(cookie), payload });
  const download = (cookie: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/studio-exports/${id}/download`, headers: { cookie } });

  async function archiveOf(cookie: string, id: string): Promise<Archive> {
    const response = await download(cookie, id);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const manifestFile = files['manifest.json'];
    if (!manifestFile) throw new Error('no manifest.json');
    const manifest = studioExportManifestSchema.parse(JSON.parse(strFromU8(manifestFile)));
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.csv') || name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    return { files, manifest, text };
  }

  /** Starts an export, runs the job and returns the finished export's id. */
  async function exported(cookie: string, payload: object = {}): Promise<string> {
    const started = await start(cookie, payload);
    expect(started.statusCode, started.body).toBe(202);
    await run();
    return started.json().id;
  }

  /** Every id of the studio's rows, in every table the archive covers. */
  async function idsOf(businessId: string): Promise<Set<string>> {
    const ids = new Set<string>([businessId]);
    for (const table of Object.values(FILE_TABLES)) {
      const hasId = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from information_schema.columns where table_name = ${table} and column_name = 'id'`,
      );
      if (!hasId[0]?.n) continue;
      const rows = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id::text as id from ${sql.identifier(table)} where business_id = ${businessId}`,
      );
      for (const row of rows) ids.add(row.id);
    }
    const people = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from memberships where business_id = ${businessId}`,
    );
    for (const row of people) ids.add(row.id);
    return ids;
  }

  /** Each file of the archive holds exactly the studio's rows of its table (same ids, same count). */
  async function expectExactlyTheStudiosRows(archive: Archive, businessId: string) {
    const csvNames = archive.manifest.files.filter((file) => file.type === 'csv').map((file) => file.name);
    expect(csvNames).toEqual(
      expect.arrayContaining([...Object.keys(FILE_TABLES), ...Object.keys(FILE_QUERIES)]),
    );
    for (const name of csvNames) {
      const [header = [], ...rows] = csvOf(archive, name);
      const entry = archive.manifest.files.find((file) => file.name === name);
      expect(entry, name).toMatchObject({ columns: header, rows: rows.length });
      const table = FILE_TABLES[name];
      const query = FILE_QUERIES[name];
      const expected = table
        ? await queryRows<Record<string, string>>(
            t.database.db,
            sql`select * from ${sql.identifier(table)} where business_id = ${businessId}`,
          )
        : query
          ? await queryRows<Record<string, string>>(t.database.db, query(businessId))
          : undefined;
      if (!expected) throw new Error(`the test does not know ${name}`);
      expect(rows.length, name).toBe(expected.length);
      const idColumn = ['id', 'session_id', 'business_id'].find((column) => header.includes(column));
      if (idColumn && expected[0] && idColumn in expected[0]) {
        const at = header.indexOf(idColumn);
        expect(new Set(rows.map((row) => row[at])), name).toEqual(
          new Set(expected.map((row) => String(row[idColumn]))),
        );
      }
      if (header.includes('business_id')) {
        const at = header.indexOf('business_id');
        expect(new Set(rows.map((row) => row[at])), name).toEqual(new Set(rows.length ? [businessId] : []));
      }
    }
  }

  it('holds exactly the studio’s rows, and none of another studio’s, in each direction', async () => {
    const demoArchive = await archiveOf(demoOwner, await exported(demoOwner));
    const bArchive = await archiveOf(b.principal.cookie, await exported(b.principal.cookie));

    // The demo studio has rows in the tables that matter, so "exactly" is not about empty files.
    for (const name of [
      'sessions.csv',
      'session_history.csv',
      'reviews.csv',
      'class_rosters.csv',
      'purchases.csv',
      'payments.csv',
      'credit_lots.csv',
      'journal_lines.csv',
      'subscriptions.csv',
      'contracts.csv',
      'payees.csv',
      'household_members.csv',
    ]) {
      expect(csvOf(demoArchive, name).length, name).toBeGreaterThan(1);
    }
    await expectExactlyTheStudiosRows(demoArchive, demoId);
    await expectExactlyTheStudiosRows(bArchive, b.businessId);

    const demoIds = await idsOf(demoId);
    const bIds = await idsOf(b.businessId);
    expect(bIds.size).toBeGreaterThan(10);
    expect([...bIds].filter((id) => demoArchive.text.includes(id))).toEqual([]);
    expect([...demoIds].filter((id) => bArchive.text.includes(id))).toEqual([]);
    expect(demoArchive.text).not.toContain(b.principal.email);
    expect(bArchive.text).not.toContain('principal@demo.test');

    // The sealed PDFs are in the archive, byte for byte, and contracts.csv names each one.
    const pdfs = await queryRows<{ id: string; bytes: number }>(
      t.database.db,
      sql`select id::text as id, octet_length(pdf) as bytes from contracts where business_id = ${demoId} and pdf is not null`,
    );
    expect(pdfs.length).toBeGreaterThan(0);
    const contracts = csvOf(demoArchive, 'contracts.csv');
    const pdfColumn = contracts[0]?.indexOf('pdf_file') ?? -1;
    for (const pdf of pdfs) {
      const file = demoArchive.files[`contracts/${pdf.id}.pdf`];
      expect(file?.length).toBe(Number(pdf.bytes));
      expect(strFromU8(file?.subarray(0, 5) ?? new Uint8Array())).toBe('%PDF-');
      expect(contracts.find((row) => row.includes(pdf.id))?.[pdfColumn]).toBe(`contracts/${pdf.id}.pdf`);
    }
    expect(demoArchive.manifest.files.filter((file) => file.type === 'pdf')).toHaveLength(pdfs.length);
    // No secret of a login or a health answer, ever.
    expect(demoArchive.text).not.toMatch(/\$argon2/);
    expect(demoArchive.text).not.toMatch(/medical_answers|password_hash|totp_secret|v1:[A-Za-z0-9+/=]{20,}/);
  }, 240_000);

  it('starts customers.csv with the columns the import reads, with each customer’s available credits', async () => {
    // The studio requires its waiver (the owner's choice), which member@demo.test signed.
    await queryRows(
      t.database.db,
      sql`insert into contract_settings (business_id, required_waiver_template_id)
          select business_id, id from contract_templates where business_id = ${demoId} and kind = 'waiver' limit 1
          on conflict (business_id) do update set required_waiver_template_id = excluded.required_waiver_template_id
          returning business_id`,
    );
    const archive = await archiveOf(demoOwner, await exported(demoOwner));
    expect(archive.manifest).toMatchObject({
      formatVersion: 1,
      studio: { id: demoId, name: 'Demo Fitness Studio', slug: 'demo-fitness-studio' },
      bankNumbers: 'masked',
    });
    const [header = [], ...rows] = csvOf(archive, 'customers.csv');
    expect(header.slice(0, CUSTOMER_CSV_COLUMNS.length)).toEqual([...CUSTOMER_CSV_COLUMNS]);
    expect(header).toContain('waiver_status');
    const member = rows.find((row) => row[1] === 'member@demo.test');
    if (!member) throw new Error('member@demo.test is not in customers.csv');
    const balances = await queryRows<{ kind: string; available: number }>(
      t.database.db,
      sql`select b.kind, b.available from credit_balances b join memberships m on m.id = b.customer_id
          join users u on u.id = m.user_id where u.email = 'member@demo.test' and b.business_id = ${demoId}`,
    );
    expect(balances.some((row) => row.available > 0)).toBe(true);
    for (const kind of CREDIT_KINDS) {
      const available = balances.find((row) => row.kind === kind)?.available ?? 0;
      expect(member[header.indexOf(`credits_${kind}`)], kind).toBe(String(available));
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    expect(member.slice(0, 4)).toEqual([
      user?.fullName,
      user?.email,
      user?.phone ?? '',
      user?.language ?? '',
    ]);
    expect(member[header.indexOf('waiver_status')]).toBe('signed');
    const statuses = new Set(rows.map((row) => row[header.indexOf('waiver_status')]));
    expect(statuses.has('unsigned')).toBe(true);
  }, 120_000);

  it('masks bank numbers by default, and gives them in full only after the owner signs in again', async () => {
    const owner = b.principal.cookie;
    const maskedArchive = await archiveOf(owner, await exported(owner));
    expect(maskedArchive.manifest.bankNumbers).toBe('masked');
    const [payeeHeader = [], erin] = csvOf(maskedArchive, 'payees.csv');
    expect(erin?.[payeeHeader.indexOf('account_number')]).toBe('****6789');
    expect(erin?.[payeeHeader.indexOf('tax_id')]).toBe('****6789');
    const [bankHeader = [], bank] = csvOf(maskedArchive, 'bank_account.csv');
    expect(bank?.[bankHeader.indexOf('account_number')]).toBe('****2100');
    expect(maskedArchive.text).not.toContain('000123456789');
    expect(maskedArchive.text).not.toContain('123456789');
    expect(maskedArchive.text).not.toContain('98765432100');

    const count = async () =>
      (await t.database.db.select().from(studioExports).where(eq(studioExports.businessId, b.businessId)))
        .length;
    const before = await count();
    const noPassword = await start(owner, { includeBankNumbers: true });
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
    const wrong = await start(owner, { includeBankNumbers: true, password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['password']);
    expect(await count()).toBe(before);

    const full = await archiveOf(
      owner,
      await exported(owner, { includeBankNumbers: true, password: 'Demo-Password-2026' }),
    );
    expect(full.manifest.bankNumbers).toBe('full');
    const [, erinFull] = csvOf(full, 'payees.csv');
    expect(erinFull?.[payeeHeader.indexOf('account_number')]).toBe('000123456789');
    expect(erinFull?.[payeeHeader.indexOf('tax_id')]).toBe('123456789');
    const [, bankFull] = csvOf(full, 'bank_account.csv');
    expect(bankFull?.[bankHeader.indexOf('account_number')]).toBe('98765432100');
  }, 120_000);

  it('asks for the two-step code too when the owner has two-step sign-in on', async () => {
    const owner = b.principal.cookie;
    const secret = 'KRUGKIDPOBSXEYLUN5ZCA3LPNZUXI33S';
    const setTwoStep = (on: boolean) =>
      t.database.db
        .update(users)
        .set(
          on
            ? { totpSecret: secret, totpEnabledAt: clock.now(), totpLastStep: null }
            : { totpSecret: null, totpEnabledAt: null },
        )
        .where(eq(users.id, b.principal.userId));
    await setTwoStep(true);
    try {
      const body = { includeBankNumbers: true, password: 'Demo-Password-2026' };
      const noCode = await start(owner, body);
      expect(noCode.statusCode).toBe(400);
      expect(Object.keys(noCode.json().errors)).toEqual(['code']);
      const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
      const wrong = await start(owner, { ...body, code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().errors)).toEqual(['code']);
      const id = await exported(owner, { ...body, code: totpCode(secret) });
      expect((await archiveOf(owner, id)).manifest.bankNumbers).toBe('full');
    } finally {
      await setTwoStep(false);
    }
  }, 120_000);

  it('shows its status and progress while the job builds it, then emails the owner a link', async () => {
    const owner = b.principal.cookie;
    const started = await start(owner);
    expect(started.statusCode).toBe(202);
    const queued = started.json();
    expect(queued).toMatchObject({
      status: 'queued',
      progress: 0,
      step: '',
      expired: false,
      archiveBytes: null,
    });
    // One at a time: a second export waits for the first.
    const second = await start(owner);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(STUDIO_EXPORT_MESSAGES.alreadyRunning);
    expect((await download(owner, queued.id)).statusCode).toBe(409);

    const seen: { status: string; progress: number; step: string }[] = [];
    let finished = false;
    const job = run().finally(() => {
      finished = true;
    });
    while (!finished) {
      const one = await api.get(owner, `/api/studio-exports/${queued.id}`);
      seen.push(one.json());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await job).built).toBe(1);
    const running = seen.filter((state) => state.status === 'running');
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((state) => state.progress >= 0 && state.progress < 100)).toBe(true);
    const progress = seen.map((state) => state.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));

    const done = (await api.get(owner, `/api/studio-exports/${queued.id}`)).json();
    expect(done).toMatchObject({ status: 'done', progress: 100, expired: false });
    expect(done.archiveBytes).toBeGreaterThan(0);
    expect(new Date(done.expiresAt).getTime() - new Date(done.finishedAt).getTime()).toBe(7 * 24 * 3600_000);
    const list = (await api.get(owner, '/api/studio-exports')).json();
    expect(list.items[0]).toMatchObject({ id: queued.id, status: 'done' });

    const response = await download(owner, queued.id);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="studio-.*-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toContain('no-store');

    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, b.principal.email));
    const ready = emails.filter((email) => email.kind === 'studio_export.ready');
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.at(-1)?.textBody).toContain(`${TEST_PUBLIC_URL}/admin/business/data`);
    // A repeated run builds nothing twice.
    expect((await run()).built).toBe(0);
  }, 120_000);

  it('is built once when two job runs claim at the same time', async () => {
    const owner = b.principal.cookie;
    const readyEmails = async () =>
      (
        await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, b.principal.email))
      ).filter((email) => email.kind === 'studio_export.ready').length;
    const before = await readyEmails();
    const started = await start(owner);
    expect(started.statusCode).toBe(202);
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.built + second.built).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(studioExports)
      .where(eq(studioExports.id, started.json().id));
    expect(row?.status).toBe('done');
    expect(await readyEmails()).toBe(before + 1);
  }, 120_000);

  it('expires after 7 days: the download answers 410 and the job removes the archive', async () => {
    const id = await exported(b.principal.cookie);
    const finished = (await api.get(b.principal.cookie, `/api/studio-exports/${id}`)).json();
    clock.setClock(new Date(new Date(finished.expiresAt).getTime() - 60_000));
    let owner = await cookieFor(t.database.db, b.businessId, b.principal);
    expect((await download(owner, id)).statusCode).toBe(200);
    expect((await pruneExpiredExports(t.database.db)).removed).toBe(0);

    clock.setClock(new Date(finished.expiresAt));
    owner = await cookieFor(t.database.db, b.businessId, b.principal);
    const gone = await download(owner, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe(STUDIO_EXPORT_MESSAGES.expired);
    expect((await api.get(owner, `/api/studio-exports/${id}`)).json()).toMatchObject({ expired: true });
    expect((await pruneExpiredExports(t.database.db)).removed).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(studioExports).where(eq(studioExports.id, id));
    expect(row?.archive).toBeNull();
    expect((await download(owner, id)).statusCode).toBe(410);
  }, 120_000);

  it('is the owner’s alone: admins, experts and members are refused, another studio’s owner finds nothing', async () => {
    const id = await exported(demoOwner);
    const routes = [
      ['POST', '/api/studio-exports'],
      ['GET', '/api/studio-exports'],
      ['GET', `/api/studio-exports/${id}`],
      ['GET', `/api/studio-exports/${id}/download`],
    ] as const;
    for (const email of ['admin@demo.test', 'expert@demo.test', 'member@demo.test']) {
      const cookie = await sessionCookieFor(t.database.db, email);
      for (const [method, url] of routes) {
        const response = await t.app.inject({
          method,
          url,
          headers: asUser(cookie),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    const other = b.principal.cookie;
    expect((await api.get(other, `/api/studio-exports/${id}`)).statusCode).toBe(404);
    expect((await download(other, id)).statusCode).toBe(404);
    const list = (await api.get(other, '/api/studio-exports')).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/studio-exports/${id}/download` });
    expect(signedOut.statusCode).toBe(401);
  }, 120_000);
});
