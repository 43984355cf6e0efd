import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInWithForm } from './support/auth.ts';
import { chooseInterests, fillProfile, finishFromMedical } from './support/onboarding.ts';

// newmember@demo.test is the demo's one account at the start of onboarding, and other browser tests
// sign in as it expecting /members/onboard. This file alone finishes its onboarding, and it runs in
// the teardown project (playwright.config.ts), after every other browser test.

test('newmember@demo.test finishes onboarding and reaches the member area', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.newMember.email);
  await expectPath(page, '/members/onboard');
  await expect(page.getByText('0 of 5 steps done')).toBeVisible();
  await fillProfile(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await chooseInterests(page);
  await finishFromMedical(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The member area is open now; onboarding is not.
  await page.goto('/members/services');
  await expectPath(page, '/members/services');
  await page.goto('/members/onboard');
  await expectPath(page, '/not-authorized');
  expect(consoleErrors).toEqual([]);
});
