import { describe, expect, it } from 'vitest';
import {
  ANCHOR_SCROLL_OFFSET,
  APP_TITLE,
  BREAKPOINTS,
  DEFAULT_LOCALE,
  isRtlLocale,
  LOCALES,
  OVERLAY_NAV_BREAKPOINT,
  PAGE_SIZES,
  SCROLL_TO_TOP_THRESHOLD,
  THEME_COLORS,
} from './ui';

describe('ui constants', () => {
  it('uses the SPEC title and colours', () => {
    expect(APP_TITLE).toBe('Business Management Platform');
    expect(THEME_COLORS).toEqual({
      primary: '#4472C4',
      success: '#28C76F',
      warning: '#FF9F43',
      error: '#EA5455',
    });
  });

  it('uses the SPEC breakpoints and overlays the navigation below medium plus 16 px', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([0, 600, 960, 1280, 1920, 2560]);
    expect(OVERLAY_NAV_BREAKPOINT).toBe(976);
  });

  it('uses the SPEC scroll offsets', () => {
    expect(ANCHOR_SCROLL_OFFSET).toBe(60);
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(200);
  });

  it('offers English, French and Arabic with English as default and Arabic right to left', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('en')).toBe(false);
    expect(isRtlLocale('fr')).toBe(false);
  });

  it('offers the SPEC table page sizes', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 25, 50, 100]);
  });
});
