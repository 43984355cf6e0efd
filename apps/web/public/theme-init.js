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
  const modulePreload = (files) => {
    for (const href of files.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
  };
  const preload = (name) =>
    modulePreload(document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || '');
  const signInPage =
    /^\/(login|member-login|expert-login|register|two-step|forgot-password|reset-password|business\/signup)\/?$/;
  let signedIn = false;
  try {
    signedIn = Boolean(
      window.localStorage.getItem('userData') && window.localStorage.getItem('userAbilityRules'),
    );
  } catch (_error) {
    signedIn = false;
  }
  const preloadFirstPage = () => {
    if (signInPage.test(window.location.pathname)) preload('bmp-preload-sign-in');
    else if (signedIn) preload('bmp-preload-signed-in');
  };
  // A prerendered page (/home, /login: the build names the settings it rendered with, and the app's
  // scripts, in a <meta>) is hydrated only when this browser would render the same; otherwise its
  // markup stays hidden until the app renders the page afresh (src/prerender/mount-app.ts,
  // docs/decisions/0032-prerendered-public-pages.md). Its scripts start once the page is parsed, and
  // when it is shown, after its first paint: the markup paints without them, so they do not hold it up.
  const prerendered = document.querySelector('meta[name="bmp-prerendered"]');
  if (!prerendered) {
    preloadFirstPage();
    return;
  }
  const renderedWith = (name) => prerendered.getAttribute(`data-${name}`) || '';
  const same = (name, value) => String(value).toLowerCase() === renderedWith(name).toLowerCase();
  const hydrate =
    !signedIn &&
    same('language', language) &&
    same('theme', theme) &&
    same('skin', read('skin') || renderedWith('skin')) &&
    same('primary-color', read('primaryColor') || renderedWith('primary-color'));
  root.setAttribute('data-prerender', hydrate ? 'hydrate' : 'off');
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
    if (hydrate) window.requestAnimationFrame(() => window.setTimeout(startApp, 0));
    else startApp();
  });
})();
