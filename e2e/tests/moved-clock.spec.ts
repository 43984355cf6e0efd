import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { bookedSession, confirmAsStaff } from './support/booking.ts';

// The server's clock (docs/decisions/0038-server-clock.md): the browser tests' server runs with
// TEST_CLOCK=movable, so a test can let time pass. Moving it signs everyone out (sessions go idle), so
// this file runs in its own project after every other browser test and before the demo onboarding
// (playwright.config.ts), and puts the clock back when done.

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const reset = await request.post('/api/test/clock', { headers: CSRF, data: { reset: true } });
  expect(reset.status()).toBe(200);
  await request.dispose();
});

test('a session booked for the day after tomorrow is completed once the clock passes its start', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  // The booking window opens 2 days ahead (decision 0013): the earliest a member can book.
  const { slot, booked } = await bookedSession(admin, newRequest, 2 + test.info().retry);
  await confirmAsStaff(admin, booked.id);

  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/admin/services/complete/${booked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete service' })).toBeVisible();
  // Before its start the page says when it starts and that it can be completed from then.
  await expect(
    page.getByText(/^This session starts .+\. It can be completed once it has started\.$/),
  ).toBeVisible();

  // Time passes on the server: to an hour after the session's start.
  const { now } = (await (await page.request.get('/api/test/clock')).json()) as { now: string };
  const minutes = Math.ceil((Date.parse(slot.startsAt) - Date.parse(now)) / 60_000) + 60;
  const moved = await page.request.post('/api/test/clock', {
    headers: CSRF,
    data: { advanceMinutes: minutes },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const movedTo = Date.parse(((await moved.json()) as { now: string }).now);
  expect(movedTo).toBeGreaterThan(Date.parse(slot.startsAt));

  // Two days on, the old sign-in has gone idle: the admin signs in again, on the server's new day.
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/admin/services/complete/${booked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete service' })).toBeVisible();
  await page.getByLabel('What was done').fill('Mobility flow and a strength circuit.');
  await page.getByRole('button', { name: 'Complete the session' }).click();
  await expect(page.getByText('The session is completed and its credits are spent.')).toBeVisible();
  const done = (await (await page.request.get(`/api/services/${booked.id}`)).json()) as {
    status: string;
    completedAt: string;
  };
  expect(done.status).toBe('Completed');
  // Completed at the server's moved time, not the machine's.
  expect(Math.abs(Date.parse(done.completedAt) - movedTo)).toBeLessThan(10 * 60_000);
  expect(consoleErrors).toEqual([]);
});
