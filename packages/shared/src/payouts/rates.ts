// Pay rates: what a session or a class pays the expert who ran it (PRODUCT.md "Payee"). One pure
// module, so the API's earning lines, the rate editor's preview and the tests compute alike, in whole
// cents. The rules are written in docs/decisions/0058-pay-rates.md.

export const PAY_RATE_KINDS = ['flat', 'per_attendee', 'revenue_share', 'base_plus_bonus'] as const;
export type PayRateKind = (typeof PAY_RATE_KINDS)[number];

/** Who a class pays for: its roster, its check-ins, or its check-ins and the roster when nobody checked in. */
export const CLASS_PAYS_BY = ['roster', 'check_ins', 'check_ins_or_roster'] as const;
export type ClassPaysBy = (typeof CLASS_PAYS_BY)[number];

/**
 * One step of a graduated scale: each attendee up to `upTo` (counted from the first) pays `cents`;
 * the last step has no `upTo`. 5 at $3.00 then $4.00 a head: [{ upTo: 5, cents: 300 }, { upTo: null, cents: 400 }].
 */
export type PayTier = { upTo: number | null; cents: number };

export type PayRateTerms = {
  kind: PayRateKind;
  /** The flat amount per session, or the base of a base plus bonus. */
  flatCents: number;
  /** Per attendee (or the bonus per attendee over the base), graduated. */
  tiers: PayTier[];
  /** A share of the session's recognised revenue, in hundredths of a percent (12.5% is 1250). */
  percentBasisPoints: number;
  minCents: number | null;
  maxCents: number | null;
  countNoShows: boolean;
  countLateCancels: boolean;
  countFreePlaces: boolean;
  classPaysBy: ClassPaysBy;
};

/** One place on a session or class occurrence, as the earning sees it. */
export type PayPlace = { checkedIn: boolean; noShow: boolean; lateCancel: boolean; free: boolean };

export type EarningInputs = {
  /** Everyone who held a place: the member of a session, a class's roster. */
  places: PayPlace[];
  /** A class counts by `classPaysBy`; a one-to-one session by its places. */
  isClass: boolean;
  /** What the journal recognised for it (decision 0019), for a share of revenue. */
  revenueCents: number;
};

export type Earning = { amountCents: number; attendees: number; beforeLimitsCents: number };

/** `cents × basisPoints ÷ 10,000`, rounded half up to the cent (revenue is never negative here). */
export function shareOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints * 2 + 10_000) / 20_000);
}

/** Graduated: the first `upTo` attendees at the first step's price, the next ones at the next step's. */
export function graduated(tiers: PayTier[], attendees: number): number {
  let total = 0;
  let counted = 0;
  for (const tier of tiers) {
    if (counted >= attendees) break;
    const inTier =
      tier.upTo === null ? attendees - counted : Math.max(0, Math.min(attendees, tier.upTo) - counted);
    total += inTier * tier.cents;
    counted += inTier;
  }
  return total;
}

/** The attendees a rate pays for, by its rules on classes, no-shows, late cancels and free places. */
export function countAttendees(terms: PayRateTerms, inputs: EarningInputs): number {
  let pool = inputs.places;
  if (inputs.isClass && terms.classPaysBy !== 'roster') {
    const checkedIn = pool.filter((place) => place.checkedIn);
    pool = checkedIn.length > 0 || terms.classPaysBy === 'check_ins' ? checkedIn : pool;
  }
  return pool.filter(
    (place) =>
      (terms.countNoShows || !place.noShow) &&
      (terms.countLateCancels || !place.lateCancel) &&
      (terms.countFreePlaces || !place.free),
  ).length;
}

/** What one session or class occurrence earns under `terms`. */
export function earningFor(terms: PayRateTerms, inputs: EarningInputs): Earning {
  const attendees = countAttendees(terms, inputs);
  let amount: number;
  switch (terms.kind) {
    case 'flat':
      amount = terms.flatCents;
      break;
    case 'per_attendee':
      amount = graduated(terms.tiers, attendees);
      break;
    case 'revenue_share':
      amount = shareOf(Math.max(0, inputs.revenueCents), terms.percentBasisPoints);
      break;
    case 'base_plus_bonus':
      amount = terms.flatCents + graduated(terms.tiers, attendees);
      break;
  }
  let limited = amount;
  if (terms.minCents !== null) limited = Math.max(limited, terms.minCents);
  if (terms.maxCents !== null) limited = Math.min(limited, terms.maxCents);
  return { amountCents: limited, attendees, beforeLimitsCents: amount };
}

/** Where a rate applies: an expert, an offering or a group (not both), each optional; none is the studio's default. */
export type PayRateScope = { expertId: string | null; offeringId: string | null; groupId: string | null };

/** A rate with its scope and the days it applies: from `effectiveFrom` until the day before `effectiveUntil`. */
export type ScopedPayRate = PayRateScope & {
  id: string;
  effectiveFrom: string;
  effectiveUntil: string | null;
};

/** How specific a scope is: expert and offering (or group) 3, expert 2, offering (or group) 1, the default 0. */
export function specificity(scope: PayRateScope): number {
  const onWhat = scope.offeringId !== null || scope.groupId !== null;
  if (scope.expertId !== null) return onWhat ? 3 : 2;
  return onWhat ? 1 : 0;
}

function appliesOn(rate: ScopedPayRate, day: string): boolean {
  return rate.effectiveFrom <= day && (rate.effectiveUntil === null || day < rate.effectiveUntil);
}

/**
 * The rate for an expert's session of an offering (or occurrence of a group) on `day`: the most
 * specific one in effect that matches. Undefined when none does (the studio has no default).
 */
export function pickRate<T extends ScopedPayRate>(
  rates: T[],
  session: { expertId: string; offeringId: string | null; groupId: string | null; day: string },
): T | undefined {
  const matches = rates.filter(
    (rate) =>
      appliesOn(rate, session.day) &&
      (rate.expertId === null || rate.expertId === session.expertId) &&
      (rate.offeringId === null || rate.offeringId === session.offeringId) &&
      (rate.groupId === null || rate.groupId === session.groupId),
  );
  return matches.reduce<T | undefined>((best, rate) => {
    if (!best) return rate;
    const byScope = specificity(rate) - specificity(best);
    return byScope > 0 || (byScope === 0 && rate.effectiveFrom > best.effectiveFrom) ? rate : best;
  }, undefined);
}

/** A rate of the same scope whose days meet `candidate`'s (refused: two rates cannot apply at once). */
export function overlappingRate<T extends ScopedPayRate>(
  rates: T[],
  candidate: Omit<ScopedPayRate, 'id'> & { id?: string },
): T | undefined {
  return rates.find(
    (rate) =>
      rate.id !== candidate.id &&
      rate.expertId === candidate.expertId &&
      rate.offeringId === candidate.offeringId &&
      rate.groupId === candidate.groupId &&
      (candidate.effectiveUntil === null || rate.effectiveFrom < candidate.effectiveUntil) &&
      (rate.effectiveUntil === null || candidate.effectiveFrom < rate.effectiveUntil),
  );
}
