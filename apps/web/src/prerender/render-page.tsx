import {
  type AuthSession,
  abilityRulesFor,
  OVERLAY_NAV_BREAKPOINT,
  type PublicConfig,
  publicConfigOf,
  type Role,
} from '@bmp/shared';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { documentTitle } from '../app/AppRoot.tsx';
import { ltrCache } from '../app/AppThemeProvider.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { buildRouteObjects } from '../app/router.tsx';
import { APP_ROUTES } from '../app/routes.ts';
import { DEFAULT_SETTINGS, type Settings } from '../app/settings/settings.ts';
import { publicConfigQueryKey } from '../features/auth/api/auth.ts';
import { clearStoredSession, storeSession } from '../features/auth/session-store.ts';
import { seedDefaultLanding } from '../features/home/api/landing.ts';
import { loadLandingMarkdown } from '../features/home/components/LandingSections.tsx';
import { i18next, initI18n } from '../i18n/i18n.ts';
import { routerReady } from './router-ready.ts';

// The build's server-side entry (apps/web/prerender.ts runs it in Node after the browser build): one
// public page rendered as a signed-out visitor sees it in English, left to right, light theme. The
// browser hydrates that HTML when its own settings are the same (main.tsx, public/theme-init.js;
// docs/decisions/0032-prerendered-public-pages.md). A signed-in landing page is rendered the same way
// as its shell: the layout and the page as they look on a phone while the data loads, shown until the
// app renders the page (docs/decisions/0033-signed-in-page-shell.md).

/** What the HTML was rendered with; theme-init.js compares the stored settings against it. */
export const PRERENDER_SETTINGS: Settings = DEFAULT_SETTINGS;
export const PRERENDER_COLOR_SCHEME = 'light' as const;

/**
 * The pages the build prerenders (apps/web/prerender.ts), with the chunks to preload with the app. A
 * page that shows server settings (the sign-in form lists a demo server's accounts) has one file per
 * GET /api/public/config answer; the server sends the one rendered with its own answer, and the app
 * shell when none was (say, with external sign-in configured).
 */
export const PRERENDERED_PAGES: {
  path: string;
  file: string;
  modules: string[];
  publicConfig?: PublicConfig;
  /** A signed-in page's shell, rendered for this session (see SHELL_SESSIONS). */
  signedInAs?: ShellSession;
}[] = [
  {
    path: '/home',
    file: 'home.html',
    // Its code and texts preloaded with the app's scripts, not after they run (hydration needs them).
    modules: ['/src/features/home/routes/home-page.tsx', '/src/locales/en/public.json'],
  },
  // public/theme-init.js already preloads the sign-in pages' chunk on /login.
  { path: '/login', file: 'login.html', modules: [], publicConfig: publicConfigOf({ demo: false }) },
  { path: '/login', file: 'login-demo.html', modules: [], publicConfig: publicConfigOf({ demo: true }) },
  {
    path: '/members/dashboard',
    file: 'members-dashboard.html',
    // With the signed-in layout (theme-init.js preloads it for a stored session), the page's code and
    // texts, so the app can replace the shell as soon as its scripts have run.
    modules: dashboardModules('/members/dashboard', 'member-dashboard-page.tsx'),
    signedInAs: 'member',
  },
  {
    path: '/admin/expert-dashboard',
    file: 'expert-dashboard.html',
    modules: dashboardModules('/admin/expert-dashboard', 'expert-dashboard-page.tsx'),
    signedInAs: 'expert',
  },
  {
    path: '/admin/dashboard',
    file: 'admin-dashboard.html',
    modules: dashboardModules('/admin/dashboard', 'admin-dashboard-page.tsx'),
    signedInAs: 'staff',
  },
];

/** A landing dashboard's code, and the English texts its route in the route table loads with it. */
function dashboardModules(path: string, page: string): string[] {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  const namespaces = route?.view.kind === 'page' ? route.view.namespaces : [];
  return [
    `/src/features/dashboards/routes/${page}`,
    ...namespaces.map((namespace) => `/src/locales/en/${namespace}.json`),
  ];
}

/** Someone with `role` and that role's rules, nobody in particular (no name, no id). */
function shellSession(role: Role): AuthSession {
  return {
    userData: {
      id: '',
      email: '',
      fullName: '',
      role,
      businessId: '',
      businessName: '',
      businessSlug: '',
      businessTimeZone: 'UTC',
      onboarded: true,
      emailVerified: true,
      twoFactorEnabled: false,
    },
    abilityRules: abilityRulesFor({ role, status: 'active', onboarded: true }),
  };
}

/**
 * Whom each signed-in shell is rendered for, and the roles it fits: theme-init.js shows a shell only to
 * a browser whose stored session has one of those roles and the same rules. The owner and the admin
 * share one: the same rules and the same dashboard, and the navigation that tells them apart is a
 * closed drawer on a phone.
 */
const SHELL_SESSIONS = {
  member: { session: shellSession('customer'), roles: ['customer'] },
  expert: { session: shellSession('expert'), roles: ['expert'] },
  staff: { session: shellSession('admin'), roles: ['principal', 'admin'] },
} satisfies Record<string, { session: AuthSession; roles: Role[] }>;
type ShellSession = keyof typeof SHELL_SESSIONS;

/**
 * The screens a shell fits: below the overlay-navigation breakpoint, where the layout's media query
 * (DefaultLayout.tsx) is false, as it is when rendering in Node. Wider screens render the page afresh.
 */
export const SHELL_MEDIA = `not all and (min-width:${OVERLAY_NAV_BREAKPOINT}px)`;

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  settings: Settings;
  colorScheme: typeof PRERENDER_COLOR_SCHEME;
  /**
   * The emotion styles the page used, as the <style> tags emotion adopts in the browser: the page's
   * rules under the cache's key, each global style (CssBaseline's, theme-dependent) under "<key>-global"
   * so it is replaced, not kept, when the theme changes (as @emotion/server splits them).
   */
  styles: { key: string; ids: string[]; css: string }[];
  title: string;
  /** A signed-in shell's roles (space-separated), rules (as stored) and the screens it fits. */
  shell?: { roles: string; rules: string; media: string };
};

let i18nReady: Promise<void> | undefined;

/**
 * Renders `path` (a public page) to HTML with its critical CSS; `publicConfig`, when given, is the
 * server's GET /api/public/config answer the page renders with (the sign-in pages' demo accounts);
 * `signedInAs`, the session a signed-in page's shell is rendered with.
 */
export async function renderPage(
  path: string,
  { publicConfig, signedInAs }: { publicConfig?: PublicConfig; signedInAs?: ShellSession } = {},
): Promise<RenderedPage> {
  i18nReady ??= initI18n(PRERENDER_SETTINGS.language);
  await i18nReady;
  const shell = signedInAs ? SHELL_SESSIONS[signedInAs] : undefined;
  if (shell) storeSession(shell.session, { notify: false });
  try {
    const rendered = await render(path, publicConfig);
    return shell
      ? {
          ...rendered,
          shell: {
            roles: shell.roles.join(' '),
            rules: JSON.stringify(shell.session.abilityRules),
            media: SHELL_MEDIA,
          },
        }
      : rendered;
  } finally {
    if (shell) clearStoredSession({ notify: false });
  }
}

async function render(path: string, publicConfig: PublicConfig | undefined): Promise<RenderedPage> {
  // The same route objects as the browser's router: the guard runs (no session here) and the page's
  // code and texts load before rendering, as in the browser before it hydrates.
  const router = createMemoryRouter(buildRouteObjects(APP_ROUTES), { initialEntries: [path] });
  await routerReady(router);
  if (router.state.location.pathname !== path || router.state.errors) {
    throw new Error(`prerender: ${path} did not render as itself (${router.state.location.pathname})`);
  }
  // Compat mode: emotion keeps the rules in cache.inserted instead of writing <style> into the markup.
  ltrCache.compat = true;
  for (const id of Object.keys(ltrCache.inserted)) delete ltrCache.inserted[id];
  const queryClient = createQueryClient();
  if (publicConfig) queryClient.setQueryData(publicConfigQueryKey, publicConfig);
  // /home shows the built-in English landing content (the server sends it only while that is current),
  // its Markdown rendered: the browser loads the renderer later, hydrating those texts when it comes.
  seedDefaultLanding(queryClient, { confirm: false });
  await loadLandingMarkdown();
  const html = renderToString(
    <App router={router} settings={PRERENDER_SETTINGS} queryClient={queryClient} />,
  );
  queryClient.clear();
  const rules = { key: ltrCache.key, ids: [] as string[], css: '' };
  const globals: RenderedPage['styles'] = [];
  for (const [id, css] of Object.entries(ltrCache.inserted)) {
    if (typeof css !== 'string') continue;
    if (ltrCache.registered[`${ltrCache.key}-${id}`] === undefined) {
      globals.push({ key: `${ltrCache.key}-global`, ids: [id], css });
    } else {
      rules.ids.push(id);
      rules.css += css;
    }
  }
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  router.dispose();
  return {
    settings: PRERENDER_SETTINGS,
    colorScheme: PRERENDER_COLOR_SCHEME,
    html,
    styles: [...globals, rules],
    title: documentTitle(route ? i18next.t(`routes:${route.key}.title`) : ''),
  };
}
