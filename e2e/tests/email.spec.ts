import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, expectPath, signInViaApi } from './support/auth.ts';

// Email delivery (decision 0024): the browser-test server sends through a local mail server that
// refuses addresses at bounce.test (scripts/e2e-server.mjs). A sign-up with such an address makes a
// verification email that fails for good; staff find it, with whom it was for and why.

test('staff see the emails that could not be delivered, whom they were for and why', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bounce.test`;
  const visitor = await newRequest();
  const signup = await visitor.post('/api/auth/signup', {
    data: {
      businessSlug: 'demo-fitness-studio',
      fullName: 'Bo Bounce',
      email,
      password: 'Strong-Bounce-Passphrase-1',
    },
    headers: CSRF,
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/business/emails');
  await expect(page.getByRole('heading', { name: 'Failed emails', level: 1 })).toBeVisible();
  // The worker sends every few seconds: reload until the refusal is recorded.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Failed emails', level: 1 })).toBeVisible();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await expect(row).toContainText('Bo Bounce');
  await expect(row).toContainText('Confirm your email address');
  await expect(row).toContainText('Mailbox unavailable');
  // The menu leads there too.
  await expect(page.getByRole('link', { name: 'Failed emails' })).toBeVisible();

  // Sending again queues it; the list no longer shows it until it fails again.
  await row.getByRole('button', { name: `Send the email to ${email} again` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `The email to ${email} will be sent again` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an expert cannot open the failed emails', async ({ page }) => {
  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto('/admin/business/emails');
  await expectPath(page, '/not-authorized');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();
});

test('a member turns reminder emails off on the account page, and emails follow the app language', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/members/settings/account');
  await expect(page.getByRole('heading', { name: 'Emails' })).toBeVisible();
  const reminders = page.getByRole('switch', { name: 'Session reminders by email' });
  await expect(reminders).toBeChecked();
  await expect(page.getByText('Emails are written in English, the language you use here.')).toBeVisible();
  try {
    await reminders.click();
    await expect(reminders).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Session reminders by email' })).not.toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Session news by email (confirmed, moved, canceled)' }),
    ).toBeChecked();

    // Switching the app to French makes French the email language.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(async () => {
      const saved = await page.request.get('/api/me/email-preferences');
      expect(((await saved.json()) as { language: string }).language).toBe('fr');
    }).toPass({ timeout: 10_000 });
    await page.reload();
    await expect(
      page.getByText('Les e-mails sont écrits en Français, la langue que vous utilisez ici.'),
    ).toBeVisible();
  } finally {
    // The demo member is shared with other tests: put the choices back.
    const restored = await page.request.put('/api/me/email-preferences', {
      data: { reminders: true, language: 'en' },
      headers: CSRF,
    });
    expect(restored.status()).toBe(200);
  }
  expect(consoleErrors).toEqual([]);
});

test('the stop-reminders page says when its link is not valid', async ({ page, consoleErrors }) => {
  await page.goto(`/email/unsubscribe?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Stop reminder emails', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Stop reminder emails' }).click();
  await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
  // The refusal is the expected 404 of the API, nothing else.
  expect(consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
});
