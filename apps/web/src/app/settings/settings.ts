import { APP_TITLE, DEFAULT_LOCALE, type Locale, THEME_COLORS } from '@bmp/shared';
import { supportedLocale } from '../../i18n/locales.ts';

// The user-interface settings of SPEC.md sections 1, 4 and 9, kept in this browser's localStorage
// under keys prefixed with the app title. Pure functions only, so they are unit-tested; the provider
// (SettingsProvider.tsx) holds the state and public/theme-init.js applies the stored theme and
// language before the first paint. Keep that file's logic in step with this one (a test runs both).

export const THEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export type ColorScheme = 'light' | 'dark';

export const SKINS = ['bordered', 'default'] as const;
export type Skin = (typeof SKINS)[number];

export const NAVIGATION_LAYOUTS = ['vertical', 'horizontal'] as const;
export type NavigationLayout = (typeof NAVIGATION_LAYOUTS)[number];

export const NAVBAR_TYPES = ['sticky', 'hidden'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];

export const CONTENT_WIDTHS = ['fluid', 'boxed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

/** The customizer's primary colours: SPEC.md's blue first, then a few with enough contrast on white. */
export const PRIMARY_COLOR_PRESETS = [
  THEME_COLORS.primary,
  '#6A5FE0',
  '#0D7F86',
  '#B35C00',
  '#C22F5E',
] as const;

export type Settings = {
  theme: ThemeSetting;
  skin: Skin;
  primaryColor: string;
  navigation: NavigationLayout;
  navbar: NavbarType;
  contentWidth: ContentWidth;
  language: Locale;
};

export type SettingName = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  skin: 'bordered',
  primaryColor: THEME_COLORS.primary,
  navigation: 'vertical',
  navbar: 'sticky',
  contentWidth: 'fluid',
  language: DEFAULT_LOCALE,
};

export const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as SettingName[];

/** The localStorage key of one setting, e.g. "Business Management Platform-theme". */
export function settingKey(name: SettingName): string {
  return `${APP_TITLE}-${name}`;
}

/** Where this browser keeps its studio's colour, so the first paint of a signed-in page has it. */
export const STUDIO_COLOR_KEY = `${APP_TITLE}-studioColor`;

/** Background colours painted before the app starts (must match the theme's background.default). */
export const PAGE_BACKGROUNDS: Record<ColorScheme, string> = { light: '#FAFAFC', dark: '#25293C' };

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

function isHexColor(value: string | null): value is string {
  return value !== null && /^#[0-9a-f]{6}$/i.test(value);
}

/** The stored language if valid, else the browser's first supported language, else English. */
export function detectLocale(stored: string | null, navigatorLanguages: readonly string[]): Locale {
  const fromStorage = supportedLocale(stored);
  if (fromStorage) return fromStorage;
  for (const tag of navigatorLanguages) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The settings as stored, each unreadable or missing value replaced by its default. */
export function readSettings(
  getItem: (key: string) => string | null,
  navigatorLanguages: readonly string[] = [],
): Settings {
  const stored = (name: SettingName) => getItem(settingKey(name));
  const primaryColor = stored('primaryColor');
  return {
    theme: oneOf(THEME_SETTINGS, stored('theme')) ?? DEFAULT_SETTINGS.theme,
    skin: oneOf(SKINS, stored('skin')) ?? DEFAULT_SETTINGS.skin,
    primaryColor: isHexColor(primaryColor) ? primaryColor : DEFAULT_SETTINGS.primaryColor,
    navigation: oneOf(NAVIGATION_LAYOUTS, stored('navigation')) ?? DEFAULT_SETTINGS.navigation,
    navbar: oneOf(NAVBAR_TYPES, stored('navbar')) ?? DEFAULT_SETTINGS.navbar,
    contentWidth: oneOf(CONTENT_WIDTHS, stored('contentWidth')) ?? DEFAULT_SETTINGS.contentWidth,
    language: detectLocale(stored('language'), navigatorLanguages),
  };
}

/**
 * The primary colour shown: the person's own choice, else their studio's colour, else SPEC.md's. The
 * stored default counts as no choice (every setting is stored at once, so the default is on record for
 * anyone who changed any setting): the customizer's first swatch is "the studio's colour"
 * (docs/decisions/0047-studio-brand.md).
 */
export function effectivePrimaryColor(chosen: string, studioColor: string | null): string {
  if (chosen.toLowerCase() !== DEFAULT_SETTINGS.primaryColor.toLowerCase()) return chosen;
  return studioColor && isHexColor(studioColor) ? studioColor : DEFAULT_SETTINGS.primaryColor;
}

/** The studio colour this browser last had for a studio, stored as "<business id> <#rrggbb>". */
export function parseStudioColor(stored: string | null): { businessId: string; color: string } | null {
  const [businessId, color = null] = stored?.split(' ') ?? [];
  return businessId && isHexColor(color) ? { businessId, color } : null;
}

/** Light or dark: the chosen theme, or for "system" the device's current colour scheme. */
export function resolveColorScheme(theme: ThemeSetting, prefersDark: boolean): ColorScheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}
