import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  CSRF,
  DEMO_ACCOUNTS,
  expectPath,
  signInViaApi,
  signUpBusinessViaApi,
  signUpStudioViaApi,
} from './support/auth.ts';
import { fillProfile } from './support/onboarding.ts';
import { acceptAsNewPerson, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

// Decision 0049: a member's own city, "Add a business" from the user
// menu, a pricing page that sells only what is built, required fields marked, every save said in a
// snackbar, and a menu whose items each have their own icon.

/** MUI's asterisk beside the label of a required field. */
const asterisk = (page: Page, label: string) =>
  page.locator('label', { hasText: label }).locator('.MuiFormLabel-asterisk');

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe("a member's city", () => {
  test("a Brooklyn member types their own city, offered the studio's locations, its default first", async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    // A studio of our own whose default location is Brooklyn.
    const owner = await newRequest();
    const tag = unique();
    const { slug } = await signUpStudioViaApi(owner, {
      businessName: `Brooklyn Barre ${tag}`,
      fullName: 'Bea Owner',
    });
    const location = await owner.post('/api/business/locations', {
      data: {
        code: 'newYork.brooklyn',
        display: 'Brooklyn, New York',
        state: 'New York',
        address: '1 Court St',
      },
      headers: CSRF,
    });
    expect(location.status(), await location.text()).toBe(201);
    const made = await owner.post(`/api/business/locations/${(await location.json()).id}/default`, {
      headers: CSRF,
    });
    expect(made.ok(), await made.text()).toBe(true);

    const email = `brooklyn-${tag}@e2e.test`;
    const password = 'Strong-Member-Passphrase-1';
    const member = await newRequest();
    const joined = await member.post('/api/auth/signup', {
      data: { businessSlug: slug, fullName: 'Bo Brooklyn', email, password },
      headers: CSRF,
    });
    expect(joined.status(), await joined.text()).toBe(201);
    await signInViaApi(page, email, password);
    await page.goto('/members/onboard');

    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveValue('Brooklyn, New York');
    await expect(city).toHaveAttribute('required', '');
    const suggestions = await page
      .locator(`datalist#${await city.getAttribute('list')} option`)
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(suggestions).toEqual(['Brooklyn, New York', 'Los Angeles, California']);

    await fillProfile(page);
    await city.fill('Park Slope, Brooklyn');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Interests' })).toBeVisible();
    // Point 12: Languages needs one choice, and says so before the first attempt.
    await expect(asterisk(page, 'Languages you prefer for sessions')).toBeVisible();
    await expect(asterisk(page, 'Sports you enjoy')).toHaveCount(0);
    const onboarding = await page.request.get('/api/members/onboarding');
    expect((await onboarding.json()).city).toBe('Park Slope, Brooklyn');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('another studio for a signed-in person', () => {
  test('an owner adds a business from the user menu and switches to it', async ({ page, consoleErrors }) => {
    await signUpBusinessViaApi(page);
    await page.goto('/admin/dashboard');
    const openMenu = () => page.getByRole('button', { name: /^Account menu of / }).click();

    await openMenu();
    await page.getByRole('menuitem', { name: 'Add a business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a business' });
    const name = dialog.getByRole('textbox', { name: 'Business name' });
    await expect(name).toHaveAttribute('required', '');
    // Nothing typed: the field says what is missing and nothing is created.
    await dialog.getByRole('button', { name: 'Create business' }).click();
    await expect(dialog.getByText('Enter the name of your business.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const studio = `Second Studio ${unique()}`;
    await name.fill(studio);
    await dialog.getByRole('button', { name: 'Create business' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${studio} is created.` })).toBeVisible();

    // The switcher lists it; choosing it moves the session there, as its owner.
    await openMenu();
    await expect(page.getByText('Switch studio')).toBeVisible();
    await page.getByRole('menuitem', { name: `Open ${studio}` }).click();
    await expectPath(page, '/admin/dashboard');
    await openMenu();
    await expect(page.getByRole('menuitem', { name: `Open ${studio}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('menu').getByText('Owner', { exact: true })).toBeVisible();
    const session = await page.request.get('/api/auth/session', { headers: CSRF });
    expect((await session.json()).userData).toMatchObject({ businessName: studio, role: 'principal' });

    // The business sign-up page stays for people who are not signed in.
    await page.keyboard.press('Escape');
    await page.goto('/business/signup');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/business/signup');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('required fields are marked', () => {
  test('the sign-up forms mark every field they need', async ({ page, consoleErrors }) => {
    await page.goto('/business/signup');
    for (const label of ['Business name', 'Your full name', 'Email', 'Password']) {
      await expect(asterisk(page, label), label).toBeVisible();
    }
    await page.goto('/register?business=demo-fitness-studio');
    for (const label of ['Full name', 'Email', 'Password']) {
      await expect(asterisk(page, label), label).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('every save says so', () => {
  test("an expert's weekly hours: the save is said in a snackbar, and a refused one says why", async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    // An expert of a studio of our own (the demo expert's hours are other tests' slots).
    const owner = await newRequest();
    const tag = unique();
    await signUpStudioViaApi(owner, { businessName: `Hours Studio ${tag}`, fullName: 'Hal Owner' });
    const email = `hours-expert-${tag}@e2e.test`;
    await acceptAsNewPerson(await newRequest(), await inviteViaApi(owner, email, 'expert'), 'Hana Hours');
    await signInViaApi(page, email, TRAINER_PASSWORD);
    await page.goto('/admin/provider/availability');

    await page.getByRole('button', { name: 'Add hours on Sunday' }).click();
    await expect(page.getByRole('combobox', { name: 'Sunday start' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The weekly hours are saved.' })).toBeVisible();

    // An end before the start: not sent, and the snackbar says why.
    await page.getByRole('combobox', { name: 'Sunday end' }).click();
    await page.getByRole('option', { name: '8:00 AM', exact: true }).click();
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not saved: correct the fields marked in red.' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sunday end' })).toHaveAttribute('aria-invalid', 'true');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('what the platform sells', () => {
  test('the pricing and business pages list only features that are built', async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ['/pricing', '/business']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const text = ((await page.locator('main').textContent()) ?? '').toLowerCase();
      for (const missing of ['live tracking', 'payout', 'api access', 'nearest']) {
        expect(text, `${path} sells ${missing}`).not.toContain(missing);
      }
    }
    await page.goto('/pricing');
    const studioPlan = page.getByRole('region', { name: 'Studio' });
    await expect(studioPlan.getByText('Group classes with waitlists')).toBeVisible();
    await expect(studioPlan.getByText('Payees and their pay rates')).toBeVisible();
    // Contracts are built now (decision 0053), so the plan sells them.
    await expect(studioPlan.getByText('Waivers and contracts signed online')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the navigation menu', () => {
  for (const account of ['principal', 'expert', 'member'] as const) {
    test(`every item the ${account} sees has an icon of its own`, async ({ page, consoleErrors }) => {
      await signInViaApi(page, DEMO_ACCOUNTS[account].email);
      await page.goto(DEMO_ACCOUNTS[account].landing);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      // The menu is drawn once the session's abilities are known: wait for its items.
      await expect(links.nth(3)).toBeVisible();
      // An icon is told apart by its drawing (production builds carry no icon names).
      const read = () =>
        links.evaluateAll((elements) =>
          elements
            .filter((link) => link.getAttribute('href') !== '/')
            .map((link) => ({
              label: link.textContent ?? '',
              drawing: [...link.querySelectorAll('svg path')].map((path) => path.getAttribute('d')).join(' '),
            })),
        );
      // Read once the menu has settled (it is drawn again when the session's abilities arrive).
      await expect.poll(async () => (await read()).length).toBeGreaterThan(3);
      const items = await read();
      const byIcon = new Map<string, string[]>();
      for (const { label, drawing } of items) {
        expect(drawing, label).not.toBe('');
        byIcon.set(drawing, [...(byIcon.get(drawing) ?? []), label]);
      }
      expect([...byIcon.values()].filter((labels) => labels.length > 1)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
