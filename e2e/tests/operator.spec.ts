import { expect, test } from './fixtures.ts';
import { expectPath, signInViaApi, signInWithForm, signUpStudioViaApi } from './support/auth.ts';
import { signInAsOperator } from './support/operator.ts';

// The platform operator (docs/decisions/0062-platform-operator.md): signs in with two-step, finds a
// studio on the console, suspends it (its owner, signed in in another browser, is signed out and sees
// why) and reactivates it (the owner signs in again). The studio is made by this test, so no other
// test's data is touched.

test('the operator suspends a studio: its owner is signed out and told why; reactivated, they sign in again', async ({
  page,
  browser,
  newRequest,
}) => {
  const studioName = `Suspension Studio ${Date.now().toString(36)}`;
  const owner = await signUpStudioViaApi(await newRequest(), { businessName: studioName });

  // The studio's owner, in a browser of their own.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/login');
  await signInWithForm(ownerPage, owner.email, owner.password);
  await expectPath(ownerPage, '/admin/dashboard');

  await signInAsOperator(page);
  await page.getByRole('searchbox').fill(studioName);
  const row = page.locator(`tr[data-studio="${owner.slug}"]`);
  await expect(row).toContainText(studioName);
  await expect(row).toContainText('Owners 1');
  await expect(row).toContainText('Healthy');

  // An empty reason is refused on its field, and nothing happens.
  await row.getByRole('button', { name: `Suspend ${studioName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${studioName}?` });
  await dialog.getByRole('button', { name: 'Suspend studio' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Chargebacks under review.');
  await dialog.getByRole('button', { name: 'Suspend studio' }).click();
  await expect(page.getByText(`${studioName} is suspended.`)).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();

  // The owner's open page finds them signed out by itself (its live stream is closed), on a page that
  // says why.
  await expectPath(ownerPage, '/suspended');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your studio is suspended' })).toBeVisible();
  await expect(ownerPage.getByText('Chargebacks under review.')).toBeVisible();
  await expect(ownerPage.getByRole('alert')).toContainText('Nothing has been deleted');
  // Signing in again is refused the same way.
  await ownerPage.getByRole('link', { name: 'Go to sign-in' }).click();
  await signInWithForm(ownerPage, owner.email, owner.password);
  await expectPath(ownerPage, '/suspended');

  await row.getByRole('button', { name: `Reactivate ${studioName}` }).click();
  const reactivate = page.getByRole('dialog', { name: `Reactivate ${studioName}?` });
  await reactivate.getByLabel(/Reason/).fill('Chargebacks settled.');
  await reactivate.getByRole('button', { name: 'Reactivate studio' }).click();
  await expect(page.getByText(`${studioName} is active again.`)).toBeVisible();

  await ownerPage.getByRole('link', { name: 'Go to sign-in' }).click();
  await signInWithForm(ownerPage, owner.email, owner.password);
  await expectPath(ownerPage, '/admin/dashboard');
  await ownerContext.close();
});

test('the operator’s pages refuse a studio’s people, and a studio’s pages refuse the operator', async ({
  page,
  browser,
}) => {
  await signInAsOperator(page);
  await page.goto('/admin/dashboard');
  await expectPath(page, '/not-authorized');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, 'admin@demo.test');
  for (const path of ['/operator', '/front-pages/landing-page']) {
    await adminPage.goto(path);
    await expectPath(adminPage, '/not-authorized');
  }
  await adminContext.close();
});
