import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { bookedSession } from './support/booking.ts';

// Every date and time is the studio's, whatever the browser's zone (decision 0050): with the
// browser in Tokyo, a Los Angeles studio's payments, receipts, sessions and calendar show Los Angeles
// time, with the zone named. The expected texts are computed from what the API answers, in the zone
// the session names for the studio.

test.use({ timezoneId: 'Asia/Tokyo' });

/** Signs in and answers the studio's zone, as the session names it. */
async function signInWithZone(page: Page, email: string): Promise<string> {
  const session = (await signInViaApi(page, email)) as { userData: { businessTimeZone?: string } };
  const zone = session.userData.businessTimeZone;
  expect(zone, 'the session names the studio’s zone').toBeTruthy();
  // The demo studio is far from the browser: the test means nothing if both zones agree.
  expect(zone).not.toBe('Asia/Tokyo');
  return zone as string;
}

/** "Nov 26, 2026, 7:30 PM PST": a date and time in the studio's zone, named (the browser is elsewhere). */
const studioDateTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));

/** "Nov 26, 2026": the date in the studio's zone. */
const studioDate = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(instant));

/** "7:30 PM": a time of day in the studio's zone. */
const studioTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('staff see payments and the calendar in the studio’s time', async ({ page, consoleErrors }) => {
  const zone = await signInWithZone(page, DEMO_ACCOUNTS.admin.email);

  const payments = await getJson<{ items: { createdAt: string; receiptNumber: number }[] }>(
    page,
    '/api/payments?page=1&pageSize=10',
  );
  const payment = payments.items[0];
  if (!payment) throw new Error('The demo studio has no payments');
  await page.goto('/admin/business/payments');
  const row = page.getByRole('row').filter({ hasText: `R-${payment.receiptNumber}` });
  await expect(
    row.getByRole('cell', { name: studioDateTime(payment.createdAt, zone), exact: true }),
  ).toBeVisible();

  // The calendar: the week of an upcoming session, its block at the studio's hour.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const plus = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const calendar = await getJson<{ items: { id: string; startsAt: string; endsAt: string }[] }>(
    page,
    `/api/calendar?from=${plus(2)}&to=${plus(8)}`,
  );
  const entry = calendar.items[0];
  if (!entry) throw new Error('The demo studio has no sessions next week');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(entry.startsAt));
  const monday = new Date(`${day}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  await page.goto(`/admin/calendar?week=${monday.toISOString().slice(0, 10)}`);
  const block = page.locator(`a[href="/admin/services/details/${entry.id}"]`);
  // A busy studio's week can take a while to answer on a loaded machine.
  await expect(block).toBeVisible({ timeout: 15_000 });
  await expect(block).toHaveAccessibleName(
    new RegExp(`^${studioTime(entry.startsAt, zone)}–${studioTime(entry.endsAt, zone)}, `),
  );
  // The block sits in the column of the studio's day, not Tokyo's.
  await expect(page.locator(`ul[aria-labelledby="calendar-day-${day}"]`).locator(block)).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a member sees receipts, purchases, credit history and sessions in the studio’s time', async ({
  page,
  consoleErrors,
}) => {
  const zone = await signInWithZone(page, DEMO_ACCOUNTS.member.email);

  const purchases = await getJson<{ items: { id: string; createdAt: string; packName: string }[] }>(
    page,
    '/api/me/purchases?page=1&pageSize=10',
  );
  const purchase = purchases.items[0];
  if (!purchase) throw new Error('The demo member has no purchases');
  await page.goto('/members/settings/purchases');
  await expect(
    page
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: studioDate(purchase.createdAt, zone), exact: true }),
  ).toBeVisible();

  const receipt = await getJson<{ purchase: { createdAt: string } }>(
    page,
    `/api/me/purchases/${purchase.id}`,
  );
  await page.goto(`/members/settings/purchases/${purchase.id}`);
  await expect(
    page.getByText(studioDateTime(receipt.purchase.createdAt, zone)).filter({ visible: true }).first(),
  ).toBeVisible();

  const credits = await getJson<{ history: { items: { createdAt: string }[] } }>(
    page,
    '/api/me/credits?page=1&pageSize=10',
  );
  const entry = credits.history.items[0];
  if (!entry) throw new Error('The demo member has no credit history');
  await page.goto('/members/settings/credits');
  await expect(
    page
      .getByRole('table')
      .last()
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: studioDateTime(entry.createdAt, zone), exact: true }),
  ).toBeVisible();

  const services = await getJson<{ items: { id: string; startsAt: string }[] }>(
    page,
    '/api/me/services?upcoming=true&page=1&pageSize=10',
  );
  const session = services.items[0];
  if (!session) throw new Error('The demo member has no upcoming sessions');
  await page.goto('/members/services');
  await expect(
    page
      .getByRole('region', { name: 'Upcoming' })
      .getByText(studioDateTime(session.startsAt, zone))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // Booking: the free times are the studio's, and the form says so.
  await page.goto('/members/services/new');
  await expect(page.getByText(`Times are in the studio's time zone (${zone}).`)).toBeVisible();

  await page.goto('/members/dashboard');
  await expect(
    page.getByText(studioDateTime(session.startsAt, zone)).filter({ visible: true }).first(),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an expert’s dashboard shows their sessions in the studio’s time', async ({ page, consoleErrors }) => {
  const zone = await signInWithZone(page, DEMO_ACCOUNTS.expert.email);
  const dashboard = await getJson<{ week: { startsAt: string }[]; today: { startsAt: string }[] }>(
    page,
    '/api/dashboards/expert',
  );
  const session = dashboard.week[0] ?? dashboard.today[0];
  if (!session) throw new Error('The demo expert has no sessions this week');
  await page.goto('/admin/expert-dashboard');
  await expect(page.getByText(studioDateTime(session.startsAt, zone)).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the bell names a booked session’s time, and when it came, in the studio’s time', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const { booked, slot, offering } = await bookedSession(admin, newRequest, 22 + test.info().retry);
  const serviceId = booked.id;

  const zone = await signInWithZone(page, DEMO_ACCOUNTS.expert.email);
  const listed = await getJson<{ items: { data: Record<string, unknown>; createdAt: string }[] }>(
    page,
    '/api/me/notifications?limit=50',
  );
  const notification = listed.items.find((item) => item.data.serviceId === serviceId);
  if (!notification) throw new Error('The expert was not notified of the booking');
  await page.goto(DEMO_ACCOUNTS.expert.landing);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`requested ${offering.name} on`) });
  await expect(item).toContainText(studioDateTime(slot.startsAt, zone));
  await expect(item.locator('time')).toHaveAttribute('title', studioDateTime(notification.createdAt, zone));
  expect(consoleErrors).toEqual([]);
});
