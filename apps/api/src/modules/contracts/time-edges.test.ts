import { ESIGN_CONSENT_VERSION, toZonedParts } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, cookieFor, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { contractEvents, outboxEmails } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { expireAndRemindContracts, REMINDER_EVERY_DAYS } from './jobs.ts';
import { isMinorOn } from './waivers.service.ts';

// Every time comparison of contracts (decision 0053) at its exact edge, and just before and after:
// a contract signs until the instant it expires, not at it; its emailed link the same; the job
// expires it at that instant and reminds at exactly REMINDER_EVERY_DAYS after the last email; a
// paper waiver may be dated today in the studio's calendar, not tomorrow; a dependant is a minor
// until the day before their 18th birthday.

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2031-03-10T17:00:00.000Z');

describe('a minor, by date of birth', () => {
  it('is under 18 the day before the 18th birthday, and not on it', () => {
    expect(isMinorOn('2013-03-10', '2031-03-09')).toBe(true);
    expect(isMinorOn('2013-03-10', '2031-03-10')).toBe(false);
    expect(isMinorOn('2013-03-10', '2031-03-11')).toBe(false);
    // Born on 29 February: 18 on 1 March of a common year (the day after 28 February).
    expect(isMinorOn('2012-02-29', '2030-02-28')).toBe(true);
    expect(isMinorOn('2012-02-29', '2030-03-01')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('contract times at their edges on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let member: Person;
  let templateId: string;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    clock.makeClockMovable();
    t = await buildTestApp(kind);
  });
  beforeEach(async () => {
    clock.freezeClock(T0);
    studio = await buildStudio(t.database.db, { experts: 0, customers: 1 });
    member = studio.customers[0] as Person;
    const created = await api.post(studio.principal.cookie, '/api/contract-templates', {
      name: 'Waiver',
      kind: 'waiver',
      bodies: { en: 'I, {{member.fullName}}, train at my own risk.' },
    });
    templateId = created.json().id;
  });
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  /** A contract issued at T0 with one day to sign (it expires at T0 + 1 day exactly). */
  async function issued() {
    const answer = await api.post(studio.principal.cookie, '/api/contracts', {
      templateId,
      personId: member.membershipId,
      expiresInDays: 1,
    });
    expect(answer.json().expiresAt).toBe(new Date(T0.getTime() + DAY).toISOString());
    return answer.json().id as string;
  }

  /** Signs as the member at `at` (a session cookie made at that time). */
  async function signAt(at: Date, id: string) {
    clock.freezeClock(at);
    const cookie = await cookieFor(t.database.db, studio.businessId, member);
    return api.post(cookie, `/api/me/contracts/${id}/sign`, {
      consent: true,
      consentVersion: ESIGN_CONSENT_VERSION,
      typedName: member.name,
    });
  }

  it('signs one millisecond before the contract expires, and not at that instant', async () => {
    const before = await issued();
    const at = await issued();
    expect((await signAt(new Date(T0.getTime() + DAY - 1), before)).statusCode).toBe(200);
    const refused = await signAt(new Date(T0.getTime() + DAY), at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('expired');
  });

  it('opens the emailed link until the instant the contract expires', async () => {
    await issued();
    const [email] = await t.database.db
      .select({ text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toEmail, member.email), eq(outboxEmails.kind, 'contract.sent')));
    const token = email?.text.match(/\/contracts\/sign\/([A-Za-z0-9_-]+)/)?.[1];
    const open = () => t.app.inject({ method: 'GET', url: `/api/contract-links/${token}` });
    clock.freezeClock(new Date(T0.getTime() + DAY - 1));
    expect((await open()).statusCode).toBe(200);
    clock.freezeClock(new Date(T0.getTime() + DAY));
    expect((await open()).statusCode).toBe(404);
  });

  it('expires at the instant of expiry and reminds exactly REMINDER_EVERY_DAYS after the email', async () => {
    const short = await issued();
    const long = (
      await api.post(studio.principal.cookie, '/api/contracts', {
        templateId,
        personId: member.membershipId,
        expiresInDays: 10,
      })
    ).json().id as string;
    const types = async (id: string) =>
      (await t.database.db.select().from(contractEvents).where(eq(contractEvents.contractId, id))).map(
        (event) => event.type,
      );
    const runAt = async (ms: number) => {
      clock.freezeClock(new Date(T0.getTime() + ms));
      await expireAndRemindContracts(t.database.db, 'http://app.test');
    };
    await runAt(DAY - 1);
    expect(await types(short)).not.toContain('expired');
    await runAt(DAY);
    expect(await types(short)).toContain('expired');

    const every = REMINDER_EVERY_DAYS * DAY;
    await runAt(every - 1);
    expect(await types(long)).not.toContain('reminded');
    await runAt(every);
    expect((await types(long)).filter((type) => type === 'reminded')).toHaveLength(1);
    await runAt(every + 1);
    expect((await types(long)).filter((type) => type === 'reminded')).toHaveLength(1);
  });

  it('takes a paper waiver dated today in the studio’s calendar, not tomorrow', async () => {
    await api.put(studio.principal.cookie, '/api/contract-settings', {
      requiredWaiverTemplateId: templateId,
    });
    // 17:00 UTC is 10:00 in Los Angeles: the studio's today is the same calendar day.
    const today = toZonedParts(T0, studio.timeZone).date;
    const tomorrow = toZonedParts(new Date(T0.getTime() + DAY), studio.timeZone).date;
    const paper = (signedOn: string) =>
      api.post(studio.principal.cookie, '/api/waivers/paper', {
        templateId,
        personId: member.membershipId,
        signedOn,
        scan: { contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 scan').toString('base64') },
      });
    const refused = await paper(tomorrow);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.signedOn[0]).toContain('future');
    expect((await paper(today)).statusCode).toBe(201);
  });
});
