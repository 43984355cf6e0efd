import type { EmailLanguage } from '../email-html.ts';

// Dates, times and amounts in the reader's language, in the studio's time zone.

export const LOCALES: Record<EmailLanguage, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar' };

/** "Wednesday, November 25, 2026 at 5:00 PM" / "mercredi 25 novembre 2026 à 17:00". */
export function formatWhen(language: EmailLanguage, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
}

/** "Nov 25, 2026" / "25 nov. 2026". */
export function formatDay(language: EmailLanguage, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone }).format(instant);
}

/** "5:00 PM" / "17:00". */
export function formatTime(language: EmailLanguage, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short', timeZone }).format(instant);
}

/** "$650.00" / "650,00 $US". */
export function formatMoney(language: EmailLanguage, cents: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);
}
