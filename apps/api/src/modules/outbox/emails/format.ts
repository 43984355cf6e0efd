import type { EmailLanguage } from '../email-html.ts';

// Dates, times and amounts in the reader's language, in the studio's time zone.

export const LOCALES: Record<EmailLanguage, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };

// Building an Intl formatter costs far more than using one (a booking's e-mail to the expert was the
// API's first own entry in a CPU profile of bench:booking), so each is made once per language, style
// and zone and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(
  language: EmailLanguage,
  timeZone: string,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${style.dateStyle ?? ''} ${style.timeStyle ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...style, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** "Wednesday, November 25, 2026 at 5:00 PM" / "mercredi 25 novembre 2026 à 17:00". */
export function formatWhen(language: EmailLanguage, instant: Date, timeZone: string): string {
  return dateTimeFormat(language, timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(instant);
}

/** "Nov 25, 2026" / "25 nov. 2026". */
export function formatDay(language: EmailLanguage, instant: Date, timeZone: string): string {
  return dateTimeFormat(language, timeZone, { dateStyle: 'medium' }).format(instant);
}

/** "5:00 PM" / "17:00". */
export function formatTime(language: EmailLanguage, instant: Date, timeZone: string): string {
  return dateTimeFormat(language, timeZone, { timeStyle: 'short' }).format(instant);
}

/** "$650.00" / "650,00 $US". */
const moneyFormats = new Map<EmailLanguage, Intl.NumberFormat>();
export function formatMoney(language: EmailLanguage, cents: number): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}
