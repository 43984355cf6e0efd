import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, fieldLabel, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { CSRF, choose, studioDate } from './support/booking.ts';
import { addExpert } from './support/team.ts';

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
    // The demo expert teaches here (she checks in the roster below). 14:15 is free for her on every
    // weekday: the seed gives her classes at 07:00, 09:00-12:00 (Saturdays) and 18:00, and sessions from
    // 17:00.
    test('staff create a weekly class with capacity 2', async ({ page, consoleErrors }) => {
      await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
      await page.goto('/admin/group/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();
      await page.getByLabel(fieldLabel('Name')).fill(CLASS_NAME);
      await choose(page, 'Expert', 'Erin Expert');
      await choose(page, 'Location', 'Los Angeles, California');
      await page.getByLabel(fieldLabel('Capacity')).fill('2');
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
      await expect(page.locator('main')).toContainText('Los Angeles, California');
      groupId = page.url().split('/').pop() ?? '';
      const details = await (await page.request.get(`/api/groups/${groupId}`)).json();
      expect(details.occurrences).toHaveLength(2);
      expect(details.capacity).toBe(2);
      occurrenceId = details.occurrences[0].id;
      await page.goto('/admin/group');
      await expect(page.getByRole('link', { name: CLASS_NAME })).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(CLASS_NAME) })).toContainText(
        'Los Angeles, California',
      );
      expect(consoleErrors).toEqual([]);
    });

    test('two members join, a third is waitlisted; one leaves and the third is promoted and told', async ({
      page,
      newRequest,
    }) => {
      const first = await newRequest(member(1));
      const second = await newRequest(member(2));
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
      await row.getByRole('button', { name: `Join the waitlist for ${CLASS_NAME}` }).click();
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
    });

    test('the expert checks in the roster; a no-show uses the credit', async ({ page, newRequest }) => {
      const third = await newRequest(member(3));
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
    });
  });

// The group pages' later additions: editing a group, one session's exceptions, the household coming
// along, all shown in the studio's zone (Los Angeles) to a browser in Paris. Each test makes its own
// class through the API at its own date and time, taught by an expert of its own: with nothing else in
// their diary, the class never meets a seeded one, whatever weekday today is. The pages do the rest.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createClassViaApi(
  admin: APIRequestContext,
  name: string,
  expertId: string,
  sessions: { date: string; startTime: string }[],
  overrides: Record<string, unknown> = {},
) {
  const created = await admin.post('/api/groups', {
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
      schedule: { type: 'dates', sessions },
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as {
    id: string;
    occurrences: { id: string; startsAt: string }[];
  };
}

test.describe('group pages: edits, exceptions and households, in the studio’s time zone', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('staff edit a group; a capacity below the seats taken is refused on its field and nothing changes', async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    const name = `Core Basics ${unique()}`;
    const newExpert = `Gina Group ${unique()}`;
    const staff = await newRequest(DEMO_ACCOUNTS.admin.email);
    const teacher = await addExpert(staff, await newRequest(), `Tess Teacher ${unique()}`);
    await addExpert(staff, await newRequest(), newExpert);
    const group = await createClassViaApi(staff, name, teacher, [
      { date: studioDate(41), startTime: '10:35' },
    ]);
    for (const n of [4, 5]) {
      const request = await newRequest(member(n));
      const joined = await request.post(`/api/me/classes/${group.occurrences[0]?.id}/join`, {
        headers: CSRF,
        data: {},
      });
      expect(joined.status(), await joined.text()).toBe(201);
    }

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto(`/admin/group/details/${group.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // 10:35 in Los Angeles, named, though the browser is in Paris.
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row').nth(1)).toContainText(/10:35\sAM\sP[SD]T/);

    await page.getByRole('button', { name: 'Edit group' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Name').fill(`${name} renamed`);
    await dialog.getByLabel('Capacity').fill('1');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByLabel('Capacity')).toHaveAccessibleDescription(
      '2 seats are already taken: the capacity cannot be lower.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    const unchanged = await (await staff.get(`/api/groups/${group.id}`)).json();
    expect(unchanged).toMatchObject({ name, capacity: 3 });

    await page.getByRole('button', { name: 'Edit group' }).click();
    await dialog.getByLabel('Name').fill(`${name} renamed`);
    await dialog.getByLabel('Description').fill('Bring a mat.');
    await dialog.getByLabel('Capacity').fill('5');
    await dialog.getByLabel('Waitlist limit').fill('7');
    await choose(page, 'Expert', newExpert);
    await choose(page, 'Location', 'Los Angeles, California');
    await dialog.getByLabel('Credits').fill('2');
    await dialog.getByLabel('Price').fill('15');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: `${name} renamed` });
    await expect(heading).toBeVisible();
    const summary = page.locator('main');
    for (const text of [newExpert, 'Los Angeles, California', '5 seats, waitlist 7', '2 credits', '$15.00']) {
      await expect(summary).toContainText(text);
    }
    await expect(page.getByText('Bring a mat.')).toBeVisible();
    // The upcoming session follows: the new expert and capacity.
    await expect(sessions.getByRole('row').nth(1)).toContainText(newExpert);
    await expect(sessions.getByRole('row').nth(1)).toContainText('2 / 5');
    const saved = await (await staff.get(`/api/groups/${group.id}`)).json();
    expect(saved).toMatchObject({ capacity: 5, waitlistLimit: 7, credits: 2, priceCents: 1500 });
    expect(unexpectedErrors(consoleErrors, 422)).toEqual([]);
  });

  test('staff move one session (collisions and closed hours on the time field), skip one and hand one to another expert', async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    const otherExpert = `Oscar Other ${unique()}`;
    const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
    const teacher = await addExpert(admin, await newRequest(), `Tom Teacher ${unique()}`);
    await addExpert(admin, await newRequest(), otherExpert);
    const name = `Mobility ${unique()}`;
    // A retry runs on the same database: it takes other dates.
    const offset = 43 + test.info().retry * 3;
    const [first, second, third] = [studioDate(offset), studioDate(offset + 1), studioDate(offset + 2)];
    const blocker = `Blocker ${unique()}`;
    await createClassViaApi(admin, blocker, teacher, [{ date: first, startTime: '15:05' }]);
    await createClassViaApi(admin, name, teacher, [
      { date: first, startTime: '11:05' },
      { date: second, startTime: '11:05' },
      { date: third, startTime: '11:05' },
    ]);

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/admin/group');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Sessions' }).getByRole('row');
    const change = (index: number) =>
      rows.nth(index).getByRole('button', { name: /^Change the session of / });

    await change(1).click();
    const dialog = page.getByRole('dialog', { name: /^Change the session of / });
    await expect(dialog.getByLabel('Date')).toHaveValue(first);
    await expect(dialog.getByLabel('Start time')).toHaveValue('11:05');
    await dialog.getByLabel('Start time').fill('15:15');
    await dialog.getByRole('button', { name: 'Move the session' }).click();
    await expect(dialog.getByLabel('Start time')).toHaveAccessibleDescription(
      `The expert is busy on ${first}.`,
    );
    await dialog.getByLabel('Start time').fill('18:45');
    await dialog.getByRole('button', { name: 'Move the session' }).click();
    await expect(dialog.getByLabel('Start time')).toHaveAccessibleDescription(
      'That time is outside business hours.',
    );
    await dialog.getByLabel('Start time').fill('12:20');
    await dialog.getByRole('button', { name: 'Move the session' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.nth(1)).toContainText(/12:20\sPM\sP[SD]T/);

    await change(2).click();
    await choose(page, 'What to change', 'Skip this date');
    await dialog.getByLabel('Reason (optional)').fill('Floor repairs');
    await dialog.getByRole('button', { name: 'Skip this date' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.nth(2)).toContainText('Cancelled');

    await change(3).click();
    await choose(page, 'What to change', 'Give it to another expert');
    await choose(page, 'Expert', otherExpert);
    await dialog.getByRole('button', { name: 'Change the expert' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.nth(3)).toContainText(otherExpert);
    expect(unexpectedErrors(consoleErrors, 409, 422)).toEqual([]);
  });

  test('a member joins with someone from their household: two seats, paid like the member', async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
    const name = `Family Flow ${unique()}`;
    const defaultPlace = (
      (await (await admin.get('/api/locations')).json()) as { items: { id: string; display: string }[] }
    ).items[0];
    const teacher = await addExpert(admin, await newRequest(), `Fay Teacher ${unique()}`);
    await createClassViaApi(admin, name, teacher, [{ date: studioDate(9), startTime: '09:25' }], {
      capacity: 4,
      locationId: defaultPlace?.id,
    });
    const memberApi = await newRequest(member(6));
    const kid = `Kid ${unique()}`;
    const added = await memberApi.post('/api/members/me/household', {
      headers: CSRF,
      data: { fullName: kid, relationship: 'child', dateOfBirth: '2016-05-04' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const balance = async () => {
      const credits = await (await memberApi.get('/api/me/credits')).json();
      return (
        (credits.balances as { kind: string; held: number }[]).find((b) => b.kind === 'group')?.held ?? 0
      );
    };
    const heldBefore = await balance();

    await signInViaApi(page, member(6));
    await page.goto('/members/services/new?tab=classes');
    const row = page.getByRole('listitem', { name }).first();
    await expect(row).toContainText(/9:25\sAM\sP[SD]T/);
    await expect(row).toContainText(defaultPlace?.display ?? '');
    await expect(row).toContainText('4 seats left');
    await row.getByRole('button', { name: `Join ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Join ${name}` });
    await expect(dialog).toContainText('1 seat · 1 credit');
    await dialog.getByRole('checkbox', { name: kid }).check();
    await expect(dialog).toContainText('2 seats · 2 credits');
    await dialog.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Joined');
    await expect(row).toContainText(`with ${kid}`);
    await expect(row).toContainText('2 seats left');
    expect(await balance()).toBe(heldBefore + 2);
    expect(consoleErrors).toEqual([]);
  });
});

test('staff add a member to a session by searching every customer, not a first page of them', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const name = `Roster Add ${unique()}`;
  const teacher = await addExpert(admin, await newRequest(), `Rae Teacher ${unique()}`);
  const group = await createClassViaApi(admin, name, teacher, [{ date: studioDate(11), startTime: '12:30' }]);
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/admin/group/details/${group.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const roster = page.getByRole('region', { name: /^Roster: / });
  // The picker asks the server as typing pauses: a search that matches no one says so.
  await roster.getByRole('combobox', { name: 'Add a member' }).fill('nobody-by-this-name');
  await expect(page.getByText('No customer matches')).toBeVisible();
  await roster.getByRole('combobox', { name: 'Add a member' }).fill('classmember7');
  await page.getByRole('option', { name: 'Class Member 7 · classmember7@demo.test' }).click();
  await roster.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(roster.getByRole('row', { name: /Class Member 7/ })).toBeVisible();
  // Added: the picker is empty again, ready for the next person.
  await expect(roster.getByRole('combobox', { name: 'Add a member' })).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});
