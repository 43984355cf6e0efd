import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Password-2026';

/**
 * A field's label exactly, with or without the asterisk of a required field (MUI draws it inside the
 * label, hidden from assistive technology, yet part of the label's text for getByLabel).
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

export type DemoAccountName = 'principal' | 'admin' | 'expert' | 'member' | 'newMember';

/** The seeded demo accounts, and where `/` sends each after sign-in (SPEC.md "Root path redirect"). */
export const DEMO_ACCOUNTS: Record<
  DemoAccountName,
  { email: string; landing: string; landingTitle: string }
> = {
  principal: { email: 'principal@demo.test', landing: '/admin/dashboard', landingTitle: 'Dashboard' },
  admin: { email: 'admin@demo.test', landing: '/admin/dashboard', landingTitle: 'Dashboard' },
  expert: { email: 'expert@demo.test', landing: '/admin/expert-dashboard', landingTitle: 'Expert dashboard' },
  member: { email: 'member@demo.test', landing: '/members/dashboard', landingTitle: 'Dashboard' },
  newMember: {
    email: 'newmember@demo.test',
    landing: '/members/onboard',
    landingTitle: 'Welcome to your studio',
  },
};

export const DEMO_ACCOUNT_NAMES = Object.keys(DEMO_ACCOUNTS) as DemoAccountName[];

// Mutations carrying the session cookie must send it (the server's CSRF defence).
/** The header the API asks of cookie-authenticated mutations (its CSRF defence). */
export const CSRF = { 'X-Requested-With': 'fetch' };

type AuthSessionJson = { userData: { fullName: string; role: string }; abilityRules: unknown[] };

/**
 * Signs in through the API (the cookie lands in the page's context) and stores userData and
 * userAbilityRules as the sign-in form does, before the app's first script runs. Faster than the form.
 */
export async function signInViaApi(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<AuthSessionJson> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: CSRF,
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as AuthSessionJson;
  await seedStoredSession(page, session);
  return session;
}

/**
 * Creates a new studio through the API in `request`'s cookie jar (signed in as its principal); returns
 * the owner's email and password and the studio's slug.
 */
export async function signUpStudioViaApi(
  request: APIRequestContext,
  { businessName, fullName = 'Olive Owner' }: { businessName?: string; fullName?: string } = {},
): Promise<{ email: string; password: string; slug: string; session: AuthSessionJson }> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `owner-${unique}@e2e.test`;
  const password = 'Strong-Owner-Passphrase-1';
  const response = await request.post('/api/businesses/signup', {
    data: { businessName: businessName ?? `Studio ${unique}`, fullName, email, password },
    headers: CSRF,
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as AuthSessionJson & { userData: { businessSlug: string } };
  return { email, password, slug: session.userData.businessSlug, session };
}

/** Creates a new studio through the API and signs the page in as its principal; returns its email and password. */
export async function signUpBusinessViaApi(page: Page): Promise<{ email: string; password: string }> {
  const { email, password, session } = await signUpStudioViaApi(page.request);
  await seedStoredSession(page, session);
  return { email, password };
}

// Once per tab (sessionStorage survives reloads), so a later sign-out is not undone on reload.
async function seedStoredSession(page: Page, session: AuthSessionJson) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('userData', JSON.stringify(stored.userData));
    localStorage.setItem('userAbilityRules', JSON.stringify(stored.abilityRules));
  }, session);
}

/** Fills the sign-in form (labels "Email" and "Password") and presses "Sign in". */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(fieldLabel('Email')).fill(email);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The pathname and query of the page's URL, for assertions that do not depend on parameter order. */
export function currentUrl(page: Page): URL {
  return new URL(page.url());
}

/** Waits until the page is at `pathname` (redirects done). */
export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => currentUrl(page).pathname).toBe(pathname);
}

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 authenticator secret. */
export function totpCode(secretBase32: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/[\s=]/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', bytes).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** Console errors other than the browser's note about an expected 4xx answer. */
export function unexpectedErrors(consoleErrors: string[], ...expectedStatuses: number[]): string[] {
  return consoleErrors.filter(
    (message) => !expectedStatuses.some((status) => message.includes(`status of ${status}`)),
  );
}

/** A new member of the demo studio (or the studio `businessSlug`), created through the API in `request`'s own cookie jar. */
export async function signUpMemberViaApi(
  request: APIRequestContext,
  businessSlug = 'demo-fitness-studio',
): Promise<{ email: string; password: string }> {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const password = 'Strong-Member-Passphrase-1';
  const response = await request.post('/api/auth/signup', {
    data: { businessSlug, fullName: 'Sam Signup', email, password },
    headers: CSRF,
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password };
}

/**
 * The token of the newest link of `kind` emailed to `recipient`, read from their own Mailbox (signs
 * `request` in as them): nobody else can read another person's emails.
 */
export async function emailedToken(
  request: APIRequestContext,
  recipient: { email: string; password: string },
  kind: string,
): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: recipient.email, password: recipient.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const outbox = await request.get('/api/outbox/mine?pageSize=100');
  expect(outbox.status()).toBe(200);
  const { items } = (await outbox.json()) as { items: { toEmail: string; kind: string; textBody: string }[] };
  const email = items.find((item) => item.toEmail === recipient.email && item.kind === kind);
  const token = email?.textBody.match(/[?&]token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`No ${kind} email to ${recipient.email} in their Mailbox`);
  return token;
}

/** Opens the navbar's account menu and chooses "Sign out". */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
