import { LOCALES, type Locale } from '@bmp/shared';

/** Each language's own name, as a speaker of it would look for it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** The supported locale for a language tag ("fr-CA" → "fr"), or undefined. */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language);
}
