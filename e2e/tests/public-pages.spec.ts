import { expect, test } from './fixtures.ts';
import { expectPath } from './support/auth.ts';

test('the home page shows the service categories, how booking works, and the ways in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: 'What you can book' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Massage' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How booking works' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await expectPath(page, '/register');
  expect(consoleErrors).toEqual([]);
});

test('pricing shows the plans with prices formatted for the language', async ({ page, consoleErrors }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for studios' })).toBeVisible();
  await expect(page.getByText('$129.00')).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des tarifs simples pour les studios' }),
  ).toBeVisible();
  await expect(page.getByText(/129,00\s\$US/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the help center finds articles and shows them in the chosen language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/help');
  await page.getByLabel('Search the help center').fill('recovery codes');
  await expect(page.getByRole('status')).toHaveText('1 article');
  await page.getByRole('link', { name: /Signing in and your account/ }).click();
  await expectPath(page, '/help/signing-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Signing in and your account' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول وحسابك' })).toBeVisible();
  await page.goto('/help/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
