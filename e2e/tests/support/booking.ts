// Booking helpers shared by the browser tests: an offering of the test's own (unique name) delivered by
// the demo expert every day, free slots, and bookings through the member's own API route.
// expect from Playwright itself: fixtures.ts builds on these helpers.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { CSRF, DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth.ts';

export { CSRF };

export type Offering = { id: string; name: string };
export type Slot = { time: string; startsAt: string; expertIds: string[] };

export async function signInRequest(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: CSRF,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo expert's membership id, through the admin's eyes. */
export async function demoExpertId(admin: APIRequestContext): Promise<string> {
  const response = await admin.get('/api/experts');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const erin = items.find((expert) => expert.name === 'Erin Expert');
  if (!erin) throw new Error('The demo expert is missing');
  return erin.id;
}

/**
 * As the demo admin: gives the demo expert working hours every day (the studio's 07:00-19:00) and
 * adds an offering only they deliver. Returns the offering and the expert's id.
 */
export async function prepareOffering(
  admin: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ offering: Offering; expertId: string }> {
  await signInRequest(admin, DEMO_ACCOUNTS.admin.email);
  const expertId = await demoExpertId(admin);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await admin.put(`/api/experts/${expertId}/weekly-hours`, { data: { hours }, headers: CSRF });
  expect(put.status(), await put.text()).toBe(200);
  const name = `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const offering = await createOffering(admin, { name, expertIds: [expertId], ...overrides });
  return { offering, expertId };
}

/**
 * Adds an offering as whoever `request` is signed in as: a 60-minute assessment at the studio that
 * needs no credits, unless `fields` (its name at least) say otherwise.
 */
export async function createOffering(
  request: APIRequestContext,
  fields: { name: string } & Record<string, unknown>,
): Promise<Offering> {
  const created = await request.post('/api/offerings', {
    headers: CSRF,
    data: {
      serviceType: 'Assessment',
      category: 'assessment',
      place: 'studio',
      durationMinutes: 60,
      creditKind: 'training',
      creditsNeeded: 0,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Offering;
}

/** The date `daysAhead` days from today in the studio's zone (Los Angeles), as the API counts them. */
export function studioDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

export async function freeSlots(
  request: APIRequestContext,
  offeringId: string,
  date: string,
): Promise<Slot[]> {
  const response = await request.get(`/api/availability?offeringId=${offeringId}&date=${date}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** Books through the member's own route, as the member (their own request context). */
export async function bookAsMember(request: APIRequestContext, offeringId: string, startsAt: string) {
  const response = await request.post('/api/me/services', {
    headers: CSRF,
    data: { offeringId, startsAt },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * Books the first of `slots` still free when asked, as the member: the demo expert is shared by tests
 * running at once, so a slot read a moment ago may have been taken (409) by the time it is booked.
 */
export async function bookFirstFree(request: APIRequestContext, offeringId: string, slots: Slot[]) {
  for (const slot of slots) {
    const response = await request.post('/api/me/services', {
      headers: CSRF,
      data: { offeringId, startsAt: slot.startsAt },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return { ...((await response.json()) as { id: string }), startsAt: slot.startsAt };
  }
  throw new Error('Every free slot was taken meanwhile');
}

/** Confirms a session as the studio's staff (their own request context). */
export async function confirmAsStaff(staff: APIRequestContext, serviceId: string) {
  const response = await staff.post(`/api/services/${serviceId}/transitions`, {
    headers: CSRF,
    data: { to: 'Confirmed' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens a MUI select and clicks one of its options. A select opened while its page is still settling
 * (its options loading, or a re-render closing its menu) is opened again rather than waited on: on a
 * loaded machine a single click sometimes left the option missing for the whole test's time.
 */
export async function pick(page: Page, combobox: Locator, option: Locator) {
  await expect(async () => {
    if (!(await option.isVisible())) {
      if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
      await combobox.click();
    }
    await expect(option).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
}

/** Picks an option of a MUI select by its label and the option's text. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await pick(page, page.getByRole('combobox', { name: label }), page.getByRole('option', { name: option }));
}

/** Picks the date `daysAhead` days from today in the booking form's date list (the first is 2 days ahead). */
export async function chooseDate(page: Page, daysAhead: number) {
  await pick(page, page.getByRole('combobox', { name: 'Date' }), page.getByRole('option').nth(daysAhead - 2));
}

/** A request context of its own, signed in as `email` (so a page's own session is left alone). */
export async function apiAs(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  await signInRequest(context, email);
  return context;
}

/**
 * As the test's `request` (signed in as the demo admin by prepareOffering): a new offering of the demo
 * expert's, and the demo member's booking of its first free time `daysAhead` days from today. The
 * member's own request context (from the test's `newRequest`) is returned too, for what the test does
 * as them next.
 */
export async function bookedSession(
  request: APIRequestContext,
  newRequest: (email: string) => Promise<APIRequestContext>,
  daysAhead: number,
) {
  const { offering } = await prepareOffering(request);
  const member = await newRequest(DEMO_ACCOUNTS.member.email);
  const [slot] = await freeSlots(request, offering.id, studioDate(daysAhead));
  if (!slot) throw new Error('No free slot to book');
  const booked = await bookAsMember(member, offering.id, slot.startsAt);
  return { offering, member, slot, booked };
}
