import { CONTRACT_PLACEHOLDERS, ESIGN_CONSENT_VERSION } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addPerson,
  apiOf,
  buildStudio,
  cookieFor,
  type Person,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { signature, signaturePng } from '../../../test/support/signature.ts';
import { queryRows } from '../../db/raw.ts';
import { contractEvents, contracts, householdMembers, outboxEmails } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { sha256Hex } from './chain.ts';

// Contracts and e-signatures (decision 0053) through the API, on both databases: templates, issuing,
// signing in the app and by the emailed link, the record's hash chain, the sealed PDF, and who may
// see what.

const WAIVER = {
  name: 'Liability Waiver',
  kind: 'waiver',
  bodies: {
    en: '# Waiver\n\nI, {{member.fullName}}, take part at {{studio.name}} at my own risk. Signed {{today}}.',
  },
};

describe.each(testDatabaseKinds())('contracts on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let owner: Person;
  let member: Person;
  const api = apiOf(() => t.app);
  beforeAll(async () => {
    clock.makeClockMovable();
    t = await buildTestApp(kind);
  });
  beforeEach(async () => {
    studio = await buildStudio(t.database.db, { experts: 1, customers: 2 });
    owner = studio.principal;
    member = studio.customers[0] as Person;
  });
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  async function template(body: object = WAIVER): Promise<string> {
    const created = await api.post(owner.cookie, '/api/contract-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function issue(templateId: string, personId: string, extra: object = {}) {
    const issued = await api.post(owner.cookie, '/api/contracts', { templateId, personId, ...extra });
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json() as { id: string; status: string; body: string; documentSha256: string };
  }

  async function events(contractId: string) {
    return t.database.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contractId))
      .orderBy(contractEvents.seq);
  }

  async function linkTokenSentTo(email: string): Promise<string> {
    const rows = await t.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, email), eq(outboxEmails.kind, 'contract.sent')));
    const token = rows.at(-1)?.text.match(/\/contracts\/sign\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no contract email to ${email}`);
    return token;
  }

  it('refuses an unknown placeholder on the body field, naming it, and saves nothing', async () => {
    const refused = await api.post(owner.cookie, '/api/contract-templates', {
      ...WAIVER,
      bodies: { en: 'Hello {{member.fullname}} and {{studio.name}}', ar: 'مرحبا {{foo}}' },
    });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors as Record<string, string[]>;
    expect(errors['bodies.en']?.[0]).toMatch(/^Unknown placeholder \{\{member\.fullname\}\}\. Use one of: /);
    expect(errors['bodies.ar']?.[0]).toContain('{{foo}}');
    const list = await api.get(owner.cookie, '/api/contract-templates');
    expect(list.json().items).toEqual([]);
    expect(CONTRACT_PLACEHOLDERS.length).toBeGreaterThan(10);
  });

  it('lets the owner write and version templates, and the admin only read and issue', async () => {
    const id = await template();
    const admin = studio.admin.cookie;
    expect((await api.post(admin, '/api/contract-templates', WAIVER)).statusCode).toBe(403);
    expect((await api.put(admin, `/api/contract-templates/${id}`, WAIVER)).statusCode).toBe(403);
    expect((await api.get(admin, `/api/contract-templates/${id}`)).statusCode).toBe(200);

    const first = await issue(id, member.membershipId);
    const revised = await api.put(owner.cookie, `/api/contract-templates/${id}`, {
      ...WAIVER,
      bodies: { en: 'Version two for {{member.fullName}}.' },
    });
    expect(revised.json()).toMatchObject({ latestVersion: 2, publishedVersion: 1 });
    // Still issued from the published version until the owner publishes the new one.
    const second = await issue(id, studio.customers[1]?.membershipId ?? '');
    expect(second.body).toContain('take part at');
    const published = await api.post(owner.cookie, `/api/contract-templates/${id}/publish`, {
      version: 2,
      requireResign: true,
    });
    expect(published.json()).toMatchObject({ publishedVersion: 2 });
    const third = await api.post(admin, '/api/contracts', { templateId: id, personId: member.membershipId });
    expect(third.json().body).toBe(`Version two for ${member.name}.`);
    // What was issued never changes.
    const again = await api.get(owner.cookie, `/api/contracts/${first.id}`);
    expect(again.json().body).toBe(first.body);
    expect(again.json().body).toContain(member.name);
    expect(again.json().documentSha256).toBe(sha256Hex(first.body));
  });

  it('is signed by its member with a drawn signature, sealed into a PDF, and its record verifies', async () => {
    const contract = await issue(await template(), member.membershipId);
    expect(contract.status).toBe('sent');
    const mine = await api.get(member.cookie, '/api/me/contracts');
    expect(mine.json().items.map((c: { id: string }) => c.id)).toEqual([contract.id]);

    const opened = await api.get(member.cookie, `/api/me/contracts/${contract.id}`);
    expect(opened.json()).toMatchObject({ signAs: 'signer', contract: { status: 'viewed' } });
    expect(opened.json().consent.version).toBe(ESIGN_CONSENT_VERSION);

    const signed = await api.post(
      member.cookie,
      `/api/me/contracts/${contract.id}/sign`,
      signature(member.name, signaturePng()),
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', signedName: member.name, hasPdf: true });

    const pdf = await api.get(member.cookie, `/api/me/contracts/${contract.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The download is the stored file, byte for byte, every time.
    expect(sha256Hex(pdf.rawPayload)).toBe(signed.json().pdfSha256);
    const again = await api.get(owner.cookie, `/api/contracts/${contract.id}/pdf`);
    expect(sha256Hex(again.rawPayload)).toBe(signed.json().pdfSha256);

    const record = await events(contract.id);
    expect(record.map((event) => event.type)).toEqual([
      'issued',
      'emailed',
      'viewed',
      'consented',
      'signed',
      'downloaded',
      'downloaded',
    ]);
    expect(record.every((event) => event.documentSha256 === contract.documentSha256)).toBe(true);
    expect(record.find((event) => event.type === 'consented')?.consentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record[2]?.userAgent).toBe('lightMyRequest');

    const verified = await api.post(owner.cookie, `/api/contracts/${contract.id}/verify`, {
      pdf: pdf.rawPayload.toString('base64'),
    });
    expect(verified.json()).toEqual({
      chainValid: true,
      brokenAtSeq: null,
      documentValid: true,
      pdfValid: true,
      uploadMatches: true,
    });
    const otherFile = await api.post(owner.cookie, `/api/contracts/${contract.id}/verify`, {
      pdf: Buffer.from('%PDF-1.7 something else').toString('base64'),
    });
    expect(otherFile.json().uploadMatches).toBe(false);
  });

  it('breaks verification when any event row is altered in SQL', async () => {
    const contract = await issue(await template(), member.membershipId);
    await api.post(member.cookie, `/api/me/contracts/${contract.id}/sign`, signature(member.name));
    // The table refuses edits outright...
    await expect(
      queryRows(
        t.database.db,
        sql`update contract_events set ip = '10.0.0.1' where contract_id = ${contract.id}`,
      ),
    ).rejects.toThrow();
    // ...so the tamperer turns the guard off first, as a database owner could.
    await queryRows(
      t.database.db,
      sql`alter table contract_events disable trigger contract_events_append_only`,
    );
    try {
      await queryRows(
        t.database.db,
        sql`update contract_events set actor_name = 'Someone Else' where contract_id = ${contract.id} and seq = 3`,
      );
    } finally {
      await queryRows(
        t.database.db,
        sql`alter table contract_events enable trigger contract_events_append_only`,
      );
    }
    const verified = await api.post(owner.cookie, `/api/contracts/${contract.id}/verify`, {});
    expect(verified.json()).toMatchObject({ chainValid: false, brokenAtSeq: 3, uploadMatches: null });
  });

  it('refuses to change a signed contract’s text or delete it', async () => {
    const contract = await issue(await template(), member.membershipId);
    await api.post(member.cookie, `/api/me/contracts/${contract.id}/sign`, signature(member.name));
    await expect(
      queryRows(t.database.db, sql`update contracts set body = 'other' where id = ${contract.id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(t.database.db, sql`update contracts set pdf = null where id = ${contract.id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(t.database.db, sql`delete from contracts where id = ${contract.id}`),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row?.status).toBe('signed');
  });

  it('gives exactly one signature to 20 sign requests at once', async () => {
    const contract = await issue(await template(), member.membershipId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post(member.cookie, `/api/me/contracts/${contract.id}/sign`, signature(member.name)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const record = await events(contract.id);
    expect(record.filter((event) => event.type === 'signed')).toHaveLength(1);
  });

  it('refuses signing what is voided, expired, signed or someone else’s, changing nothing', async () => {
    const id = await template();
    const voided = await issue(id, member.membershipId);
    const noReason = await api.post(owner.cookie, `/api/contracts/${voided.id}/void`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    await api.post(owner.cookie, `/api/contracts/${voided.id}/void`, { reason: 'Issued by mistake' });
    const onVoided = await api.post(
      member.cookie,
      `/api/me/contracts/${voided.id}/sign`,
      signature(member.name),
    );
    expect(onVoided.statusCode).toBe(409);
    expect(onVoided.json().detail).toContain('voided');

    const expiring = await issue(id, member.membershipId, { expiresInDays: 1 });
    clock.advanceClock(25 * 60 * 60 * 1000);
    const later = await cookieFor(t.database.db, studio.businessId, member);
    const onExpired = await api.post(later, `/api/me/contracts/${expiring.id}/sign`, signature(member.name));
    expect(onExpired.statusCode).toBe(409);
    expect(onExpired.json().detail).toContain('expired');
    clock.resetClock();

    const other = studio.customers[1] as Person;
    const theirs = await issue(id, member.membershipId);
    const byOther = await api.post(
      other.cookie,
      `/api/me/contracts/${theirs.id}/sign`,
      signature(other.name),
    );
    expect(byOther.statusCode).toBe(404);
    expect((await api.get(other.cookie, `/api/me/contracts/${theirs.id}`)).statusCode).toBe(404);

    await api.post(member.cookie, `/api/me/contracts/${theirs.id}/sign`, signature(member.name));
    const twice = await api.post(
      member.cookie,
      `/api/me/contracts/${theirs.id}/sign`,
      signature(member.name),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('already signed');
    const record = await events(theirs.id);
    expect(record.filter((event) => event.type === 'signed')).toHaveLength(1);
  });

  it('refuses an empty or oversized signature image on its field', async () => {
    const contract = await issue(await template(), member.membershipId);
    const url = `/api/me/contracts/${contract.id}/sign`;
    const empty = await api.post(member.cookie, url, signature(member.name, signaturePng({ ink: false })));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.signaturePng[0]).toContain('empty');
    const huge = await api.post(member.cookie, url, signature(member.name, 'A'.repeat(300_000)));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.signaturePng[0]).toContain('too large');
    const noConsent = await api.post(member.cookie, url, { ...signature(member.name), consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consent).toBeDefined();
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row?.status).toBe('sent');
  });

  it('opens one contract by its emailed link without a password, and refuses a tampered link', async () => {
    const contract = await issue(await template(), member.membershipId);
    const token = await linkTokenSentTo(member.email);
    const opened = await t.app.inject({ method: 'GET', url: `/api/contract-links/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().contract.id).toBe(contract.id);
    const tampered = `${token.slice(0, -2)}xy`;
    const refused = await t.app.inject({ method: 'GET', url: `/api/contract-links/${tampered}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toContain('not valid or has expired');
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/contract-links/${token}/sign`,
      headers: { 'x-requested-with': 'test' },
      payload: signature(member.name),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const record = await events(contract.id);
    expect(record.at(-1)?.detail).toMatchObject({ via: 'link', drawn: 'no' });
    clock.advanceClock(15 * 24 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: `/api/contract-links/${token}` });
    expect(expired.statusCode).toBe(404);
  });

  it('has a contractor agreement signed by the expert and countersigned by the owner', async () => {
    const expert = studio.experts[0] as Person;
    const id = await template({
      name: 'Contractor Agreement',
      kind: 'contractor_agreement',
      bodies: { en: '{{member.fullName}} trains clients of {{studio.name}} as an independent contractor.' },
    });
    const toMember = await api.post(owner.cookie, '/api/contracts', {
      templateId: id,
      personId: member.membershipId,
    });
    expect(toMember.statusCode).toBe(400);
    expect(toMember.json().errors.personId).toBeDefined();
    const contract = await issue(id, expert.membershipId);
    // The expert sees only their own contract from the team's side.
    expect((await api.get(expert.cookie, `/api/contracts/${contract.id}`)).statusCode).toBe(403);
    expect((await api.get(expert.cookie, '/api/contracts')).statusCode).toBe(403);
    const signed = await api.post(
      expert.cookie,
      `/api/me/contracts/${contract.id}/sign`,
      signature(expert.name),
    );
    expect(signed.json()).toMatchObject({ status: 'countersign', hasPdf: false });
    const admin = await api.post(
      studio.admin.cookie,
      `/api/contracts/${contract.id}/countersign`,
      signature('Adam'),
    );
    expect(admin.statusCode).toBe(403);
    const ownerList = await api.get(owner.cookie, '/api/me/contracts');
    expect(ownerList.json().items.map((c: { id: string }) => c.id)).toContain(contract.id);
    const countersigned = await api.post(
      owner.cookie,
      `/api/contracts/${contract.id}/countersign`,
      signature(owner.name, signaturePng()),
    );
    expect(countersigned.json()).toMatchObject({
      status: 'signed',
      countersignedName: owner.name,
      hasPdf: true,
    });
    // The owner still reads what they countersigned.
    expect((await api.get(owner.cookie, `/api/me/contracts/${contract.id}`)).statusCode).toBe(200);
    const pdf = await api.get(expert.cookie, `/api/contracts/${contract.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const otherExpert = await addPerson(t.database.db, studio, 'expert');
    expect((await api.get(otherExpert.cookie, `/api/contracts/${contract.id}/pdf`)).statusCode).toBe(404);
  });

  it('keeps another studio out of every contract and template', async () => {
    const id = await template();
    const contract = await issue(id, member.membershipId);
    const other = await buildStudio(t.database.db, { experts: 0, customers: 1 });
    const outsider = other.principal.cookie;
    expect((await api.get(outsider, `/api/contracts/${contract.id}`)).statusCode).toBe(404);
    expect((await api.get(outsider, `/api/contract-templates/${id}`)).statusCode).toBe(404);
    expect(
      (await api.post(outsider, `/api/contracts/${contract.id}/void`, { reason: 'Not mine' })).statusCode,
    ).toBe(404);
    expect((await api.get(outsider, '/api/contracts')).json().total).toBe(0);
    const toOutsider = await api.post(owner.cookie, '/api/contracts', {
      templateId: id,
      personId: other.customers[0]?.membershipId,
    });
    expect(toOutsider.statusCode).toBe(400);
    const otherMember = other.customers[0]?.cookie ?? '';
    expect((await api.get(otherMember, `/api/me/contracts/${contract.id}`)).statusCode).toBe(404);
  });

  it('lists with filters and the unsigned view, and exports the CSV', async () => {
    const id = await template();
    const open = await issue(id, member.membershipId);
    const done = await issue(id, studio.customers[1]?.membershipId ?? '');
    await api.post(
      studio.customers[1]?.cookie ?? '',
      `/api/me/contracts/${done.id}/sign`,
      signature('Signer'),
    );
    const unsigned = await api.get(owner.cookie, '/api/contracts?unsigned=true');
    expect(unsigned.json().items.map((c: { id: string }) => c.id)).toEqual([open.id]);
    const signedOnly = await api.get(owner.cookie, '/api/contracts?status=signed');
    expect(signedOnly.json().items.map((c: { id: string }) => c.id)).toEqual([done.id]);
    const byPerson = await api.get(owner.cookie, `/api/contracts?personId=${member.membershipId}`);
    expect(byPerson.json().total).toBe(1);
    const csv = await api.get(owner.cookie, '/api/contracts.csv?unsigned=true');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(member.email);
  });

  it('requires the studio’s waiver before booking, for the member and a minor’s guardian', async () => {
    const id = await template();
    expect(
      (await api.put(owner.cookie, '/api/contract-settings', { requiredWaiverTemplateId: id })).statusCode,
    ).toBe(200);
    const status = await api.get(owner.cookie, `/api/customers/${member.membershipId}/waiver`);
    expect(status.json()).toMatchObject({ required: true, own: { state: 'unsigned' } });
    // The member asks the same without anything being issued.
    expect((await api.get(member.cookie, '/api/me/waiver')).json()).toMatchObject({
      own: { state: 'unsigned' },
    });
    expect((await api.get(owner.cookie, '/api/contracts')).json().total).toBe(0);

    // Onboarding or booking asks for it: the member's own copy, issued once.
    const first = await api.post(member.cookie, '/api/me/waiver', {});
    const second = await api.post(member.cookie, '/api/me/waiver', {});
    expect(first.json().contract.id).toBe(second.json().contract.id);
    await api.post(
      member.cookie,
      `/api/me/contracts/${first.json().contract.id}/sign`,
      signature(member.name),
    );
    expect(
      (await api.get(owner.cookie, `/api/customers/${member.membershipId}/waiver`)).json().own.state,
    ).toBe('signed');

    // A new version that asks everyone to sign again makes the old signature stop counting.
    await api.put(owner.cookie, `/api/contract-templates/${id}`, { ...WAIVER, bodies: { en: 'New terms.' } });
    await api.post(owner.cookie, `/api/contract-templates/${id}/publish`, {
      version: 2,
      requireResign: true,
    });
    expect(
      (await api.get(owner.cookie, `/api/customers/${member.membershipId}/waiver`)).json().own.state,
    ).toBe('unsigned');

    // Staff may excuse one person with a reason, or record a paper waiver with its scan.
    const excused = await api.post(owner.cookie, '/api/waivers/excuse', {
      personId: member.membershipId,
      reason: 'Signed the paper form at the desk; scan to follow',
    });
    expect(excused.statusCode).toBe(201);
    expect(
      (await api.get(owner.cookie, `/api/customers/${member.membershipId}/waiver`)).json().own.state,
    ).toBe('excused');
    const [child] = await t.database.db
      .insert(householdMembers)
      .values({
        businessId: studio.businessId,
        membershipId: member.membershipId,
        fullName: 'Leo Child',
        relationship: 'child',
        dateOfBirth: '2016-05-01',
      })
      .returning();
    const paper = await api.post(owner.cookie, '/api/waivers/paper', {
      templateId: id,
      personId: member.membershipId,
      dependantId: child?.id,
      signedOn: '2026-11-01',
      scan: { contentType: 'image/png', data: signaturePng() },
    });
    expect(paper.statusCode, paper.body).toBe(201);
    expect(paper.json()).toMatchObject({ status: 'signed', onPaper: true, dependant: { name: 'Leo Child' } });
    const waivers = (await api.get(owner.cookie, `/api/customers/${member.membershipId}/waiver`)).json();
    expect(waivers.dependants).toEqual([
      { id: child?.id, name: 'Leo Child', status: expect.objectContaining({ state: 'on_paper' }) },
    ]);
    const scan = await api.get(owner.cookie, `/api/contracts/${paper.json().id}/scan`);
    expect(scan.headers['content-type']).toBe('image/png');
    const paperEvents = await events(paper.json().id);
    expect(paperEvents.map((event) => event.type)).toEqual(['paper_recorded']);
  });

  it('expires open contracts and reminds signers through the job', async () => {
    const { expireAndRemindContracts } = await import('./jobs.ts');
    const contract = await issue(await template(), member.membershipId, { expiresInDays: 10 });
    // Other tests' contracts share the database: the job runs over all of them, this one is checked.
    const run = () => expireAndRemindContracts(t.database.db, 'http://app.test');
    clock.advanceClock(3 * 24 * 60 * 60 * 1000 + 1000);
    await run();
    await run();
    clock.advanceClock(8 * 24 * 60 * 60 * 1000);
    await run();
    const record = await events(contract.id);
    expect(record.map((event) => event.type)).toEqual(['issued', 'emailed', 'reminded', 'expired']);
    const reminders = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, member.email), eq(outboxEmails.kind, 'contract.reminder')));
    expect(reminders).toHaveLength(1);
  });

  it('downloads a contract whose title is Arabic, named in the header’s UTF-8 form', async () => {
    const id = await template({ ...WAIVER, name: 'إقرار المسؤولية' });
    const contract = await issue(id, member.membershipId);
    await api.post(member.cookie, `/api/me/contracts/${contract.id}/sign`, signature(member.name));
    const pdf = await api.get(member.cookie, `/api/me/contracts/${contract.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('إقرار-المسؤولية')}`,
    );
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
  });

  it('fills every placeholder from the person and the studio when it is issued', async () => {
    const id = await template({
      ...WAIVER,
      bodies: {
        en: CONTRACT_PLACEHOLDERS.map((placeholder) => `${placeholder.key}=[{{${placeholder.key}}}]`).join(
          '\n',
        ),
      },
    });
    const { body } = await issue(id, member.membershipId, { expiresInDays: 14 });
    const value = (key: string) =>
      body.match(new RegExp(`^${key.replace('.', '\\.')}=\\[(.*)\\]$`, 'm'))?.[1];
    expect(value('member.fullName')).toBe(member.name);
    expect(value('member.email')).toBe(member.email);
    expect(value('participant.fullName')).toBe(member.name);
    expect(value('studio.name')).toBe(studio.name);
    expect(value('studio.location')).toBe('Los Angeles, California');
    expect(value('studio.cancellationHours')).toBe('24');
    expect(value('today')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(value('contract.expiresOn')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // Nothing to fill them with yet: a dash, never the braces.
    expect(value('membership.price')).toBe('—');
    expect(body).not.toContain('{{');
  });
});
