import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { getRtlCache } from './direction.ts';
import { useSettings } from './settings/use-settings.ts';
import { createAppTheme } from './theme.ts';

/** The left-to-right style cache (exported for the build's prerender, which collects its styles). */
export const ltrCache = createCache({ key: 'mui' });

/** The MUI theme of the current settings, in the current direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // The primary colour is the person's, else their studio's, else SPEC.md's (SettingsProvider).
  const { settings, colorScheme, direction, primaryColor } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ colorScheme, skin: settings.skin, primaryColor, direction }),
    [colorScheme, settings.skin, primaryColor, direction],
  );
  return (
    <CacheProvider value={(direction === 'rtl' && getRtlCache()) || ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
