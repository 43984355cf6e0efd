import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { etaRange, haversineMeters, type Point } from '../../packages/shared/src/tracking/geo.ts';
import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi, signUpStudioViaApi, unexpectedErrors } from './support/auth.ts';
import { createOffering, signInRequest, studioDate } from './support/booking.ts';
import { chooseLanguage, type Language, localeOf } from './support/locale.ts';
import { onboardNewMember } from './support/onboarding.ts';
import { acceptAsNewPerson, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

// Live tracking (decision 0060). The first test drives one of the demo's own trips: Erin Expert's two
// Confirmed in-home sessions with Maya today (apps/api/src/seed/demo-tracking-seed.ts), the only way to
// have a session on today's date (bookings are 2 to 32 days ahead). It leaves that session Arrived (a
// retry takes the other): no other spec may count on them being Confirmed. The expert's browser has a faked position, moved towards the
// client; the member's page (in Arabic) and the desk's live map follow it without a reload, and the
// point inside the arrival geofence makes the session Arrived. The second test ranks three experts of
// its own by their home bases, for a customer of its own.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

declare global {
  interface Window {
    trackingMarker?: string;
  }
}

type Trip = {
  sessionId: string;
  status: string;
  expert: { id: string; name: string };
  customer: { id: string; name: string };
  destination: Point | null;
  position: Point | null;
  geofenceMeters: number;
};

/** A person's browser: a context of its own (with `geolocation`, when given), signed in as `email`. */
async function person(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  { geolocation, language }: { geolocation?: Point; language?: Language } = {},
) {
  const context = await browser.newContext({
    baseURL,
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  if (language) await chooseLanguage(context, language);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInViaApi(page, email);
  return { context, page, errors };
}

/** Opens `path`, waits for its live stream, and marks the window: a reload would lose the mark. */
async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200,
  );
  await page.goto(path);
  await connected;
  await page.evaluate(() => {
    window.trackingMarker = 'same page';
  });
}
const markerOf = (page: Page) => page.evaluate(() => window.trackingMarker);

/** A point `meters` north of `from` (a degree of latitude is about 111.2 km). */
const north = (from: Point, meters: number): Point => ({
  latitude: from.latitude + meters / 111_195,
  longitude: from.longitude,
});

/** The distance as the pages write it in English (lib/trip-text.ts). */
function distanceText(meters: number) {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  const km = meters / 1000;
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}
const etaText = (meters: number) => {
  const { minMinutes, maxMinutes } = etaRange(meters);
  return `about ${minMinutes}–${maxMinutes} min`;
};

async function demoTrip(admin: APIRequestContext): Promise<Trip | undefined> {
  const response = await admin.get('/api/tracking/trips');
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Trip[] };
  return items.find((trip) => trip.expert.name === 'Erin Expert' && trip.status === 'Confirmed');
}

test('the expert’s trip: the member (in Arabic) and the desk see them approach live, and arrival ends it', async ({
  browser,
  baseURL,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const trip = await demoTrip(admin);
  // The demo seeds two such sessions: each attempt (the first and CI's one retry) drives one to Arrived.
  if (!trip?.destination) throw new Error('No Confirmed demo trip with a destination is left for today');
  const destination = trip.destination;
  const stops = [3_300, 2_200, 1_100].map((meters) => north(destination, meters));
  const ar = localeOf('ar');

  const expert = await person(browser, baseURL, DEMO_ACCOUNTS.expert.email, { geolocation: stops[0] });
  const member = await person(browser, baseURL, DEMO_ACCOUNTS.member.email, { language: 'ar' });
  const desk = await person(browser, baseURL, DEMO_ACCOUNTS.admin.email);
  const contexts: BrowserContext[] = [expert.context, member.context, desk.context];
  try {
    // The expert starts the trip from the session's page: sharing starts at once.
    await openLive(expert.page, `/admin/services/details/${trip.sessionId}`);
    await expert.page.getByRole('button', { name: 'Start the trip' }).click();
    const sharing = expert.page.getByRole('region', { name: 'Sharing your position' });
    await expect(
      sharing.getByText(
        'Keep this page open while you travel: your position is shared only while it is open.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      sharing.getByText(distanceText(haversineMeters(stops[0] as Point, destination))),
    ).toBeVisible({
      timeout: 15_000,
    });

    // The member's page, in Arabic, right to left.
    await openLive(member.page, `/members/services/details/${trip.sessionId}`);
    const onTheWay = member.page.getByRole('region', { name: ar.t('tracking:trip.member.title') });
    await expect(onTheWay).toBeVisible({ timeout: 15_000 });
    await expect(member.page.locator('html')).toHaveAttribute('dir', 'rtl');
    const memberDistance = onTheWay.locator('dd[data-field="distance"]');
    await expect(memberDistance).not.toHaveText(ar.t('tracking:trip.unknown'));
    const firstMemberDistance = await memberDistance.textContent();

    // The desk's live map and its list.
    await openLive(desk.page, '/admin/services/track');
    // The demo has two such trips with the same names: this one is told apart by its session.
    const item = desk.page
      .getByRole('listitem', { name: `${trip.expert.name} to ${trip.customer.name}` })
      .and(desk.page.locator(`[data-session="${trip.sessionId}"]`));
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item.getByText('Tracking', { exact: true })).toBeVisible();

    // The expert moves closer: both pages follow, without a reload.
    for (const stop of stops.slice(1)) {
      await expert.context.setGeolocation(stop);
      const meters = haversineMeters(stop, destination);
      await expect(item.locator('dd[data-field="distance"]')).toHaveText(distanceText(meters), {
        timeout: 15_000,
      });
      await expect(item.locator('dd[data-field="eta"]')).toHaveText(etaText(meters));
    }
    await expect(memberDistance).not.toHaveText(firstMemberDistance ?? '');
    await expect(onTheWay.locator('dd[data-field="eta"]')).toContainText(/–/);
    expect(await markerOf(member.page)).toBe('same page');
    expect(await markerOf(desk.page)).toBe('same page');

    // Nobody else sees the trip: another member of the studio, and another studio's owner.
    const stranger = await newRequest();
    await onboardNewMember(stranger, 'demo-fitness-studio', `Other Member ${unique()}`);
    expect((await stranger.get(`/api/me/services/${trip.sessionId}/trip`)).status()).toBe(404);
    const otherStudio = await newRequest();
    await signUpStudioViaApi(otherStudio);
    expect((await otherStudio.get(`/api/services/${trip.sessionId}/trip`)).status()).toBe(404);
    const theirTrips = await otherStudio.get('/api/tracking/trips');
    expect(theirTrips.status()).toBe(200);
    expect(((await theirTrips.json()) as { items: Trip[] }).items).toEqual([]);
    const theirRanking = await otherStudio.get(`/api/tracking/distance?serviceId=${trip.sessionId}`);
    expect(theirRanking.status()).toBe(404);

    // At the door, inside the studio's arrival geofence: Arrived, for everyone, and the point is gone.
    await expert.context.setGeolocation(north(destination, Math.min(30, trip.geofenceMeters / 2)));
    await expect(sharing.getByText('You have arrived. Your position is no longer shared.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      member.page.getByRole('region', { name: ar.t('tracking:trip.member.arrivedTitle') }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(item.getByText('Arrived', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    const after = await admin.get(`/api/services/${trip.sessionId}/trip`);
    expect(after.status()).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'Arrived', position: null });
    expect(await markerOf(member.page)).toBe('same page');
    expect(await markerOf(desk.page)).toBe('same page');

    for (const [who, errors] of [
      ['expert', expert.errors],
      ['member', member.errors],
      ['desk', desk.errors],
    ] as const) {
      expect(unexpectedErrors(errors), who).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

/** A new expert of the demo studio with a home base at `home`, signed in on a context of their own. */
async function expertAt(admin: APIRequestContext, stranger: APIRequestContext, name: string, home: Point) {
  const email = `tracker-${unique()}@e2e.test`;
  await acceptAsNewPerson(stranger, await inviteViaApi(admin, email, 'expert'), name);
  const login = await stranger.post('/api/auth/login', {
    data: { email, password: TRAINER_PASSWORD },
    headers: CSRF,
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await stranger.put('/api/me/staff-profile', {
    headers: CSRF,
    data: {
      fullName: name,
      phone: null,
      bio: '',
      specialities: [],
      languages: [],
      homeBase: { address: `${name}’s home`, ...home },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const experts = (await (await admin.get('/api/experts')).json()) as {
    items: { id: string; name: string }[];
  };
  const id = experts.items.find((item) => item.name === name)?.id;
  if (!id) throw new Error(`${name} is not among the experts`);
  return id;
}

test('staff rank three experts by their home bases’ distance to a customer, and book the nearest', async ({
  page,
  request,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signInRequest(request, DEMO_ACCOUNTS.admin.email);
  const client: Point = { latitude: 34.0522, longitude: -118.2437 };
  const suffix = unique();
  const names = { near: `Nadia Near ${suffix}`, middle: `Milo Middle ${suffix}`, far: `Farah Far ${suffix}` };
  // Added far first, so the order shown is the distance's, not the team's.
  const far = await expertAt(request, await newRequest(), names.far, north(client, 12_000));
  const near = await expertAt(request, await newRequest(), names.near, north(client, 900));
  const middle = await expertAt(request, await newRequest(), names.middle, north(client, 4_000));
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await request.put(`/api/experts/${near}/weekly-hours`, { data: { hours }, headers: CSRF });
  expect(put.status(), await put.text()).toBe(200);
  const offering = await createOffering(request, {
    name: `E2E home ${suffix}`,
    serviceType: 'Training',
    category: 'training',
    place: 'home',
    expertIds: [far, near, middle],
  });
  const customerName = `Cora Client ${suffix}`;
  const customerRequest = await newRequest();
  await onboardNewMember(customerRequest, 'demo-fitness-studio', customerName, {
    answers: { profile: { ...client } },
  });
  const customers = (await (
    await request.get(`/api/customers?q=${encodeURIComponent(customerName)}`)
  ).json()) as { items: { id: string; fullName: string }[] };
  const customerId = customers.items.find((item) => item.fullName === customerName)?.id;
  if (!customerId) throw new Error('The new customer is not listed');
  const date = studioDate(3);

  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/admin/services/distance?customerId=${customerId}&offeringId=${offering.id}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Expert distance' })).toBeVisible();
  const ranked = page.getByRole('region', { name: 'Nearest experts' });
  const items = ranked.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(3, { timeout: 15_000 });
  await expect(items.getByRole('heading', { level: 3 })).toHaveText([
    `1. ${names.near}`,
    `2. ${names.middle}`,
    `3. ${names.far}`,
  ]);
  for (const [index, meters] of [900, 4_000, 12_000].entries()) {
    await expect(items.nth(index).locator('[data-field="distance"]')).toHaveText(
      `${distanceText(meters)} from their home base · ${etaText(meters)}`,
    );
  }

  // The nearest one's first free time leads to the booking page with them and that time chosen.
  await items
    .nth(0)
    .getByRole('link', { name: /^Book at / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/new/${customerId}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Expert' })).toHaveText(names.near);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
