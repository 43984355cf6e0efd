import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import { App } from './app/App.tsx';
import { prepareDirection } from './app/direction.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { loadStoredSettings } from './app/settings/SettingsProvider.tsx';
import { initI18n } from './i18n/i18n.ts';
import { mountApp } from './prerender/mount-app.ts';

const queryClient = createQueryClient();
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The stored language's texts load before the first render, so nothing shows in the wrong language.
const settings = loadStoredSettings();
await Promise.all([initI18n(settings.language), prepareDirection(settings.language)]);

// /home and /login come prerendered: hydrated when this browser would render the same (mount-app.ts).
await mountApp(rootElement, {
  router,
  queryClient,
  app: (onMounted) => (
    <App router={router} settings={settings} queryClient={queryClient} onMounted={onMounted} />
  ),
});
