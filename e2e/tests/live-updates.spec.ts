import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { bookedSession, CSRF, studioDate } from './support/booking.ts';
import { addExpert } from './support/team.ts';

// Live updates (decision 0060): what one person does in their browser shows in another's open page
// without a reload, through the page's one stream of GET /api/live. Each test has two browser
// contexts (two people, two tabs); a marker set on each watched page's window must survive, so the
// change came in place, not from a navigation. Each test uses data of its own: a session of its own
// offering on its own day, a class of its own taught by an expert of its own.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

declare global {
  interface Window {
    liveMarker?: string;
  }
}

/** Opens `path` and waits until the page's live stream is connected (its 200 and headers arrived). */
async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200,
  );
  await page.goto(path);
  await connected;
  await page.evaluate(() => {
    window.liveMarker = 'still the same page';
  });
}

const markerOf = (page: Page) => page.evaluate(() => window.liveMarker);

/** A second person's tab: a browser context of its own, signed in as `email`, its console errors kept. */
async function secondPerson(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInViaApi(page, email);
  return { context, page, errors };
}

/** The unread count the bell's name gives ("Notifications, 3 unread"; "Notifications": none). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) unread/)?.[1] ?? 0);
}

test('staff confirm a Requested session: the member’s open page shows Confirmed and the bell counts it, without a reload', async ({
  page,
  browser,
  baseURL,
  request,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const { offering, booked } = await bookedSession(request, newRequest, 17 + test.info().retry);

  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await openLive(page, `/members/services/details/${booked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: offering.name })).toBeVisible();
  await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const unreadBefore = await unreadOf(page);

  const staff = await secondPerson(browser, baseURL, DEMO_ACCOUNTS.admin.email);
  await staff.page.goto(`/admin/services/confirm/${booked.id}`);
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Confirm service' })).toBeVisible({
    timeout: 15_000,
  });
  await staff.page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(staff.page.getByRole('status').getByText('The session is confirmed.')).toBeVisible();

  // The member's page, untouched: the status, its history and the bell follow.
  await expect(page.getByTestId('service-history').getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Requested', { exact: true })).toHaveCount(1); // the history's first step
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(unreadBefore);
  expect(await markerOf(page)).toBe('still the same page');
  expect(new URL(page.url()).pathname).toBe(`/members/services/details/${booked.id}`);

  await staff.context.close();
  expect([...consoleErrors, ...staff.errors]).toEqual([]);
});

async function createClassViaApi(staff: APIRequestContext, name: string, expertId: string, date: string) {
  const created = await staff.post('/api/groups', {
    headers: CSRF,
    data: {
      kind: 'Group Class',
      name,
      expertId,
      capacity: 3,
      waitlistLimit: 5,
      durationMinutes: 30,
      creditKind: 'group',
      credits: 1,
      schedule: { type: 'dates', sessions: [{ date, startTime: '13:05' }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; occurrences: { id: string }[] };
}

test('a member joins a class: the roster open at the desk shows them; staff take the seat back: the member’s page shows it', async ({
  page,
  browser,
  baseURL,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const name = `Live Roster ${unique()}`;
  const staffApi = await newRequest(DEMO_ACCOUNTS.admin.email);
  const teacher = await addExpert(staffApi, await newRequest(), `Lena Live ${unique()}`);
  const group = await createClassViaApi(staffApi, name, teacher, studioDate(9));

  // The desk: the class's page, its roster empty.
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await openLive(page, `/admin/group/details/${group.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  const roster = page.getByRole('region', { name: /^Roster: / });
  await expect(roster).toBeVisible();
  await expect(roster.getByRole('row', { name: /Class Member 8/ })).toHaveCount(0);

  // A member joins from their own browser.
  const member = await secondPerson(browser, baseURL, 'classmember8@demo.test');
  await openLive(member.page, '/members/services/new?tab=classes');
  const item = member.page.getByRole('listitem', { name });
  await item.getByRole('button', { name: `Join ${name}` }).click();
  await expect(item).toContainText('Joined');

  await expect(roster.getByRole('row', { name: /Class Member 8/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sessions' }).getByRole('row').nth(1)).toContainText('1 / 3');
  expect(await markerOf(page)).toBe('still the same page');

  // Staff take the seat back (through the API): the member's open list offers the class again.
  const seat = (await (
    await staffApi.get(`/api/group-occurrences/${group.occurrences[0]?.id}/roster`)
  ).json()) as { seats: { id: string; customer: { name: string } }[] };
  const seatId = seat.seats.find((entry) => entry.customer.name === 'Class Member 8')?.id;
  expect(seatId).toBeTruthy();
  const removed = await staffApi.delete(`/api/group-seats/${seatId}`, { headers: CSRF });
  expect(removed.status(), await removed.text()).toBeLessThan(300);
  await expect(item.getByRole('button', { name: `Join ${name}` })).toBeVisible();
  expect(await markerOf(member.page)).toBe('still the same page');
  await expect(roster.getByRole('row', { name: /Class Member 8/ })).toHaveCount(0);

  await member.context.close();
  expect([...consoleErrors, ...member.errors]).toEqual([]);
});
