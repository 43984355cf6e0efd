import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectPath, fieldLabel, signInViaApi } from './support/auth.ts';

// /home and /login arrive prerendered (docs/decisions/0032-prerendered-public-pages.md): the HTML
// already holds the page, and the app hydrates it (the same elements, now working) instead of
// drawing it again; a browser with other settings gets the page rendered afresh.

/** Holds the app's scripts back until `release()`, so a test can look at the page before they run. */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/login is in the HTML before any script, hydrates into the same form, and signs in', async ({
  page,
  consoleErrors,
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(html).toMatch(/<form[^>]*>.*name="email".*name="password"/s);
  expect(html).toContain('Demo accounts');

  const release = await holdAppScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(DEMO_PASSWORD)).toBeVisible();
  // Until the app runs, its controls are disabled: a sign-in sent now would be the browser's own.
  await expect(page.getByLabel(fieldLabel('Email'))).toBeDisabled();
  await page.evaluate(() => {
    (window as unknown as { prerenderedForm: Element | null }).prerenderedForm =
      document.querySelector('form');
  });

  release();
  await expect(page.getByLabel(fieldLabel('Email'))).toBeEnabled();
  // Focused, as a page rendered in the browser focuses it.
  await expect(page.getByLabel(fieldLabel('Email'))).toBeFocused();
  // Hydrated, not drawn again: the form is the element the server sent, and it works.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedForm: Element | null }).prerenderedForm ===
        document.querySelector('form'),
    ),
  ).toBe(true);
  await page.getByRole('button', { name: `Fill in ${DEMO_ACCOUNTS.member.email}` }).click();
  await expect(page.getByLabel(fieldLabel('Email'))).toHaveValue(DEMO_ACCOUNTS.member.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, DEMO_ACCOUNTS.member.landing);
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_ACCOUNTS.member.landingTitle }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/home is in the HTML before any script and hydrates into working links', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Business Management Platform' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Massage' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
      document.querySelector('h1');
  });
  release();
  await expect(page.getByRole('button', { name: 'Français' })).toBeEnabled();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
  // The prerendered page's global styles give way to the new theme's.
  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect
    .poll(() => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe('rgb(37, 41, 60)');
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  // A client-side navigation: the router is running.
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expectPath(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for studios' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/home built in one year and opened in the next hydrates, then shows the new year', async ({
  page,
  consoleErrors,
}) => {
  const html = await (await page.request.get('/home')).text();
  const built = Number(/© (\d{4})/.exec(html)?.[1]);
  expect(built).toBeGreaterThan(2000);
  await page.clock.setFixedTime(new Date(`${built + 1}-01-02T10:00:00`));
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrate');
  await expect(page.getByRole('button', { name: 'Français' })).toBeEnabled();
  await expect(page.getByText(`© ${built + 1} `)).toBeVisible();
  // No hydration mismatch: React reports one as a console error and renders the page afresh.
  expect(consoleErrors).toEqual([]);
});

test('with another language stored, /login is rendered afresh in that language', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('Business Management Platform-language', 'fr'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', /.*/);
  await page.getByLabel(fieldLabel('E-mail')).fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel(fieldLabel('Mot de passe')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expectPath(page, DEMO_ACCOUNTS.member.landing);
  expect(consoleErrors).toEqual([]);
});

// Each role's landing page comes as a shell on a phone (docs/decisions/0033-signed-in-page-shell.md):
// the layout and the page as they look while loading, shown before any script, then replaced by the
// app's own render of the page for this person.
test.describe("/members/dashboard's shell", () => {
  test('a member on a phone sees it before any script, then their own dashboard, with nothing moving', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    const release = await holdAppScripts(page);
    await page.goto('/members/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'shell');
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(page.getByText('Your next sessions, your credits and what is new.')).toBeVisible();
    await expect(page.getByText('Loading…')).toBeVisible();
    // Rendered for nobody in particular, and inert until the app runs.
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeDisabled();
    expect(await page.content()).not.toContain(session.userData.fullName);

    release();
    await expect(page.getByRole('heading', { name: 'Next sessions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeEnabled();
    await expect(page.getByRole('button', { name: new RegExp(session.userData.fullName) })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByTestId('overlay-navigation')).toBeVisible();
    // The app's page replaced the shell without a layout shift (the footer stays below the fold
    // while the page loads).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
    expect(consoleErrors).toEqual([]);
  });

  // The other roles' landing dashboards come the same way (the owner and the admin share a shell).
  for (const [account, path, title, subtitle] of [
    [
      'expert',
      '/admin/expert-dashboard',
      'Expert dashboard',
      'Your day, your week, and what your clients think.',
    ],
    ['admin', '/admin/dashboard', 'Dashboard', 'The studio at a glance.'],
    ['principal', '/admin/dashboard', 'Dashboard', 'The studio at a glance.'],
  ] as const) {
    test(`${account}@demo.test on a phone sees ${path}'s shell before any script, then their own page`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const session = await signInViaApi(page, DEMO_ACCOUNTS[account].email);
      const release = await holdAppScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'shell');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(subtitle)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the menu' })).toBeDisabled();
      expect(await page.content()).not.toContain(session.userData.fullName);
      release();
      await expect(page.getByRole('button', { name: new RegExp(session.userData.fullName) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(page.getByTestId('overlay-navigation')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('staff get the page rendered afresh, never the member shell', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    const release = await holdAppScripts(page);
    await page.goto('/members/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'off');
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeHidden();
    release();
    await expect(page.getByTestId('staff-on-member-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a member on a wide screen or with the dark theme gets the page rendered afresh', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    for (const [viewport, theme] of [
      [{ width: 1280, height: 800 }, 'light'],
      [{ width: 390, height: 844 }, 'dark'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.addInitScript(
        (value) => localStorage.setItem('Business Management Platform-theme', value),
        theme,
      );
      const release = await holdAppScripts(page);
      await page.goto('/members/dashboard', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'off');
      await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeHidden();
      release();
      await expect(page.getByRole('heading', { name: 'Next sessions' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.unrouteAll();
    }
    expect(consoleErrors).toEqual([]);
  });
});
