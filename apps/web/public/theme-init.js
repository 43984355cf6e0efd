// Runs before the app's module (a classic script in <head>; the CSP allows no inline script): applies
// the stored theme and language to <html> so the first paint has the right colours and direction.
// Mirrors src/app/settings/settings.ts (detectLocale, resolveColorScheme, PAGE_BACKGROUNDS); the unit
// test settings.test.ts runs this file against those functions.
(() => {
  const prefix = 'Business Management Platform-';
  const locales = ['en', 'fr', 'ar'];
  const backgrounds = { light: '#FAFAFC', dark: '#25293C' };
  const read = (name) => {
    try {
      return window.localStorage.getItem(prefix + name);
    } catch (_error) {
      return null;
    }
  };
  const supported = (tag) => {
    const language = String(tag || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    return locales.indexOf(language) >= 0 ? language : null;
  };
  const storedTheme = read('theme');
  const media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const theme =
    storedTheme === 'light' || storedTheme === 'dark' ? storedTheme : media?.matches ? 'dark' : 'light';
  const languages = [read('language')].concat(window.navigator.languages || [window.navigator.language]);
  let language = 'en';
  for (const tag of languages) {
    const locale = supported(tag);
    if (locale) {
      language = locale;
      break;
    }
  }
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('lang', language);
  root.setAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  root.style.colorScheme = theme;
  root.style.backgroundColor = backgrounds[theme];
  // Fetch the likely first page's code alongside the first script (the build lists the files in
  // <meta> tags; vite.config.ts): the sign-in pages on their addresses (the same list as routes.ts),
  // the signed-in layout when a session is stored.
  const preloaded = new Set();
  const modulePreload = (files) => {
    // Each file once (the lists share the app's own chunks), and one insertion for all of them: every
    // link costs the main thread something while a prerendered page is already on screen.
    const links = document.createDocumentFragment();
    for (const href of files.split(' ').filter(Boolean)) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      links.appendChild(link);
    }
    document.head.appendChild(links);
  };
  const preload = (name) =>
    modulePreload(document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || '');
  const signInPage =
    /^\/(login|member-login|expert-login|register|two-step|forgot-password|reset-password|business\/signup)\/?$/;
  // The stored session's role and rules (src/features/auth/session-store.ts), null when signed out.
  let stored = null;
  try {
    const userData = JSON.parse(window.localStorage.getItem('userData') || 'null');
    const rules = JSON.parse(window.localStorage.getItem('userAbilityRules') || 'null');
    if (userData && rules) stored = { role: String(userData.role), rules: JSON.stringify(rules) };
  } catch (_error) {
    stored = null;
  }
  const signedIn = stored !== null;
  const preloadFirstPage = () => {
    if (signInPage.test(window.location.pathname)) preload('bmp-preload-sign-in');
    else if (signedIn) preload('bmp-preload-signed-in');
  };
  // A prerendered page (/home, /login: the build names the settings it rendered with, and the app's
  // scripts, in a <meta>) is hydrated only when this browser would render the same; otherwise its
  // markup stays hidden until the app renders the page afresh (src/prerender/mount-app.ts,
  // docs/decisions/0032-prerendered-public-pages.md). A signed-in page's shell (each role's dashboard:
  // the meta also names the roles, the rules and the screens it was rendered for) is shown, not
  // hydrated, when the stored session and this screen fit too, until the app has rendered the page
  // (docs/decisions/0033-signed-in-page-shell.md). Its scripts start once the page is parsed, and
  // when it is shown, after its first paint: the markup paints without them, so they do not hold it up.
  const prerendered = document.querySelector('meta[name="bmp-prerendered"]');
  if (!prerendered) {
    preloadFirstPage();
    return;
  }
  const renderedWith = (name) => prerendered.getAttribute(`data-${name}`) || '';
  const same = (name, value) => String(value).toLowerCase() === renderedWith(name).toLowerCase();
  const sameSettings =
    same('language', language) &&
    same('theme', theme) &&
    same('skin', read('skin') || renderedWith('skin')) &&
    same('primary-color', read('primaryColor') || renderedWith('primary-color'));
  const shellRoles = renderedWith('signed-in-roles');
  const shellMedia = renderedWith('media');
  const fitsShell =
    shellRoles &&
    stored &&
    shellRoles.split(' ').indexOf(stored.role) >= 0 &&
    stored.rules === renderedWith('signed-in-rules') &&
    (!shellMedia || window.matchMedia?.(shellMedia).matches);
  let mode = 'off';
  if (sameSettings && !shellRoles && !signedIn) mode = 'hydrate';
  if (sameSettings && fitsShell) mode = 'shell';
  const shown = mode !== 'off';
  root.setAttribute('data-prerender', mode);
  const startApp = () => {
    preloadFirstPage();
    modulePreload(renderedWith('app-preload'));
    const script = document.createElement('script');
    script.type = 'module';
    script.src = renderedWith('app-script');
    script.crossOrigin = '';
    document.head.appendChild(script);
  };
  document.addEventListener('DOMContentLoaded', () => {
    if (shown) window.requestAnimationFrame(() => window.setTimeout(startApp, 0));
    else startApp();
  });
})();
