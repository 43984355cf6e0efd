import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupClass,
  addPerson,
  apiOf,
  buildStudio,
  cookieFor,
  type Person,
  type Studio,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';
import { auditEvents, earningLines, payees } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { createFieldCipher } from '../../lib/field-encryption.ts';
import { getAccountBalances } from '../ledger/journal.repository.ts';
import { createPack, requestsOf } from '../purchases/purchases.factories.ts';
import { CLOSE_AFTER_MS, closeDueOccurrences } from './earnings.service.ts';

// Earnings and payout runs through the API on both databases (docs/decisions/0059-earnings-and-
// payout-runs.md): completing a session and closing a class write lines with the rate as it was; a
// rate changed afterwards changes no line; a refund of used credits reverses a share of revenue; a
// run gathers, approves once, pays with balanced entries, and exports; other studios and roles are
// kept out.

describe.each(testDatabaseKinds())('earnings and payout runs on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let erin: Person;
  let sam: Person;
  const api = apiOf(() => t.app);
  const { post } = requestsOf(() => t.app);
  const date = daysAhead(10);
  const owner = () => studio.principal.cookie;
  const admin = () => studio.admin.cookie;

  const cipher = createFieldCipher(randomBytes(32));

  beforeAll(async () => {
    t = await buildTestApp(kind, { fieldCipher: cipher });
    studio = await buildStudio(t.database.db, { experts: 2, customers: 9, credits: 3 });
    other = await buildStudio(t.database.db, { experts: 1, customers: 1 });
    [erin, sam] = studio.experts as [Person, Person];
    clock.makeClockMovable();
    // Erin: $45.50 a session; $3.00 a head for the first 5 of her class and $4.00 above. Everyone
    // else: 40% of revenue, at least $20.00.
    for (const rate of [
      { kind: 'flat', amount: '$45.50', expertId: erin.membershipId, effectiveFrom: '2026-01-01' },
      { kind: 'revenue_share', percent: '40', minimum: '$20.00', effectiveFrom: '2026-01-01' },
    ]) {
      const created = await api.post(owner(), '/api/pay-rates', rate);
      expect(created.statusCode, created.body).toBe(201);
    }
    // Payees for both experts (Sam by cheque).
    for (const [person, outside] of [
      [erin, false],
      [sam, true],
    ] as const) {
      await t.database.db.insert(payees).values({
        businessId: studio.businessId,
        name: person.name,
        kind: 'expert',
        membershipId: person.membershipId,
        taxIdEncrypted: cipher.encrypt('123456789'),
        taxIdLast4: '6789',
        routingNumber: '011000015',
        accountNumberEncrypted: cipher.encrypt(outside ? '999888777' : '000123456789'),
        accountLast4: outside ? '8777' : '6789',
        accountType: 'checking',
        paidOutsideAch: outside,
      });
    }
  });
  afterEach(() => clock.resetClock());
  afterAll(() => t.close());

  const book = async (customer: Person, expert: Person, time: string) => {
    const response = await api.post(customer.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      expertId: expert.membershipId,
      startsAt: at(date, time),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const complete = async (expert: Person, id: string) => {
    await api.post(expert.cookie, `/api/services/${id}/transitions`, { to: 'Confirmed' });
    const later = await travelTo('18:30', expert);
    const done = await api.post(later, `/api/services/${id}/transitions`, { to: 'Completed' });
    expect(done.statusCode, done.body).toBe(200);
    clock.resetClock();
  };
  /** Moves the server clock to `time` on the booked day (plus `ms`); answers `person`'s cookie signed in then. */
  const travelTo = async (time: string, person: Person, ms = 0) => {
    clock.freezeClock(new Date(Date.parse(at(date, time)) + ms));
    const { cookie: _old, ...who } = person;
    return cookieFor(t.database.db, studio.businessId, who);
  };
  const lineOf = async (where: { serviceId?: string; occurrenceId?: string }) => {
    const [line] = await t.database.db
      .select()
      .from(earningLines)
      .where(
        where.serviceId
          ? eq(earningLines.serviceId, where.serviceId)
          : eq(earningLines.occurrenceId, where.occurrenceId ?? ''),
      );
    return line;
  };

  let erinSessionId = '';
  let classOccurrenceId = '';
  let samSessionId = '';
  let samPaymentId = '';

  it('writes a session’s line at completion with the rate as it was; a later rate change leaves it', async () => {
    erinSessionId = await book(studio.customers[0] as Person, erin, '08:00');
    expect(await lineOf({ serviceId: erinSessionId })).toBeUndefined();
    await complete(erin, erinSessionId);
    const line = await lineOf({ serviceId: erinSessionId });
    expect(line).toMatchObject({
      kind: 'session',
      amountCents: 4_550,
      attendees: 1,
      expertMembershipId: erin.membershipId,
    });
    expect(line?.rate).toMatchObject({ kind: 'flat', flatCents: 4_550 });

    const rates = (await api.get(owner(), '/api/pay-rates')).json().items as { id: string; kind: string }[];
    const flat = rates.find((rate) => rate.kind === 'flat');
    const changed = await api.put(owner(), `/api/pay-rates/${flat?.id}`, {
      kind: 'flat',
      amount: '$60.00',
      expertId: erin.membershipId,
      effectiveFrom: '2026-01-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await lineOf({ serviceId: erinSessionId })).toEqual(line);
    // The line itself cannot be edited, even by SQL.
    await expect(
      t.database.db.execute(sql`update earning_lines set amount_cents = 1 where id = ${line?.id}`),
    ).rejects.toThrow();
  });

  it('pays a class by its check-ins with graduated steps when it is closed, once', async () => {
    const { group, occurrenceId } = await addGroupClass(api, studio, {
      date,
      startTime: '12:00',
      capacity: 9,
    });
    classOccurrenceId = occurrenceId;
    const tiered = await api.post(owner(), '/api/pay-rates', {
      kind: 'per_attendee',
      tiers: [
        { upTo: 5, amount: '$3.00' },
        { upTo: null, amount: '$4.00' },
      ],
      expertId: erin.membershipId,
      groupId: group.id,
      effectiveFrom: '2026-01-01',
    });
    expect(tiered.statusCode, tiered.body).toBe(201);
    const seats: string[] = [];
    for (const customer of studio.customers.slice(0, 9)) {
      const joined = await api.post(customer.cookie, `/api/me/classes/${occurrenceId}/join`, {});
      expect(joined.statusCode, joined.body).toBe(201);
      seats.push(joined.json().id);
    }
    // 8 checked in, 1 no-show (not counted by this rate).
    for (const [index, seatId] of seats.entries()) {
      const marked = await api.post(
        erin.cookie,
        `/api/group-occurrences/${occurrenceId}/attendance/${seatId}`,
        {
          mark: index === 8 ? 'no_show' : 'checked_in',
        },
      );
      expect(marked.statusCode, marked.body).toBe(200);
    }
    // A millisecond before its 12:00 start it cannot close; at 12:00 it can.
    const justBefore = await travelTo('12:00', erin, -1);
    const early = await api.post(justBefore, `/api/group-occurrences/${occurrenceId}/close`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual({ occurrence: ['A class can be closed once it has started.'] });
    // Another expert does not see it; Erin closes it as it starts.
    const samThen = await travelTo('12:00', sam);
    const adminThen = await travelTo('12:00', studio.admin);
    const erinThen = await travelTo('12:00', erin);
    expect((await api.post(samThen, `/api/group-occurrences/${occurrenceId}/close`, {})).statusCode).toBe(
      404,
    );
    const closed = await api.post(erinThen, `/api/group-occurrences/${occurrenceId}/close`, {});
    expect(closed.statusCode, closed.body).toBe(204);
    const again = await api.post(adminThen, `/api/group-occurrences/${occurrenceId}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(await lineOf({ occurrenceId })).toMatchObject({ kind: 'class', attendees: 8, amountCents: 2_700 });
    // Its attendance is final now.
    const late = await api.post(
      await travelTo('12:55', erin),
      `/api/group-occurrences/${occurrenceId}/attendance/${seats[8]}`,
      {
        mark: 'checked_in',
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ mark: ['This class is closed: its attendance is final.'] });
  });

  it('pays a share of the revenue the journal recognised, and a refund of used credits reverses it', async () => {
    // A member with no free credits buys 2 for $150.00: the session uses a $75.00 credit.
    const member = await addPerson(t.database.db, studio, 'customer');
    const packId = await createPack(t.app, admin(), {
      price: '$150.00',
      grants: [{ kind: 'training', quantity: 2 }],
    });
    const purchase = await post(member.cookie, '/api/purchases', { packId, paymentMethod: 'studio' });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const paid = await post(admin(), '/api/payments', {
      customerId: member.membershipId,
      purchaseId: purchase.json().purchase.id,
      amount: '150',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    samPaymentId = paid.json().id;
    samSessionId = await book(member, sam, '09:00');
    await complete(sam, samSessionId);
    const line = await lineOf({ serviceId: samSessionId });
    // 40% of $75.00 = $30.00 (above the $20.00 least).
    expect(line).toMatchObject({ revenueCents: 7_500, amountCents: 3_000 });

    // The whole payment back: $75.00 for the unused credit, $75.00 of the used one's revenue.
    const refunded = await post(admin(), `/api/payments/${samPaymentId}/refunds`, {
      amount: '150',
      reason: 'Moving away',
      confirmUsedCredits: true,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const reversals = await t.database.db
      .select()
      .from(earningLines)
      .where(and(eq(earningLines.kind, 'reversal'), eq(earningLines.correctsLineId, line?.id ?? '')));
    expect(reversals).toMatchObject([
      { amountCents: -3_000, revenueCents: 7_500, expertMembershipId: sam.membershipId },
    ]);
  });

  it('takes the owner’s adjustments with a reason, refused on the field when bad', async () => {
    const bad = await api.post(owner(), '/api/earning-lines/adjustments', {
      expertId: erin.membershipId,
      direction: 'deduct',
      amount: '-5',
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'reason']);
    const byAdmin = await api.post(admin(), '/api/earning-lines/adjustments', {
      expertId: erin.membershipId,
      direction: 'add',
      amount: '5',
      reason: 'x',
    });
    expect(byAdmin.statusCode).toBe(403);
    const made = await api.post(owner(), '/api/earning-lines/adjustments', {
      expertId: erin.membershipId,
      direction: 'deduct',
      amount: '$5.00',
      reason: 'Late start',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'adjustment', amountCents: -500, description: 'Late start' });
  });

  it('runs payouts: draft, approved once, paid with balanced entries; overlaps and void refused', async () => {
    const bad = await api.post(owner(), '/api/payout-runs', { periodFrom: date, periodUntil: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('periodUntil');
    const until = daysAhead(20);
    const opened = await api.post(owner(), '/api/payout-runs', {
      periodFrom: daysAhead(-5),
      periodUntil: until,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const run = opened.json();
    // Erin: 4,550 + 2,700 − 500 = 6,750. Sam: 3,000 − 3,000 = 0, left out as nothing owed.
    expect(run).toMatchObject({ status: 'draft', totalCents: 6_750, payees: 1, lines: 3 });
    const detail = (await api.get(admin(), `/api/payout-runs/${run.id}`)).json();
    expect(detail.payees).toMatchObject([{ name: erin.name, totalCents: 6_750, paidOutsideAch: false }]);
    expect(detail.payees[0].lines.map((line: { amountCents: number }) => line.amountCents).sort()).toEqual([
      -500, 2_700, 4_550,
    ]);
    expect(detail.leftOut).toMatchObject([{ expertName: sam.name, reason: 'nothing_owed', totalCents: 0 }]);

    const overlap = await api.post(owner(), '/api/payout-runs', { periodFrom: until, periodUntil: until });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errors).toHaveProperty('periodFrom');
    expect((await api.post(admin(), `/api/payout-runs/${run.id}/approve`, {})).statusCode).toBe(403);
    expect((await api.get(admin(), `/api/payout-runs/${run.id}/nacha`)).statusCode).toBe(403);
    const early = await api.get(owner(), `/api/payout-runs/${run.id}/nacha`);
    expect(early.statusCode).toBe(409);

    // Two owners approving at once approve once.
    const approvals = await Promise.all([
      api.post(owner(), `/api/payout-runs/${run.id}/approve`, {}),
      api.post(owner(), `/api/payout-runs/${run.id}/approve`, {}),
    ]);
    expect(approvals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const paidRun = await api.post(owner(), `/api/payout-runs/${run.id}/pay`, { outsideAchFrom: 'bank' });
    expect(paidRun.statusCode, paidRun.body).toBe(200);
    expect(paidRun.json()).toMatchObject({ status: 'paid' });
    const balances = await getAccountBalances(t.database.db, studio.businessId);
    expect(balances.payout_expense).toBe(6_750);
    expect(balances.payouts_payable).toBe(0);
    expect(balances.bank).toBe(-6_750);
    const voided = await api.post(owner(), `/api/payout-runs/${run.id}/void`, { reason: 'Oops' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().errors).toEqual({ reason: ['This run is already paid. It cannot be voided.'] });

    // The CSV lists its lines; the 1099 totals carry the full tax id, audited.
    const csv = await api.get(admin(), `/api/payout-runs/${run.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('45.5');
    const year = new Date().getUTCFullYear();
    const form = await api.get(owner(), `/api/payouts/1099-nec?year=${year}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.body).toContain(`${year},${erin.name},expert,123456789,67.5,1,no`);
    const audits = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, studio.businessId), eq(auditEvents.action, 'payouts.1099')));
    expect(audits).toHaveLength(1);
  });

  it('lets an expert see only their own earnings and statements; keeps other studios out', async () => {
    const mine = await api.get(erin.cookie, '/api/me/earnings');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().lines.every((line: { expertId: string }) => line.expertId === erin.membershipId)).toBe(
      true,
    );
    expect(mine.json().statements).toHaveLength(1);
    expect(
      mine.json().months.reduce((sum: number, month: { totalCents: number }) => sum + month.totalCents, 0),
    ).toBe(6_750);
    expect((await api.get(sam.cookie, '/api/me/earnings')).json().statements).toEqual([]);
    const runId = mine.json().statements[0].runId as string;
    expect((await api.get(sam.cookie, `/api/me/payout-statements/${runId}`)).statusCode).toBe(404);
    expect((await api.get(erin.cookie, '/api/earning-lines')).statusCode).toBe(403);
    expect((await api.get(erin.cookie, '/api/payout-runs')).statusCode).toBe(403);
    expect((await api.get((studio.customers[0] as Person).cookie, '/api/me/earnings')).statusCode).toBe(403);
    // Another studio's owner sees no run, line or statement of this one.
    expect((await api.get(other.principal.cookie, `/api/payout-runs/${runId}`)).statusCode).toBe(404);
    expect((await api.get(other.principal.cookie, `/api/payout-runs/${runId}/csv`)).statusCode).toBe(404);
    expect((await api.get(other.principal.cookie, '/api/earning-lines')).json().total).toBe(0);
    expect(
      (await api.post(other.principal.cookie, `/api/payout-runs/${runId}/void`, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await api.post(other.principal.cookie, `/api/group-occurrences/${classOccurrenceId}/close`, {}))
        .statusCode,
    ).toBe(404);
    expect(erinSessionId).not.toBe('');
  });

  it('lists payees paid outside ACH apart and leaves them out of the NACHA file; a voided run cannot be approved', async () => {
    for (const [person, amount] of [
      [erin, '$12.34'],
      [sam, '$10.00'],
    ] as const) {
      const made = await api.post(owner(), '/api/earning-lines/adjustments', {
        expertId: person.membershipId,
        direction: 'add',
        amount,
        reason: 'Front desk cover',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const period = { periodFrom: daysAhead(21), periodUntil: daysAhead(30) };
    const draft = (await api.post(owner(), '/api/payout-runs', period)).json();
    const voided = await api.post(owner(), `/api/payout-runs/${draft.id}/void`, { reason: 'Wrong days' });
    expect(voided.json()).toMatchObject({ status: 'voided', voidReason: 'Wrong days' });
    const approveVoided = await api.post(owner(), `/api/payout-runs/${draft.id}/approve`, {});
    expect(approveVoided.statusCode).toBe(409);
    expect(approveVoided.json().errors).toEqual({ status: ['This run is voided. It cannot be approved.'] });

    // The voided run's lines are free again: the same days open a new run with them.
    const run = await api.post(owner(), '/api/payout-runs', period);
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json()).toMatchObject({ totalCents: 2_234, payees: 2 });
    const detail = (await api.get(owner(), `/api/payout-runs/${run.json().id}`)).json();
    expect(
      detail.payees
        .map((payee: { name: string; paidOutsideAch: boolean; totalCents: number }) => [
          payee.name,
          payee.paidOutsideAch,
          payee.totalCents,
        ])
        .sort(),
    ).toEqual(
      [
        [erin.name, false, 1_234],
        [sam.name, true, 1_000],
      ].sort(),
    );
    expect((await api.post(owner(), `/api/payout-runs/${run.json().id}/approve`, {})).statusCode).toBe(200);
    const noBank = await api.get(owner(), `/api/payout-runs/${run.json().id}/nacha`);
    expect(noBank.statusCode).toBe(409);
    const bank = await api.put(owner(), '/api/business/bank-account', {
      holderName: 'Studio LLC',
      routingNumber: '121000358',
      accountNumber: '98765432100',
      ein: '84-1234567',
      bankName: 'First Test Bank',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const file = await api.get(owner(), `/api/payout-runs/${run.json().id}/nacha?secCode=CCD`);
    expect(file.statusCode, file.body).toBe(200);
    const records = file.body.split('\r\n').filter((line) => line.length > 0);
    const entries = records.filter((line) => line.startsWith('6'));
    // Only Erin: checking (22), her routing and account, $12.34; Sam is paid by cheque.
    expect(entries).toHaveLength(1);
    expect(entries[0]?.slice(1, 3)).toBe('22');
    expect(entries[0]?.slice(12, 29).trim()).toBe('000123456789');
    expect(entries[0]?.slice(29, 39)).toBe('0000001234');
    expect(records.find((line) => line.startsWith('5'))?.slice(40, 53)).toBe('1841234567CCD');
    const reveals = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, studio.businessId), eq(auditEvents.action, 'payout_run.nacha')));
    expect(reveals).toHaveLength(1);
  });

  it('closes a class a day after it ends by itself, once, and pays it by its rate', async () => {
    const { occurrenceId } = await addGroupClass(api, studio, {
      date,
      startTime: '15:00',
      expertId: sam.membershipId,
    });
    // A millisecond short of 24 hours after its end (15:45) it is still open; at 24 hours the job closes it.
    const end = Date.parse(at(date, '15:45'));
    clock.freezeClock(new Date(end + CLOSE_AFTER_MS - 1));
    await closeDueOccurrences(t.database.db);
    expect(await lineOf({ occurrenceId })).toBeUndefined();
    clock.freezeClock(new Date(end + CLOSE_AFTER_MS));
    await Promise.all([closeDueOccurrences(t.database.db), closeDueOccurrences(t.database.db)]);
    // Nobody came and nothing was earned: the studio's 40% of revenue at least $20.00.
    expect(await lineOf({ occurrenceId })).toMatchObject({
      kind: 'class',
      attendees: 0,
      revenueCents: 0,
      amountCents: 2_000,
    });
    const lines = await t.database.db
      .select()
      .from(earningLines)
      .where(eq(earningLines.occurrenceId, occurrenceId));
    expect(lines).toHaveLength(1);
  });
});
