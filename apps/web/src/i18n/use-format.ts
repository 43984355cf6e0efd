import type { Locale } from '@bmp/shared';
import { useTranslation } from 'react-i18next';
import { studioFormatters } from './format.ts';
import { supportedLocale } from './locales.ts';
import { useStudioTimeZone } from './studio-time-zone.ts';

/**
 * The formatters of format.ts bound to the language being shown and to the signed-in studio's zone
 * (the browser's only where no studio is signed in: the platform's own pages).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const studioTimeZone = useStudioTimeZone();
  const locale: Locale = supportedLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return studioFormatters(locale, studioTimeZone || undefined);
}
