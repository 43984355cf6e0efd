import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, fieldLabel, signInViaApi, signUpBusinessViaApi } from './support/auth.ts';

const PREFIX = 'Business Management Platform-';

test.describe('the customizer', () => {
  test('keeps theme, navigation, content width and language across a reload, applied before the app starts', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/dashboard');
    await page.getByRole('button', { name: 'Open the display settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Display settings' });
    await settings.getByRole('radio', { name: 'Dark' }).check();
    await settings.getByRole('radio', { name: 'Horizontal' }).check();
    await settings.getByRole('radio', { name: 'Boxed' }).check();
    // The language applies once its texts are loaded, so the choice shows a moment after the click.
    await settings.getByRole('radio', { name: 'Français' }).click();
    await expect(
      page.getByRole('dialog', { name: "Réglages d'affichage" }).getByRole('radio', { name: 'Français' }),
    ).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(
      await page.evaluate(
        (prefix) =>
          ['theme', 'navigation', 'contentWidth', 'language'].map((name) =>
            localStorage.getItem(prefix + name),
          ),
        PREFIX,
      ),
    ).toEqual(['dark', 'horizontal', 'boxed', 'fr']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible();
    await expect(page.locator('main#main-content')).toHaveAttribute('data-content-width', 'boxed');
    const mainWidth = await page
      .locator('main#main-content')
      .evaluate((main) => main.getBoundingClientRect().width);
    expect(mainWidth).toBeLessThanOrEqual(1440);
    expect(consoleErrors).toEqual([]);
  });

  test('the stored theme and language reach <html> before any module script runs (no flash)', async ({
    page,
  }) => {
    await page.addInitScript((prefix) => {
      localStorage.setItem(`${prefix}theme`, 'dark');
      localStorage.setItem(`${prefix}language`, 'ar');
    }, PREFIX);
    // Without the app's modules only public/theme-init.js runs: what the first paint sees.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(37, 41, 60)',
    );
  });

  test('"system" follows the device colour scheme while the page is open', async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(background).toBe('rgb(37, 41, 60)');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the vertical navigation', () => {
  test('is an overlay drawer below 976 px and a persistent, collapsible menu above', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('overlay-navigation').locator('.MuiBackdrop-root')).toBeVisible();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expectPath(page, '/admin/customers/list');
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    const expanded = await nav.evaluate((element) => element.getBoundingClientRect().width);
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect
      .poll(() => nav.evaluate((element) => element.getBoundingClientRect().width))
      .toBeLessThan(expanded / 2);
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect.poll(() => nav.evaluate((element) => element.getBoundingClientRect().width)).toBe(expanded);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('the scroll-to-top button shows only after more than 200 px and brings the page back to the top', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/home');
    // /home arrives prerendered (decision 0032); the app then hydrates it and scrolls to the top once
    // it shows: scroll only after that (its controls are enabled once it runs).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Français' })).toBeEnabled();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };
    await scrollTo(200);
    await page.waitForTimeout(300);
    await expect(button).toBeHidden();
    await scrollTo(201);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a link to an anchor scrolls it to 60 px below the top', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/home');
    await page.getByRole('link', { name: 'How booking works' }).first().click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect
      .poll(() =>
        page.locator('#how-it-works').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(60);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('right to left', () => {
  test('Arabic turns the whole layout right-to-left, and English turns it back', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/dashboard');
    // By id: its accessible name changes with the language.
    const nav = page.locator('nav#main-navigation');
    const navLeft = () => nav.evaluate((element) => element.getBoundingClientRect().left);
    expect(await navLeft()).toBeLessThan(100);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
    // The menu now sits on the right-hand side, and the text inside runs right to left.
    await expect.poll(navLeft).toBeGreaterThan(1000);
    expect(await page.locator('main h1').evaluate((heading) => getComputedStyle(heading).direction)).toBe(
      'rtl',
    );
    expect(await page.title()).toContain('لوحة المعلومات');

    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(navLeft).toBeLessThan(100);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor switches the sign-in page to Arabic and French and back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Nothing sticks out sideways (which right to left would open scrolled to the wrong side).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.getByLabel(fieldLabel('Mot de passe'))).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the menu by role', () => {
  const cases = [
    {
      account: DEMO_ACCOUNTS.admin,
      landing: '/admin/dashboard',
      // Contracts are staff work (decision 0053); payees stay the owner's.
      shown: ['Business profile', 'Team', 'Payments', 'Prepaid credits', 'Customers', 'Contracts'],
      hidden: ['Payees', 'My clients', 'Buy credits'],
    },
    {
      account: DEMO_ACCOUNTS.expert,
      landing: '/admin/expert-dashboard',
      shown: ['Dashboard', 'My clients', 'Services'],
      hidden: ['Prepaid credits', 'Payees', 'Business profile', 'Team', 'Contracts'],
    },
    {
      account: DEMO_ACCOUNTS.member,
      landing: '/members/dashboard',
      shown: ['Dashboard', 'My services', 'Book a service', 'Buy credits', 'Household', 'Contracts'],
      hidden: ['Services', 'Customers', 'Prepaid credits', 'Business profile', 'Payees'],
    },
  ];
  for (const { account, landing, shown, hidden } of cases) {
    test(`${account.email} sees only their own menu items`, async ({ page, consoleErrors }) => {
      await signInViaApi(page, account.email);
      await page.goto(landing);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of shown)
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of hidden)
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the expert dashboard link opens the expert dashboard', async ({ page, consoleErrors }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
    await page.goto('/admin/provider/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expectPath(page, '/admin/expert-dashboard');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the navbar', () => {
  test('the notification bell lists no notifications yet, and the account menu signs out', async ({
    page,
    consoleErrors,
  }) => {
    // A new studio's owner: the demo studio's staff hear of other tests' bookings (staff alerts).
    await signUpBusinessViaApi(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No notifications yet');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu of Olive Owner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    expect(consoleErrors).toEqual([]);
  });
});
