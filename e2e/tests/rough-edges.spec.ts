import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { bookedSession, chooseDate, prepareOffering } from './support/booking.ts';

// What a newcomer stumbled on (docs/testing.md): each test makes its own data and reads only that.

test.describe('booking without enough credits', () => {
  test('the offering list shows the credits needed and held; confirming shows the refusal in place with a link to buy', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // 20 boxing credits: more than the demo member has (nothing grants them that many).
    const { offering } = await prepareOffering(request, { creditsNeeded: 20, creditKind: 'boxing' });
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/services/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Service' }).click();
    await expect(
      page.getByRole('option', { name: new RegExp(`^${offering.name} \\(20 credits; you have \\d+\\)$`) }),
    ).toBeVisible();
    await page.getByRole('option', { name: offering.name }).click();
    await expect(page.getByText('60 minutes, 20 credits')).toBeVisible();
    await chooseDate(page, 5);
    const times = page.getByRole('radiogroup', { name: 'Time' });
    await times.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();

    // Known before confirming...
    const warning = page.getByTestId('not-enough-credits');
    await expect(warning).toContainText(/This session takes 20 credits \(Boxing\) and you have \d+\./);
    // ...and the server's refusal shows here too, where the member is.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(warning).toContainText(/You need 20 boxing credits for this session\. Buy credits first\./);
    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
    await warning.getByRole('link', { name: 'Buy credits' }).click();
    await expectPath(page, '/members/purchase');
    expect(unexpectedErrors(consoleErrors, 422)).toEqual([]);
  });
});

test.describe('name messages', () => {
  test('a name too short or too long says which, with the limit, on its field', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/business/signup');
    const name = page.getByLabel('Business name');
    await expect(name).toBeVisible();
    await name.fill('A');
    await page.getByRole('button', { name: 'Create studio' }).click();
    await expect(page.getByText('Use at least 2 characters for the business name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('B'.repeat(500));
    await page.getByRole('button', { name: 'Create studio' }).click();
    await expect(page.getByText('Use at most 120 characters for the business name.')).toBeVisible();
    await expect(page.getByText('Enter the name of your business.')).toHaveCount(0);

    await name.fill('');
    await page.getByLabel('Your full name').fill('x'.repeat(200));
    await page.getByRole('button', { name: 'Create studio' }).click();
    await expect(page.getByText('Enter the name of your business.')).toBeVisible();
    await expect(page.getByText('Use at most 120 characters for your name.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('times in the studio’s zone', () => {
  // A member away from the studio (Los Angeles): every time is the studio's, with its zone named.
  test.use({ timezoneId: 'Europe/Paris' });

  test('credit history and session lists show studio time and name the zone', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/settings/credits');
    const history = page.getByRole('table').last();
    const firstDate = history.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstDate).toHaveText(/\d{1,2}:\d{2}\s?[AP]M P[SD]T$/);

    await page.goto('/members/services');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('link').first()).toHaveText(/\d{1,2}:\d{2}\s?[AP]M P[SD]T$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** True when nothing sticks out of the page sideways (a wide table scrolls inside its own box). */
  const fitsTheScreen = (page: import('@playwright/test').Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

  test('My services shows each session as a card with its status and credits in view', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/services');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const card = upcoming.getByRole('listitem').first();
    await expect(card).toBeVisible();
    for (const part of [card.locator('[data-status]'), card.getByText(/credit/)]) {
      await expect(part).toBeInViewport();
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await fitsTheScreen(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  // One test per person: signing in twice in one tab would keep the first person's stored abilities.
  const listPagesFit = async (page: import('@playwright/test').Page, paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      // Each page loads its own chunk the first time: give it longer on a busy machine.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
      expect(await fitsTheScreen(page), path).toBe(true);
    }
  };

  test('every member list page fits the screen: its table scrolls inside its own box', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await listPagesFit(page, ['/members/settings/credits', '/members/settings/purchases']);
    expect(consoleErrors).toEqual([]);
  });

  test('every staff list page fits the screen: its table scrolls inside its own box', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await listPagesFit(page, [
      '/admin/services/all',
      '/admin/customers/list',
      '/admin/business/payments',
      '/admin/business/services',
      '/admin/services/prepaid',
    ]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('staff on member pages', () => {
  test('staff opening a member’s session page get a pointer to it in the admin area, and no 404', async ({
    page,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { booked } = await bookedSession(request, newRequest, 9);

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto(`/members/services/details/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for members' })).toBeVisible();
    await expect(page.getByText('No such session.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Open this session in the admin area' }).click();
    await expectPath(page, `/admin/services/details/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();

    await page.goto('/members/settings/credits');
    await expect(page.getByTestId('staff-on-member-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the customers' })).toHaveAttribute(
      'href',
      '/admin/customers/list',
    );
    expect(consoleErrors).toEqual([]);
  });
});
