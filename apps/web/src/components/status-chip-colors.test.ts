import { ALL_SERVICE_STATUSES, SERVICE_STATUS_COLORS } from '@bmp/shared';
import { blend } from '@mui/system';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_PRESETS } from '../app/settings/settings.ts';
import { createAppTheme } from '../app/theme.ts';
import { contrastRatio } from '../lib/color.ts';
import { statusChipColors } from './status-chip-colors.ts';

describe('status chip colours', () => {
  it('maps SPEC.md statuses to their colours and gives the live-tracking states their own', () => {
    expect(SERVICE_STATUS_COLORS).toMatchObject({
      Requested: 'primary',
      Confirmed: 'success',
      Completed: 'disabled',
      Rescheduled: 'warning',
      Canceled: 'error',
    });
    expect(new Set(ALL_SERVICE_STATUSES.map((status) => SERVICE_STATUS_COLORS[status])).size).toBe(7);
  });

  it.each(['light', 'dark'] as const)('keeps every chip readable (4.5:1) in the %s theme', (colorScheme) => {
    const { palette } = createAppTheme({
      colorScheme,
      skin: 'bordered',
      primaryColor: '#4472C4',
      direction: 'ltr',
    });
    for (const status of ALL_SERVICE_STATUSES) {
      const colors = statusChipColors(SERVICE_STATUS_COLORS[status], palette);
      expect(contrastRatio(colors.text, colors.background), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('theme colours', () => {
  it.each(['light', 'dark'] as const)(
    'keeps every primary colour readable as text in the %s theme',
    (colorScheme) => {
      for (const primaryColor of PRIMARY_COLOR_PRESETS) {
        const { palette } = createAppTheme({ colorScheme, skin: 'bordered', primaryColor, direction: 'ltr' });
        for (const background of [palette.background.default, palette.background.paper]) {
          expect(
            contrastRatio(palette.primary.main, background),
            `${primaryColor} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
        // MUI writes dark contrast text as rgba(0, 0, 0, 0.87): compare it as drawn over the colour.
        const text = palette.primary.contrastText.startsWith('#')
          ? palette.primary.contrastText
          : blend(palette.primary.main, '#000000', 0.87);
        expect(contrastRatio(text, palette.primary.main), primaryColor).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('uses SPEC.md primary colour unchanged in the light theme', () => {
    const { palette } = createAppTheme({
      colorScheme: 'light',
      skin: 'bordered',
      primaryColor: '#4472C4',
      direction: 'ltr',
    });
    expect(palette.primary.main).toBe('#4472C4');
  });
});
