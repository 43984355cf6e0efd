import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';

// The calendar (decision 0017): the week view for staff and experts, and the iCal
// feed address anyone makes for themselves. The demo seed books member@demo.test with "Erin Expert"
// at 17:00 on days 3 to 8 ahead.

type Entry = { id: string; startsAt: string; offeringName: string; expert: { name: string } };

/** The date an instant falls on in a time zone ('YYYY-MM-DD'). */
function dateIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A demo session with Erin Expert in the coming weeks, through the signed-in page's own API calls. */
async function demoSession(page: Page): Promise<{ entry: Entry; date: string; weekStart: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await page.request.get(`/api/calendar?from=${addDays(today, -1)}&to=${addDays(today, 14)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { items, timeZone } = (await answer.json()) as { items: Entry[]; timeZone: string };
  const entry = items.find((item) => item.expert.name === 'Erin Expert');
  if (!entry) throw new Error('The demo sessions with Erin Expert are missing');
  const date = dateIn(entry.startsAt, timeZone);
  return { entry, date, weekStart: mondayOf(date) };
}

const sessionLink = (page: Page, id: string) => page.locator(`a[href="/admin/services/details/${id}"]`);

test.describe('week view', () => {
  test('staff see the week with a demo session, move between weeks and open the session', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    const { entry, weekStart } = await demoSession(page);
    // Start a week before the session's and step forward with the button.
    await page.goto(`/admin/calendar?week=${addDays(weekStart, -7)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Expert', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${weekStart}`));

    const link = sessionLink(page, entry.id);
    await expect(link).toBeVisible();
    // Its accessible name says when, what, for whom and with whom.
    await expect(link).toHaveAccessibleName(new RegExp(`${entry.offeringName}, .+, with Erin Expert, `));
    await expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${addDays(weekStart, 7)}`));
    await expect(sessionLink(page, entry.id)).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await sessionLink(page, entry.id).click();
    await expect(page).toHaveURL(new RegExp(`/admin/services/details/${entry.id}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('an expert sees their own sessions, as a day-by-day list on a narrow screen', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
    const { entry, date, weekStart } = await demoSession(page);
    await page.goto(`/admin/calendar?week=${weekStart}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(sessionLink(page, entry.id)).toBeVisible();
    // Experts get no expert filter: they see only their own sessions.
    await expect(page.getByRole('combobox', { name: 'Expert', exact: true })).toHaveCount(0);

    await page.setViewportSize({ width: 420, height: 900 });
    const day = page.getByRole('region', {
      name: new Intl.DateTimeFormat('en', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T12:00:00Z`)),
    });
    await expect(day).toBeVisible();
    await expect(day.locator(`a[href="/admin/services/details/${entry.id}"]`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('the week view reads right to left in Arabic, Monday first on the right', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('Business Management Platform-language', 'ar'));
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  const { entry, weekStart } = await demoSession(page);
  await page.goto(`/admin/calendar?week=${weekStart}`);
  await expect(page.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sessionLink(page, entry.id)).toBeVisible();
  const monday = await page.locator(`#calendar-day-${weekStart}`).boundingBox();
  const sunday = await page.locator(`#calendar-day-${addDays(weekStart, 6)}`).boundingBox();
  expect(monday && sunday && monday.x > sunday.x).toBe(true);
  expect(consoleErrors).toEqual([]);
});

async function feedStatus(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return { status: response.status(), body: await response.text(), type: response.headers()['content-type'] };
}

test.describe('calendar feed', () => {
  test('a member makes a feed address that serves their sessions, and turning it off stops it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    const sessions = await page.request.get('/api/me/services?upcoming=true&pageSize=50');
    const { items } = (await sessions.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);

    await page.goto('/members/settings/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar feed' })).toBeVisible();
    await page.getByRole('button', { name: /Make a (feed|new) address/ }).click();
    await expect(page.getByText('it is shown only this once')).toBeVisible();
    const url = await page.getByLabel('Feed address').inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    // A calendar app holds no session: the plain request context has no cookie.
    const feed = await feedStatus(request, url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`UID:${items[0]?.id}@bmp`);
    expect(feed.body).toContain('with Erin Expert');

    await expect(page.getByText(/Your feed is on since/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn the feed off' }).click();
    await expect(page.getByText('You have no calendar feed.')).toBeVisible();
    expect((await feedStatus(request, url)).status).toBe(404);
    expect(consoleErrors).toEqual([]);
  });

  test('an expert replaces their feed address from the calendar page and the old one stops', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar feed' })).toBeVisible();
    await page.getByRole('button', { name: /Make a (feed|new) address/ }).click();
    const field = page.getByLabel('Feed address');
    await expect(field).toHaveValue(/\.ics$/);
    const first = await field.inputValue();
    expect((await feedStatus(request, first)).body).toContain('Erin Expert');

    await page.getByRole('button', { name: 'Make a new address' }).click();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect((await feedStatus(request, first)).status).toBe(404);
    expect((await feedStatus(request, second)).status).toBe(200);
    await page.getByRole('button', { name: 'Turn the feed off' }).click();
    await expect(page.getByText('You have no calendar feed.')).toBeVisible();
    expect((await feedStatus(request, second)).status).toBe(404);
    expect(consoleErrors).toEqual([]);
  });
});
