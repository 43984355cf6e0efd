import type { Locale } from '@bmp/shared';
import { INTL_LOCALES } from '../../i18n/format.ts';

// How a notification reads: the API stores a kind and its values, never text (decision 0018), so the
// reader sees it in their own language. Pure functions, tested in Node.

/** Kinds the bell has a message for (shell.json notifications.kinds.*). */
const KNOWN_KINDS = new Set([
  'service.requested',
  'service.confirmed',
  'service.rescheduled',
  'service.canceled',
  'service.completed',
  'service.reminder',
  'support.request',
  // Group classes (decision 0031): data carries groupName and startsAt.
  'group.promoted',
  'group.skipped',
  'group.seat_open',
  'group.canceled',
  // Staff alerts (decision 0052): something needs the studio's principals and admins.
  'staff.bookingRequest',
  'staff.waitlistJoin',
  'staff.supportMessage',
  'staff.payAtStudioPurchase',
  'staff.membershipPastDue',
  // Contracts (decision 0053): data carries the contract's title, and who signed for a countersignature.
  'contract.toSign',
  'contract.reminder',
  'contract.countersign',
]);

/**
 * The translation key (in the shell namespace) and its values, with `when` still an ISO instant and
 * `amountCents` still cents (the caller formats both in the reader's language).
 */
export function messageOf(notification: { kind: string; data: Record<string, unknown> }): {
  key: string;
  values: Record<string, string | number | undefined>;
} {
  if (!KNOWN_KINDS.has(notification.kind)) return { key: 'notifications.kinds.other', values: {} };
  const data = notification.data;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    key: `notifications.kinds.${notification.kind}`,
    values: {
      actor: text(data.actorName),
      offering: text(data.offeringName) ?? text(data.groupName) ?? '',
      when: text(data.startsAt),
      with: text(data.withName) ?? text(data.expertName) ?? '',
      count: typeof data.minutes === 'number' ? data.minutes : undefined,
      reason: text(data.reason),
      subject: text(data.subject),
      pack: text(data.packName),
      amountCents: typeof data.amountCents === 'number' ? data.amountCents : undefined,
      message: text(data.message),
      from: text(data.fromEmail),
      title: text(data.title),
    },
  };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "yesterday", "il y a 2 heures": how long ago `iso` was, in the reader's language. */
export function relativeTime(iso: string, now: Date, locale: Locale): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
