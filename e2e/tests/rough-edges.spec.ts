import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { chooseDate, prepareOffering } from './support/booking.ts';

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
