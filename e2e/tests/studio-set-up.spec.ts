import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi, signUpBusinessViaApi, unexpectedErrors } from './support/auth.ts';
import { CSRF } from './support/booking.ts';

// The business profile's hours check (on the demo studio, read only: its sessions are what a change
// would leave outside) and the team page (on a studio of its own, signed up through the API).

test('closing the studio lists the booked sessions left outside; canceling changes nothing', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sign-up link' })).toHaveValue(
    /\/register\?business=demo-fitness-studio$/,
  );
  const closed = page
    .getByRole('group', { name: 'Business hours' })
    .getByRole('checkbox', { name: 'Closed' });
  for (let day = 0; day < 7; day++) await closed.nth(day).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  const dialog = page.getByRole('dialog', { name: /booked sessions? falls? outside the new hours/ });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('These sessions stay as booked: nothing is moved or canceled.', { exact: false }),
  ).toBeVisible();
  // The demo member's own booked session is among them (the generated history books others too).
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Maya Member' }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Monday opens')).toHaveValue('07:00');
  await expect(closed.first()).not.toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('the team page invites, resends and revokes, and deactivating a trainer signs them out at once', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  await signUpBusinessViaApi(page);
  await page.goto('/admin/business/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });

  // A bad address, then the owner's own (already in the team): each on the field, nothing sent.
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { email: string };
  };
  await email.fill(session.userData.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This person is already in the team.')).toBeVisible();

  const trainer = `trainer-${Date.now()}@e2e.test`;
  await email.fill(trainer);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  const row = invitations.getByRole('row').filter({ hasText: trainer });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Resend the invitation to ${trainer}` }).click();
  await expect(page.getByText(`Invitation sent again to ${trainer}.`)).toBeVisible();

  const other = `revoked-${Date.now()}@e2e.test`;
  await email.fill(other);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const otherRow = invitations.getByRole('row').filter({ hasText: other });
  await otherRow.getByRole('button', { name: `Revoke the invitation to ${other}` }).click();
  await expect(otherRow).toContainText('Revoked');

  // The trainer accepts the newest link (the resent one) in a context of their own.
  const outbox = await page.request.get('/api/outbox?pageSize=100');
  const { items } = (await outbox.json()) as { items: { toEmail: string; kind: string; textBody: string }[] };
  const token = items
    .find((item) => item.toEmail === trainer && item.kind === 'team_invitation')
    ?.textBody.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  const trainerRequest = await playwright.request.newContext({ baseURL });
  const accepted = await trainerRequest.post(`/api/public/invitations/${token}/accept`, {
    headers: CSRF,
    data: { fullName: 'Theo Trainer', password: 'Strong-Trainer-Passphrase-1' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect((await trainerRequest.get('/api/services')).status()).toBe(200);

  await page.reload();
  const members = page.getByRole('region', { name: 'Members of the team' });
  const theo = members.getByRole('row').filter({ hasText: 'Theo Trainer' });
  await expect(theo).toContainText('Active');
  await theo.getByRole('button', { name: 'Deactivate Theo Trainer' }).click();
  await expect(page.getByText('Theo Trainer is deactivated and signed out.')).toBeVisible();
  await expect(theo).toContainText('Deactivated');
  expect((await trainerRequest.get('/api/services')).status()).toBe(401);
  await theo.getByRole('button', { name: 'Reactivate Theo Trainer' }).click();
  await expect(theo).toContainText('Active');
  await trainerRequest.dispose();
  // The refused invitations are the only errors (the browser notes the 400 and the 409).
  expect(unexpectedErrors(consoleErrors, 400, 409)).toEqual([]);
});

test('staff assign a primary expert on the clients page, and the expert finds the client among theirs', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/business/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entr/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('maya');
  await expect(page).toHaveURL(/[?&]q=maya/);
  await expect(page.getByText('Showing 1 to 1 of 1 entry')).toBeVisible();
  await page.getByRole('combobox', { name: 'Primary expert of Maya Member' }).click();
  await page.getByRole('option', { name: 'Erin Expert' }).click();
  await expect(page.getByText('Primary expert of Maya Member saved.')).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const expertPage = await context.newPage();
  await signInViaApi(expertPage, DEMO_ACCOUNTS.expert.email);
  await expertPage.goto('/admin/business/clients');
  await expect(expertPage.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(expertPage.getByRole('row').filter({ hasText: 'Maya Member' })).toContainText('Erin Expert');
  // An expert reads the list but assigns nothing.
  await expect(expertPage.getByRole('combobox', { name: /^Primary expert of/ })).toHaveCount(0);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('a person in two studios switches between them from the user menu', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  // Olive owns a studio of her own (this page), then joins a second one as its admin.
  const olive = await signUpBusinessViaApi(page);
  const first = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessName: string };
  };
  const second = await playwright.request.newContext({ baseURL });
  const secondName = `Second Studio ${Date.now().toString(36)}`;
  const owner = await second.post('/api/businesses/signup', {
    headers: CSRF,
    data: {
      businessName: secondName,
      fullName: 'Sam Second',
      email: `second-${Date.now()}@e2e.test`,
      password: 'Strong-Owner-Passphrase-2',
    },
  });
  expect(owner.status()).toBe(201);
  expect(
    (
      await second.post('/api/business/team/invitations', {
        headers: CSRF,
        data: { email: olive.email, role: 'admin' },
      })
    ).status(),
  ).toBe(201);
  const { items } = (await (await second.get('/api/outbox?pageSize=100')).json()) as {
    items: { toEmail: string; textBody: string }[];
  };
  const token = items
    .find((item) => item.toEmail === olive.email)
    ?.textBody.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  const accepting = await playwright.request.newContext({ baseURL });
  const accepted = await accepting.post(`/api/public/invitations/${token}/accept`, {
    headers: CSRF,
    data: { password: olive.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await accepting.dispose();
  await second.dispose();

  await page.goto('/admin/business/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('menuitem', { name: `Open ${first.userData.businessName}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('menuitem', { name: `Open ${secondName}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const now = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessName: string; role: string };
  };
  expect(now.userData).toMatchObject({ businessName: secondName, role: 'admin' });
  // The team page now shows the second studio's people, not the first's.
  await page.goto('/admin/business/team');
  await expect(page.getByRole('cell', { name: 'Sam Second', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
