// Changing plan mid-period (decisions/0056-membership-plan-changes.md): the rest of the period is
// priced by days, half-up to the cent, so the preview the member sees and the amounts the server
// books are computed by this one function.

import type { CreditGrant } from '../purchases';

/** `priceCents` for `daysLeft` of `days`, rounded half-up to the cent. */
export function proratedCents(priceCents: number, daysLeft: number, days: number): number {
  if (days <= 0) return 0;
  return Math.floor((priceCents * daysLeft * 2 + days) / (2 * days));
}

/**
 * The credits a plan gives for `daysLeft` of a `days`-day period: each kind's quantity in proportion,
 * rounded half-up; an unlimited plan's cap for every day left. Kinds that round to none are left out.
 */
export function proratedGrants(
  plan: {
    includes: 'credits' | 'unlimited';
    grants: CreditGrant[];
    unlimitedKinds: CreditGrant['kind'][];
    dailyCap: number | null;
  },
  daysLeft: number,
  days: number,
): CreditGrant[] {
  const grants =
    plan.includes === 'unlimited'
      ? plan.unlimitedKinds.map((kind) => ({ kind, quantity: (plan.dailyCap ?? 1) * daysLeft }))
      : plan.grants.map((grant) => ({
          kind: grant.kind,
          quantity: proratedCents(grant.quantity, daysLeft, days),
        }));
  return grants.filter((grant) => grant.quantity > 0);
}
