import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi, unexpectedErrors } from './support/auth.ts';

// Policies, support and "My data" (docs/decisions/0027-member-onboarding.md).

test('a visitor reads the policies and writes to the studio; a bad email is refused on its field', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/members/policies/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page.getByText(/Version 2026-11-01, in force since November 1, 2026\./)).toBeVisible();
  await page.goto('/members/policies/privacy');
  await expect(page.getByRole('heading', { level: 2, name: '3. Health data' })).toBeVisible();

  await page.goto('/members/support');
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Fitness Studio' })).toBeVisible();
  await expect(page.getByText('Los Angeles, California')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('vera@example');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Parking');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is there parking near the studio?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message reached the studio')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a signed-in member reads the policies at /legal and downloads their data', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/legal/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto('/members/settings/account');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('staff see a customer’s profile with the medical flag, and the answers on request', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  const list = await page.request.get('/api/customers?q=member@demo.test');
  const { items } = (await list.json()) as { items: { id: string; email: string }[] };
  const maya = items.find((item) => item.email === DEMO_ACCOUNTS.member.email);
  await page.goto(`/admin/customers/details/${maya?.id}`);
  const card = page.getByRole('region', { name: 'Member profile' });
  await expect(card.getByText('Medical answers to review')).toBeVisible();
  await expect(card.getByText('Los Angeles, California')).toBeVisible();
  await card.getByRole('button', { name: 'Show health answers' }).click();
  await expect(card.getByText(/Old left-knee sprain/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the session’s expert reads the member’s health answers from the session page', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  const list = await page.request.get('/api/services?status=Completed&pageSize=5');
  const { items } = (await list.json()) as { items: { id: string; customer: { name: string } }[] };
  const session = items.find((item) => item.customer.name === 'Maya Member');
  await page.goto(`/admin/services/details/${session?.id}`);
  await page.getByRole('button', { name: 'Show health answers' }).click();
  await expect(page.getByText('Medical answers to review')).toBeVisible();
  await expect(page.getByText(/Old left-knee sprain/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
