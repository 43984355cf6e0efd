import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, DEMO_PASSWORD, signInViaApi } from './support/auth.ts';

// The household (/members/settings/members) and its use in booking: member@demo.test's seeded
// household is Marco (partner) and Mia (a child). Only this file changes that household, and it books
// 27 days ahead, a day no other browser test books member@demo.test on.

test('a member adds and removes a household member', async ({ page, consoleErrors }) => {
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/members/settings/members');
  const list = page.getByRole('list', { name: 'Household' });
  await expect(list.getByText('Marco Member', { exact: true })).toBeVisible();
  await expect(list.getByText('Mia Member', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add a household member' }).click();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Leo Member');
  await page.getByLabel('Date of birth').fill('2999-01-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The date of birth cannot be in the future.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('2012-02-03');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Leo Member', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Leo Member' }).click();
  await expect(list.getByText('Leo Member', { exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('household members appear as participants when booking a Youth session', async ({
  page,
  request,
  consoleErrors,
}) => {
  // As the demo admin: a Youth offering costing no credits, delivered by the demo expert.
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const experts = (await (await request.get('/api/experts')).json()) as {
    items: { id: string; name: string }[];
  };
  const expertId = experts.items.find((expert) => expert.name === 'Erin Expert')?.id ?? '';
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  await request.put(`/api/experts/${expertId}/weekly-hours`, { data: { hours }, headers: CSRF });
  const name = `Youth ${Date.now().toString(36)}`;
  const created = await request.post('/api/offerings', {
    headers: CSRF,
    data: {
      name,
      serviceType: 'Youth',
      category: 'youth',
      place: 'studio',
      durationMinutes: 45,
      participantsMax: 3,
      creditKind: 'youth',
      creditsNeeded: 0,
      expertIds: [expertId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/members/services/new');
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name }).click();
  const who = page.getByRole('group', { name: 'Who comes along' });
  await expect(who.getByRole('checkbox', { name: 'Mia Member (under 18)' })).toBeVisible();
  await expect(who.getByRole('checkbox', { name: 'Marco Member' })).toBeVisible();
  await who.getByRole('checkbox', { name: 'Mia Member (under 18)' }).check();
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.getByRole('option').nth(25).click();
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the booking' }).click();
  await expect(page.getByText('Mia Member')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
  await expect(page.getByText('Mia Member')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
