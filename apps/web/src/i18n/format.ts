import type { Locale } from '@bmp/shared';

// Dates, numbers and money for the chosen language, through Intl. English is American English
// (SPEC.md section 9: en-US); money is integer cents in US dollars (ARCHITECTURE.md "Data").

export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    cache.set(key, format);
  }
  return format as Intl.NumberFormat;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    cache.set(key, format);
  }
  return format as Intl.DateTimeFormat;
}

/** A number in the locale's digits and separators. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** An amount of integer cents as money, e.g. 12550 → "$125.50" (en) or "125,50 $US" (fr). */
export function formatMoney(cents: number, locale: Locale, currency = 'USD'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/**
 * A date (and time when asked) in the locale's words and order. Pages call it through useFormat(),
 * which puts in the studio's zone; `timeZone` here defaults to the browser's.
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, options).format(date);
}

let viewerZone: string | undefined;

/**
 * The zone this browser shows times in, read once per page load: making a DateTimeFormat to ask is
 * slow enough to show when every session in a list asks.
 */
export function browserTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return viewerZone;
}

/**
 * A date and time in the studio's zone, the one every page shows (sessions, receipts, credit history),
 * with the zone named ("PST") when the browser's zone differs, so a member away from the studio does
 * not take it for their own time.
 */
export function formatStudioDateTime(
  value: Date | string | number,
  locale: Locale,
  timeZone: string,
  {
    style = 'medium',
    viewerTimeZone = browserTimeZone(),
  }: { style?: 'full' | 'medium'; viewerTimeZone?: string } = {},
): string {
  const named = timeZone !== viewerTimeZone;
  return formatDate(value, locale, {
    ...(style === 'full'
      ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }
      : { year: 'numeric', month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(named ? { timeZoneName: 'short' } : {}),
  });
}

/**
 * The formatters bound to a language and the studio's zone (useFormat() gives them to pages): a date
 * or time is the studio's unless the call names another zone ('UTC' for a calendar date or a wall-clock
 * time of day), so a member away from the studio never sees their own zone's day or hour.
 */
export function studioFormatters(
  locale: Locale,
  studioTimeZone: string = browserTimeZone(),
  viewerTimeZone: string = browserTimeZone(),
) {
  return {
    locale,
    /** The zone dates and times are shown in: the studio's. */
    timeZone: studioTimeZone,
    /** True when the browser is in another zone: a bare time ("5:00 PM") could then be misread. */
    zoneDiffers: studioTimeZone !== viewerTimeZone,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    money: (cents: number, currency?: string) => formatMoney(cents, locale, currency),
    /** A date (or the parts asked for) in the studio's zone unless `options.timeZone` names another. */
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      formatDate(value, locale, { timeZone: studioTimeZone, ...options }),
    percentChange: (value: number) => formatPercentChange(value, locale),
    /** A date and time in the studio's zone (or the one the answer gave), named when the browser's differs. */
    studioDateTime: (
      value: Date | string | number,
      timeZone: string = studioTimeZone,
      style: 'full' | 'medium' = 'medium',
    ) => formatStudioDateTime(value, locale, timeZone, { style, viewerTimeZone }),
  };
}

/**
 * A percentage change, with "+" before increases (SPEC.md section 9), "−"/"-" before decreases and no
 * sign for zero; `value` is the change itself (12.5 means +12.5 %).
 */
export function formatPercentChange(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return numberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits }).format(
    value / 100,
  );
}

/** The direction of a change: up, down or flat (for colour and icon). */
export function changeTrend(value: number): 'up' | 'down' | 'flat' {
  if (value > 0) return 'up';
  if (value < 0) return 'down';
  return 'flat';
}
