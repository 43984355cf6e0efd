import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';

// In a busy week a calendar block is as narrow as the sessions beside it and as short as its session,
// and its text is cut to "7:00 …" (decision 0050): the time and name show in a tooltip on hover and
// on keyboard focus, and are the block's accessible name.

type Entry = { id: string; startsAt: string; endsAt: string; offeringName: string; expert: { name: string } };

test('a calendar block shows its time and name on hover and on keyboard focus', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  const zoneOf = (await (await page.request.get('/api/calendar?from=2026-01-05&to=2026-01-05')).json()) as {
    timeZone: string;
  };
  const timeZone = zoneOf.timeZone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const plus = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const answer = await page.request.get(`/api/calendar?from=${plus(2)}&to=${plus(8)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { items } = (await answer.json()) as { items: Entry[] };
  const entry = items[0];
  if (!entry) throw new Error('The demo studio has no sessions next week');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(entry.startsAt));
  const monday = new Date(`${day}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  await page.goto(`/admin/calendar?week=${monday.toISOString().slice(0, 10)}`);

  const time = (instant: string) =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
      new Date(instant),
    );
  const when = `${time(entry.startsAt)}–${time(entry.endsAt)}`;
  const block = page.locator(`a[href="/admin/services/details/${entry.id}"]`);
  // A busy studio's week can take a while to answer on a loaded machine.
  await expect(block).toBeVisible({ timeout: 15_000 });
  await expect(block).toHaveAccessibleName(
    new RegExp(`^${when}, ${entry.offeringName}, .+, with ${entry.expert.name}, `),
  );

  const tooltip = page.getByRole('tooltip');
  await block.hover();
  await expect(tooltip).toContainText(when);
  await expect(tooltip).toContainText(entry.offeringName);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // From the keyboard: the tooltip shows on focus too.
  await page.keyboard.press('Tab');
  await block.focus();
  await expect(tooltip).toContainText(when);
  await expect(tooltip).toContainText(entry.offeringName);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
