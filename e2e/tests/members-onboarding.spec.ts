import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { expectPath, fieldLabel, signInViaApi, signUpMemberViaApi } from './support/auth.ts';
import { prepareOffering } from './support/booking.ts';
import { chooseInterests, fillProfile, finishFromMedical } from './support/onboarding.ts';

// Onboarding at /members/onboard (docs/decisions/0027-member-onboarding.md). Every test here onboards
// a member it created itself; newmember@demo.test is finished only by members-demo-onboarding.spec.ts,
// which runs after every other browser test (playwright.config.ts, its teardown project).

test('a visitor registers, onboards step by step (resuming after a reload), lands on the dashboard and books', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Five steps, a reload and a booking: longer than one page's budget on a loaded machine.
  test.setTimeout(90_000);
  const offeringName = (await prepareOffering(request)).offering.name;
  await page.goto('/register');
  const email = `onboard-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await page.getByLabel('Full name').fill('Rita Register');
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel(fieldLabel('Password')).fill('Strong-Member-Passphrase-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/members/onboard');
  await expect(page.getByText('0 of 5 steps done')).toBeVisible();
  // The studio's default location (the demo studio's is Los Angeles).
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Los Angeles, California');

  // A bad phone number: its message on the field, and the step is not saved.
  await fillProfile(page, '555-0142');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a 10-digit US phone number, like (213) 555-0142.')).toBeVisible();
  await phone.fill('(310) 555-0142');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await chooseInterests(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Medical questions' })).toBeVisible();

  // A reload resumes at the first step not yet saved, with the saved ones kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Medical questions' })).toBeVisible();
  await expect(page.getByText('2 of 5 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Yoga' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await finishFromMedical(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const rules = await page.evaluate(() => localStorage.getItem('userAbilityRules'));
  expect(JSON.parse(rules ?? '[]')).toEqual([{ action: 'read', subject: 'customer' }]);

  // And books, without signing in again.
  await page.goto('/members/services/new');
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: offeringName }).click();
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.getByRole('option').nth(3).click();
  const times = page.getByRole('radiogroup', { name: 'Time' });
  await times.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the booking' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('onboarding in Arabic reads right to left', async ({ page, consoleErrors }) => {
  const member = await signUpMemberViaApi(page.request);
  await page.addInitScript(() => localStorage.setItem('Business Management Platform-language', 'ar'));
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بك في الاستوديو' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'الملف الشخصي' })).toBeVisible();
  // The form itself is laid out right to left: the label sits at the right edge of its field.
  const field = page.getByLabel('الاسم الكامل');
  const direction = await field.evaluate((element) => getComputedStyle(element).direction);
  expect(direction).toBe('rtl');
  expect(consoleErrors).toEqual([]);
});

test('a member still onboarding downloads what they saved so far', async ({ page, consoleErrors }) => {
  const member = await signUpMemberViaApi(page.request);
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/onboard');
  await expect(page.getByText('0 of 5 steps done')).toBeVisible();
  await fillProfile(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('1 of 5 steps done')).toBeVisible();
  const myData = page.getByRole('region', { name: 'My data' });
  const link = myData.getByRole('link', { name: 'Download my data' });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(JSON.stringify(exported)).toContain(member.email);
  expect(consoleErrors).toEqual([]);
});
