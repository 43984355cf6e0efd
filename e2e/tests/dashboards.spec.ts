import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi } from './support/auth.ts';

// The three dashboards on the generated demo studio (apps/api/src/seed/demo-studio-seed.ts): a year
// of sessions, purchases and reviews, so every figure has something to show.

const PREFIX = 'Business Management Platform-';

test('the owner lands on the studio dashboard, a figure opens its list, and the CSV holds the same rows', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/');
  await expectPath(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  const sessions = page.getByTestId('figure-sessions');
  await expect(sessions.getByRole('region', { name: 'Sessions' })).toContainText(/\d/);
  const shown = await page.request.get('/api/dashboards/admin?period=month');
  const figures = (await shown.json()) as { sessions: { value: number } };
  expect(figures.sessions.value).toBeGreaterThan(0);
  // The charts come in their own chunk, once scrolled to.
  await page.getByRole('region', { name: 'Sessions by type', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Chart of sessions by type' })).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();

  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page).toHaveURL(/period=week/);
  await page.getByRole('button', { name: 'This month' }).click();
  await sessions.click();
  await expectPath(page, '/admin/dashboard/lists/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  const count = figures.sessions.value;
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
    `of ${count.toLocaleString('en-US')}`,
  );

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  const csv = (await download.createReadStream()).toArray();
  const text = Buffer.concat(await csv).toString('utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('date,customer,expert,offering,type,status');
  expect(lines).toHaveLength(count + 1);
  // The first row of the table is the first row of the file.
  const firstCells = await page.getByRole('table').locator('tbody tr').first().locator('td').allInnerTexts();
  expect(lines[1]).toContain(firstCells[1] ?? 'missing');
  expect(consoleErrors).toEqual([]);
});

test('a custom period with its days the wrong way round says so on the field', async ({ page }) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/dashboard?period=custom&from=2026-06-07&to=2026-06-01');
  await expect(page.getByText('End on or after the first day.')).toBeVisible();
});

test('the expert lands on their dashboard with their clients, rating and week', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto('/');
  await expectPath(page, '/admin/expert-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert dashboard' })).toBeVisible();
  const clients = page.getByRole('region', { name: 'My clients' });
  await expect(clients).toContainText(/[1-9]/);
  await expect(page.getByRole('region', { name: 'Average rating' })).toContainText(/\d/);
  await expect(page.getByRole('region', { name: 'Latest reviews' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the member lands on their dashboard with next sessions, credits and add to calendar', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/');
  await expectPath(page, '/members/dashboard');
  const next = page.getByRole('region', { name: 'Next sessions' });
  await expect(next.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'My credits' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('unread-notifications')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await next.getByRole('button', { name: 'Add to calendar' }).first().click();
  const download = await downloadPromise;
  const ics = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  await expect(page.getByRole('region', { name: 'Book again' })).toBeVisible();
  // The demo member holds a place in an Evening Boxing class (seed/demo-groups-seed.ts).
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(classes.getByRole('button', { name: 'Leave Evening Boxing' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the studio dashboard works in Arabic, right to left, with its charts', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript((prefix) => localStorage.setItem(`${prefix}language`, 'ar'), PREFIX);
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الجلسات', exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'الجلسات حسب النوع', exact: true }).scrollIntoViewIfNeeded();
  // Mirrored: the value axis of the sessions-by-status chart stands on the right of its bars.
  const card = page.getByRole('region', { name: 'مخطط الجلسات حسب الحالة' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.MuiChartsSurface-root')).toBeVisible();
  await expect(card.locator('.MuiChartsAxis-directionY').first()).toBeVisible();
  const box = await card.boundingBox();
  const axis = await card.locator('.MuiChartsAxis-directionY').first().boundingBox();
  expect(box && axis && axis.x > box.x + box.width / 2).toBe(true);
  expect(consoleErrors).toEqual([]);
});
