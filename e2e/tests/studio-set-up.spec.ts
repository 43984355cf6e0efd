import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_ACCOUNTS,
  fieldLabel,
  signInViaApi,
  signUpBusinessViaApi,
  unexpectedErrors,
} from './support/auth.ts';
import { CSRF, choose, chooseDate, createOffering, studioDate } from './support/booking.ts';
import { chooseInterests, fillProfile, finishFromMedical } from './support/onboarding.ts';
import { acceptAsNewPerson, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

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
  newRequest,
  consoleErrors,
}) => {
  await signUpBusinessViaApi(page);
  await page.goto('/admin/business/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const email = page.getByLabel(fieldLabel('Email'));

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
  // Each link is shown to the sender once; resending and "Copy link" each make a new one, and the
  // one before stops working. The trainer accepts the newest below.
  const shown = page.getByRole('textbox', { name: `Invitation link for ${trainer}` });
  const tokenShown = async () => new URL(await shown.inputValue()).pathname.split('/').pop() ?? '';
  const sentToken = await tokenShown();
  await row.getByRole('button', { name: `Resend the invitation to ${trainer}` }).click();
  await expect(page.getByText(`Invitation sent again to ${trainer}.`)).toBeVisible();
  const resentToken = await tokenShown();
  await row.getByRole('button', { name: `A new invitation link for ${trainer}` }).click();
  await expect(page.getByText(`A new link for ${trainer}: the previous one no longer works.`)).toBeVisible();
  const token = await tokenShown();
  expect(new Set([sentToken, resentToken, token]).size).toBe(3);
  for (const old of [sentToken, resentToken]) {
    expect((await page.request.get(`/api/public/invitations/${old}`)).status()).toBe(404);
  }

  const other = `revoked-${Date.now()}@e2e.test`;
  await email.fill(other);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const otherRow = invitations.getByRole('row').filter({ hasText: other });
  await otherRow.getByRole('button', { name: `Revoke the invitation to ${other}` }).click();
  await expect(otherRow).toContainText('Revoked');

  // The trainer accepts in a context of their own.
  const trainerRequest = await newRequest();
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
  await choose(page, 'Primary expert of Maya Member', 'Erin Expert');
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
  newRequest,
  consoleErrors,
}) => {
  // Olive owns a studio of her own (this page), then joins a second one as its admin.
  const olive = await signUpBusinessViaApi(page);
  const first = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessName: string };
  };
  const second = await newRequest();
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
  const token = await inviteViaApi(second, olive.email, 'admin');
  // Olive already has an account: she accepts signed in as herself (no password is asked here).
  const accepting = await newRequest();
  const asStranger = await accepting.post(`/api/public/invitations/${token}/accept`, {
    headers: CSRF,
    data: { password: olive.password },
  });
  expect(asStranger.status()).toBe(409);
  const login = await accepting.post('/api/auth/login', {
    headers: CSRF,
    data: { email: olive.email, password: olive.password },
  });
  expect(login.status()).toBe(200);
  const accepted = await accepting.post(`/api/public/invitations/${token}/accept`, {
    headers: CSRF,
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

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

// A 1×1 PNG: a real image the browser draws (naturalWidth 1), so a wrong content type would show.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits until an <img> has really loaded and decoded (a 404 or a wrong type leaves naturalWidth 0). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
}

/**
 * A studio of the test's own (signed in on `page` as its owner) with a trainer who accepted an
 * invitation; returns the studio's name and slug, and the trainer's sign-in and membership id.
 */
async function studioWithTrainer(page: Page, newRequest: () => Promise<APIRequestContext>) {
  await signUpBusinessViaApi(page);
  const { userData } = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessName: string; businessSlug: string };
  };
  const trainer = {
    name: 'Tina Trainer',
    email: `tina-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`,
    password: TRAINER_PASSWORD,
  };
  await acceptAsNewPerson(
    await newRequest(),
    await inviteViaApi(page.request, trainer.email, 'expert'),
    trainer.name,
  );
  const experts = (await (await page.request.get('/api/experts')).json()) as { items: { id: string }[] };
  const expertId = experts.items[0]?.id ?? '';
  return { name: userData.businessName, slug: userData.businessSlug, trainer, expertId };
}

function addOffering(page: Page, name: string, locationIds: string[] = []) {
  return createOffering(page.request, { name, creditKind: 'assessment', locationIds });
}

test("a trainer's photo shows on their account, in their menu and to members picking them; the studio's logo in the app bar and on its public page", async ({
  page,
  browser,
  baseURL,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const studio = await studioWithTrainer(page, newRequest);

  // The owner sets the logo on the business profile: it shows in the app bar and on the public page.
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Logo' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await expectDrawn(page.getByTestId('navbar').getByRole('img', { name: studio.name }));
  await page.goto(`/studio/${studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expectDrawn(page.getByRole('img', { name: `Logo of ${studio.name}` }));
  const offeringName = `Assessment ${Date.now().toString(36)}`;
  await addOffering(page, offeringName);

  // The trainer: a file that only claims to be a PNG is refused; a real one shows here and in the menu.
  const trainerContext = await browser.newContext({ baseURL });
  const trainerPage = await trainerContext.newPage();
  const trainerErrors: string[] = [];
  trainerPage.on('console', (message) => {
    if (message.type() === 'error') trainerErrors.push(message.text());
  });
  await signInViaApi(trainerPage, studio.trainer.email, studio.trainer.password);
  await trainerPage.goto('/admin/account');
  await expect(trainerPage.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  const photo = trainerPage.getByRole('region', { name: 'Photo' });
  await photo
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(photo.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');
  await expect(photo.getByRole('img')).toHaveCount(0);
  await photo
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo.getByRole('status')).toHaveText('Your photo is saved.');
  await expectDrawn(photo.getByRole('img', { name: 'Photo of Tina Trainer' }));
  await expectDrawn(
    trainerPage.getByRole('button', { name: 'Account menu of Tina Trainer' }).getByTestId('user-menu-photo'),
  );
  await trainerPage.getByLabel('Bio').fill('Former boxer, patient with beginners.');
  await trainerPage.getByRole('combobox', { name: 'Specialities' }).click();
  await trainerPage.getByRole('option', { name: 'Boxing', exact: true }).click();
  await trainerPage.keyboard.press('Escape');
  await trainerPage.getByRole('combobox', { name: 'Languages' }).click();
  await trainerPage.getByRole('option', { name: 'French', exact: true }).click();
  await trainerPage.keyboard.press('Escape');
  await trainerPage.getByRole('button', { name: 'Save my profile' }).click();
  await expect(trainerPage.getByText('Your profile is saved.')).toBeVisible();
  // The photo stays after a reload (it is the saved one, not the chosen file).
  await trainerPage.reload();
  await expectDrawn(trainerPage.getByRole('img', { name: 'Photo of Tina Trainer' }));
  await trainerContext.close();

  // A member of this studio picks the trainer by their card on the booking form.
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  const member = { email: `mo-${Date.now().toString(36)}@e2e.test`, password: 'Strong-Member-Passphrase-1' };
  const signup = await memberPage.request.post('/api/auth/signup', {
    headers: CSRF,
    data: { businessSlug: studio.slug, fullName: 'Mo Member', ...member },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await signInViaApi(memberPage, member.email, member.password);
  await memberPage.goto('/members/onboard');
  await fillProfile(memberPage);
  await memberPage.getByRole('button', { name: 'Save and continue' }).click();
  await chooseInterests(memberPage);
  await finishFromMedical(memberPage);
  await memberPage.goto('/members/services/new');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await choose(memberPage, 'Service', offeringName);
  const card = memberPage
    .getByRole('region', { name: 'The experts' })
    .getByRole('listitem', { name: 'Tina Trainer' });
  await expect(card).toContainText('Former boxer, patient with beginners.');
  await expect(card).toContainText('Boxing');
  await expect(card).toContainText('French');
  await expectDrawn(card.getByRole('img', { name: 'Photo of Tina Trainer' }));
  await card.getByRole('button', { name: 'Choose Tina Trainer' }).click();
  await expect(card.getByRole('button', { name: 'Choose Tina Trainer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(memberPage.getByRole('combobox', { name: 'Expert' })).toHaveText('Tina Trainer');
  // Only this studio's own expert is offered (the demo studio's Erin is not).
  await expect(memberPage.getByText('Erin Expert')).toHaveCount(0);
  // The member's app bar shows the studio's logo too.
  await expectDrawn(memberPage.getByTestId('navbar').getByRole('img', { name: studio.name }));
  await memberContext.close();

  expect(consoleErrors).toEqual([]);
  // The refused file is the trainer's only error (the browser notes the 400).
  expect(trainerErrors.filter((message) => !message.includes('status of 400'))).toEqual([]);
});

test('offerings show their locations, the catalog and the calendar filter by location, and booking offers only where an offering is held', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const studio = await studioWithTrainer(page, newRequest);
  const addLocation = async (city: string) => {
    const response = await page.request.post('/api/business/locations', {
      headers: CSRF,
      data: { code: `oregon.${city.toLowerCase()}`, display: `${city}, Oregon`, state: 'Oregon' },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; display: string };
  };
  const portland = await addLocation('Portland');
  const eugene = await addLocation('Eugene');
  const salem = await addLocation('Salem');
  const unique = Date.now().toString(36);
  const everywhere = `Everywhere ${unique}`;
  const portlandOnly = `Portland only ${unique}`;
  await addOffering(page, everywhere);

  // An offering held at one location, chosen on the catalog's form.
  await page.goto('/admin/business/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Service catalog' })).toBeVisible();
  await page.getByRole('button', { name: 'Add offering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an offering' });
  await dialog.getByLabel('Name').fill(portlandOnly);
  await choose(page, 'Type', 'Assessment');
  await dialog.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: 'Portland, Oregon' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add the offering' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Service catalog' });
  await expect(table.getByRole('row').filter({ hasText: portlandOnly })).toContainText('Portland, Oregon');
  await expect(table.getByRole('row').filter({ hasText: everywhere })).toContainText('Every location');
  await choose(page, 'Location', 'Eugene, Oregon');
  await expect(table.getByRole('row').filter({ hasText: everywhere })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: portlandOnly })).toHaveCount(0);
  await choose(page, 'Location', 'Portland, Oregon');
  await expect(table.getByRole('row').filter({ hasText: portlandOnly })).toBeVisible();

  // Salem closes: no longer offered for new bookings.
  const off = await page.request.patch(`/api/business/locations/${salem.id}`, {
    headers: CSRF,
    data: { active: false },
  });
  expect(off.status()).toBe(200);

  // The trainer works every day; a customer joins; staff book for them through the booking form.
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await page.request.put(`/api/experts/${studio.expertId}/weekly-hours`, {
    headers: CSRF,
    data: { hours },
  });
  expect(put.status(), await put.text()).toBe(200);
  const customerRequest = await newRequest();
  const signup = await customerRequest.post('/api/auth/signup', {
    headers: CSRF,
    data: {
      businessSlug: studio.slug,
      fullName: 'Cal Customer',
      email: `cal-${unique}@e2e.test`,
      password: 'Strong-Member-Passphrase-1',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const customers = (await (await page.request.get('/api/customers?q=Cal')).json()) as {
    items: { id: string }[];
  };
  const customerId = customers.items[0]?.id ?? '';
  await page.goto(`/admin/services/new/${customerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  // Whom staff are booking for, by name.
  await expect(page.getByText('For Cal Customer.')).toBeVisible();
  await choose(page, 'Service', portlandOnly);
  // Held at one place only: nothing to choose.
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
  await choose(page, 'Service', everywhere);
  await page.getByRole('combobox', { name: 'Location' }).click();
  await expect(page.getByRole('option', { name: 'Eugene, Oregon' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Salem, Oregon' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Portland, Oregon' }).click();
  await chooseDate(page, 4);
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the booking' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();
  await expect(page.getByText('Portland, Oregon')).toBeVisible();

  // The calendar of that week, filtered by location.
  await page.goto(`/admin/calendar?week=${studioDate(4)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const session = page.getByRole('link', { name: new RegExp(everywhere) });
  await expect(session.first()).toBeVisible();
  await choose(page, 'Location', 'Eugene, Oregon');
  await expect(page).toHaveURL(new RegExp(`location=${eugene.id}`));
  await expect(session).toHaveCount(0);
  await choose(page, 'Location', 'Portland, Oregon');
  await expect(page).toHaveURL(new RegExp(`location=${portland.id}`));
  await expect(session.first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
