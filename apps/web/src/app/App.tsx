import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../features/auth/components/SessionProvider.tsx';
import { SnackbarProvider } from '../lib/snackbar.tsx';
import { AppLoading } from './AppRoot.tsx';
import { AppThemeProvider } from './AppThemeProvider.tsx';
import { SettingsProvider } from './settings/SettingsProvider.tsx';
import type { Settings } from './settings/settings.ts';

/**
 * The whole app around a router. The browser (main.tsx) and the build's prerender of the public pages
 * (src/prerender/render-page.tsx) render this same tree, so the browser can hydrate the prerendered HTML.
 */
export function App({
  router,
  settings,
  queryClient,
  onMounted,
}: {
  router: DataRouter;
  settings: Settings;
  queryClient: QueryClient;
  /** Called once the app is on the page (for a prerendered page: hydrated). */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <SettingsProvider initial={settings}>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <SnackbarProvider>
                <Suspense fallback={<AppLoading />}>
                  <RouterProvider router={router} />
                </Suspense>
              </SnackbarProvider>
            </SessionProvider>
          </QueryClientProvider>
        </AppThemeProvider>
      </SettingsProvider>
    </StrictMode>
  );
}
