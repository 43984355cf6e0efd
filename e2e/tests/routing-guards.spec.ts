import { expect, test } from './fixtures.ts';
import {
  currentUrl,
  DEMO_ACCOUNT_NAMES,
  DEMO_ACCOUNTS,
  type DemoAccountName,
  expectPath,
  signInViaApi,
  unexpectedErrors,
} from './support/auth.ts';

test.describe('a visitor', () => {
  test('is sent from / to /home, and from / with a query to /login keeping the query', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expectPath(page, '/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Management Platform' })).toBeVisible();

    await page.goto('/?business=demo-fitness-studio&ref=flyer');
    await expectPath(page, '/login');
    const url = currentUrl(page);
    expect(url.searchParams.get('business')).toBe('demo-fitness-studio');
    expect(url.searchParams.get('ref')).toBe('flyer');
    expect(url.searchParams.has('to')).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('is sent to /login with the path in `to`, beside the query they had', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/members/services?tab=past');
    await expectPath(page, '/login');
    const url = currentUrl(page);
    expect(url.searchParams.get('to')).toBe('/members/services');
    expect(url.searchParams.get('tab')).toBe('past');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    await page.goto('/admin/services/prepaid');
    await expectPath(page, '/login');
    expect(currentUrl(page).searchParams.get('to')).toBe('/admin/services/prepaid');
    expect(consoleErrors).toEqual([]);
  });

  test('opens the public pages', async ({ page, consoleErrors }) => {
    await page.goto('/not-authorized');
    await expectPath(page, '/not-authorized');
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();

    await page.goto('/pages/misc/not-found/x/y');
    await expectPath(page, '/pages/misc/not-found/x/y');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/pages/misc/not-found/x/y')).toBeVisible();

    await page.goto('/pages/misc/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

// For each account: a page it may not open, and one it may.
const FORBIDDEN: Record<DemoAccountName, string> = {
  principal: '/admin/expert-dashboard',
  admin: '/admin/provider/dashboard',
  expert: '/admin/services/prepaid',
  member: '/admin/dashboard',
  // A member page tells them to finish onboarding instead (first-week-messages.spec.ts).
  newMember: '/admin/dashboard',
};
const ALLOWED: Record<DemoAccountName, string> = {
  principal: '/admin/services/prepaid',
  admin: '/admin/customers/list',
  expert: '/admin/services/requested',
  member: '/members/services',
  newMember: '/members/onboard',
};

for (const name of DEMO_ACCOUNT_NAMES) {
  const account = DEMO_ACCOUNTS[name];
  test(`${account.email}: / lands on ${account.landing}, /login returns there, ${FORBIDDEN[name]} is not authorized`, async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, account.email);

    await page.goto('/');
    await expectPath(page, account.landing);
    await expect(page.getByRole('heading', { level: 1, name: account.landingTitle })).toBeVisible();

    // Unauthenticated-only: back to `/`, and from there to the landing page.
    await page.goto('/login');
    await expectPath(page, account.landing);

    await page.goto(FORBIDDEN[name]);
    await expectPath(page, '/not-authorized');
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();

    await page.goto(ALLOWED[name]);
    await expectPath(page, ALLOWED[name]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/pages/misc/not-found/x/y');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('the menu lists only the pages the person may open', async ({ page, consoleErrors }) => {
  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto('/admin/expert-dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'My clients' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Prepaid credits' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Services' }).click();
  await expectPath(page, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a stored session the server no longer knows is forgotten, and the guard sends the visitor to /login', async ({
  page,
  consoleErrors,
}) => {
  // What a browser holds after its session ended elsewhere (signed out in another tab, expired, ...).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-stale-seeded')) return;
    sessionStorage.setItem('e2e-stale-seeded', '1');
    localStorage.setItem(
      'userData',
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        email: 'admin@demo.test',
        fullName: 'Adam Admin',
        role: 'admin',
        businessId: '00000000-0000-4000-8000-000000000001',
        businessName: 'Demo Fitness Studio',
        businessSlug: 'demo-fitness-studio',
        onboarded: true,
        emailVerified: true,
        twoFactorEnabled: false,
      }),
    );
    // An admin's abilities (staff: the customers list is theirs), so the guard lets the page start and
    // only the server's answer sends the visitor away; with fewer, the guard would send them to another
    // page of their own first, racing the session check.
    localStorage.setItem(
      'userAbilityRules',
      JSON.stringify([
        { action: 'read', subject: 'service' },
        { action: 'admin', subject: 'service' },
      ]),
    );
  });
  await page.goto('/admin/customers/list');
  await expectPath(page, '/login');
  expect(currentUrl(page).searchParams.get('to')).toBe('/admin/customers/list');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  // The browser notes the session check's 401 in the console; nothing else may appear there.
  expect(unexpectedErrors(consoleErrors, 401)).toEqual([]);
});
