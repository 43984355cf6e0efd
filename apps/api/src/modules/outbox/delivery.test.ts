import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { SmtpReply, startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { openDatabase } from '../../db/client.ts';
import { memberships, outboxEmails } from '../../db/schema/index.ts';
import { queueDueReminders } from '../booking/reminders.ts';
import { type DeliveryOptions, deliverDueEmails } from './delivery.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';

// Delivery through a real SMTP server in the test process: what arrives is parsed back (headers, the
// text and HTML parts, the calendar part) and checked.

const FROM = 'studio@mail.test';
const LINK_SECRET = randomBytes(32);

describe.each(testDatabaseKinds())('email delivery over SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let studio: Studio;
  let maya: Person;
  let noah: Person;
  let rita: Person;
  let erin: Person;
  const api = apiOf(() => t.app);
  const date = daysAhead(12);

  const options = (extra: Partial<DeliveryOptions> = {}): DeliveryOptions => ({
    mailer: createSmtpMailer(smtp.url),
    fromAddress: FROM,
    publicOrigin: TEST_PUBLIC_URL,
    linkSecret: LINK_SECRET,
    ...extra,
  });
  const deliver = async (extra: Partial<DeliveryOptions> = {}) => {
    const delivery = options(extra);
    try {
      return await deliverDueEmails(t.database.db, delivery);
    } finally {
      delivery.mailer.close();
    }
  };
  const to = (person: { email: string }) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(person.email));
  const rowsTo = (email: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, email));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 3 });
    [maya, noah, rita] = studio.customers as [Person, Person, Person];
    erin = studio.experts[0] as Person;
    smtp = await startTestSmtpServer();
    // Whatever the studio's set-up queued is not this file's business.
    await deliver();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
  afterEach(() => {
    smtp.onRecipient = undefined;
    smtp.onMessage = undefined;
  });

  it('delivers the reset email with a working link, in HTML and text, with a stable Message-ID', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      // (A reset signs the person out everywhere: rita is used by no other test.)
      payload: { email: rita.email },
    });
    expect(asked.statusCode).toBe(202);
    expect(to(rita)).toHaveLength(0);
    const result = await deliver();
    expect(result.sent).toBeGreaterThanOrEqual(1);

    const [mail] = to(rita);
    expect(mail?.parsed.subject).toBe('Reset your password');
    const [row] = (await rowsTo(rita.email)).filter((email) => email.kind === 'reset_password');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail?.parsed.messageId).toBe(`<${row?.id}@mail.test>`);
    expect(mail?.parsed.from?.value[0]?.address).toBe(FROM);

    const link = mail?.parsed.text?.match(/(http:\/\/[^\s]+)\/reset-password\?token=([\w-]+)/);
    expect(link?.[1]).toBe(TEST_PUBLIC_URL);
    const token = link?.[2] as string;
    const html = mail?.parsed.html as string;
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/reset-password?token=${token}"`);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'A-new-password-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: rita.email, password: 'A-new-password-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the confirmed session with its invitation, and the cancel that removes it (same UID)', async () => {
    const booked = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '10:00'),
      expertId: erin.membershipId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const confirm = await api.post(erin.cookie, `/api/services/${id}/transitions`, { to: 'Confirmed' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await deliver();

    const confirmed = to(maya).find((mail) => mail.parsed.subject?.startsWith('Confirmed: '));
    expect(confirmed, 'the confirmation').toBeDefined();
    const invite = confirmed?.parsed.attachments.find((file) => file.filename === 'invite.ics');
    // Unfolded (RFC 5545 folds lines at 75 octets).
    const ics = invite?.content.toString('utf8').replace(/\r\n /g, '') ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${id}@bmp`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain(`ATTENDEE;CN="${maya.name}";ROLE=REQ-PARTICIPANT:mailto:${maya.email}`);
    // The calendar part mail apps show as an invitation.
    expect(confirmed?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const sequenceOf = (text: string) => Number(text.match(/SEQUENCE:(\d+)/)?.[1]);

    const cancel = await api.post(erin.cookie, `/api/services/${id}/transitions`, {
      to: 'Canceled',
      reason: 'Trainer is ill',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await deliver();
    const canceled = to(maya).find((mail) => mail.parsed.subject?.startsWith('Canceled: '));
    const removal = canceled?.parsed.attachments.find((file) => file.filename === 'invite.ics');
    const cancelIcs = removal?.content.toString('utf8').replace(/\r\n /g, '') ?? '';
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain(`UID:${id}@bmp`);
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(sequenceOf(cancelIcs)).toBeGreaterThanOrEqual(sequenceOf(ics));
  });

  it('writes a reminder in French, with a one-click unsubscribe that works without signing in', async () => {
    const chose = await api.put(noah.cookie, '/api/me/email-preferences', { language: 'fr' });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json()).toEqual({ language: 'fr', reminders: true, sessionNews: true, staffAlerts: false });
    const booked = await api.post(noah.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '12:00'),
      expertId: erin.membershipId,
      reminderMinutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await queueDueReminders(t.database.db, new Date(Date.parse(at(date, '12:00')) - 29 * 60_000));
    await deliver();

    const reminder = to(noah).find((mail) => mail.parsed.subject?.startsWith('Rappel : '));
    expect(reminder, 'the French reminder').toBeDefined();
    expect(reminder?.parsed.text).toContain(`Bonjour ${noah.name},`);
    expect(reminder?.parsed.text).toContain('commence dans 30 minutes');
    expect(reminder?.parsed.html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(reminder?.parsed.html).toContain(`href="${TEST_PUBLIC_URL}/members/settings/account"`);
    expect(reminder?.parsed.text).toContain('Ne plus recevoir ces rappels: http://');
    const headers = reminder?.raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
    const unsubscribeUrl = headers.match(/^List-Unsubscribe: <([^>]+)>$/im)?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${TEST_PUBLIC_URL}/api/email/unsubscribe?token=`)).toBe(true);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);

    // RFC 8058: the mail app POSTs a form, with no cookie.
    const url = new URL(unsubscribeUrl);
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    const [membership] = await t.database.db
      .select({ reminders: memberships.emailReminders, news: memberships.emailSessionNews })
      .from(memberships)
      .where(eq(memberships.id, noah.membershipId));
    expect(membership).toEqual({ reminders: false, news: true });

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${'x'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().errors).toHaveProperty('token');
    const missing = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe' });
    expect(missing.statusCode).toBe(400);
  });

  it('sends no reminder to a member who turned reminders off; the expert still gets theirs', async () => {
    const off = await api.put(maya.cookie, '/api/me/email-preferences', { reminders: false });
    expect(off.json()).toMatchObject({ reminders: false, sessionNews: true });
    const booked = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(date, '14:00'),
      expertId: erin.membershipId,
      reminderMinutes: 20,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mayaBefore = to(maya).length;
    const erinBefore = to(erin).length;
    await queueDueReminders(t.database.db, new Date(Date.parse(at(date, '14:00')) - 19 * 60_000));
    await deliver();
    expect(
      to(maya)
        .slice(mayaBefore)
        .filter((mail) => mail.parsed.subject?.startsWith('Reminder')),
    ).toEqual([]);
    expect(
      to(erin)
        .slice(erinBefore)
        .filter((mail) => mail.parsed.subject?.startsWith('Reminder')),
    ).toHaveLength(1);

    // Even a reminder already queued before the choice is not sent (checked again at sending).
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      membershipId: maya.membershipId,
      toEmail: maya.email,
      subject: 'Reminder: queued earlier',
      textBody: 'Hi',
      kind: 'service.reminder',
      category: 'reminder',
    });
    const result = await deliver();
    expect(result).toMatchObject({ sent: 0, skipped: 1 });
    expect(to(maya).some((mail) => mail.parsed.subject === 'Reminder: queued earlier')).toBe(false);
    await api.put(maya.cookie, '/api/me/email-preferences', { reminders: true });
  });

  it('retries a temporary failure later with the same Message-ID, then delivers it', async () => {
    const address = `later-${randomUUID().slice(0, 8)}@example.com`;
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      toEmail: address,
      subject: 'Try again',
      textBody: 'Hello <b>there</b> & welcome',
      kind: 'test',
    });
    smtp.onMessage = (raw) => (raw.includes(address) ? new SmtpReply(451, 'Try again later') : undefined);
    const now = new Date();
    const first = await deliver({ now: () => now });
    expect(first).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await rowsTo(address);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toContain('Try again later');
    expect(waiting?.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);

    // Not before its time, even if the server is fine again.
    smtp.onMessage = undefined;
    expect((await deliver({ now: () => now })).sent).toBe(0);
    const later = new Date(now.getTime() + 61_000);
    expect((await deliver({ now: () => later })).sent).toBe(1);
    const [sent] = await rowsTo(address);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const delivered = smtp.received.filter((mail) => mail.envelopeTo.includes(address));
    expect(delivered).toHaveLength(1);
    const offeredIds = smtp.offered
      .filter((raw) => raw.includes(address))
      .map((raw) => raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim());
    expect(offeredIds).toEqual([`<${sent?.id}@mail.test>`, `<${sent?.id}@mail.test>`]);
    // The text was escaped into the HTML part.
    expect(delivered[0]?.parsed.html).toContain('Hello &lt;b&gt;there&lt;/b&gt; &amp; welcome');
  });

  it('marks a refused address as failed with the reason, and shows it to staff only', async () => {
    const address = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      toEmail: address,
      subject: 'Never arrives',
      textBody: 'Hello',
      kind: 'test',
    });
    smtp.onRecipient = (to) => (to === address ? new SmtpReply(550, 'No such user here') : undefined);
    expect(await deliver()).toMatchObject({ failed: 1, retried: 0 });
    const [row] = await rowsTo(address);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('No such user here');

    const list = await api.get(studio.admin.cookie, '/api/outbox/failed');
    expect(list.statusCode).toBe(200);
    const failed = list.json().items.find((item: { toEmail: string }) => item.toEmail === address);
    expect(failed).toMatchObject({ subject: 'Never arrives', kind: 'test', attempts: 1, toName: null });
    expect(failed.reason).toContain('550');
    expect((await api.get(erin.cookie, '/api/outbox/failed')).statusCode).toBe(403);
    expect((await api.get(maya.cookie, '/api/outbox/failed')).statusCode).toBe(403);
    // Nothing is sent again on the next run.
    expect((await deliver()).failed).toBe(0);

    // Another studio's staff neither see it nor can queue it again.
    const other = await buildStudio(t.database.db, { credits: 10, customers: 0, experts: 1 });
    const theirs = await api.get(other.admin.cookie, '/api/outbox/failed');
    expect(theirs.json().items.map((item: { toEmail: string }) => item.toEmail)).not.toContain(address);
    expect((await api.post(other.admin.cookie, `/api/outbox/${row?.id}/retry`)).statusCode).toBe(404);
    expect((await rowsTo(address))[0]?.status).toBe('failed');

    // Own staff can, once the address is fixed on the server's side.
    smtp.onRecipient = undefined;
    expect((await api.post(studio.admin.cookie, `/api/outbox/${row?.id}/retry`)).statusCode).toBe(204);
    expect((await api.post(studio.admin.cookie, `/api/outbox/${row?.id}/retry`)).statusCode).toBe(409);
    expect((await deliver()).sent).toBe(1);
  });

  it('treats an unreachable mail server as a temporary failure, without waiting long', async () => {
    const address = `offline-${randomUUID().slice(0, 8)}@example.com`;
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      toEmail: address,
      subject: 'Offline',
      textBody: 'Hello',
      kind: 'test',
    });
    const closed = await startTestSmtpServer();
    await closed.close();
    const mailer = createSmtpMailer(closed.url);
    try {
      const started = performance.now();
      const result = await deliverDueEmails(t.database.db, { ...options(), mailer });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(result).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    } finally {
      mailer.close();
    }
    const [row] = await rowsTo(address);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    // Delivered once the server answers (the row is due again after its delay).
    const later = new Date(Date.now() + 2 * 60_000);
    expect((await deliver({ now: () => later })).sent).toBe(1);
  });

  it('after a crash mid-send, another worker sends it once the lease ends; the first one cannot record late', async () => {
    const address = `crash-${randomUUID().slice(0, 8)}@example.com`;
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      toEmail: address,
      subject: 'Crash',
      textBody: 'Hello',
      kind: 'test',
    });
    // Worker A claims it and hangs in the middle of the send (as if its process had frozen).
    let release: () => void = () => undefined;
    const offeredToA: string[] = [];
    const stuck: Mailer = {
      send: (message) => {
        offeredToA.push(message.messageId);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      close: () => undefined,
    };
    const now = new Date();
    const first = deliverDueEmails(t.database.db, {
      ...options(),
      mailer: stuck,
      now: () => now,
      leaseMs: 60_000,
    });
    await expect.poll(() => offeredToA.length).toBe(1);
    // Within the lease nobody else takes it.
    expect((await deliver({ now: () => now })).sent).toBe(0);
    // After it, worker B does, with the same Message-ID.
    const later = new Date(now.getTime() + 61_000);
    expect((await deliver({ now: () => later })).sent).toBe(1);
    release();
    expect((await first).sent).toBe(0);
    const [row] = await rowsTo(address);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const delivered = smtp.received.filter((mail) => mail.envelopeTo.includes(address));
    expect(delivered.map((mail) => mail.parsed.messageId)).toEqual([offeredToA[0]]);
  });

  it("keeps a reminder's unsubscribe link the same on a retry, so every copy's link works", async () => {
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      membershipId: erin.membershipId,
      toEmail: erin.email,
      subject: 'Reminder: retried',
      textBody: 'Hi',
      kind: 'service.reminder',
      category: 'reminder',
    });
    smtp.onMessage = (raw) => (raw.includes('Reminder: retried') ? new SmtpReply(451, 'Later') : undefined);
    const now = new Date();
    expect((await deliver({ now: () => now })).retried).toBe(1);
    smtp.onMessage = undefined;
    expect((await deliver({ now: () => new Date(now.getTime() + 61_000) })).sent).toBe(1);
    const links = smtp.offered
      .filter((raw) => raw.includes('Reminder: retried'))
      .map((raw) => raw.replace(/\r\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>$/im)?.[1]);
    expect(links).toHaveLength(2);
    expect(links[0]).toBeDefined();
    expect(links[1]).toBe(links[0]);
    const url = new URL(links[0] as string);
    const done = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(done.statusCode, done.body).toBe(200);
    await api.put(erin.cookie, '/api/me/email-preferences', { reminders: true });
  });

  it('gives up on an email that is too old to be useful', async () => {
    const address = `stale-${randomUUID().slice(0, 8)}@example.com`;
    await t.database.db.insert(outboxEmails).values({
      businessId: studio.businessId,
      toEmail: address,
      subject: 'Stale',
      textBody: 'Hello',
      kind: 'test',
      createdAt: new Date(Date.now() - 3 * 24 * 3_600_000),
    });
    expect(await deliver()).toMatchObject({ failed: 1, sent: 0 });
    expect(smtp.received.some((mail) => mail.envelopeTo.includes(address))).toBe(false);
  });

  if (kind === 'postgres') {
    it('two API instances deliver 200 queued emails, each exactly once', async () => {
      const url = (t.database as { url?: string }).url;
      expect(url).toBeDefined();
      const second = await openDatabase({ kind: 'postgres', url: url as string, poolSize: 5 });
      try {
        const tag = randomUUID().slice(0, 8);
        await t.database.db.insert(outboxEmails).values(
          Array.from({ length: 200 }, (_, i) => ({
            businessId: studio.businessId,
            toEmail: `bulk-${tag}-${i}@example.com`,
            subject: `Bulk ${i}`,
            textBody: 'Hello',
            kind: 'test',
          })),
        );
        const before = smtp.received.length;
        const [a, b] = [options({ batchSize: 20 }), options({ batchSize: 20 })];
        const started = performance.now();
        const [first, second_] = await Promise.all([
          deliverDueEmails(t.database.db, a),
          deliverDueEmails(second.db, b),
        ]);
        const seconds = (performance.now() - started) / 1000;
        a.mailer.close();
        b.mailer.close();
        console.info(`200 emails, two instances: ${seconds.toFixed(2)} s (${first.sent} + ${second_.sent})`);
        expect(first.sent + second_.sent).toBe(200);
        expect(first.sent).toBeGreaterThan(0);
        expect(second_.sent).toBeGreaterThan(0);
        const bulk = smtp.received.slice(before).filter((mail) => mail.parsed.subject?.startsWith('Bulk '));
        expect(bulk).toHaveLength(200);
        expect(new Set(bulk.map((mail) => mail.parsed.messageId)).size).toBe(200);
        const rows = await t.database.db
          .select({ status: outboxEmails.status, attempts: outboxEmails.attempts })
          .from(outboxEmails)
          .where(and(eq(outboxEmails.kind, 'test'), eq(outboxEmails.subject, 'Bulk 0')));
        expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
      } finally {
        await second.close();
      }
    });
  }
});
