import { expect, test } from './fixtures.ts';
import {
  currentUrl,
  DEMO_ACCOUNT_NAMES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  emailedToken,
  expectPath,
  fieldLabel,
  signInViaApi,
  signInWithForm,
  signOut,
  signUpBusinessViaApi,
  signUpMemberViaApi,
  totpCode,
  unexpectedErrors,
} from './support/auth.ts';

for (const name of DEMO_ACCOUNT_NAMES) {
  const account = DEMO_ACCOUNTS[name];
  test(`${account.email} signs in with the form and lands on ${account.landing}`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await signInWithForm(page, account.email);
    await expectPath(page, account.landing);
    await expect(page.getByRole('heading', { level: 1, name: account.landingTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('a wrong password says "Incorrect email or password." and stays on /login', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.member.email, 'Not-The-Password-1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expectPath(page, '/login');
  // The browser notes the 401 answer in the console; nothing else may appear there.
  expect(unexpectedErrors(consoleErrors, 401)).toEqual([]);
});

test('the form checks the fields before asking the server', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  await page.getByLabel(fieldLabel('Email')).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel(fieldLabel('Email'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your password.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('signing in from a protected link returns to that page with its query', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/members/services?tab=past');
  await expectPath(page, '/login');
  await signInWithForm(page, DEMO_ACCOUNTS.member.email);
  await expectPath(page, '/members/services');
  expect(currentUrl(page).searchParams.get('tab')).toBe('past');
  expect(currentUrl(page).searchParams.has('to')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My services' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a `to` that leaves the site is ignored', async ({ page, consoleErrors }) => {
  await page.goto('/login?to=%2F%2Fevil.test%2Fphish');
  await signInWithForm(page, DEMO_ACCOUNTS.admin.email);
  await expectPath(page, '/admin/dashboard');
  expect(currentUrl(page).host).toBe(new URL(page.url()).host);
  expect(consoleErrors).toEqual([]);
});

test('in demo mode the sign-in page lists the demo accounts and fills the form', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await expect(page.getByText(DEMO_PASSWORD)).toBeVisible();
  for (const name of DEMO_ACCOUNT_NAMES) {
    await expect(page.getByRole('cell', { name: DEMO_ACCOUNTS[name].email, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: `Fill in ${DEMO_ACCOUNTS.expert.email}` }).click();
  await expect(page.getByLabel(fieldLabel('Email'))).toHaveValue(DEMO_ACCOUNTS.expert.email);
  await expect(page.getByLabel(fieldLabel('Password'))).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/admin/expert-dashboard');
  expect(consoleErrors).toEqual([]);
});

test('signing out returns to /login and the old session no longer works', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.principal.email);
  await expectPath(page, '/admin/dashboard');
  await expect(page.getByText('Paula Principal')).toBeVisible();
  const oldCookies = await context.cookies();

  await signOut(page);
  await expectPath(page, '/login');
  expect(currentUrl(page).search).toBe('');
  expect(
    await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('userAbilityRules')]),
  ).toEqual([null, null]);

  await page.goto('/admin/dashboard');
  await expectPath(page, '/login');
  expect(currentUrl(page).searchParams.get('to')).toBe('/admin/dashboard');

  // Even the old cookie, replayed, is refused: the session ended on the server.
  await context.addCookies(oldCookies);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});

test('a member signs up into the demo studio and is sent to onboarding', async ({ page, consoleErrors }) => {
  await page.goto('/register');
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await page.getByLabel('Full name').fill('Sam Signup');
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel('Phone (optional)').fill('(310) 555-0100');
  await page.getByLabel(fieldLabel('Password')).fill('Strong-Member-Passphrase-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/members/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your studio' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a studio owner creates a business and lands on the admin dashboard', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/business');
  await page.getByRole('link', { name: 'Create your studio' }).first().click();
  await expectPath(page, '/business/signup');
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Business name').fill(`Studio ${unique}`);
  await page.getByLabel('Your full name').fill('Olive Owner');
  await page.getByLabel(fieldLabel('Email')).fill(`owner-${unique}@e2e.test`);
  await page.getByLabel(fieldLabel('Password')).fill('password');
  await page.getByRole('button', { name: 'Create studio' }).click();
  // The shared rule refuses a common password before the server is asked.
  await expect(page.getByText('This password is too common.')).toBeVisible();
  await page.getByLabel(fieldLabel('Password')).fill('Strong-Owner-Passphrase-1');
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expectPath(page, '/admin/dashboard');
  await expect(page.getByText('Olive Owner')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('two-step sign-in: set up with an authenticator code, then sign in with a recovery code', async ({
  page,
  consoleErrors,
}) => {
  const owner = await signUpBusinessViaApi(page);
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await page.getByTestId('two-step-secret').textContent()) ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await signOut(page);
  await expectPath(page, '/login');
  await signInWithForm(page, owner.email, owner.password);
  await expectPath(page, '/two-step');
  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/admin/dashboard');
  expect(consoleErrors).toEqual([]);
});

test('forgot password answers the same whether or not the account exists', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await page.getByLabel(fieldLabel('Email')).fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we sent a link to reset the password.'),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the external sign-in return page shows why it failed and links back to sign-in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/member-login?code=not-a-code&state=not-a-state');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not finish' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expectPath(page, '/login');
  // The server refuses the made-up code (with external sign-in off here, as not configured).
  expect(unexpectedErrors(consoleErrors, 400, 401, 404)).toEqual([]);
});

test('a new member confirms their email address from the emailed link', async ({
  page,
  request,
  consoleErrors,
}) => {
  const member = await signUpMemberViaApi(page.request);
  await signInViaApi(page, member.email, member.password);
  const token = await emailedToken(request, member, 'verify_email');
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectPath(page, '/members/onboard');
  expect(consoleErrors).toEqual([]);
});

test('a forgotten password is reset from the emailed link, and the new one signs in', async ({
  page,
  request,
  consoleErrors,
}) => {
  const member = await signUpMemberViaApi(request);
  await page.goto('/forgot-password');
  await page.getByLabel(fieldLabel('Email')).fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email')).toBeVisible();

  const token = await emailedToken(request, member, 'reset_password');
  await page.goto(`/reset-password?token=${token}`);
  const newPassword = 'Another-Strong-Passphrase-2';
  await page.getByLabel(fieldLabel('New password')).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expectPath(page, '/login');
  await signInWithForm(page, member.email, newPassword);
  await expectPath(page, '/members/onboard');
  expect(consoleErrors).toEqual([]);
});
