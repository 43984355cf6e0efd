import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppLoading } from './app/AppRoot.tsx';
import { AppThemeProvider } from './app/AppThemeProvider.tsx';
import { prepareDirection } from './app/direction.ts';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { loadStoredSettings, SettingsProvider } from './app/settings/SettingsProvider.tsx';
import { SessionProvider } from './features/auth/components/SessionProvider.tsx';
import { initI18n } from './i18n/i18n.ts';

const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The stored language's texts load before the first render, so nothing shows in the wrong language.
const settings = loadStoredSettings();
await Promise.all([initI18n(settings.language), prepareDirection(settings.language)]);

createRoot(rootElement).render(
  <StrictMode>
    <SettingsProvider initial={settings}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <Suspense fallback={<AppLoading />}>
              <RouterProvider router={router} />
            </Suspense>
          </SessionProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </SettingsProvider>
  </StrictMode>,
);
