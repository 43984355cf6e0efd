import type { PayRate } from '@bmp/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../i18n/use-format.ts';

type Format = ReturnType<typeof useFormat>;

/** "$3.00 a head up to 5, then $4.00": a rate's graduated steps in words. */
function stepsText(t: TFunction, format: Format, tiers: PayRate['tiers']): string {
  return tiers
    .map((tier, index) =>
      tier.upTo === null
        ? t(index === 0 ? 'money:payRates.stepAll' : 'money:payRates.stepThen', {
            amount: format.money(tier.cents),
          })
        : t('money:payRates.stepUpTo', { amount: format.money(tier.cents), count: tier.upTo }),
    )
    .join(', ');
}

/** What a rate pays, in one line: "$45.50 a session", "40% of revenue, at least $20.00". */
export function rateText(t: TFunction, format: Format, rate: PayRate): string {
  const main =
    rate.kind === 'flat'
      ? t('money:payRates.flatText', { amount: format.money(rate.flatCents) })
      : rate.kind === 'per_attendee'
        ? stepsText(t, format, rate.tiers)
        : rate.kind === 'revenue_share'
          ? t('money:payRates.shareText', { percent: format.number(rate.percentBasisPoints / 100) })
          : t('money:payRates.bonusText', {
              amount: format.money(rate.flatCents),
              steps: stepsText(t, format, rate.tiers),
            });
  const limits = [
    rate.minCents !== null ? t('money:payRates.atLeast', { amount: format.money(rate.minCents) }) : null,
    rate.maxCents !== null ? t('money:payRates.atMost', { amount: format.money(rate.maxCents) }) : null,
  ].filter((part): part is string => part !== null);
  return [main, ...limits].join(', ');
}

/** Whom and what a rate applies to: "Erin Expert · Boxing Basics", "Everyone · every session". */
export function scopeText(t: TFunction, rate: PayRate): string {
  const who = rate.expertName ?? t('money:payRates.everyone');
  const what = rate.offeringName ?? rate.groupName ?? t('money:payRates.everything');
  return `${who} · ${what}`;
}
