import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addPerson, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { asUser } from '../../../test/support/auth.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { auditEvents, businessBankAccounts, payees } from '../../db/schema/index.ts';

const ERIN = {
  name: 'Erin Expert',
  kind: 'expert',
  taxId: '12-3456789',
  routingNumber: '021000021',
  accountNumber: '000123456789',
};

const BANK = {
  holderName: 'Demo Fitness Studio LLC',
  routingNumber: '121000358',
  accountNumber: '98765432100',
  ein: '84-1234567',
  bankName: 'First Demo Bank',
};

describe.each(testDatabaseKinds())('payees and the bank account on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  // Payees are created through the API, so the app's own cipher seals them: no cipher to share.
  beforeEach(async () => {
    studio = await buildStudio(t.database.db, { experts: 0, customers: 0 });
    owner = studio.principal.cookie;
  });
  afterAll(() => t.close());

  const createPayee = (cookie: string, payload: object = ERIN) =>
    t.app.inject({ method: 'POST', url: '/api/payees', headers: asUser(cookie), payload });

  it('stores tax ID and account number encrypted, and shows only their last 4 digits', async () => {
    const created = await createPayee(owner);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Erin Expert',
      taxIdLast4: '6789',
      accountLast4: '6789',
    });
    expect(created.body).not.toContain('123456789');
    const [row] = await t.database.db.select().from(payees).where(eq(payees.id, created.json().id));
    expect(row?.taxIdEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(JSON.stringify(row)).not.toContain('123456789"');
    const list = await t.app.inject({ method: 'GET', url: '/api/payees?q=erin', headers: { cookie: owner } });
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.body).not.toContain('000123456789');
  });

  it('reveals the full numbers to the principal only, and audits the reveal', async () => {
    const { id } = (await createPayee(owner)).json();
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/payees/${id}/reveal`,
      headers: asUser(owner),
    });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ taxId: '123456789', accountNumber: '000123456789' });
    expect(revealed.headers['cache-control']).toBe('no-store');
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payee.reveal'));
    expect(audits.some((a) => a.targetId === id)).toBe(true);
    expect(JSON.stringify(audits)).not.toContain('000123456789');

    const admin = studio.admin.cookie;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payees/${id}/reveal`,
      headers: asUser(admin),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('puts each bad field’s message on the field and saves nothing', async () => {
    const before = (await t.database.db.select().from(payees)).length;
    const response = await createPayee(owner, {
      name: 'E',
      kind: 'expert',
      taxId: '123',
      routingNumber: '021000022',
      accountNumber: '12-34',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['accountNumber', 'name', 'routingNumber', 'taxId'].sort(),
    );
    expect(response.json().errors.routingNumber).toEqual(['Enter a valid 9-digit routing number.']);
    expect((await t.database.db.select().from(payees)).length).toBe(before);
  });

  it('keeps another business’s payees out of reach', async () => {
    const { id } = (await createPayee(owner)).json();
    const theirs = (await buildStudio(t.database.db, { experts: 0, customers: 0 })).principal.cookie;
    for (const request of [
      { method: 'GET' as const, url: `/api/payees/${id}` },
      { method: 'POST' as const, url: `/api/payees/${id}/reveal` },
      { method: 'PUT' as const, url: `/api/payees/${id}`, payload: ERIN },
    ]) {
      const response = await t.app.inject({ ...request, headers: asUser(theirs) });
      expect(response.statusCode).toBe(404);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/payees', headers: { cookie: theirs } });
    expect(list.json().total).toBe(0);
  });

  it('pays one team member of this studio through one payee, refused on teamMemberId otherwise', async () => {
    const expert = await addPerson(t.database.db, studio, 'expert');
    const member = await addPerson(t.database.db, studio, 'customer');
    const elsewhere = await buildStudio(t.database.db, { experts: 1, customers: 0 });
    const linked = await createPayee(owner, { ...ERIN, teamMemberId: expert.membershipId });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().teamMemberId).toBe(expert.membershipId);
    const before = (await t.database.db.select().from(payees)).length;
    for (const [teamMemberId, status] of [
      [member.membershipId, 422],
      [elsewhere.experts[0]?.membershipId, 422],
      [expert.membershipId, 409],
    ] as const) {
      const refused = await createPayee(owner, { ...ERIN, teamMemberId });
      expect(refused.statusCode).toBe(status);
      expect(Object.keys(refused.json().errors)).toEqual(['teamMemberId']);
    }
    expect((await t.database.db.select().from(payees)).length).toBe(before);
    // Saving the payee again keeps its own link.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/payees/${linked.json().id}`,
      headers: asUser(owner),
      payload: { ...ERIN, teamMemberId: expert.membershipId },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('sets the business bank account, shows it masked and reveals it to the principal', async () => {
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/business/bank-account', headers: { cookie: owner } })
      ).json(),
    ).toBeNull();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/business/bank-account',
      headers: asUser(owner),
      payload: { ...BANK, holderName: studio.name, routingNumber: '123456789', accountNumber: '1234567' },
    });
    expect(bad.json().errors).toEqual({
      routingNumber: ['Enter a valid 9-digit routing number.'],
      accountNumber: ['Enter an account number of 8 to 17 digits.'],
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/business/bank-account',
      headers: asUser(owner),
      payload: { ...BANK, holderName: studio.name },
    });
    expect(saved.json()).toMatchObject({ holderName: studio.name, accountLast4: '2100' });
    expect(saved.body).not.toContain('98765432100');
    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/business/bank-account/reveal',
      headers: asUser(owner),
    });
    expect(revealed.json()).toEqual({ accountNumber: '98765432100' });
  });

  it('saves a payee’s account type and whether they are paid outside ACH, and reads them back', async () => {
    const created = await createPayee(owner, { ...ERIN, accountType: 'savings', paidOutsideAch: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ accountType: 'savings', paidOutsideAch: true });
    const { id } = created.json();
    const [row] = await t.database.db.select().from(payees).where(eq(payees.id, id));
    expect(row).toMatchObject({ accountType: 'savings', paidOutsideAch: true });
    const read = await t.app.inject({ method: 'GET', url: `/api/payees/${id}`, headers: { cookie: owner } });
    expect(read.json()).toMatchObject({ accountType: 'savings', paidOutsideAch: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/payees', headers: { cookie: owner } });
    expect(list.json().items).toMatchObject([{ id, accountType: 'savings', paidOutsideAch: true }]);

    // Left out, they are a checking account paid by ACH: on a change too, not kept from before.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/payees/${id}`,
      headers: asUser(owner),
      payload: ERIN,
    });
    expect(changed.json()).toMatchObject({ accountType: 'checking', paidOutsideAch: false });
    const [after] = await t.database.db.select().from(payees).where(eq(payees.id, id));
    expect(after).toMatchObject({ accountType: 'checking', paidOutsideAch: false });
  });

  it.each([
    ['accountType', 'money market', 'Choose checking or savings.'],
    ['accountType', null, 'Choose checking or savings.'],
    ['paidOutsideAch', 'yes', 'Say whether this payee is paid outside ACH.'],
  ])('refuses a payee’s %s of %j on its field, and changes nothing', async (field, value, message) => {
    const { id } = (
      await createPayee(owner, { ...ERIN, accountType: 'savings', paidOutsideAch: true })
    ).json();
    const before = await t.database.db.select().from(payees);
    const payload = { ...ERIN, [field]: value };
    for (const response of [
      await createPayee(owner, payload),
      await t.app.inject({ method: 'PUT', url: `/api/payees/${id}`, headers: asUser(owner), payload }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [message] });
    }
    expect(await t.database.db.select().from(payees)).toEqual(before);
  });

  const putBank = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/business/bank-account', headers: asUser(owner), payload });
  const getBank = () =>
    t.app.inject({ method: 'GET', url: '/api/business/bank-account', headers: { cookie: owner } });

  it('saves the EIN (without its hyphen), the bank’s name and the immediate origin, and reads them back', async () => {
    const saved = await putBank({ ...BANK, immediateOrigin: ' 021000021' });
    expect(saved.statusCode).toBe(200);
    const expected = { ein: '841234567', bankName: 'First Demo Bank', immediateOrigin: ' 021000021' };
    expect(saved.json()).toMatchObject(expected);
    expect((await getBank()).json()).toMatchObject(expected);
    const [row] = await t.database.db
      .select()
      .from(businessBankAccounts)
      .where(eq(businessBankAccounts.businessId, studio.businessId));
    expect(row).toMatchObject(expected);

    // Letters are kept as the bank prints them (upper case); left empty, the immediate origin is cleared.
    const lettered = await putBank({ ...BANK, ein: '841234567', immediateOrigin: 'ab12345678' });
    expect(lettered.json()).toMatchObject({ ein: '841234567', immediateOrigin: 'AB12345678' });
    const cleared = await putBank({ ...BANK, immediateOrigin: '' });
    expect(cleared.json()).toMatchObject({ immediateOrigin: null });
    expect((await putBank({ ...BANK, immediateOrigin: 'AB12345678' })).statusCode).toBe(200);
    expect((await putBank(BANK)).json()).toMatchObject({ immediateOrigin: null });
    expect((await getBank()).json()).toMatchObject({ ...expected, immediateOrigin: null });
  });

  it('shows null for what an account saved before the NACHA fields does not have', async () => {
    await t.database.db.insert(businessBankAccounts).values({
      businessId: studio.businessId,
      holderName: studio.name,
      routingNumber: '121000358',
      accountNumberEncrypted: 'v1:sealed-before',
      accountLast4: '2100',
    });
    expect((await getBank()).json()).toMatchObject({
      holderName: studio.name,
      ein: null,
      bankName: null,
      immediateOrigin: null,
    });
  });

  const EIN = 'Enter the studio’s 9-digit EIN.';
  const ORIGIN = 'Enter the 10 letters, digits or spaces your bank gave you, or leave it empty.';
  it.each([
    ['ein', undefined, EIN],
    ['ein', '8412345', EIN],
    ['ein', '8412345678', EIN],
    ['ein', '841-23-4567', EIN],
    ['ein', '84123456X', EIN],
    ['bankName', undefined, 'Enter the bank’s name.'],
    ['bankName', ' ', 'Enter the bank’s name.'],
    ['bankName', 'B', 'Use at least 2 characters for the bank’s name.'],
    ['bankName', 'First Demo Bank of California', 'Use at most 23 characters for the bank’s name.'],
    ['bankName', 'Bank #1', "Use only letters A to Z, digits, spaces and . & - ' in the bank’s name."],
    ['bankName', 'Banque Société', "Use only letters A to Z, digits, spaces and . & - ' in the bank’s name."],
    ['immediateOrigin', '021000021', ORIGIN],
    ['immediateOrigin', '12345678901', ORIGIN],
    ['immediateOrigin', '12345-7890', ORIGIN],
    ['immediateOrigin', 1234567890, ORIGIN],
  ])('refuses a bank account’s %s of %j on its field, and changes nothing', async (field, value, message) => {
    const first = { ...BANK, immediateOrigin: 'AB12345678' };
    expect((await putBank(first)).statusCode).toBe(200);
    const before = await t.database.db
      .select()
      .from(businessBankAccounts)
      .where(eq(businessBankAccounts.businessId, studio.businessId));
    const response = await putBank({ ...BANK, holderName: 'Someone Else', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(
      await t.database.db
        .select()
        .from(businessBankAccounts)
        .where(eq(businessBankAccounts.businessId, studio.businessId)),
    ).toEqual(before);
  });
});
