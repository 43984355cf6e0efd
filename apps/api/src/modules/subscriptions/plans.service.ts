import type { MembershipPlanValues } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import {
  findAgreementTemplate,
  findPlan,
  insertPlan,
  listPlans,
  type NewPlan,
  type PlanRow,
  updatePlan,
} from './subscriptions.repository.ts';

// Membership plans: what a studio sells by the week, month or year (decisions/0055-memberships.md).
// Editing a plan changes what new subscribers get; running subscriptions keep their terms.

export type PlanView = ReturnType<typeof toPlan>;

export function toPlan(plan: PlanRow, extra: { subscribers?: number; agreementName?: string | null } = {}) {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    period: plan.period,
    priceCents: plan.priceCents,
    includes: plan.includes,
    grants: plan.grants,
    unlimitedKinds: plan.unlimitedKinds,
    dailyCap: plan.dailyCap,
    rolloverMax: plan.rolloverMax,
    signupFeeCents: plan.signupFeeCents,
    minCommitmentPeriods: plan.minCommitmentPeriods,
    autoRenew: plan.autoRenew,
    agreementTemplateId: plan.agreementTemplateId,
    agreementName: extra.agreementName ?? null,
    freezesPerYear: plan.freezesPerYear,
    freezeMinDays: plan.freezeMinDays,
    freezeMaxDays: plan.freezeMaxDays,
    freezeFeeCents: plan.freezeFeeCents,
    cancelNoticeDays: plan.cancelNoticeDays,
    active: plan.active,
    subscribers: extra.subscribers ?? 0,
  };
}

export async function studioPlans(db: Database, businessId: string, activeOnly: boolean) {
  const rows = await listPlans(db, businessId, { activeOnly });
  return rows.map((row) =>
    toPlan(row.plan, { subscribers: row.subscribers, agreementName: row.agreementName }),
  );
}

/** The plan's row values from the staff's form; the agreement must be a published membership agreement. */
async function planValues(db: Database, businessId: string, input: MembershipPlanValues): Promise<NewPlan> {
  if (input.agreementTemplateId) {
    const template = await findAgreementTemplate(db, businessId, input.agreementTemplateId);
    if (template?.kind !== 'membership_agreement') {
      throw fieldProblem(422, 'agreementTemplateId', 'Choose a membership agreement of the studio.');
    }
    if (template.published === null) {
      throw fieldProblem(422, 'agreementTemplateId', 'Publish this agreement before a plan uses it.');
    }
  }
  const credits = input.includes === 'credits';
  return {
    name: input.name,
    description: input.description,
    period: input.period,
    priceCents: input.price,
    includes: input.includes,
    grants: credits ? input.grants : [],
    unlimitedKinds: credits ? [] : input.unlimitedKinds,
    dailyCap: credits ? null : input.dailyCap,
    rolloverMax: credits ? input.rolloverMax : 0,
    signupFeeCents: input.signupFee,
    minCommitmentPeriods: input.minCommitmentPeriods,
    autoRenew: input.autoRenew,
    agreementTemplateId: input.agreementTemplateId,
    freezesPerYear: input.freezesPerYear,
    freezeMinDays: input.freezeMinDays,
    freezeMaxDays: input.freezeMaxDays,
    freezeFeeCents: input.freezeFee,
    cancelNoticeDays: input.cancelNoticeDays,
    active: input.active,
  };
}

export async function createPlan(db: Database, businessId: string, input: MembershipPlanValues) {
  const plan = await insertPlan(db, businessId, await planValues(db, businessId, input));
  return toPlan(plan);
}

export async function editPlan(
  db: Database,
  businessId: string,
  planId: string,
  input: MembershipPlanValues,
) {
  if (!(await findPlan(db, businessId, planId))) throw notFound('membership plan');
  const plan = await updatePlan(db, businessId, planId, await planValues(db, businessId, input));
  if (!plan) throw notFound('membership plan');
  return toPlan(plan);
}
