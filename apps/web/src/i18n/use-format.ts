import type { Locale } from '@bmp/shared';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercentChange,
  formatStudioDateTime,
} from './format.ts';
import { supportedLocale } from './locales.ts';

/** The formatters of format.ts bound to the language being shown. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale: Locale = supportedLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    money: (cents: number, currency?: string) => formatMoney(cents, locale, currency),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, locale, options),
    percentChange: (value: number) => formatPercentChange(value, locale),
    /** A date and time in the studio's zone, named when the browser's differs. */
    studioDateTime: (value: Date | string | number, timeZone: string, style: 'full' | 'medium' = 'medium') =>
      formatStudioDateTime(value, locale, timeZone, { style }),
  };
}
