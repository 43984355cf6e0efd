import type { Subscription } from '@bmp/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../i18n/use-format.ts';
import { dayText } from './terms.ts';

// A membership's history in words (decision 0055: every change is a row, with who made it). The API
// keeps each change's facts in `detail`; this reads the ones each action has, and says the action
// alone when a fact is missing.

type Format = ReturnType<typeof useFormat>;
type Entry = Subscription['history'][number];

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const cents = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The day after `day` ('YYYY-MM-DD'), or the day before with -1. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What one history entry says happened, in the page's language. */
export function historyText(t: TFunction, format: Format, entry: Entry): string {
  const detail = entry.detail;
  const day = (value: unknown) => (text(value) ? dayText(format, text(value) as string) : '');
  const money = (value: unknown) => (cents(value) !== undefined ? format.money(cents(value) as number) : '');
  const reason = text(detail.reason);
  const withReason = (said: string) =>
    reason ? t('memberships:history.withReason', { said, reason }) : said;
  switch (entry.action) {
    case 'created':
      return detail.soldByStaff === true
        ? t('memberships:history.sold', { plan: text(detail.plan) ?? '', price: money(detail.priceCents) })
        : t('memberships:history.created', {
            plan: text(detail.plan) ?? '',
            price: money(detail.priceCents),
          });
    case 'started':
      return t('memberships:history.started', { date: day(detail.on) });
    case 'card.saved':
      return t('memberships:history.cardSaved', { card: text(detail.card) ?? '' });
    case 'invoice.opened':
      return t('memberships:history.invoiceOpened', {
        start: day(detail.periodStart),
        end: detail.periodEnd ? day(addDays(String(detail.periodEnd), -1)) : '',
        amount: money(detail.amountCents),
      });
    case 'invoice.paid':
      return t('memberships:history.invoicePaid', { amount: money(detail.amountCents) });
    case 'invoice.cash':
      return t('memberships:history.invoiceCash', { amount: money(detail.amountCents) });
    case 'invoice.waived':
      return withReason(t('memberships:history.invoiceWaived', { amount: money(detail.amountCents) }));
    case 'invoice.retry':
      return t('memberships:history.invoiceRetry');
    case 'payment.declined':
      return t('memberships:history.declined', {
        attempt: cents(detail.attempt) ?? 1,
        message: text(detail.message) ?? t('memberships:history.noMessage'),
        date: day(detail.retryOn),
      });
    case 'past_due':
      return t('memberships:history.pastDue', { amount: money(detail.amountCents) });
    case 'freeze.scheduled':
      return t('memberships:history.freezeScheduled', {
        start: day(detail.startsOn),
        end: day(detail.endsOn),
        count: cents(detail.days) ?? 0,
        fee: money(detail.feeCents ?? 0),
      });
    case 'freeze.started':
      return t('memberships:history.freezeStarted');
    case 'freeze.ended':
      return t('memberships:history.freezeEnded');
    case 'cancel.requested':
      return withReason(
        t('memberships:history.cancelRequested', {
          date: detail.endsOn ? day(addDays(String(detail.endsOn), -1)) : '',
        }),
      );
    case 'canceled':
      return withReason(
        detail.before === 'start'
          ? t('memberships:history.canceledBeforeStart')
          : detail.now === true
            ? t('memberships:history.canceledNow')
            : t('memberships:history.canceled'),
      );
    case 'ended':
      return t('memberships:history.ended');
    case 'plan.changed':
      return t('memberships:history.planChanged', {
        from: text(detail.from) ?? '',
        to: text(detail.to) ?? '',
        date: day(detail.startsOn),
        credit: money(detail.creditCents ?? 0),
        charge: money(detail.chargeCents ?? 0),
      });
    case 'periods.skipped':
      return t('memberships:history.skipped', { from: day(detail.from), to: day(detail.to) });
    default:
      return entry.action;
  }
}
