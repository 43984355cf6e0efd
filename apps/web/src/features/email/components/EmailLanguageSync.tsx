import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmailLanguage, saveEmailPreferences } from '../api/email.ts';

const LANGUAGES: readonly string[] = ['en', 'fr', 'ar'];
const storageKey = (userId: string) => `bmp.emailLanguage.${userId}`;

/**
 * Emails are written in the language the person uses the app in: while signed in, a change of the
 * app's language is saved for their emails. The last language saved is remembered in this browser,
 * so nothing is sent when it has not changed.
 */
export function EmailLanguageSync({ userId }: { userId: string }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (!LANGUAGES.includes(language)) return;
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(storageKey(userId));
    } catch {
      // Storage may be blocked; then the language is saved on each visit.
    }
    if (saved === language) return;
    saveEmailPreferences({ language: language as EmailLanguage }).then(
      () => {
        try {
          localStorage.setItem(storageKey(userId), language);
        } catch {
          // See above.
        }
      },
      // Not worth an error on screen: the next visit tries again.
      () => undefined,
    );
  }, [language, userId]);
  return null;
}
