import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { addDays } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCardProviderDouble } from '../../../../../tools/card-provider-double/server.ts';
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
import { at } from '../../../test/support/studio-time.ts';
import { queryRows } from '../../db/raw.ts';
import {
  businesses,
  creditBalances,
  creditLots,
  membershipPlans,
  notifications,
  outboxEmails,
  subscriptionInvoices,
  subscriptions,
} from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { expireDueCredits } from '../credits/index.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createCardPayments } from '../purchases/index.ts';
import { runBilling } from './billing.ts';
import { runBillingJob } from './job.ts';

// Memberships through the API, on both databases (decisions/0055-memberships.md): plans and their bad
// input, buying with the agreement signed, renewals by the server's clock, a declined card retried to
// past due and recovered by a new card (through the local card provider double), freezing and
// canceling within the rules, staff's tools, and another studio kept out. After each, the journal
// balances and the credit ledger's invariants hold.

const WEBHOOK_SECRET = 'whsec_memberships';
const DAY = 24 * 60 * 60 * 1000;

const AGREEMENT = {
  name: 'Membership agreement',
  kind: 'membership_agreement',
  bodies: {
    en: 'I, {{member.fullName}}, join {{membership.plan}} at {{membership.price}} a {{membership.period}}.',
  },
};

const MONTHLY = {
  name: 'Monthly 8',
  period: 'month',
  price: '$120.00',
  includes: 'credits',
  grants: [{ kind: 'training', quantity: 8 }],
  rolloverMax: 2,
  signupFee: '$30.00',
  minCommitmentPeriods: 3,
  freezesPerYear: 1,
  freezeMinDays: 7,
  freezeMaxDays: 30,
  freezeFee: '$10.00',
  cancelNoticeDays: 14,
};

const UNLIMITED = {
  name: 'Unlimited training',
  includes: 'unlimited',
  grants: [],
  unlimitedKinds: ['training'],
  dailyCap: 1,
  rolloverMax: 0,
  signupFee: 0,
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabaseKinds())('memberships on %s', (kind) => {
  let t: TestApp;
  let double: Awaited<ReturnType<typeof startCardProviderDouble>>;
  let studio: Studio;
  let owner: Person;
  let member: Person;
  const api = apiOf(() => t.app);
  const db = () => t.database.db;
  let deps: Parameters<typeof runBilling>[0];

  beforeAll(async () => {
    clock.makeClockMovable();
    const port = await freePort();
    double = await startCardProviderDouble({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    });
    const stripe = { secretKey: 'sk_test_double', webhookSecret: WEBHOOK_SECRET, apiUrl: double.url };
    t = await buildTestApp(kind, { config: { stripe } });
    await t.app.listen({ port, host: '127.0.0.1' });
    deps = { db: db(), card: createCardPayments(stripe), origin: 'http://app.test:3000' };
  });
  beforeEach(async () => {
    studio = await buildStudio(db(), { experts: 1, customers: 2, timeZone: 'America/New_York' });
    owner = studio.principal;
    member = studio.customers[0] as Person;
  });
  afterEach(async () => {
    clock.resetClock();
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  /** Moves the server's clock; everyone signs in again (a session goes idle across a month). */
  async function moveTo(instant: string) {
    clock.setClock(new Date(instant));
    for (const person of [studio.principal, studio.admin, ...studio.customers]) {
      person.cookie = await cookieFor(db(), studio.businessId, person);
    }
  }

  async function agreement(): Promise<string> {
    const created = await api.post(owner.cookie, '/api/contract-templates', AGREEMENT);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function plan(extra: object = {}): Promise<string> {
    const created = await api.post(owner.cookie, '/api/membership-plans', { ...MONTHLY, ...extra });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function choose(planId: string, paymentMethod: 'studio' | 'card' = 'studio', who: Person = member) {
    const chosen = await api.post(who.cookie, '/api/me/subscriptions', { planId, paymentMethod });
    expect(chosen.statusCode, chosen.body).toBe(201);
    return chosen.json() as { id: string; contractId: string | null; status: string };
  }

  async function sign(contractId: string, who: Person = member) {
    const signed = await api.post(
      who.cookie,
      `/api/me/contracts/${contractId}/sign`,
      signature(who.name, signaturePng()),
    );
    expect(signed.statusCode, signed.body).toBe(200);
  }

  async function view(id: string, who: Person = member) {
    const response = await api.get(who.cookie, `/api/me/subscriptions/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function balance(customerId: string) {
    const [row] = await db()
      .select({ available: creditBalances.available })
      .from(creditBalances)
      .where(and(eq(creditBalances.customerId, customerId), eq(creditBalances.kind, 'training')));
    return row?.available ?? 0;
  }

  /** Books the studio's expert for the member at a New York time (a training session, one credit). */
  async function bookSession(day: string, time: string) {
    return api.post(member.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: studio.experts[0]?.membershipId,
      startsAt: at(day, time, 'America/New_York'),
    });
  }

  /** Staff mark a session done: its credits are used. */
  async function complete(serviceId: string) {
    const confirmed = await api.post(owner.cookie, `/api/services/${serviceId}/transitions`, {
      to: 'Confirmed',
    });
    expect([200, 409], confirmed.body).toContain(confirmed.statusCode);
    const completed = await api.post(owner.cookie, `/api/services/${serviceId}/transitions`, {
      to: 'Completed',
    });
    expect(completed.statusCode, completed.body).toBe(200);
  }

  /** What the studio's journal has recognised as revenue, in cents. */
  async function revenue() {
    const [row] = await queryRows<{ cents: number | string }>(
      db(),
      sql`select coalesce(-sum(amount_cents), 0)::bigint as cents from journal_lines
          where business_id = ${studio.businessId} and account = 'revenue'`,
    );
    return Number(row?.cents ?? 0);
  }

  /** Starts the unlimited plan on May 3, 2027 (31 days to June 3) and pays its $120.00 in cash. */
  async function unlimitedPaid() {
    await moveTo('2027-05-03T16:00:00Z');
    const { id } = await choose(await plan(UNLIMITED));
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const invoice = started.json().subscription.invoices[0];
    const cash = await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${invoice.id}/cash`);
    expect(cash.statusCode, cash.body).toBe(200);
    return { id, purchaseId: cash.json().invoices[0].purchaseId as string };
  }

  /** The instant studio day k (1-based) of the May 3 period ends: the next day's New York midnight. */
  const endOfDay = (k: number) => at(addDays('2027-05-03', k), '00:00', 'America/New_York');
  /** An unlimited period's revenue after its day k: the price × k ÷ 31, rounded down. */
  const share = (k: number) => Math.floor((12_000 * k) / 31);
  const bill = () => runBilling(deps, { businessId: studio.businessId });

  /** Fills the double's hosted page as a browser would, with a test card. */
  async function saveCard(checkoutUrl: string, cardNumber = '4242 4242 4242 4242') {
    const answer = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
  }

  it('refuses a plan with bad input on its fields and saves nothing', async () => {
    const price = await api.post(owner.cookie, '/api/membership-plans', { ...MONTHLY, price: '$0.00' });
    expect(Object.keys(price.json().errors)).toEqual(['price']);
    const refused = await api.post(owner.cookie, '/api/membership-plans', {
      ...MONTHLY,
      grants: [],
      freezeMinDays: 20,
      freezeMaxDays: 10,
    });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['freezeMaxDays', 'grants']);
    const unlimited = await api.post(owner.cookie, '/api/membership-plans', {
      ...MONTHLY,
      includes: 'unlimited',
      grants: [],
    });
    expect(Object.keys(unlimited.json().errors).sort()).toEqual([
      'dailyCap',
      'rolloverMax',
      'unlimitedKinds',
    ]);
    const waiver = await api.post(owner.cookie, '/api/contract-templates', { ...AGREEMENT, kind: 'waiver' });
    const wrongTemplate = await api.post(owner.cookie, '/api/membership-plans', {
      ...MONTHLY,
      agreementTemplateId: waiver.json().id,
    });
    expect(wrongTemplate.statusCode).toBe(422);
    expect(wrongTemplate.json().errors.agreementTemplateId[0]).toBe(
      'Choose a membership agreement of the studio.',
    );
    const rows = await db()
      .select()
      .from(membershipPlans)
      .where(eq(membershipPlans.businessId, studio.businessId));
    expect(rows).toEqual([]);
    expect((await api.post(member.cookie, '/api/membership-plans', MONTHLY)).statusCode).toBe(403);
  });

  it('is bought by signing its agreement and paying at the studio; staff take the cash', async () => {
    const planId = await plan({ agreementTemplateId: await agreement() });
    const chosen = await choose(planId);
    expect(chosen.status).toBe('pending');
    expect(chosen.contractId).not.toBeNull();
    const early = await api.post(member.cookie, `/api/me/subscriptions/${chosen.id}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.agreement[0]).toBe('Sign the membership agreement before paying.');
    expect((await view(chosen.id)).status).toBe('pending');
    expect(await balance(member.membershipId)).toBe(0);

    await sign(chosen.contractId as string);
    const started = await api.post(member.cookie, `/api/me/subscriptions/${chosen.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const sub = started.json().subscription;
    expect(sub.status).toBe('active');
    expect(sub.invoices).toHaveLength(1);
    // The first period: the price and the sign-up fee, owed at the studio; the credits come at once.
    expect(sub.invoices[0]).toMatchObject({ amountCents: 15_000, status: 'open' });
    expect(await balance(member.membershipId)).toBe(8);
    const twice = await api.post(member.cookie, `/api/me/subscriptions/${chosen.id}/start`);
    expect(twice.statusCode).toBe(409);
    expect(await balance(member.membershipId)).toBe(8);

    const cash = await api.post(
      owner.cookie,
      `/api/subscriptions/${chosen.id}/invoices/${sub.invoices[0].id}/cash`,
    );
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().invoices[0]).toMatchObject({ status: 'paid', receiptNumber: expect.any(Number) });
    expect(await balance(member.membershipId)).toBe(8);
    expect(cash.json().history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['created', 'started', 'invoice.opened', 'invoice.paid', 'invoice.cash']),
    );
  });

  it('pauses a suspended studio’s renewals and catches up when it is reactivated', async () => {
    await moveTo('2027-01-31T15:00:00Z');
    const { id } = await choose(await plan());
    await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    // The operator suspends the studio (docs/decisions/0062-platform-operator.md) before the renewal.
    await db()
      .update(businesses)
      .set({ suspendedAt: clock.now(), suspensionReason: 'Unpaid platform fees.' })
      .where(eq(businesses.id, studio.businessId));
    clock.setClock(new Date('2027-02-28T05:00:00Z'));
    expect((await bill()).renewed).toBe(0);
    const paused = await db()
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, id));
    expect(paused).toHaveLength(1);

    await db()
      .update(businesses)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(eq(businesses.id, studio.businessId));
    clock.setClock(new Date('2027-03-01T05:00:00Z'));
    expect((await bill()).renewed).toBe(1);
    const invoices = await db()
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, id));
    expect(invoices.map((invoice) => invoice.periodStart).sort()).toEqual(['2027-01-31', '2027-02-28']);
  });

  it('renews at the studio’s midnight by the server’s clock, once however often the run goes, with rollover', async () => {
    await moveTo('2027-01-31T15:00:00Z');
    const planId = await plan();
    const { id } = await choose(planId);
    await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    expect((await view(id)).nextChargeOn).toBe('2027-02-28');

    // 23:59 the night before (New York): not yet.
    await moveTo('2027-02-28T04:59:00Z');
    expect((await runBilling(deps, { businessId: studio.businessId })).renewed).toBe(0);
    await moveTo('2027-02-28T05:00:00Z');
    // Two runs at once, then a third: one renewal.
    const runs = await Promise.all([
      runBilling(deps, { businessId: studio.businessId }),
      runBilling(deps, { businessId: studio.businessId }),
    ]);
    expect(runs[0].renewed + runs[1].renewed).toBe(1);
    expect((await runBilling(deps, { businessId: studio.businessId })).renewed).toBe(0);
    const renewed = await view(id);
    expect(renewed.invoices.map((invoice: { periodStart: string }) => invoice.periodStart)).toEqual([
      '2027-02-28',
      '2027-01-31',
    ]);
    expect(renewed.nextChargeOn).toBe('2027-03-31');
    // 8 new, and 2 of the 8 unused roll over; the first period's lot expires (the expiry job).
    expect(await balance(member.membershipId)).toBe(18);
    await expireDueCredits(db());
    expect(await balance(member.membershipId)).toBe(10);
    // March 31 begins at 04:00 UTC in New York, after the clocks went forward (daylight saving).
    await moveTo('2027-03-31T03:59:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    expect((await view(id)).invoices).toHaveLength(2);
    await moveTo('2027-03-31T04:00:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    expect((await view(id)).invoices).toHaveLength(3);
    const periods = await db()
      .select({ n: subscriptionInvoices.periodIndex })
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, id));
    expect(periods.map((row) => row.n).sort()).toEqual([0, 1, 2]);
  });

  it('charges a saved card, retries a declined renewal after 1, 3 and 7 days, goes past due, and recovers with a new card', async () => {
    await moveTo('2027-04-10T14:00:00Z');
    const planId = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const { id } = await choose(planId, 'card');
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const checkoutUrl = started.json().checkoutUrl as string;
    expect(checkoutUrl).toContain(double.url);
    await saveCard(checkoutUrl, '4000 0000 0000 0341');
    let sub = await view(id);
    expect(sub.status).toBe('active');
    expect(sub.cardLabel).toBe('Visa ending 0341');
    // The first charge was declined: no credits until it is paid.
    expect(sub.invoices[0].attempts).toMatchObject([{ number: 1, status: 'declined' }]);
    expect(await balance(member.membershipId)).toBe(0);

    for (const days of [1, 3, 7]) {
      await moveTo(new Date(Date.parse('2027-04-10T04:00:00Z') + days * DAY + 60_000).toISOString());
      await runBilling(deps, { businessId: studio.businessId });
    }
    sub = await view(id);
    expect(sub.status).toBe('past_due');
    expect(sub.invoices[0]).toMatchObject({ status: 'past_due' });
    expect(sub.invoices[0].attempts.map((a: { status: string }) => a.status)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
    ]);
    const emails = await db()
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, member.email));
    expect(emails.filter((email) => email.kind === 'membership.paymentFailed')).toHaveLength(3);
    expect(emails.filter((email) => email.kind === 'membership.pastDue')).toHaveLength(1);

    const update = await api.post(member.cookie, `/api/me/subscriptions/${id}/card`);
    expect(update.statusCode, update.body).toBe(200);
    await saveCard(update.json().checkoutUrl);
    sub = await view(id);
    expect(sub.status).toBe('active');
    expect(sub.cardLabel).toBe('Visa ending 4242');
    expect(sub.invoices[0].status).toBe('paid');
    expect(await balance(member.membershipId)).toBe(8);
    // Every attempt had its own key, and no key charged twice.
    const mine = double
      .charges()
      .charges.filter((charge) => charge.key?.startsWith(`invoice:${sub.invoices[0].id}`));
    expect(mine.map((charge) => charge.outcome)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
      'succeeded',
    ]);
    expect(Object.values(double.charges().countsByKey).every((n) => n === 1)).toBe(true);
  });

  it('pays a weekly period recovered after it ended: its credits run a week from the payment', async () => {
    await moveTo('2027-04-10T14:00:00Z');
    const weekly = await plan({
      name: 'Weekly',
      period: 'week',
      price: '$30.00',
      signupFee: 0,
      minCommitmentPeriods: 0,
    });
    const { id } = await choose(weekly, 'card');
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    await saveCard(started.json().checkoutUrl, '4000 0000 0000 0341');
    // Retried after 1, 3 and 7 days: the last try is after the week ended (April 17, New York).
    for (const days of [1, 3, 7]) {
      await moveTo(new Date(Date.parse('2027-04-10T04:00:00Z') + days * DAY + 60_000).toISOString());
      await runBilling(deps, { businessId: studio.businessId });
    }
    const update = await api.post(member.cookie, `/api/me/subscriptions/${id}/card`);
    await saveCard(update.json().checkoutUrl);
    const sub = await view(id);
    const first = sub.invoices.find(
      (invoice: { periodStart: string }) => invoice.periodStart === '2027-04-10',
    );
    expect(first).toMatchObject({ status: 'paid' });
    // Paid on April 17 for April 10 to 16: the 8 credits run 7 days from then, not already expired.
    expect(await balance(member.membershipId)).toBeGreaterThanOrEqual(8);
    const [lot] = await db()
      .select({ expiresAt: creditLots.expiresAt })
      .from(creditLots)
      .where(and(eq(creditLots.customerId, member.membershipId), eq(creditLots.sourceId, first.purchaseId)));
    expect(lot?.expiresAt?.toISOString()).toBe('2027-04-24T04:00:00.000Z');
  });

  it('freezes within the plan’s rules, moving the next charge and the commitment; refuses outside them', async () => {
    await moveTo('2027-05-03T16:00:00Z');
    const { id } = await choose(await plan());
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    const firstInvoice = started.json().subscription.invoices[0].id;
    await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${firstInvoice}/cash`);
    const before = await view(id);
    expect(before).toMatchObject({ nextChargeOn: '2027-06-03', commitmentEndsOn: '2027-08-03' });

    const tooLong = await api.get(
      member.cookie,
      `/api/me/subscriptions/${id}/freeze-preview?startsOn=2027-05-10&endsOn=2027-06-30`,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.endsOn[0]).toBe('A freeze on this plan lasts 7 to 30 days; this one is 52.');
    const past = await api.post(member.cookie, `/api/me/subscriptions/${id}/freeze`, {
      startsOn: '2027-05-01',
      endsOn: '2027-05-14',
    });
    expect(past.json().errors.startsOn[0]).toBe('A freeze starts today or later.');

    const preview = await api.get(
      member.cookie,
      `/api/me/subscriptions/${id}/freeze-preview?startsOn=2027-05-10&endsOn=2027-05-23`,
    );
    expect(preview.json()).toEqual({
      startsOn: '2027-05-10',
      endsOn: '2027-05-23',
      days: 14,
      feeCents: 1000,
      nextChargeOn: '2027-06-17',
      commitmentEndsOn: '2027-08-17',
    });
    const frozen = await api.post(member.cookie, `/api/me/subscriptions/${id}/freeze`, {
      startsOn: '2027-05-10',
      endsOn: '2027-05-23',
    });
    expect(frozen.json()).toEqual(preview.json());
    expect(await view(id)).toMatchObject({
      nextChargeOn: '2027-06-17',
      commitmentEndsOn: '2027-08-17',
      status: 'active',
    });
    const again = await api.post(member.cookie, `/api/me/subscriptions/${id}/freeze`, {
      startsOn: '2027-07-01',
      endsOn: '2027-07-10',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.startsOn[0]).toBe('This plan allows 1 freeze a year, and you have used it.');

    await moveTo('2027-05-10T05:00:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    expect((await view(id)).status).toBe('frozen');
    await moveTo('2027-05-24T05:00:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    expect((await view(id)).status).toBe('active');
    // The next period opens on the moved day, with the freeze's fee on it.
    await moveTo('2027-06-17T05:00:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    const renewed = await view(id);
    expect(renewed.invoices[0]).toMatchObject({ periodStart: '2027-06-17', amountCents: 13_000 });
  });

  it('cancels after the notice and not inside the commitment, states it first, and then changes no more', async () => {
    await moveTo('2027-05-03T16:00:00Z');
    const { id } = await choose(await plan());
    await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    const early = await api.post(member.cookie, `/api/me/subscriptions/${id}/cancel`, {
      endsOn: '2027-06-03',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.endsOn[0]).toBe(
      'Your plan has a commitment until 2027-08-03: the earliest it can end is 2027-08-03. Ending sooner means paying the 2 periods left ($240.00); ask the studio.',
    );
    const preview = await api.get(member.cookie, `/api/me/subscriptions/${id}/cancel-preview`);
    expect(preview.json()).toMatchObject({
      endsOn: '2027-08-03',
      lastDay: '2027-08-02',
      lastChargeOn: '2027-07-03',
      lastChargeCents: 12_000,
    });
    const canceled = await api.post(member.cookie, `/api/me/subscriptions/${id}/cancel`, {
      reason: 'Moving away',
    });
    expect(canceled.json()).toEqual(preview.json());
    const sub = await view(id);
    expect(sub).toMatchObject({ endsOn: '2027-08-03', status: 'active' });
    const emails = await db()
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, member.email));
    expect(emails.map((email) => email.kind)).toContain('membership.canceled');

    const again = await api.post(member.cookie, `/api/me/subscriptions/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    const freeze = await api.post(member.cookie, `/api/me/subscriptions/${id}/freeze`, {
      startsOn: '2027-05-10',
      endsOn: '2027-05-20',
    });
    expect(freeze.statusCode).toBe(409);

    // It renews until its end, then stops.
    for (const day of ['2027-06-03', '2027-07-03', '2027-08-03']) {
      await moveTo(`${day}T05:00:00Z`);
      await runBilling(deps, { businessId: studio.businessId });
    }
    const ended = await view(id);
    expect(ended.status).toBe('canceled');
    expect(ended.invoices).toHaveLength(3);
  });

  it('lets staff sell a plan from the customer page, waive what is past due, and keeps other studios out', async () => {
    await moveTo('2027-05-03T16:00:00Z');
    const planId = await plan({ signupFee: 0 });
    const customer = studio.customers[1] as Person;
    const sold = await api.post(owner.cookie, `/api/customers/${customer.membershipId}/subscriptions`, {
      planId,
      paymentMethod: 'studio',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json()).toMatchObject({ status: 'active', paymentMethod: 'studio' });
    const id = sold.json().id as string;
    const twice = await api.post(owner.cookie, `/api/customers/${customer.membershipId}/subscriptions`, {
      planId,
      paymentMethod: 'studio',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.planId[0]).toBe(`${customer.name} already has the Monthly 8 membership.`);

    // Unpaid at the studio past the last retry day: past due.
    await moveTo('2027-05-11T05:00:00Z');
    expect((await runBilling(deps, { businessId: studio.businessId })).pastDue).toBe(1);
    // The studio's staff are told, on the bell, with a link to the membership.
    const told = await db()
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.membershipId, owner.membershipId),
          eq(notifications.kind, 'staff.membershipPastDue'),
        ),
      );
    expect(told).toEqual([{ kind: 'staff.membershipPastDue', link: `/admin/services/memberships/${id}` }]);
    const pastDue = await api.get(owner.cookie, '/api/subscriptions?status=past_due');
    expect(pastDue.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
    const invoiceId = (await api.get(owner.cookie, `/api/subscriptions/${id}`)).json().invoices[0]
      .id as string;
    // Past due: the studio does not let her book until it is settled (its setting), then it does.
    const booking = {
      offeringId: studio.studioOfferingId,
      expertId: studio.experts[0]?.membershipId,
      startsAt: at('2027-05-13', '10:00', 'America/New_York'),
    };
    const refusedBooking = await api.post(customer.cookie, '/api/me/services', booking);
    expect(refusedBooking.statusCode).toBe(409);
    expect(refusedBooking.json().detail).toBe(
      'Your Monthly 8 membership is past due. Update your card or pay at the studio to book again.',
    );
    expect(refusedBooking.json().errors.membership).toEqual([`/members/memberships/${id}`]);
    await db().update(businesses).set({ pastDueMayBook: true }).where(eq(businesses.id, studio.businessId));
    const allowedBooking = await api.post(customer.cookie, '/api/me/services', booking);
    expect(allowedBooking.statusCode, allowedBooking.body).toBe(201);
    await db().update(businesses).set({ pastDueMayBook: false }).where(eq(businesses.id, studio.businessId));
    const noReason = await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${invoiceId}/waive`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const waived = await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${invoiceId}/waive`, {
      reason: 'Injured, goodwill',
    });
    expect(waived.json()).toMatchObject({
      status: 'active',
      invoices: [{ status: 'waived', waivedReason: 'Injured, goodwill' }],
    });

    const other = await buildStudio(db(), { experts: 0, customers: 1 });
    expect((await api.get(other.principal.cookie, `/api/subscriptions/${id}`)).statusCode).toBe(404);
    expect(
      (await api.post(other.principal.cookie, `/api/subscriptions/${id}/cancel`, { now: true })).statusCode,
    ).toBe(404);
    expect((await api.get(member.cookie, `/api/me/subscriptions/${id}`)).statusCode).toBe(404);
    expect((await api.post(member.cookie, `/api/me/subscriptions/${id}/cancel`, {})).statusCode).toBe(404);
    expect(
      (
        await api.post(other.customers[0]?.cookie ?? '', '/api/me/subscriptions', {
          planId,
          paymentMethod: 'studio',
        })
      ).statusCode,
    ).toBe(422);
    const [row] = await db()
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    expect(row?.status).toBe('active');
  });

  it('changes plan mid-period: the unused days refunded to the card, the new plan’s days charged, previewed first', async () => {
    await moveTo('2027-06-01T14:00:00Z');
    const monthly = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const bigger = await plan({
      name: 'Monthly 12',
      price: '$180.00',
      grants: [{ kind: 'training', quantity: 12 }],
      signupFee: 0,
      minCommitmentPeriods: 0,
    });
    const { id } = await choose(monthly, 'card');
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    await saveCard(started.json().checkoutUrl);
    expect(await balance(member.membershipId)).toBe(8);
    const refundsBefore = double.state.refunds.size;

    // June 16 in New York: 15 of June's 30 days are left.
    await moveTo('2027-06-16T14:00:00Z');
    const preview = await api.get(
      member.cookie,
      `/api/me/subscriptions/${id}/change-preview?planId=${bigger}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      fromPlan: 'Monthly 8',
      toPlan: 'Monthly 12',
      startsOn: '2027-06-16',
      lastDay: '2027-06-30',
      daysLeft: 15,
      daysInPeriod: 30,
      creditCents: 6_000,
      chargeCents: 9_000,
      netCents: 3_000,
      credits: [{ kind: 'training', quantity: 6 }],
      creditsTakenBack: 4,
      refundTo: 'card',
      nextChargeOn: '2027-07-01',
      nextChargeCents: 18_000,
    });
    // The preview changes nothing.
    expect((await view(id)).terms.name).toBe('Monthly 8');

    const changed = await api.post(member.cookie, `/api/me/subscriptions/${id}/change`, { planId: bigger });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ creditCents: 6_000, chargeCents: 9_000 });
    const sub = await view(id);
    expect(sub.terms).toMatchObject({ name: 'Monthly 12', priceCents: 18_000 });
    expect(sub.planId).toBe(bigger);
    expect(sub.invoices[0]).toMatchObject({
      kind: 'change',
      amountCents: 9_000,
      status: 'paid',
      periodStart: '2027-06-16',
      periodEnd: '2027-06-30',
      receiptNumber: expect.any(Number),
    });
    // 8 − 4 taken back by the $60.00 refund + 6 for the days left.
    expect(await balance(member.membershipId)).toBe(10);
    const refunds = [...double.state.refunds.values()].slice(refundsBefore);
    expect(refunds.map((refund) => refund.amount)).toEqual([6_000]);
    expect(sub.history.map((entry: { action: string }) => entry.action)).toContain('plan.changed');
    // Asked again (a retried request, or the billing job resuming): nothing more is refunded.
    await moveTo('2027-06-16T15:00:00Z');
    const [change] = await db()
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.subscriptionId, id), eq(subscriptionInvoices.kind, 'change')));
    expect(change?.creditRefundId).not.toBeNull();
    expect((await runBillingJob(deps)).changesFinished).toBe(0);
    expect(double.state.refunds.size).toBe(refundsBefore + 1);

    // July 1: the new plan's full price and credits.
    await moveTo('2027-07-01T04:01:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    const renewed = await view(id);
    expect(renewed.invoices[0]).toMatchObject({ kind: 'period', amountCents: 18_000, status: 'paid' });
    // 10 from June, 12 new, and 2 of June's period credits roll over (the plan's rollover); June's
    // lots (4 + 6 unused) then expire.
    expect(await balance(member.membershipId)).toBe(24);
    await expireDueCredits(db());
    expect(await balance(member.membershipId)).toBe(14);
  });

  it('refuses a plan change that breaks a rule, on its field, and changes nothing', async () => {
    await moveTo('2027-06-01T14:00:00Z');
    const monthly = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const yearly = await plan({ name: 'Yearly', period: 'year', price: '$1,200.00', signupFee: 0 });
    const other = await plan({
      name: 'Monthly 4',
      price: '$70.00',
      grants: [{ kind: 'training', quantity: 4 }],
    });
    const { id } = await choose(monthly);
    await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    const before = await view(id);
    const preview = (who: Person, planId: string, base = '/api/me/subscriptions') =>
      api.get(who.cookie, `${base}/${id}/change-preview?planId=${planId}`);

    const same = await preview(owner, monthly, '/api/subscriptions');
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.planId[0]).toBe('This membership is already on Monthly 8.');
    const calendar = await preview(owner, yearly, '/api/subscriptions');
    expect(calendar.statusCode).toBe(422);
    expect(calendar.json().errors.planId[0]).toMatch(/^Yearly is billed by the year/);
    // Paid at the studio: the desk changes it (cash changes hands), not the member.
    const atDesk = await api.post(member.cookie, `/api/me/subscriptions/${id}/change`, { planId: other });
    expect(atDesk.statusCode).toBe(409);
    expect(atDesk.json().errors.planId[0]).toMatch(/paid at the studio/);
    // Its first invoice is still owed.
    const owed = await preview(owner, other, '/api/subscriptions');
    expect(owed.statusCode).toBe(409);
    expect(owed.json().errors.planId[0]).toMatch(/still owed/);
    const badId = await api.get(member.cookie, `/api/me/subscriptions/${id}/change-preview?planId=nope`);
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['planId']);
    // Another member, and another studio's staff, do not find it.
    const someoneElse = studio.customers[1] as Person;
    expect((await preview(someoneElse, other)).statusCode).toBe(404);
    const elsewhere = await buildStudio(db(), { experts: 0, customers: 0 });
    expect((await preview(elsewhere.principal, other, '/api/subscriptions')).statusCode).toBe(404);
    expect(
      (await api.post(elsewhere.principal.cookie, `/api/subscriptions/${id}/change`, { planId: other }))
        .statusCode,
    ).toBe(404);
    let after = await view(id);
    expect(after.terms).toEqual(before.terms);
    expect(after.invoices).toEqual(before.invoices);

    // Paid, then frozen, then canceled: each state refuses a change, and says why.
    await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${before.invoices[0].id}/cash`);
    const frozen = await api.post(owner.cookie, `/api/subscriptions/${id}/freeze`, {
      startsOn: '2027-06-01',
      endsOn: '2027-06-08',
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    await runBilling(deps, { businessId: studio.businessId });
    const whileFrozen = await preview(owner, other, '/api/subscriptions');
    expect(whileFrozen.statusCode).toBe(409);
    expect(whileFrozen.json().errors.subscription[0]).toBe(
      'This membership is frozen: change plan once the freeze ends.',
    );
    await api.post(owner.cookie, `/api/subscriptions/${id}/cancel`, { reason: 'Moving', now: true });
    const canceled = await api.post(owner.cookie, `/api/subscriptions/${id}/change`, { planId: other });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().errors.subscription[0]).toBe(
      'This membership is over: it can no longer be changed.',
    );
    after = await view(id);
    expect(after.terms).toEqual(before.terms);
    expect(after.invoices.filter((invoice: { kind: string }) => invoice.kind === 'change')).toEqual([]);
  });

  it('refuses a member’s own plan change when the period was paid in cash at the desk: staff change it there', async () => {
    await moveTo('2027-06-01T14:00:00Z');
    const monthly = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const smaller = await plan({
      name: 'Monthly 4',
      price: '$70.00',
      grants: [{ kind: 'training', quantity: 4 }],
    });
    const { id } = await choose(monthly, 'card');
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    // The card declines; staff take the first period in cash instead.
    await saveCard(started.json().checkoutUrl, '4000 0000 0000 0341');
    const first = (await view(id)).invoices[0].id as string;
    const cash = await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${first}/cash`);
    expect(cash.statusCode, cash.body).toBe(200);
    await moveTo('2027-06-16T14:00:00Z');
    const mine = await api.post(member.cookie, `/api/me/subscriptions/${id}/change`, { planId: smaller });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().errors.planId[0]).toMatch(/^This period was paid at the studio/);
    expect((await view(id)).terms.name).toBe('Monthly 8');
    // Staff can: the credit is theirs to hand over.
    const staff = await api.post(owner.cookie, `/api/subscriptions/${id}/change`, { planId: smaller });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({ refundTo: 'cash', creditCents: 6_000 });
  });

  it('lets staff change a membership paid at the studio: the credit back in cash, the new days owed at the desk', async () => {
    await moveTo('2027-06-01T14:00:00Z');
    const monthly = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const smaller = await plan({
      name: 'Monthly 4',
      price: '$70.00',
      grants: [{ kind: 'training', quantity: 4 }],
    });
    const { id } = await choose(monthly);
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    const first = started.json().subscription.invoices[0].id as string;
    await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${first}/cash`);
    // June 21: 10 days left of 30.
    await moveTo('2027-06-21T14:00:00Z');
    const changed = await api.post(owner.cookie, `/api/subscriptions/${id}/change`, { planId: smaller });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      creditCents: 4_000,
      chargeCents: 2_333,
      netCents: -1_667,
      credits: [{ kind: 'training', quantity: 1 }],
      creditsTakenBack: 2,
      refundTo: 'cash',
    });
    const sub = await api.get(owner.cookie, `/api/subscriptions/${id}`);
    expect(sub.json().invoices[0]).toMatchObject({ kind: 'change', amountCents: 2_333, status: 'open' });
    // 8 − 2 taken back + 1 for the days left (this studio lets members book before paying, so the
    // credit comes at once and the $23.33 is owed).
    expect(await balance(member.membershipId)).toBe(7);
    const change = sub.json().invoices[0].id as string;
    const paid = await api.post(owner.cookie, `/api/subscriptions/${id}/invoices/${change}/cash`);
    expect(paid.json().invoices[0]).toMatchObject({ kind: 'change', status: 'paid' });
    expect(await balance(member.membershipId)).toBe(7);
  });

  it('counts the dashboard’s membership figures exactly (docs/metrics.md)', async () => {
    const customers = [member, studio.customers[1] as Person];
    for (let i = 0; i < 4; i += 1) {
      const extra = await addPerson(db(), studio, 'customer');
      studio.customers.push(extra);
      customers.push(extra);
    }
    const [a, b, c, d, e, f] = customers as [Person, Person, Person, Person, Person, Person];
    await moveTo('2027-05-20T16:00:00Z');
    const monthly = await plan({ signupFee: 0, minCommitmentPeriods: 0 });
    const weekly = await plan({
      name: 'Weekly',
      period: 'week',
      price: '$30.00',
      signupFee: 0,
      minCommitmentPeriods: 0,
    });
    const yearly = await plan({
      name: 'Yearly',
      period: 'year',
      price: '$1,200.00',
      signupFee: 0,
      minCommitmentPeriods: 0,
    });
    const sell = async (who: Person, planId: string) => {
      const sold = await api.post(owner.cookie, `/api/customers/${who.membershipId}/subscriptions`, {
        planId,
        paymentMethod: 'studio',
      });
      expect(sold.statusCode, sold.body).toBe(201);
      const sub = sold.json();
      return { id: sub.id as string, invoiceId: sub.invoices[0].id as string };
    };
    const cash = (sub: { id: string; invoiceId: string }) =>
      api.post(owner.cookie, `/api/subscriptions/${sub.id}/invoices/${sub.invoiceId}/cash`);
    // May (the period before): two start and are paid.
    const subA = await sell(a, monthly);
    await cash(subA);
    const subE = await sell(e, monthly);
    await cash(subE);
    // June: a weekly and a yearly start; one monthly is frozen; another goes past due and is paid,
    // and one goes past due and stays so; the May one of E is ended by staff.
    await moveTo('2027-06-01T16:00:00Z');
    const subB = await sell(b, weekly);
    await cash(subB);
    await sell(c, yearly);
    const subF = await sell(f, monthly);
    const subD = await sell(d, monthly);
    await cash(subD);
    await api.post(owner.cookie, `/api/subscriptions/${subD.id}/freeze`, {
      startsOn: '2027-06-02',
      endsOn: '2027-06-20',
    });
    await moveTo('2027-06-08T16:00:00Z');
    await runBilling(deps, { businessId: studio.businessId });
    await cash(subF);
    await api.post(owner.cookie, `/api/subscriptions/${subE.id}/cancel`, { reason: 'Moved away', now: true });

    const dashboard = await api.get(owner.cookie, '/api/dashboards/admin?period=month');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().memberships).toEqual({
      // A monthly $120 and B weekly $30 (× 52 ÷ 12 = $130) active, C yearly $1,200 (÷ 12) past due.
      mrrCents: 12_000 + 13_000 + 10_000 + 12_000,
      active: 3,
      frozen: 1,
      pastDue: 1,
      started: { value: 4, previous: 2, change: 100 },
      canceled: { value: 1, previous: 0, change: null },
      // One canceled of the two running when June began.
      churnPercent: 50,
      failedPayments: { value: 2, previous: 0, change: null },
      // F's was paid after going past due; C's was not.
      recoveryPercent: 50,
    });
  });

  it('lets an unlimited membership book up to its cap a day, and refuses one more that day', async () => {
    await moveTo('2027-05-03T16:00:00Z');
    const { id } = await choose(await plan(UNLIMITED));
    const started = await api.post(member.cookie, `/api/me/subscriptions/${id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    // The period grants its cap for each of its 31 days.
    expect(await balance(member.membershipId)).toBe(31);
    expect((await bookSession('2027-05-10', '09:00')).statusCode).toBe(201);
    const second = await bookSession('2027-05-10', '14:00');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(
      'Your Unlimited training membership covers 1 a day, and you already have 1 that day. Choose another day.',
    );
    expect((await bookSession('2027-05-11', '09:00')).statusCode).toBe(201);
  });

  it('recognises an unlimited period day by day: a day used counts once, and every run posts each day once', async () => {
    await unlimitedPaid();
    // Sessions booked for days 3 and 4 hold their credits for those days, not for days 1 and 2.
    const day3 = await bookSession('2027-05-05', '09:00');
    const day4 = await bookSession('2027-05-06', '09:00');
    expect([day3.statusCode, day4.statusCode]).toEqual([201, 201]);
    expect(await revenue()).toBe(0);
    for (const k of [1, 2]) {
      // 23:59 the day before: the day has not ended.
      await moveTo(new Date(Date.parse(endOfDay(k)) - 60_000).toISOString());
      expect((await bill()).lapsed).toBe(0);
      await moveTo(endOfDay(k));
      const runs = await Promise.all([bill(), bill()]);
      expect(runs[0].lapsed + runs[1].lapsed).toBe(1);
      expect((await bill()).lapsed).toBe(0);
      expect(await revenue()).toBe(share(k));
    }
    expect(await balance(member.membershipId)).toBe(31 - 2 - 2);
    // Day 3's session is done before the day ends: recognised on use, and nothing lapses for day 3.
    await moveTo(at('2027-05-05', '10:30', 'America/New_York'));
    await complete(day3.json().id);
    expect(await revenue()).toBe(share(3));
    await moveTo(endOfDay(3));
    expect((await bill()).lapsed).toBe(0);
    expect(await revenue()).toBe(share(3));
    // Day 4's session is marked done only after midnight: its held credit covered the day.
    await moveTo(endOfDay(4));
    expect((await bill()).lapsed).toBe(0);
    expect(await revenue()).toBe(share(3));
    await complete(day4.json().id);
    expect(await revenue()).toBe(share(4));
    // The run was stopped for six days: the next one catches them all up, once.
    await moveTo(endOfDay(10));
    expect((await bill()).lapsed).toBe(6);
    expect((await bill()).lapsed).toBe(0);
    expect(await revenue()).toBe(share(10));
    await moveTo(endOfDay(30));
    expect((await bill()).lapsed).toBe(20);
    expect(await revenue()).toBe(share(30));
    // The period's end (the next one opens, owed at the studio): the last day expires with the lot.
    await moveTo(endOfDay(31));
    await bill();
    await expireDueCredits(db());
    expect(await revenue()).toBe(12_000);
  });

  it('keeps an unlimited period’s books when half is refunded: the days before run on, the rest goes back', async () => {
    const { purchaseId } = await unlimitedPaid();
    await moveTo(endOfDay(10));
    expect((await bill()).lapsed).toBe(10);
    expect(await revenue()).toBe(share(10));
    const [payment] = await queryRows<{ id: string }>(
      db(),
      sql`select id from payments where purchase_id = ${purchaseId}`,
    );
    // Half the price takes back half the 31 credits (15), of the 21 unused; 10 lapsed are used ones.
    const unconfirmed = await api.post(owner.cookie, `/api/payments/${payment?.id}/refunds`, {
      amount: '60.00',
      reason: 'Moving away',
    });
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(201);
    expect(await balance(member.membershipId)).toBe(6);
    expect(await revenue()).toBe(share(10));
    // The six days left lapse; the period has then recognised all that was not refunded.
    await moveTo(endOfDay(20));
    expect((await bill()).lapsed).toBe(6);
    const refundedCents = share(25) - share(10);
    expect(await revenue()).toBe(12_000 - refundedCents);
    expect(await balance(member.membershipId)).toBe(0);
  });
});
