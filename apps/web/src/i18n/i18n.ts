import { DEFAULT_LOCALE, LOCALES, type Locale } from '@bmp/shared';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enRoutes from '../locales/en/routes.json';

// English `common` (the shell, shared words), `routes` (page titles and menu labels) and `auth` (the
// sign-in pages, where most visits start) ship with the first script, so the first page renders
// without waiting for a second request; every other namespace, and every other language, is a
// separate chunk loaded when a page or a language needs it (docs/decisions/0010-app-shell-and-i18n.md).
export const EAGER_NAMESPACES = ['common', 'routes', 'auth'] as const;

const lazyBundles = import.meta.glob<ResourceKey>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/routes.json',
    '!../locales/en/auth.json',
  ],
  { import: 'default' },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyBundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language}/${namespace} translations`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in `locale`, with that language's first namespaces loaded. */
export async function initI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      fallbackLng: DEFAULT_LOCALE,
      load: 'languageOnly',
      ns: [...EAGER_NAMESPACES],
      defaultNS: 'common',
      resources: { en: { common: enCommon, routes: enRoutes, auth: enAuth } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** Loads `namespaces` in the current language (and English, its fallback); resolves when ready. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Switches language once its translations are loaded. */
export async function changeLanguage(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
}

export { i18next };
