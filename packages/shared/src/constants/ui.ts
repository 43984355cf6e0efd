// Look-and-feel constants from SPEC sections 1 and 9; the web theme module reads these.

export const APP_TITLE = 'Business Management Platform';

export const THEME_COLORS = {
  primary: '#4472C4',
  success: '#28C76F',
  warning: '#FF9F43',
  error: '#EA5455',
} as const;

// Minimum widths in px.
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

// The navigation turns into an overlay below this width: the medium breakpoint plus 16 px.
export const OVERLAY_NAV_BREAKPOINT = BREAKPOINTS.md + 16;
export const ANCHOR_SCROLL_OFFSET = 60;
export const SCROLL_TO_TOP_THRESHOLD = 200;

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** True for a locale written right to left (Arabic). */
export function isRtlLocale(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
