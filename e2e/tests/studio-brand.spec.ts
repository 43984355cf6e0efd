import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, signUpBusinessViaApi } from './support/auth.ts';

// The studio's own brand (docs/decisions/0047-studio-brand.md): its name and logo
// where the product's name was, and its owner's colour as its people's default primary colour. Each
// test signs up a studio of its own.

const PRODUCT = 'Business Management Platform';
// A 1×1 PNG the browser really draws.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const GREEN = { hex: '#0b5a3e', rgb: 'rgb(11, 90, 62)' };
/** The customizer's second colour (PRIMARY_COLOR_PRESETS), a person's own choice. */
const VIOLET = { hex: '#6A5FE0', rgb: 'rgb(106, 95, 224)' };
const SPEC_BLUE = 'rgb(68, 114, 196)';

async function ownStudio(page: Page): Promise<{ name: string; slug: string }> {
  await signUpBusinessViaApi(page);
  const profile = await page.request.get('/api/business/profile');
  expect(profile.status()).toBe(200);
  return (await profile.json()) as { name: string; slug: string };
}

/** The studio's mark in the menu's header, drawn in the theme's primary colour. */
const brandMark = (page: Page, studioName: string): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: studioName }).locator('svg');

/** A new member of the studio `slug` in a browser of their own, signed in (not onboarded yet). */
async function memberOf(browser: Browser, baseURL: string | undefined, slug: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `brand-member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const response = await page.request.post('/api/auth/signup', {
    data: { businessSlug: slug, fullName: 'Bea Brand', email, password: 'Strong-Member-Passphrase-1' },
    headers: CSRF,
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as { userData: unknown; abilityRules: unknown };
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('userData', JSON.stringify(stored.userData));
    localStorage.setItem('userAbilityRules', JSON.stringify(stored.abilityRules));
  }, session);
  return page;
}

test("the owner's colour is checked for contrast and saved; the app shows the studio's name and logo, the platform's pages the product's", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const studio = await ownStudio(page);
  const logo = await page.request.put('/api/business/logo', {
    data: { contentType: 'image/png', data: PNG },
    headers: CSRF,
  });
  expect(logo.status()).toBe(204);

  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  // The app bar: the studio's logo named by the studio, and nowhere the product's name.
  const appBarLogo = page.getByTestId('navbar').getByRole('img', { name: studio.name, exact: true });
  await expect(appBarLogo).toBeVisible();
  await expect.poll(() => appBarLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: studio.name, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(PRODUCT)).toHaveCount(0);
  await expect(page).toHaveTitle(`Business profile | ${studio.name}`);

  const section = page.getByRole('region', { name: 'Studio colour' });
  const field = section.getByRole('textbox', { name: 'Primary colour' });
  const save = section.getByRole('button', { name: 'Save the colour' });
  await expect(field).toHaveValue('#4472c4');
  await expect(save).toHaveCSS('background-color', SPEC_BLUE);
  // Yellow under white text fails AA: refused in the browser, on the field, and nothing is saved.
  await field.fill('#ffd400');
  await save.click();
  await expect(field).toHaveAccessibleDescription(
    'Choose a darker colour: its contrast with white is 1.3:1, and at least 4.5:1 is needed.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('green');
  await save.click();
  await expect(field).toHaveAccessibleDescription(
    'Enter a colour as # and six hexadecimal digits, for example #1f5fa8.',
  );
  expect(
    ((await (await page.request.get('/api/business/profile')).json()) as { brandColor: unknown }).brandColor,
  ).toBeNull();

  await field.fill(GREEN.hex.toUpperCase());
  await expect(field).toHaveAccessibleDescription('Contrast with white: 7.9:1 (at least 4.5:1 needed).');
  await save.click();
  await expect(section.getByText('Colour saved. It is now your studio’s default.')).toBeVisible();
  // The owner's own app takes it at once (nobody chose a colour of their own in this browser).
  await expect(save).toHaveCSS('background-color', GREEN.rgb);
  await page.reload();
  await expect(field).toHaveValue(GREEN.hex);
  await expect(save).toHaveCSS('background-color', GREEN.rgb);

  // The studio's public page: its name and logo, no platform header or product name.
  await page.goto(`/studio/${studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo of ${studio.name}` })).toBeVisible();
  await expect(page.getByText(PRODUCT)).toHaveCount(0);

  expect(consoleErrors).toEqual([]);

  // The platform's own pages (for visitors: signed in, /home leads to the dashboard) keep the product's name.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/home');
  await expect(visitor.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(PRODUCT));
  for (const path of ['/pricing', '/business/signup', '/login']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('link', { name: PRODUCT }).first()).toBeVisible();
  }
  await visitor.close();
});

test("the studio's colour is its members' default; a member's own colour still wins, and a studio without one keeps SPEC.md's", async ({
  page,
  browser,
  baseURL,
}) => {
  // A studio, two members and three pages each: near 30 s on a loaded machine.
  test.setTimeout(60_000);
  const studio = await ownStudio(page);
  // Before the owner chooses, the member's app is in SPEC.md's blue.
  const member = await memberOf(browser, baseURL, studio.slug);
  await member.goto('/members/onboard');
  await expect(member.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await expect(brandMark(member, studio.name)).toHaveCSS('color', SPEC_BLUE);
  await expect(member.getByText(PRODUCT)).toHaveCount(0);

  const set = await page.request.put('/api/business/brand-color', {
    data: { brandColor: GREEN.hex },
    headers: CSRF,
  });
  expect(set.status(), await set.text()).toBe(200);

  // The member's next visit is in the studio's colour.
  await member.reload();
  await expect(brandMark(member, studio.name)).toHaveCSS('color', GREEN.rgb);
  await member.getByRole('button', { name: 'Open the display settings' }).click();
  const settings = member.getByRole('dialog', { name: 'Display settings' });
  const studioSwatch = settings.getByRole('radio', { name: `Your studio’s colour (${GREEN.hex})` });
  await expect(studioSwatch).toHaveAttribute('aria-checked', 'true');
  // Her own choice wins over the studio's, and stays after a reload (the open drawer hides the menu).
  await settings.getByRole('radio', { name: `Colour 2 (${VIOLET.hex})` }).click();
  await member.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(brandMark(member, studio.name)).toHaveCSS('color', VIOLET.rgb);
  await member.reload();
  await expect(brandMark(member, studio.name)).toHaveCSS('color', VIOLET.rgb);
  // Choosing the studio's swatch again gives her the studio's colour.
  await member.getByRole('button', { name: 'Open the display settings' }).click();
  await settings.getByRole('radio', { name: /Your studio’s colour/ }).click();
  await member.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(brandMark(member, studio.name)).toHaveCSS('color', GREEN.rgb);
  // In Arabic (right to left) the studio's swatch says so too, and the colour holds.
  await member.evaluate((key) => localStorage.setItem(key, 'ar'), `${PRODUCT}-language`);
  await member.reload();
  await expect(member.locator('html')).toHaveAttribute('dir', 'rtl');
  await member.getByRole('button', { name: 'افتح إعدادات العرض' }).click();
  await expect(
    member
      .getByRole('dialog', { name: 'إعدادات العرض' })
      .getByRole('radio', { name: `لون الاستوديو الخاص بك (${GREEN.hex})` }),
  ).toHaveAttribute('aria-checked', 'true');
  await member.keyboard.press('Escape');
  await expect(
    member
      .getByRole('navigation', { name: 'الرئيسية' })
      .getByRole('link', { name: studio.name })
      .locator('svg'),
  ).toHaveCSS('color', GREEN.rgb);
  await member.context().close();

  // The owner goes back to the standard colour: SPEC.md's blue again.
  await page.goto('/admin/business');
  const section = page.getByRole('region', { name: 'Studio colour' });
  await section.getByRole('button', { name: 'Use the standard colour' }).click();
  await expect(section.getByText('Your studio uses the standard colour again.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save the colour' })).toHaveCSS(
    'background-color',
    SPEC_BLUE,
  );
});
