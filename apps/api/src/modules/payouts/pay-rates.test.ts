import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addGroupClass, apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { payRates } from '../../db/schema/index.ts';

// Pay rates through the API on both databases (docs/decisions/0058-pay-rates.md): the owner keeps
// them, admins read them, experts and members cannot; bad rates are refused on their fields; two of
// one scope never apply on the same day; another studio's rates, team and services stay out of reach.

const TIERED = {
  kind: 'per_attendee',
  tiers: [
    { upTo: 5, amount: '$3.00' },
    { upTo: null, amount: '$4.00' },
  ],
  classPaysBy: 'check_ins_or_roster',
  effectiveFrom: '2027-01-01',
};

describe.each(testDatabaseKinds())('pay rates on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  const api = apiOf(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  beforeEach(async () => {
    studio = await buildStudio(t.database.db, { experts: 1, customers: 1 });
  });
  afterAll(() => t.close());

  const owner = () => studio.principal.cookie;
  const expertId = () => studio.experts[0]?.membershipId as string;
  const rows = () => t.database.db.select().from(payRates).where(eq(payRates.businessId, studio.businessId));

  it('keeps a tiered rate for a trainer’s class and a flat rate for their sessions, most specific shown with names', async () => {
    const { group } = await addGroupClass(api, studio);
    const tiered = await api.post(owner(), '/api/pay-rates', {
      ...TIERED,
      expertId: expertId(),
      groupId: group.id,
    });
    expect(tiered.statusCode, tiered.body).toBe(201);
    expect(tiered.json()).toMatchObject({
      kind: 'per_attendee',
      expertName: studio.experts[0]?.name,
      groupName: group.name,
      tiers: [
        { upTo: 5, cents: 300 },
        { upTo: null, cents: 400 },
      ],
      effectiveUntil: null,
    });
    const flat = await api.post(owner(), '/api/pay-rates', {
      kind: 'flat',
      amount: '$45.50',
      expertId: expertId(),
      effectiveFrom: '2027-01-01',
    });
    expect(flat.statusCode, flat.body).toBe(201);
    expect(flat.json()).toMatchObject({ flatCents: 4_550, offeringId: null, groupId: null });
    const studioDefault = await api.post(owner(), '/api/pay-rates', {
      kind: 'revenue_share',
      percent: '40',
      minimum: '$20.00',
      effectiveFrom: '2027-01-01',
    });
    expect(studioDefault.json()).toMatchObject({
      percentBasisPoints: 4_000,
      minCents: 2_000,
      expertId: null,
    });

    // Admins read them; experts and members do not.
    const listed = await api.get(studio.admin.cookie, '/api/pay-rates');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((rate: { kind: string }) => rate.kind)).toEqual([
      'revenue_share',
      'per_attendee',
      'flat',
    ]);
    expect((await api.get(studio.experts[0]?.cookie as string, '/api/pay-rates')).statusCode).toBe(403);
    expect((await api.get(studio.customers[0]?.cookie as string, '/api/pay-rates')).statusCode).toBe(403);
    expect(
      (
        await api.post(studio.admin.cookie, '/api/pay-rates', {
          kind: 'flat',
          amount: '$1.00',
          effectiveFrom: '2027-01-01',
        })
      ).statusCode,
    ).toBe(403);

    // A change is a new rate from a day: the old one ends that day, and the two never meet.
    const ended = await api.put(owner(), `/api/pay-rates/${flat.json().id}`, {
      kind: 'flat',
      amount: '$45.50',
      expertId: expertId(),
      effectiveFrom: '2027-01-01',
      effectiveUntil: '2027-03-01',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const raised = await api.post(owner(), '/api/pay-rates', {
      kind: 'flat',
      amount: '$50.00',
      expertId: expertId(),
      effectiveFrom: '2027-03-01',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect((await rows()).length).toBe(4);
    expect((await api.del(owner(), `/api/pay-rates/${raised.json().id}`)).statusCode).toBe(204);
    expect((await rows()).length).toBe(3);
  });

  it('refuses bad rates on their fields and saves nothing', async () => {
    const refused = async (body: object, status = 400) => {
      const answer = await api.post(owner(), '/api/pay-rates', { effectiveFrom: '2027-01-01', ...body });
      expect(answer.statusCode, answer.body).toBe(status);
      return Object.keys(answer.json().errors ?? {});
    };
    expect(await refused({ kind: 'hourly', amount: '$5.00' })).toEqual(['kind']);
    expect(await refused({ kind: 'flat', amount: '-$5.00' })).toEqual(['amount']);
    expect(await refused({ kind: 'revenue_share', percent: '120' })).toEqual(['percent']);
    expect(await refused({ ...TIERED, tiers: [{ upTo: 5, amount: '$3.00' }] })).toEqual(['tiers.0.upTo']);
    expect(await refused({ kind: 'flat', amount: '$5.00', minimum: '$9.00', maximum: '$8.00' })).toEqual([
      'maximum',
    ]);
    expect(await refused({ kind: 'flat', amount: '$5.00', effectiveUntil: '2026-12-01' })).toEqual([
      'effectiveUntil',
    ]);

    // Another studio's trainer, service or class: not one of ours.
    const other = await buildStudio(t.database.db, { experts: 1, customers: 0 });
    expect(
      await refused({ kind: 'flat', amount: '$5.00', expertId: other.experts[0]?.membershipId }, 422),
    ).toEqual(['expertId']);
    expect(await refused({ kind: 'flat', amount: '$5.00', offeringId: other.studioOfferingId }, 422)).toEqual(
      ['offeringId'],
    );
    // A member is not a trainer.
    expect(
      await refused({ kind: 'flat', amount: '$5.00', expertId: studio.customers[0]?.membershipId }, 422),
    ).toEqual(['expertId']);
    expect(await rows()).toEqual([]);
  });

  it('refuses a second rate of one scope on days the first applies, even from two owners at once', async () => {
    const body = { kind: 'flat', amount: '$40.00', expertId: expertId(), effectiveFrom: '2027-01-01' };
    const [a, b] = await Promise.all([
      api.post(owner(), '/api/pay-rates', body),
      api.post(owner(), '/api/pay-rates', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const clash = a.statusCode === 409 ? a : b;
    expect(clash.json().errors.effectiveFrom[0]).toMatch(
      /^Another rate for the same team member applies from 2027-01-01/,
    );
    // Another scope, or days after the first ends, are fine.
    const forService = await api.post(owner(), '/api/pay-rates', {
      ...body,
      offeringId: studio.studioOfferingId,
    });
    expect(forService.statusCode, forService.body).toBe(201);
    expect((await rows()).length).toBe(2);
  });

  it('keeps another studio’s rates out of reach', async () => {
    const mine = await api.post(owner(), '/api/pay-rates', {
      kind: 'flat',
      amount: '$40.00',
      effectiveFrom: '2027-01-01',
    });
    const other = await buildStudio(t.database.db, { experts: 0, customers: 0 });
    expect((await api.get(other.principal.cookie, '/api/pay-rates')).json().items).toEqual([]);
    const id = mine.json().id as string;
    expect(
      (
        await api.put(other.principal.cookie, `/api/pay-rates/${id}`, {
          kind: 'flat',
          amount: '$1.00',
          effectiveFrom: '2027-01-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.del(other.principal.cookie, `/api/pay-rates/${id}`)).statusCode).toBe(404);
    expect((await rows())[0]?.flatCents).toBe(4_000);
  });
});
