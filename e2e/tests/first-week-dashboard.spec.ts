import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi, signUpBusinessViaApi } from './support/auth.ts';
import { demoExpertId, studioDate } from './support/booking.ts';
import { type Language, localeOf } from './support/locale.ts';

// A studio owner's first week (decision 0048): the set-up checklist and empty charts of a new studio,
// every bar's label on the dashboard charts, and the classes an expert teaches in their week.

const PREFIX = 'Business Management Platform-';

test('a new studio sees its set-up checklist and empty charts; copying the link ticks a step and dismissing hides it', async ({
  page,
}) => {
  await signUpBusinessViaApi(page);
  await page.goto('/admin/dashboard');
  const checklist = page.getByRole('region', { name: 'Set up your studio' });
  await expect(checklist).toBeVisible();
  // The browser tests' server takes cards (through the card provider double): that step is done.
  await expect(checklist.getByText('1 of 7 steps done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add a credit pack' })).toHaveAttribute(
    'href',
    '/admin/services/prepaid',
  );
  await expect(checklist.getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
    'href',
    '/admin/business/team',
  );
  await expect(checklist.getByTestId('setup-cardPayments')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('setup-signupLink')).toHaveAttribute('data-done', 'false');

  await checklist.getByRole('button', { name: 'Copy the sign-up link' }).click();
  await expect(checklist.getByText('2 of 7 steps done')).toBeVisible();
  await expect(checklist.getByTestId('setup-signupLink')).toHaveAttribute('data-done', 'true');

  // No sessions yet: each chart says so rather than drawing bare axes.
  await page.getByRole('region', { name: 'Sessions by type', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByText('No sessions in this period yet.')).toHaveCount(2);
  await expect(page.getByText('No opening hours or sessions to measure yet.')).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(0);

  await checklist.getByRole('button', { name: 'Dismiss the checklist' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your studio' })).toBeHidden();
});

// Thirty days back to the end of the booking window: past sessions (Completed, Canceled, No-show) and
// booked ones (Requested, Confirmed) whatever the day of the month. "This month" had only three
// statuses near its end.
const STATUS_PERIOD = `period=custom&from=${studioDate(-30)}&to=${studioDate(32)}`;

/** The tick labels under the bars of the "sessions by status" chart, and its number of bars. */
async function statusChart(page: Page, language: Language) {
  const { t } = localeOf(language);
  // The charts are drawn once their place scrolls into view (WhenVisible): the count list below them
  // brings it there.
  await page
    .getByRole('region', { name: t('dashboards:charts.byStatus'), exact: true })
    .scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: t('dashboards:charts.byStatusChart') });
  await region.scrollIntoViewIfNeeded();
  const surface = region.locator('.MuiChartsSurface-root');
  await expect(surface).toBeVisible();
  const response = await page.request.get(`/api/dashboards/admin?${STATUS_PERIOD}`);
  const data = (await response.json()) as { sessionsByStatus: { count: number }[] };
  const labels = surface.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(labels).toHaveCount(data.sessionsByStatus.length);
  return { labels, bars: data.sessionsByStatus.length };
}

for (const language of ['en', 'ar'] as const) {
  test(`every bar of the status chart keeps its label (${language})`, async ({ page }) => {
    await page.addInitScript(([prefix, lang]) => localStorage.setItem(`${prefix}language`, lang), [
      PREFIX,
      language,
    ] as const);
    await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
    await page.goto(`/admin/dashboard?${STATUS_PERIOD}`);
    const { labels, bars } = await statusChart(page, language);
    expect(bars).toBeGreaterThan(3);
    // Each label has text (none emptied or cut to an ellipsis) and none overlaps the next one.
    const boxes = [];
    for (let index = 0; index < bars; index++) {
      const label = labels.nth(index);
      await expect(label).not.toHaveText('');
      expect(await label.textContent()).not.toContain('…');
      const box = await label.boundingBox();
      if (box) boxes.push(box);
    }
    expect(boxes).toHaveLength(bars);
    const byX = [...boxes].sort((a, b) => a.x - b.x);
    for (let index = 1; index < byX.length; index++) {
      const [before, after] = [byX[index - 1], byX[index]];
      if (before && after) expect(after.x + 1).toBeGreaterThan(before.x);
    }
  });
}

test("the expert's week lists the classes they teach, with a link to each class", async ({
  page,
  newRequest,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const expertId = await demoExpertId(admin);
  const name = `Week Class ${Date.now().toString(36)}`;
  // A class for the demo expert at the first free hour left this week (studio time, Monday to Sunday).
  const created = await createClassThisWeek(admin, expertId, name);
  expect(created, 'a free hour this week for the class').not.toBeNull();

  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto('/admin/expert-dashboard');
  const week = page.getByRole('list', { name: 'This week' });
  const item = week.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('0 of 4 seats taken');
  await expect(item).toContainText('Group Class');
  await expect(item.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    `/admin/group/details/${created?.groupId}`,
  );
});

async function createClassThisWeek(
  admin: APIRequestContext,
  expertId: string,
  name: string,
): Promise<{ groupId: string } | null> {
  const zone = 'America/Los_Angeles';
  const now = new Date();
  const parts = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  const today = parts(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const hourNow = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  for (let offset = 0; offset <= 7 - weekday; offset++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    // Within the demo's hours (7 AM to 7 PM), at least two hours from now.
    for (let hour = offset === 0 ? hourNow + 2 : 8; hour <= 17; hour++) {
      const response = await admin.post('/api/groups', {
        headers: CSRF,
        data: {
          kind: 'Group Class',
          name,
          expertId,
          capacity: 4,
          waitlistLimit: 2,
          durationMinutes: 30,
          creditKind: 'group',
          credits: 1,
          schedule: { type: 'dates', sessions: [{ date, startTime: `${String(hour).padStart(2, '0')}:00` }] },
        },
      });
      if (response.status() === 201) return { groupId: ((await response.json()) as { id: string }).id };
    }
  }
  return null;
}
