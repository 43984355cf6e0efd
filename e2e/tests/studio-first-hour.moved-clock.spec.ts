import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, expectPath, unexpectedErrors } from './support/auth.ts';
import { chooseLanguage, type Language, type Locale, localeOf } from './support/locale.ts';

// The first hour of a new studio (docs/decisions/0029-studio-set-up.md), through the pages alone, to a
// completed and reviewed session (decisions 0046 to 0052): the owner signs up and sets the studio up, invites a
// trainer who accepts from the link, a member joins through the studio's sign-up link, buys a pack
// to pay at the studio and books at once with its credits (decision 0046), the trainer confirms; the
// server's clock moves past the session's start (decision 0038), everyone signs in again, the trainer
// completes the session, the member reviews it and the owner takes the cash she owed.
// The same walk runs in English and in Arabic: every label comes from the app's locale files.
// The clock moves, so this file runs in the 'moved-clock' project, one test at a time.

// A long walk: a step that cannot be done fails on its own timeout, not the whole test's.
test.use({ actionTimeout: 15_000 });

test.afterEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const reset = await request.post('/api/test/clock', { headers: CSRF, data: { reset: true } });
  expect(reset.status()).toBe(200);
  await request.dispose();
});

type Person = { page: Page; errors: string[] };

async function personPage(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  await chooseLanguage(context, language);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

for (const language of ['en', 'ar'] as const) {
  test(`the first hour of a new studio, from sign-up to a completed and reviewed session (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { t, pattern, label } = localeOf(language);
    const heading = (page: Page, key: string, values?: Record<string, string>) =>
      expect(page.getByRole('heading', { level: 1, name: t(key, values), exact: true })).toBeVisible();
    // Arabic pages are drawn right to left, English ones left to right.
    const expectDirection = (page: Page) =>
      expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const pick = async (page: Page, fieldKey: string, option: string | RegExp) => {
      await page.getByRole('combobox', { name: label(fieldKey) }).click();
      await page.getByRole('option', { name: option }).click();
    };

    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const studioName = `First Hour ${unique}`;
    const ownerEmail = `owner-${unique}@e2e.test`;
    const expertEmail = `trainer-${unique}@e2e.test`;
    const memberEmail = `joiner-${unique}@e2e.test`;
    const passwords = {
      owner: 'Strong-Owner-Passphrase-1',
      expert: 'Strong-Trainer-Passphrase-1',
      member: 'Strong-Member-Passphrase-1',
    };
    const owner = await personPage(browser, baseURL, language);
    const { page } = owner;

    // 1. The owner signs up a business.
    await page.goto('/business/signup');
    await expectDirection(page);
    await page.getByLabel(label('auth:businessName')).fill(studioName);
    await page.getByLabel(label('auth:yourFullName')).fill('Olga Owner');
    await page.getByLabel(label('auth:email')).fill(ownerEmail);
    await page.getByLabel(label('auth:password')).fill(passwords.owner);
    await page.getByRole('button', { name: t('auth:createStudio') }).click();
    await expectPath(page, '/admin/dashboard');

    // 2. Hours, time zone and a location, on the business profile.
    await page.goto('/admin/business');
    await heading(page, 'studio:profile.title');
    await expectDirection(page);
    const timeZone = page.getByRole('combobox', { name: label('studio:profile.timeZone') });
    await timeZone.fill('America/Denver');
    await page.getByRole('option', { name: 'America/Denver', exact: true }).click();
    const mondayCloses = page.getByLabel(label('studio:profile.closesOn', { day: t('studio:days.Monday') }));
    // A close before the open is refused on its field and saves nothing.
    await mondayCloses.fill('06:00');
    await page.getByRole('button', { name: t('studio:profile.save') }).click();
    await expect(mondayCloses).toHaveAttribute('aria-invalid', 'true');
    await mondayCloses.fill('20:00');
    await page.getByRole('button', { name: t('studio:profile.save') }).click();
    await expect(page.getByRole('status').getByText(t('studio:profile.saved'))).toBeVisible();

    const locations = page.getByRole('region', { name: t('studio:locations.title') });
    await locations.getByLabel(label('studio:locations.city')).fill('Boulder');
    await locations.getByLabel(label('studio:locations.state')).fill('Colorado');
    await locations.getByLabel(label('studio:locations.address')).fill('1 Pearl St');
    await locations.getByRole('button', { name: t('studio:locations.add') }).click();
    await expect(locations.getByRole('row').filter({ hasText: 'Boulder' })).toContainText('colorado.boulder');
    const signupLink = await page.getByRole('textbox', { name: t('studio:profile.signupLink') }).inputValue();
    expect(signupLink).toMatch(/\/register\?business=first-hour-/);
    const slug = new URL(signupLink).searchParams.get('business') ?? '';

    // 3. An offering: an assessment.
    const offeringName = `Assessment ${unique}`;
    await page.goto('/admin/business/services');
    await heading(page, 'booking:offerings.title');
    await page.getByRole('button', { name: t('booking:offerings.add') }).click();
    const offeringDialog = page.getByRole('dialog', { name: t('booking:offerings.addTitle') });
    await offeringDialog.getByLabel(label('booking:offerings.name')).fill(offeringName);
    await pick(page, 'booking:fields.type', t('booking:types.Assessment'));
    await offeringDialog.getByRole('button', { name: t('booking:offerings.create') }).click();
    await expect(offeringDialog).toBeHidden();

    // 4. A credit pack of two assessments.
    const packName = `Assessments ${unique}`;
    await page.goto('/admin/services/prepaid');
    await heading(page, 'money:packs.title');
    await page.getByRole('button', { name: t('money:packs.add') }).click();
    const packDialog = page.getByRole('dialog', { name: t('money:packs.addTitle') });
    await packDialog.getByLabel(label('money:fields.name')).fill(packName);
    await packDialog.getByLabel(label('money:fields.price')).fill('$120.00');
    await pick(page, 'money:fields.kind', t('common:categories.assessment'));
    await packDialog.getByLabel(label('money:fields.credits')).fill('2');
    await packDialog.getByRole('button', { name: t('money:packs.add') }).click();
    await expect(packDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: packName, exact: true })).toBeVisible();

    // 5. The owner invites a trainer; the link is shown once on the team page.
    await page.goto('/admin/business/team');
    await heading(page, 'studio:team.title');
    await page.getByLabel(label('studio:team.inviteEmail')).fill(expertEmail);
    await page.getByRole('button', { name: t('studio:team.sendInvite') }).click();
    await expect(
      page.getByRole('status').getByText(t('studio:team.invited', { email: expertEmail })),
    ).toBeVisible();
    const linkCard = page.getByRole('region', { name: t('studio:team.linkTitle', { email: expertEmail }) });
    const invitationLink = await linkCard
      .getByRole('textbox', { name: t('studio:team.linkLabel', { email: expertEmail }) })
      .inputValue();
    const invitationPath = new URL(invitationLink).pathname;
    expect(invitationPath).toMatch(/^\/invite\/[A-Za-z0-9_-]{20,}$/);

    // 6. The trainer accepts and sets weekly hours, every day of the week.
    const expert = await personPage(browser, baseURL, language);
    await expert.page.goto(invitationPath);
    await heading(expert.page, 'studio:invite.title');
    await expectDirection(expert.page);
    await expert.page.getByLabel(label('studio:invite.fullName')).fill('Tina Trainer');
    await expert.page.getByLabel(label('studio:invite.newPassword')).fill(passwords.expert);
    await expert.page
      .getByRole('button', { name: t('studio:invite.accept', { business: studioName }) })
      .click();
    await expectPath(expert.page, '/admin/expert-dashboard');
    await expert.page.goto('/admin/provider/availability');
    await heading(expert.page, 'booking:availability.myTitle');
    const weekly = expert.page.getByRole('region', { name: t('booking:availability.weekly') });
    const addHours = weekly.getByRole('button', { name: pattern('booking:availability.addWindowOf') });
    await expect(addHours).toHaveCount(7);
    for (let day = 0; day < 7; day++) await addHours.nth(day).click();
    const savedHours = expert.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/weekly-hours'),
    );
    await weekly.getByRole('button', { name: t('booking:availability.saveWeekly') }).click();
    expect((await savedHours).status()).toBe(200);

    // 7. A member registers through the studio's sign-up link and finishes onboarding.
    const member = await personPage(browser, baseURL, language);
    await member.page.goto(`/studio/${slug}`);
    await expect(member.page.getByRole('heading', { level: 1, name: studioName })).toBeVisible();
    await expectDirection(member.page);
    await expect(member.page.getByRole('cell', { name: offeringName })).toBeVisible();
    await member.page.getByRole('link', { name: t('studio:public.signUp') }).click();
    await expect(member.page).toHaveURL(new RegExp(`/register\\?business=${slug}$`));
    await member.page.getByLabel(label('auth:fullName')).fill('Jo Joiner');
    await member.page.getByLabel(label('auth:email')).fill(memberEmail);
    await member.page.getByLabel(label('auth:password')).fill(passwords.member);
    await member.page.getByRole('button', { name: t('auth:createAccount') }).click();
    await expectPath(member.page, '/members/onboard');
    await onboard(member.page, { t, label });

    // 8. The member buys the pack, to pay at the studio: the credits are hers at once.
    await member.page.goto('/members/purchase');
    await heading(member.page, 'money:shop.title');
    await member.page
      .getByRole('region', { name: packName })
      .getByRole('button', { name: t('money:shop.choose') })
      .click();
    await member.page
      .getByRole('region', { name: t('money:checkout.title') })
      .getByRole('button', { name: t('money:checkout.payAtStudio') })
      .click();
    await heading(member.page, 'money:receipt.title');
    await expect(member.page.getByText(t('money:owed.pendingText'))).toBeVisible();

    // 9. She books right away, at the new location, with those credits.
    await member.page.goto('/members/services/new');
    await heading(member.page, 'booking:member.bookTitle');
    await pick(member.page, 'booking:fields.offering', offeringName);
    await pick(member.page, 'booking:fields.location', /Boulder/);
    await member.page.getByRole('combobox', { name: label('booking:form.date') }).click();
    await member.page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
    const times = member.page.getByRole('radiogroup', { name: label('booking:form.time') });
    await times.getByRole('radio').first().check();
    await member.page.getByRole('button', { name: t('booking:form.review') }).click();
    await member.page.getByRole('button', { name: t('booking:confirm.submit') }).click();
    await expect(member.page.getByText(t('booking:member.booked'))).toBeVisible();
    const serviceId = member.page.url().split('/').pop() ?? '';

    // 10. The trainer confirms.
    await expert.page.goto(`/admin/services/details/${serviceId}`);
    await heading(expert.page, 'booking:member.detailsTitle');
    const confirm = expert.page.getByRole('button', { name: t('booking:actions.confirm'), exact: true });
    await confirm.click();
    await expect(confirm).toHaveCount(0);
    const booked = (await (await member.page.request.get(`/api/me/services/${serviceId}`)).json()) as {
      status: string;
      startsAt: string;
    };
    expect(booked.status).toBe('Confirmed');

    // 11. Time passes on the server: to an hour after the session's start. Days on, every sign-in
    // has gone idle.
    const clock = await member.page.request.get('/api/test/clock');
    const { now } = (await clock.json()) as { now: string };
    const minutes = Math.ceil((Date.parse(booked.startsAt) - Date.parse(now)) / 60_000) + 60;
    const moved = await member.page.request.post('/api/test/clock', {
      headers: CSRF,
      data: { advanceMinutes: minutes },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    /** Opens `path`, is sent to the sign-in form (the session went idle) and signs in there. */
    async function signInAgain(person: Person, email: string, password: string, path: string) {
      await person.page.goto(path);
      await expectPath(person.page, '/login');
      await expectDirection(person.page);
      await person.page.getByLabel(label('auth:email')).fill(email);
      await person.page.getByLabel(label('auth:password')).fill(password);
      await person.page.getByRole('button', { name: t('auth:signIn'), exact: true }).click();
      await expect.poll(() => new URL(person.page.url()).pathname).not.toBe('/login');
      if (new URL(person.page.url()).pathname !== path) await person.page.goto(path);
    }

    // 12. The trainer signs in again and completes the session on the Complete page.
    await signInAgain(expert, expertEmail, passwords.expert, `/admin/services/complete/${serviceId}`);
    await heading(expert.page, 'booking:admin.views.complete');
    await expert.page.getByLabel(label('booking:fields.completionNotes')).fill('Posture and mobility check.');
    await expert.page.getByRole('button', { name: t('booking:complete.submit') }).click();
    await expect(expert.page.getByText(t('booking:complete.done'))).toBeVisible();

    // 13. The member signs in again and reviews it: four stars and a few words.
    await signInAgain(member, memberEmail, passwords.member, `/members/services/details/${serviceId}`);
    await heading(member.page, 'booking:member.detailsTitle');
    await expect(member.page.getByText('Posture and mobility check.')).toBeVisible();
    // MUI's Rating hides its radio inputs; a person clicks the star, which is the input's label.
    await member.page.locator('label', { hasText: t('booking:review.starLabel', { count: 4 }) }).click();
    await expect(
      member.page.getByRole('radio', { name: t('booking:review.starLabel', { count: 4 }) }),
    ).toBeChecked();
    await member.page.getByLabel(label('booking:review.text')).fill('Clear and friendly.');
    await member.page.getByRole('button', { name: t('booking:review.submit') }).click();
    await expect(member.page.getByTestId('service-review').getByText('Clear and friendly.')).toBeVisible();
    await expect(member.page.getByRole('button', { name: t('booking:review.submit') })).toHaveCount(0);

    // 14. The owner signs in again, finds what the member owes and takes the cash for it.
    await signInAgain(owner, ownerEmail, passwords.owner, '/admin/customers/list');
    await heading(page, 'money:customers.title');
    // The onboarding's profile step named her Rita Register.
    await page.getByRole('link', { name: 'Rita Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rita Register' })).toBeVisible();
    await expect(page.getByTestId('customer-owes')).toHaveText(pattern('money:owed.customerOwes'));
    const purchases = page.getByRole('region', { name: t('money:customers.purchases') });
    const purchaseRow = purchases.getByRole('row').filter({ hasText: packName });
    await expect(purchaseRow.getByTestId('purchase-owed')).toHaveText(pattern('money:owed.owes'));
    await purchases.getByRole('button', { name: t('money:cash.forPurchase', { pack: packName }) }).click();
    const cash = page.getByRole('dialog', { name: t('money:cash.title', { customer: 'Rita Register' }) });
    // The amount is what the purchase owes, filled in.
    await expect(cash.getByRole('textbox', { name: label('money:fields.amount') })).toHaveValue(/120/);
    await cash.getByRole('button', { name: t('money:cash.submit') }).click();
    await expect(cash).toHaveCount(0);
    await expect(purchaseRow).toContainText(t('money:purchaseStatus.paid'));
    await expect(purchaseRow.getByTestId('purchase-owed')).toHaveCount(0);
    await expect(page.getByTestId('customer-owes')).toHaveCount(0);

    // The refused hours (400) and the idle sessions (401) are the only errors the pages logged.
    for (const person of [owner, expert, member]) {
      expect(unexpectedErrors(person.errors, 400, 401)).toEqual([]);
      await person.page.context().close();
    }
  });
}

/** The onboarding steps, each in the page's language: profile, interests, medical, nutrition, policies. */
async function onboard(page: Page, { t, label }: Pick<Locale, 't' | 'label'>) {
  const step = (key: string) => expect(page.getByRole('heading', { level: 2, name: t(key) })).toBeVisible();
  const saveAndContinue = () =>
    page.getByRole('button', { name: t('members:onboard.saveAndContinue') }).click();
  await step('members:steps.profile');
  await page.getByLabel(label('members:profile.fullName')).fill('Rita Register');
  await page.getByRole('textbox', { name: label('members:profile.phone') }).fill('(310) 555-0142');
  await page.getByLabel(label('members:profile.dateOfBirth')).fill('1991-07-14');
  await page.getByLabel(label('members:profile.address')).fill('77 Ocean Ave');
  await page.getByLabel(label('members:profile.emergencyContactName')).fill('Ron Register');
  await page.getByLabel(label('members:profile.emergencyContactPhone')).fill('310-555-0100');
  await saveAndContinue();

  // The lists' items are in their own words (SPEC.md section 3), in every language.
  await step('members:steps.interests');
  await page.getByLabel(label('members:interests.sports')).fill('Yog');
  await page.getByRole('option', { name: 'Yoga', exact: true }).click();
  await page.getByLabel(label('members:interests.languages')).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await page.keyboard.press('Escape');
  await saveAndContinue();

  await step('members:steps.medical');
  for (const question of ['members:medical.conditions', 'members:medical.medication']) {
    await page
      .getByRole('radiogroup', { name: label(question) })
      .getByRole('radio', { name: t('members:medical.no') })
      .check();
  }
  await saveAndContinue();

  // Every nutrition question is optional.
  await step('members:steps.nutrition');
  await saveAndContinue();

  await step('members:steps.consent');
  await page.getByLabel(label('members:consent.agree')).check();
  await page.getByRole('button', { name: t('members:consent.finish') }).click();
  await expectPath(page, '/members/dashboard');
}
