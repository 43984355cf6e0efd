// `npm run screenshots:web -w @bmp/bench`: writes the app-shell screenshots in docs/screenshots/ from
// the production build (light, dark, Arabic right-to-left, vertical and horizontal navigation).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, launchChromium, root, signIn, startWebServer, storeSettings } from './web-lib.ts';

type Shot = {
  file: string;
  path: string;
  as?: string;
  settings?: Record<string, string>;
  fullPage?: boolean;
};

const SHOTS: Shot[] = [
  {
    file: 'light-vertical-navigation.png',
    path: '/admin/dashboard',
    as: 'principal',
    settings: { theme: 'light' },
  },
  { file: 'dark.png', path: '/members/dashboard', as: 'member', settings: { theme: 'dark' } },
  {
    file: 'arabic-rtl.png',
    path: '/admin/dashboard',
    as: 'admin',
    settings: { theme: 'light', language: 'ar' },
  },
  {
    file: 'horizontal-navigation.png',
    path: '/admin/dashboard',
    as: 'principal',
    settings: { theme: 'light', navigation: 'horizontal', language: 'fr' },
  },
  { file: 'home.png', path: '/home', settings: { theme: 'light' } },
  { file: 'login-dark-arabic.png', path: '/login', settings: { theme: 'dark', language: 'ar' } },
];

const outDir = join(root, 'docs/screenshots');
mkdirSync(outDir, { recursive: true });
buildIfStale();
const server = await startWebServer();
const browser = await launchChromium();
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    if (shot.as) await signIn(context, server.origin, `${shot.as}@demo.test`);
    if (shot.settings) await storeSettings(context, shot.settings);
    const page = await context.newPage();
    await page.goto(`${server.origin}${shot.path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(outDir, shot.file), fullPage: shot.fullPage ?? false });
    console.info(`wrote docs/screenshots/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
