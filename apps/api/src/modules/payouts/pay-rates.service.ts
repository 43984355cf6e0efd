import { overlappingRate, type PayRate, type PayRateValues, payRateTerms } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import {
  deletePayRate,
  findPayRate,
  findRateTargets,
  insertPayRate,
  listPayRates,
  lockBusinessForRates,
  type NewPayRate,
  type PayRateRow,
  updatePayRate,
} from './pay-rates.repository.ts';

// Pay rates, kept by the owner and read by admins (docs/decisions/0058-pay-rates.md). A rate names
// only the studio's own team member, service or class; two rates of one scope never apply on the same
// day, checked under the business's lock so two owners saving at once cannot both pass.

function toPayRate(row: {
  rate: PayRateRow;
  expertName: string | null;
  offeringName: string | null;
  groupName: string | null;
}): PayRate {
  const { rate } = row;
  return {
    id: rate.id,
    expertId: rate.expertMembershipId,
    expertName: row.expertName,
    offeringId: rate.offeringId,
    offeringName: row.offeringName,
    groupId: rate.groupId,
    groupName: row.groupName,
    kind: rate.kind,
    flatCents: rate.flatCents,
    tiers: rate.tiers,
    percentBasisPoints: rate.percentBasisPoints,
    minCents: rate.minCents,
    maxCents: rate.maxCents,
    countNoShows: rate.countNoShows,
    countLateCancels: rate.countLateCancels,
    countFreePlaces: rate.countFreePlaces,
    classPaysBy: rate.classPaysBy,
    effectiveFrom: rate.effectiveFrom,
    effectiveUntil: rate.effectiveUntil,
  };
}

export async function studioPayRates(db: Database, businessId: string): Promise<PayRate[]> {
  return (await listPayRates(db, businessId)).map(toPayRate);
}

async function rateView(db: Database, businessId: string, id: string): Promise<PayRate> {
  const found = (await listPayRates(db, businessId)).find((row) => row.rate.id === id);
  if (!found) throw notFound('pay rate');
  return toPayRate(found);
}

function rowOf(values: PayRateValues, actorUserId: string): NewPayRate {
  const terms = payRateTerms(values);
  return {
    expertMembershipId: values.expertId,
    offeringId: values.offeringId,
    groupId: values.groupId,
    kind: terms.kind,
    flatCents: terms.flatCents,
    tiers: terms.tiers,
    percentBasisPoints: terms.percentBasisPoints,
    minCents: terms.minCents,
    maxCents: terms.maxCents,
    countNoShows: terms.countNoShows,
    countLateCancels: terms.countLateCancels,
    countFreePlaces: terms.countFreePlaces,
    classPaysBy: terms.classPaysBy,
    effectiveFrom: values.effectiveFrom,
    effectiveUntil: values.effectiveUntil,
    createdByUserId: actorUserId,
  };
}

/** Refuses what the rate names outside the studio, and a rate whose days meet another of its scope. */
async function checkRate(tx: Database, businessId: string, values: PayRateValues, id?: string) {
  const found = await findRateTargets(tx, businessId, values);
  if (values.expertId && !found.expert) throw fieldProblem(422, 'expertId', 'Choose a member of your team.');
  if (values.offeringId && !found.offering)
    throw fieldProblem(422, 'offeringId', 'Choose one of your services.');
  if (values.groupId && !found.group) throw fieldProblem(422, 'groupId', 'Choose one of your classes.');
  const existing = (await listPayRates(tx, businessId)).map(({ rate }) => ({
    id: rate.id,
    expertId: rate.expertMembershipId,
    offeringId: rate.offeringId,
    groupId: rate.groupId,
    effectiveFrom: rate.effectiveFrom,
    effectiveUntil: rate.effectiveUntil,
  }));
  const clash = overlappingRate(existing, {
    ...(id ? { id } : {}),
    expertId: values.expertId,
    offeringId: values.offeringId,
    groupId: values.groupId,
    effectiveFrom: values.effectiveFrom,
    effectiveUntil: values.effectiveUntil,
  });
  if (clash) {
    throw fieldProblem(
      409,
      'effectiveFrom',
      `Another rate for the same ${values.expertId ? 'team member' : 'studio'}${values.offeringId ? ' and service' : values.groupId ? ' and class' : ''} applies from ${clash.effectiveFrom}${clash.effectiveUntil ? ` until ${clash.effectiveUntil}` : ''}: end it first, or start this one after it.`,
    );
  }
}

export async function createPayRate(
  db: Database,
  businessId: string,
  actorUserId: string,
  values: PayRateValues,
): Promise<PayRate> {
  const id = await db.transaction(async (tx) => {
    await lockBusinessForRates(tx, businessId);
    await checkRate(tx, businessId, values);
    return (await insertPayRate(tx, businessId, rowOf(values, actorUserId))).id;
  });
  return rateView(db, businessId, id);
}

export async function changePayRate(
  db: Database,
  businessId: string,
  actorUserId: string,
  id: string,
  values: PayRateValues,
): Promise<PayRate> {
  await db.transaction(async (tx) => {
    await lockBusinessForRates(tx, businessId);
    if (!(await findPayRate(tx, businessId, id))) throw notFound('pay rate');
    await checkRate(tx, businessId, values, id);
    await updatePayRate(tx, businessId, id, rowOf(values, actorUserId));
  });
  return rateView(db, businessId, id);
}

export async function removePayRate(db: Database, businessId: string, id: string): Promise<void> {
  if (!(await deletePayRate(db, businessId, id))) throw notFound('pay rate');
}
