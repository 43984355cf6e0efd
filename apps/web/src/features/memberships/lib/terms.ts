import type { MembershipPeriod, ServiceCategory } from '@bmp/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../i18n/use-format.ts';

// How a plan's or a membership's terms read (decision 0055): a price per period, what a period
// includes, the commitment, and calendar days. The words are the `memberships` namespace's.

type Format = ReturnType<typeof useFormat>;

/** What a plan and a subscription's `terms` share, for the texts below. */
export type TermsLike = {
  period: MembershipPeriod;
  priceCents: number;
  includes: 'credits' | 'unlimited';
  grants: { kind: ServiceCategory; quantity: number }[];
  unlimitedKinds: ServiceCategory[];
  dailyCap: number | null;
  rolloverMax: number;
  signupFeeCents: number;
  minCommitmentPeriods: number;
  cancelNoticeDays: number;
  freezesPerYear: number;
  freezeMinDays: number;
  freezeMaxDays: number;
  freezeFeeCents: number;
};

/**
 * A calendar day of the studio ('YYYY-MM-DD', as the API gives them) in the page's language. Read at
 * noon UTC and shown in UTC, so no time zone can move it to the day before.
 */
export function dayText(format: Format, day: string, style: 'medium' | 'long' = 'medium'): string {
  return format.date(`${day}T12:00:00Z`, { dateStyle: style, timeZone: 'UTC' });
}

/** "$229.00 a month". */
export function pricePerPeriod(
  t: TFunction,
  format: Format,
  cents: number,
  period: MembershipPeriod,
): string {
  return t(`memberships:pricePer.${period}`, { price: format.money(cents) });
}

/** "3 months", "1 year": a number of periods in words. */
export function periodsText(t: TFunction, count: number, period: MembershipPeriod): string {
  return t(`memberships:periods.${period}`, { count });
}

/** What each period includes, one line per kind: "8 Training credits a month", "Unlimited Group classes, up to 2 a day". */
export function includesLines(t: TFunction, terms: TermsLike): string[] {
  const kind = (category: ServiceCategory) => t(`common:categories.${category}`);
  if (terms.includes === 'unlimited') {
    return terms.unlimitedKinds.map((category) =>
      t('memberships:includes.unlimited', { kind: kind(category), count: terms.dailyCap ?? 1 }),
    );
  }
  return terms.grants.map((grant) =>
    t(`memberships:includes.credits.${terms.period}`, { count: grant.quantity, kind: kind(grant.kind) }),
  );
}

/** "No commitment" or "At least 3 months". */
export function commitmentText(t: TFunction, terms: Pick<TermsLike, 'minCommitmentPeriods' | 'period'>) {
  return terms.minCommitmentPeriods === 0
    ? t('memberships:terms.noCommitment')
    : t('memberships:terms.commitment', {
        periods: periodsText(t, terms.minCommitmentPeriods, terms.period),
      });
}

/** "14 days' notice to cancel" or "No notice to cancel". */
export function noticeText(t: TFunction, days: number) {
  return days === 0 ? t('memberships:terms.noNotice') : t('memberships:terms.notice', { count: days });
}

/** The freeze rules: "Up to 2 freezes a year, 7 to 30 days each, $15.00 each", or "No freezes". */
export function freezeRulesText(t: TFunction, format: Format, terms: TermsLike) {
  if (terms.freezesPerYear === 0) return t('memberships:terms.noFreezes');
  const rule = t('memberships:terms.freezes', {
    count: terms.freezesPerYear,
    min: terms.freezeMinDays,
    max: terms.freezeMaxDays,
  });
  return terms.freezeFeeCents > 0
    ? t('memberships:terms.freezeWithFee', { rule, fee: format.money(terms.freezeFeeCents) })
    : rule;
}
