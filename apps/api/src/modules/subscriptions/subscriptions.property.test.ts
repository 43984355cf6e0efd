import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardProviderDouble } from '../../../../../tools/card-provider-double/server.ts';
import { apiOf, buildStudio, cookieFor, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { queryRows } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { findCreditLedgerViolations } from '../credits/credits.invariants.ts';
import { expireDueCredits } from '../credits/index.ts';
import { findUnbalancedJournalEntries } from '../ledger/journal.repository.ts';
import { createCardPayments } from '../purchases/index.ts';
import { runBilling } from './billing.ts';

// Any sequence of buying (at the studio or by card), time passing with the billing run, freezing,
// canceling, refunding, a card starting to decline and a new card recovering (decisions/0055-
// memberships.md), and staff changing plan mid-period (decisions/0056-membership-plan-changes.md), on
// both databases. After every step: the journal balances, the credit ledger's
// invariants hold, no invoice is paid twice or charged twice (the card provider double's count per
// idempotency key, and per invoice), no period is invoiced twice, and every period's credits are the
// plan's, plus at most its rollover. One plan is unlimited: its passed days lapse in the billing run
// (decision 0057), among refunds, freezes and cancels.

const WEBHOOK_SECRET = 'whsec_membership_property';
const DAY = 24 * 60 * 60 * 1000;

type Op =
  | { type: 'buy'; who: number; plan: number; card: boolean; declining: boolean }
  | { type: 'advance'; days: number }
  | { type: 'freeze'; who: number; days: number }
  | { type: 'cancel'; who: number; now: boolean }
  | { type: 'refund'; who: number }
  | { type: 'decline'; who: number }
  | { type: 'recover'; who: number }
  | { type: 'cash'; who: number }
  | { type: 'change'; who: number };

const who = fc.integer({ min: 0, max: 2 });
// Buying and time passing most often, so renewals, rollovers, retries and past dues happen.
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('buy' as const),
      who,
      plan: fc.integer({ min: 0, max: 3 }),
      card: fc.boolean(),
      declining: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('freeze' as const),
      who,
      days: fc.integer({ min: 7, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), who, now: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('refund' as const), who }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('decline' as const), who }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('recover' as const), who }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cash' as const), who }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('change' as const), who }) },
);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabaseKinds())('memberships under any sequence on %s', (kind) => {
  let t: TestApp;
  let double: Awaited<ReturnType<typeof startCardProviderDouble>>;
  let deps: Parameters<typeof runBilling>[0];
  const api = apiOf(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    clock.makeClockMovable();
    const port = await freePort();
    double = await startCardProviderDouble({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    });
    const stripe = { secretKey: 'sk_test_property', webhookSecret: WEBHOOK_SECRET, apiUrl: double.url };
    t = await buildTestApp(kind, { config: { stripe } });
    await t.app.listen({ port, host: '127.0.0.1' });
    deps = { db: db(), card: createCardPayments(stripe), origin: 'http://app.test:3000' };
  });
  afterAll(async () => {
    clock.resetClock();
    await t.close();
    await double.close();
  });

  async function saveCard(url: string, declining: boolean) {
    const answer = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: declining ? '4000000000000341' : '4242424242424242' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
  }

  /** Every rule that must hold after any step, for this studio. */
  async function checkInvariants(
    studio: Studio,
    plans: { id: string; name: string; period: string; quantity: number; rollover: number }[],
  ) {
    expect(await findUnbalancedJournalEntries(db())).toEqual([]);
    expect(await findCreditLedgerViolations(db())).toEqual([]);
    const twicePaid = await queryRows<{ id: string }>(
      db(),
      sql`select i.id from subscription_invoices i join payments p on p.purchase_id = i.purchase_id
          where i.business_id = ${studio.businessId} group by i.id having count(*) > 1`,
    );
    expect(twicePaid).toEqual([]);
    const periods = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from subscription_invoices where business_id = ${studio.businessId}
          and kind = 'period' group by subscription_id, period_index having count(*) > 1`,
    );
    expect(periods).toEqual([]);
    const charges = double.charges();
    expect(Object.values(charges.countsByKey).every((n) => n === 1)).toBe(true);
    const succeededPerInvoice = new Map<string, number>();
    for (const charge of charges.charges) {
      const invoice = /^invoice:([0-9a-f-]+):/.exec(charge.key ?? '')?.[1];
      if (invoice && charge.outcome === 'succeeded') {
        succeededPerInvoice.set(invoice, (succeededPerInvoice.get(invoice) ?? 0) + 1);
      }
    }
    expect([...succeededPerInvoice.values()].every((n) => n === 1)).toBe(true);
    // A period's credits: its plan's (named first in the purchase), plus at most its rollover; a plan
    // change's: some of the new plan's, for the days left.
    const granted = await queryRows<{ kind: string; name: string; granted: number }>(
      db(),
      sql`select i.kind, p.pack_name as name, l.granted from credit_lots l
          join subscription_invoices i on i.business_id = l.business_id and i.purchase_id::text = l.source_id
          join purchases p on p.id = i.purchase_id
          where l.business_id = ${studio.businessId} and l.source_type = 'purchase'`,
    );
    for (const row of granted) {
      const plan = plans.find((candidate) => row.name.startsWith(`${candidate.name},`));
      expect(plan).toBeDefined();
      if (row.kind === 'change') {
        expect(row.granted).toBeGreaterThan(0);
        expect(row.granted).toBeLessThanOrEqual(plan?.quantity ?? 0);
        continue;
      }
      expect(row.granted).toBeGreaterThanOrEqual(plan?.quantity ?? 0);
      expect(row.granted).toBeLessThanOrEqual((plan?.quantity ?? 0) + (plan?.rollover ?? 0));
    }
  }

  it('keeps the journal balanced, charges each invoice once, and grants each period the plan’s credits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 6, maxLength: 16 }), async (ops) => {
        clock.setClock(new Date('2027-01-15T15:00:00Z'));
        const studio = await buildStudio(db(), { experts: 0, customers: 3, timeZone: 'America/Chicago' });
        const relogin = async () => {
          for (const person of [studio.principal, ...studio.customers]) {
            person.cookie = await cookieFor(db(), studio.businessId, person);
          }
        };
        const owner = studio.principal;
        const plans: { id: string; name: string; period: string; quantity: number; rollover: number }[] = [];
        for (const [quantity, rollover, period] of [
          [6, 2, 'month'],
          [3, 0, 'week'],
          [10, 0, 'month'],
        ] as const) {
          const created = await api.post(owner.cookie, '/api/membership-plans', {
            name: `Plan ${quantity}`,
            period,
            price: period === 'week' ? '$25.00' : quantity === 6 ? '$90.00' : '$140.00',
            includes: 'credits',
            grants: [{ kind: 'training', quantity }],
            rolloverMax: rollover,
            signupFee: '$10.00',
            freezesPerYear: 2,
            freezeMinDays: 7,
            freezeMaxDays: 14,
            freezeFee: '$5.00',
          });
          expect(created.statusCode, created.body).toBe(201);
          plans.push({ id: created.json().id, name: `Plan ${quantity}`, period, quantity, rollover });
        }
        // A weekly unlimited plan: 7 credits a week, a day's unused one lapsing as the run passes it.
        const unlimited = await api.post(owner.cookie, '/api/membership-plans', {
          name: 'Unlimited',
          period: 'week',
          price: '$35.00',
          includes: 'unlimited',
          grants: [],
          unlimitedKinds: ['training'],
          dailyCap: 1,
          rolloverMax: 0,
          signupFee: 0,
        });
        expect(unlimited.statusCode, unlimited.body).toBe(201);
        plans.push({ id: unlimited.json().id, name: 'Unlimited', period: 'week', quantity: 7, rollover: 0 });
        const subOf = new Map<number, string>();
        for (const op of ops) {
          const person = studio.customers[('who' in op ? op.who : 0) % 3] as Person;
          const sub = subOf.get('who' in op ? op.who : -1);
          const view = sub ? (await api.get(owner.cookie, `/api/subscriptions/${sub}`)).json() : null;
          switch (op.type) {
            case 'buy': {
              if (sub && ['pending', 'active', 'frozen', 'past_due'].includes(view.status)) break;
              const chosen = await api.post(person.cookie, '/api/me/subscriptions', {
                planId: plans[op.plan]?.id,
                paymentMethod: op.card ? 'card' : 'studio',
              });
              expect(chosen.statusCode, chosen.body).toBe(201);
              subOf.set(op.who, chosen.json().id);
              const started = await api.post(
                person.cookie,
                `/api/me/subscriptions/${chosen.json().id}/start`,
              );
              expect(started.statusCode, started.body).toBe(200);
              if (op.card) await saveCard(started.json().checkoutUrl, op.declining);
              break;
            }
            case 'advance':
              clock.setClock(new Date(clock.nowMs() + op.days * DAY));
              await relogin();
              await runBilling(deps, { businessId: studio.businessId });
              await expireDueCredits(db());
              break;
            case 'freeze': {
              if (!sub) break;
              const startsOn = view.today as string;
              const endsOn = new Date(Date.parse(`${startsOn}T00:00:00Z`) + (op.days - 1) * DAY)
                .toISOString()
                .slice(0, 10);
              const frozen = await api.post(person.cookie, `/api/me/subscriptions/${sub}/freeze`, {
                startsOn,
                endsOn,
              });
              expect([200, 409, 422]).toContain(frozen.statusCode);
              break;
            }
            case 'cancel': {
              if (!sub) break;
              const canceled = op.now
                ? await api.post(owner.cookie, `/api/subscriptions/${sub}/cancel`, {
                    reason: 'Property',
                    now: true,
                  })
                : await api.post(person.cookie, `/api/me/subscriptions/${sub}/cancel`, {});
              expect([200, 409]).toContain(canceled.statusCode);
              break;
            }
            case 'refund': {
              const paid = view?.invoices.find(
                (invoice: { status: string; purchaseId: string }) => invoice.status === 'paid',
              );
              if (!paid) break;
              const [payment] = await queryRows<{ id: string; amount: number; refunded: number }>(
                db(),
                sql`select id, amount_cents as amount, refunded_cents as refunded from payments where purchase_id = ${paid.purchaseId}`,
              );
              if (!payment || payment.refunded > 0) break;
              const refunded = await api.post(owner.cookie, `/api/payments/${payment.id}/refunds`, {
                amount: (payment.amount / 100).toFixed(2),
                reason: 'Property refund',
                confirmUsedCredits: true,
              });
              expect([201, 409, 422], refunded.body).toContain(refunded.statusCode);
              break;
            }
            case 'decline': {
              const method = view?.cardLabel ? await cardOf(sub as string) : null;
              if (method) {
                await fetch(`${double.url}/_double/payment_methods/${method}/decline`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ decline: true }),
                });
              }
              break;
            }
            case 'recover': {
              if (!sub || view.paymentMethod !== 'card' || ['canceled', 'ended'].includes(view.status)) break;
              const update = await api.post(person.cookie, `/api/me/subscriptions/${sub}/card`);
              expect(update.statusCode, update.body).toBe(200);
              await saveCard(update.json().checkoutUrl, false);
              break;
            }
            case 'change': {
              if (!sub) break;
              // By staff, so studio-paid memberships change too (the member's own is by card only).
              // To another plan billed by the same period (one by another is refused before anything).
              const other = plans.find(
                (plan) => plan.id !== view.planId && plan.period === view.terms.period,
              );
              const changed = await api.post(owner.cookie, `/api/subscriptions/${sub}/change`, {
                planId: other?.id,
              });
              expect([200, 409, 422], changed.body).toContain(changed.statusCode);
              break;
            }
            case 'cash': {
              const owed = view?.invoices.find((invoice: { status: string }) =>
                ['open', 'past_due'].includes(invoice.status),
              );
              if (!owed) break;
              const cash = await api.post(owner.cookie, `/api/subscriptions/${sub}/invoices/${owed.id}/cash`);
              expect([200, 409], cash.body).toContain(cash.statusCode);
              break;
            }
          }
          await checkInvariants(studio, plans);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });

  async function cardOf(subscriptionId: string): Promise<string | null> {
    const [row] = await queryRows<{ ref: string | null }>(
      db(),
      sql`select card_payment_method_ref as ref from subscriptions where id = ${subscriptionId}`,
    );
    return row?.ref ?? null;
  }
});
