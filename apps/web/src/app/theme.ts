import { BREAKPOINTS, THEME_COLORS } from '@bmp/shared';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { ensureContrast } from '../lib/color.ts';
import { type ColorScheme, PAGE_BACKGROUNDS, type Skin } from './settings/settings.ts';

// The one theme module (STYLE.md 13): colours, typography, breakpoints and per-component overrides,
// built from the user's settings. SPEC.md sections 1 and 9 give the colours, the font, the display
// breakpoints and the bordered skin.

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export type ThemeOptions = {
  colorScheme: ColorScheme;
  skin: Skin;
  primaryColor: string;
  direction: 'ltr' | 'rtl';
};

export const FONT_FAMILY =
  '"Public Sans", "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const PAPER = { light: '#FFFFFF', dark: '#2F3349' } as const;
const TEXT = {
  light: { primary: '#2F2B3D', secondary: '#5D596C', disabled: '#8A8797' },
  dark: { primary: '#E1DEF5', secondary: '#B3B0C9', disabled: '#8A88A0' },
} as const;

const STATUS_COLORS = ['success', 'warning', 'error', 'info'] as const;

/** The MUI theme for one combination of settings. */
export function createAppTheme({ colorScheme, skin, primaryColor, direction }: ThemeOptions): Theme {
  const dark = colorScheme === 'dark';
  const divider = dark ? 'rgba(225, 222, 245, 0.16)' : 'rgba(47, 43, 61, 0.14)';
  const bordered = skin === 'bordered';
  const statusColors = {
    success: THEME_COLORS.success,
    warning: THEME_COLORS.warning,
    error: THEME_COLORS.error,
    info: '#00BAD1',
  } as const;
  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: colorScheme,
      // Pick the text colour with WCAG AA contrast (4.5:1) on coloured buttons and chips.
      contrastThreshold: 4.5,
      // SPEC.md's colour as is on the light theme (4.5:1 on its backgrounds); on the dark theme the same
      // hue lightened until links, outlined buttons and focused labels reach 4.5:1 on the dark paper.
      primary: { main: dark ? ensureContrast(primaryColor, PAPER.dark) : primaryColor },
      success: { main: statusColors.success },
      warning: { main: statusColors.warning },
      error: { main: statusColors.error },
      info: { main: statusColors.info },
      secondary: { main: '#808390' },
      background: { default: PAGE_BACKGROUNDS[colorScheme], paper: PAPER[colorScheme] },
      text: TEXT[colorScheme],
      divider,
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 600 },
      h2: { fontWeight: 600 },
      h3: { fontWeight: 600 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The anchors of in-page links land below the sticky navbar.
          html: { scrollPaddingTop: 64 },
          code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.875em' },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
        },
      },
      MuiCard: {
        defaultProps: { elevation: bordered ? 0 : 2 },
        styleOverrides: {
          root: bordered ? { border: `1px solid ${divider}` } : {},
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: bordered
            ? { borderBottom: `1px solid ${divider}` }
            : { boxShadow: '0 2px 6px rgba(47, 43, 61, 0.12)' },
        },
      },
      MuiDrawer: {
        styleOverrides: {
          paper: bordered ? { borderInlineEnd: `1px solid ${divider}` } : { borderInlineEnd: 'none' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Text and outlined buttons write their colour on the paper: SPEC.md's warning orange (and
        // the other status colours) darkened there until the label reaches 4.5:1.
        variants: STATUS_COLORS.flatMap((color) =>
          (['text', 'outlined'] as const).map((variant) => ({
            props: { variant, color },
            style: { color: ensureContrast(statusColors[color], PAPER[colorScheme]) },
          })),
        ),
      },
      MuiLink: {
        // Underlined links are recognisable without colour (WCAG 1.4.1).
        defaultProps: { underline: 'always' },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            '&.Mui-selected': {
              backgroundColor: alpha(primaryColor, dark ? 0.32 : 0.12),
            },
          },
        },
      },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 600 } },
      },
    },
  });
}
