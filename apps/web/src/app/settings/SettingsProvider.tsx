import { isRtlLocale } from '@bmp/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { getStoredSession, subscribeToSession } from '../../features/auth/session-store.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { prepareDirection } from '../direction.ts';
import {
  type ColorScheme,
  DEFAULT_SETTINGS,
  effectivePrimaryColor,
  PAGE_BACKGROUNDS,
  parseStudioColor,
  readSettings,
  resolveColorScheme,
  SETTING_NAMES,
  type Settings,
  STUDIO_COLOR_KEY,
  settingKey,
} from './settings.ts';

export type SettingsContextValue = {
  settings: Settings;
  /** Light or dark as shown now ("system" resolved against the device). */
  colorScheme: ColorScheme;
  direction: 'ltr' | 'rtl';
  /** The primary colour shown: the person's choice, else their studio's, else SPEC.md's. */
  primaryColor: string;
  /** The signed-in studio's own colour (null: none chosen, or signed out). */
  studioColor: string | null;
  /** Records the studio's colour as the shell read it (null when the studio chose none). */
  setStudioColor: (businessId: string, color: string | null) => void;
  /** Changes some settings and stores them; a new language is applied once its texts are loaded. */
  updateSettings: (changes: Partial<Settings>) => Promise<void>;
  resetSettings: () => Promise<void>;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

// Storage can be missing or refuse writes (private windows): the settings then last for this page.
function safeGetItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(settings: Settings) {
  try {
    for (const name of SETTING_NAMES) localStorage.setItem(settingKey(name), String(settings[name]));
  } catch {
    // Kept in memory only.
  }
}

/** The settings as this browser has them stored (or detected, for the language). */
export function loadStoredSettings(): Settings {
  return readSettings(safeGetItem, navigator.languages ?? [navigator.language]);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersDarkNow = () => window.matchMedia(DARK_QUERY).matches;

/**
 * The user-interface settings (theme, skin, primary colour, navigation, navbar, content width,
 * language), persisted to localStorage under the app-title prefix. "System" follows the device's
 * colour scheme live, including changes while the page is open.
 */
export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  // The studio's colour applies to its own people only: dropped on signing out or switching studio.
  const [studioBrand, setStudioBrand] = useState(() => parseStudioColor(safeGetItem(STUDIO_COLOR_KEY)));
  const session = useSyncExternalStore(subscribeToSession, getStoredSession, () => null);
  const studioColor =
    session && studioBrand?.businessId === session.userData.businessId ? studioBrand.color : null;
  const primaryColor = effectivePrimaryColor(settings.primaryColor, studioColor);
  const setStudioColor = useCallback((businessId: string, color: string | null) => {
    const next = color ? { businessId, color } : null;
    setStudioBrand((current) =>
      current?.businessId === next?.businessId && current?.color === next?.color ? current : next,
    );
    try {
      if (next) localStorage.setItem(STUDIO_COLOR_KEY, `${businessId} ${next.color}`);
      else localStorage.removeItem(STUDIO_COLOR_KEY);
    } catch {
      // Kept in memory only.
    }
  }, []);
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, prefersDarkNow, () => false);
  const colorScheme = resolveColorScheme(settings.theme, prefersDark);
  const direction = isRtlLocale(settings.language) ? 'rtl' : 'ltr';

  const updateSettings = useCallback(async (changes: Partial<Settings>) => {
    // Load the new language's texts first, so words and direction switch together.
    const { language } = changes;
    if (language) await Promise.all([changeLanguage(language), prepareDirection(language)]);
    setSettings((current) => {
      const next = { ...current, ...changes };
      store(next);
      return next;
    });
  }, []);

  const resetSettings = useCallback(() => updateSettings(DEFAULT_SETTINGS), [updateSettings]);

  // Another tab changed a setting: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || !SETTING_NAMES.some((name) => settingKey(name) === event.key)) return;
      const stored = loadStoredSettings();
      void Promise.all([changeLanguage(stored.language), prepareDirection(stored.language)]).then(() =>
        setSettings(stored),
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The same attributes public/theme-init.js set before the first paint, kept current.
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme', colorScheme);
    root.setAttribute('lang', settings.language);
    root.setAttribute('dir', direction);
    root.style.colorScheme = colorScheme;
    root.style.backgroundColor = PAGE_BACKGROUNDS[colorScheme];
  }, [colorScheme, settings.language, direction]);

  const value = useMemo(
    () =>
      ({
        settings,
        colorScheme,
        direction,
        primaryColor,
        studioColor,
        setStudioColor,
        updateSettings,
        resetSettings,
      }) as const,
    [
      settings,
      colorScheme,
      direction,
      primaryColor,
      studioColor,
      setStudioColor,
      updateSettings,
      resetSettings,
    ],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}
