import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { apiAs, CSRF, choose, studioDate } from './support/booking.ts';

// Group classes (decision 0031), the acceptance flow: staff create a weekly class of 2 seats; two
// members join and a third is waitlisted; one leaves and the third is promoted and sees it in the bell;
// the expert checks people in on the roster, and a no-show uses the credit. The three class regulars
// of the demo seed (classmember1..3@demo.test, 10 group credits each) are the members. Serial: each
// step builds on the class the first made; one page sign-in per test, other people act through the API.

const CLASS_NAME = `Lunch Circuit ${Date.now().toString(36)}`;
const DATE = studioDate(5);
const member = (n: number) => `classmember${n}@demo.test`;
let occurrenceId = '';
let groupId = '';

type MemberClass = { id: string; groupName: string; mySeat: { id: string; status: string } | null };

async function classOf(request: APIRequestContext): Promise<MemberClass> {
  const response = await request.get('/api/me/classes');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: MemberClass[] };
  const found = items.find((item) => item.groupName === CLASS_NAME);
  if (!found) throw new Error(`${CLASS_NAME} is not listed`);
  return found;
}

test.describe
  .serial('a group class from creation to attendance', () => {
    test('staff create a weekly class with capacity 2', async ({ page, consoleErrors }) => {
      await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
      await page.goto('/admin/group/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(CLASS_NAME);
      await choose(page, 'Expert', 'Erin Expert');
      await page.getByLabel('Capacity', { exact: true }).fill('2');
      await page.getByLabel('Duration (minutes)').fill('45');
      const weekday = new Date(`${DATE}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      await page.getByRole('checkbox', { name: weekday }).check();
      await page.getByLabel('Start time').fill('14:15');
      await page.getByLabel('First date').fill(DATE);
      // A last date before the first is refused on its own field, and nothing is created.
      await page.getByLabel('Last date').fill(studioDate(1));
      await page.getByRole('button', { name: 'Create group' }).click();
      await expect(page.getByText('The last date cannot be before the first.')).toBeVisible();
      await page.getByLabel('Last date').fill(studioDate(12));
      await page.getByRole('button', { name: 'Create group' }).click();
      await expect(page.getByRole('heading', { level: 1, name: CLASS_NAME })).toBeVisible();
      groupId = page.url().split('/').pop() ?? '';
      const details = await (await page.request.get(`/api/groups/${groupId}`)).json();
      expect(details.occurrences).toHaveLength(2);
      expect(details.capacity).toBe(2);
      occurrenceId = details.occurrences[0].id;
      await page.goto('/admin/group');
      await expect(page.getByRole('link', { name: CLASS_NAME })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('two members join, a third is waitlisted; one leaves and the third is promoted and told', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const first = await apiAs(playwright, baseURL, member(1));
      const second = await apiAs(playwright, baseURL, member(2));
      for (const request of [first, second]) {
        const joined = await request.post(`/api/me/classes/${occurrenceId}/join`, {
          headers: CSRF,
          data: {},
        });
        expect(joined.status(), await joined.text()).toBe(201);
      }
      await signInViaApi(page, member(3));
      await page.goto('/members/services/new?tab=classes');
      const row = page.getByRole('listitem', { name: CLASS_NAME }).first();
      await expect(row).toContainText('0 seats left');
      await row.getByRole('button', { name: `Join ${CLASS_NAME}` }).click();
      await expect(row).toContainText('Waitlist: #1');

      const seat = (await classOf(first)).mySeat;
      const left = await first.delete(`/api/me/class-seats/${seat?.id}`, { headers: CSRF });
      expect(left.status(), await left.text()).toBe(200);

      await page.reload();
      await expect(page.getByRole('listitem', { name: CLASS_NAME }).first()).toContainText('Joined');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Notifications' });
      await expect(
        dialog.getByRole('button', { name: new RegExp(`A seat freed up in ${CLASS_NAME}`) }),
      ).toBeVisible();
      await first.dispose();
      await second.dispose();
    });

    test('the expert checks in the roster; a no-show uses the credit', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const third = await apiAs(playwright, baseURL, member(3));
      const balance = async () => {
        const credits = await (await third.get('/api/me/credits')).json();
        return (credits.balances as { kind: string; available: number; held: number }[]).find(
          (b) => b.kind === 'group',
        );
      };
      // Held: this class's credit, and the demo Boxing class's (the seed put this member in it).
      const before = await balance();
      expect(before?.held).toBeGreaterThanOrEqual(1);

      await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
      await page.goto(`/admin/group/details/${groupId}`);
      await expect(page.getByRole('heading', { level: 1, name: CLASS_NAME })).toBeVisible();
      const roster = page.getByRole('region', { name: /^Roster: / });
      await roster.getByRole('button', { name: 'Check in Class Member 2' }).click();
      await expect(roster.getByRole('row', { name: /Class Member 2/ })).toContainText('Checked in');
      await roster.getByRole('button', { name: 'Mark Class Member 3 as a no-show' }).click();
      await expect(roster.getByRole('row', { name: /Class Member 3/ })).toContainText('No-show');
      // The held credit was used, not given back.
      await expect.poll(async () => (await balance())?.held).toBe((before?.held ?? 0) - 1);
      expect((await balance())?.available).toBe(before?.available);
      await third.dispose();
    });
  });
