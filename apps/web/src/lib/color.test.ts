import { THEME_COLORS } from '@bmp/shared';
import { getContrastRatio } from '@mui/material/styles';
import { blend } from '@mui/system';
import { describe, expect, it } from 'vitest';
import { PAGE_BACKGROUNDS, PRIMARY_COLOR_PRESETS } from '../app/settings/settings.ts';
import { contrastRatio, ensureContrast } from './color.ts';

describe('colour contrast', () => {
  it('computes the WCAG ratio unrounded: black on white is 21, a colour on itself 1, hex or rgb()', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4472C4', 'rgb(68, 114, 196)')).toBe(1);
    // MUI's getContrastRatio rounds each luminance to three decimals and passes this grey on white.
    expect(getContrastRatio('#73777E', '#FFFFFF')).toBeGreaterThan(4.5);
    expect(contrastRatio('#73777E', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('gives white text at least 4.5:1 on every primary colour the customizer offers', () => {
    for (const color of PRIMARY_COLOR_PRESETS)
      expect(contrastRatio('#FFFFFF', color), color).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens SPEC.md green until it is readable on a light chip, and keeps readable colours as they are', () => {
    const chip = blend('#FFFFFF', THEME_COLORS.success, 0.16);
    expect(contrastRatio(THEME_COLORS.success, chip)).toBeLessThan(4.5);
    const text = ensureContrast(THEME_COLORS.success, chip);
    expect(contrastRatio(text, chip)).toBeGreaterThanOrEqual(4.5);
    expect(text).toMatch(/^#[0-9a-f]{6}$/);
    expect(ensureContrast('#000000', '#FFFFFF')).toBe('#000000');
  });

  it('lightens on the dark background instead', () => {
    const text = ensureContrast(THEME_COLORS.primary, PAGE_BACKGROUNDS.dark);
    expect(contrastRatio(text, PAGE_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#FFFFFF')).toBeLessThan(contrastRatio(THEME_COLORS.primary, '#FFFFFF'));
  });
});
