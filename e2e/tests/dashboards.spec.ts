import { expect, test } from './fixtures.ts';
import {
  CSRF,
  DEMO_ACCOUNTS,
  expectPath,
  signInViaApi,
  signUpMemberViaApi,
  unexpectedErrors,
} from './support/auth.ts';
import { freeSlots, prepareOffering, studioDate } from './support/booking.ts';

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
  // The figure opens its list for the period shown: wait for the month to be it (a click before then
  // opened this week's list, 47 sessions against the month's 228). The address changes first and the
  // page follows (the router renders in a transition), so wait for the figure's own link too.
  await expect(page).toHaveURL(/period=month/);
  await expect(sessions).toHaveAttribute('href', /period=month/);
  await expect(sessions).toContainText(figures.sessions.value.toLocaleString('en-US'));
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

test("the expert's clients lead to a client's page with history, chart and private notes; someone else's client is not found", async ({
  page,
  request,
  newRequest,
  consoleErrors,
}) => {
  // A client of the test's own: a new member with a health answer to read, three credits and a
  // session booked with the demo expert (the studio books it). A second new member never had one.
  const { offering } = await prepareOffering(request);
  const customerIdOf = async (email: string) => {
    const found = await request.get(`/api/customers?q=${encodeURIComponent(email)}`);
    const id = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
    if (!id) throw new Error(`No customer ${email}`);
    return id;
  };
  const memberContext = await newRequest();
  const client = await signUpMemberViaApi(memberContext);
  const signedIn = await memberContext.post('/api/auth/login', { data: client, headers: CSRF });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  // Onboarding through the API up to the medical step: a unique name, and a "yes" to read.
  const name = `Cleo Client ${Date.now().toString(36)}`;
  for (const [step, data] of [
    [
      'profile',
      {
        fullName: name,
        phone: '(310) 555-0142',
        dateOfBirth: '1990-04-02',
        address: '12 Palm Drive',
        city: 'Los Angeles, California',
        emergencyContactName: 'Carl Client',
        emergencyContactPhone: '310-555-0100',
      },
    ],
    ['interests', { sports: [], goals: [], languages: ['English'] }],
    [
      'medical',
      {
        conditions: { answer: true, details: 'A knee operated on last spring.' },
        medication: { answer: false, details: '' },
      },
    ],
  ] as const) {
    const saved = await memberContext.put(`/api/members/onboarding/${step}`, { headers: CSRF, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const clientId = await customerIdOf(client.email);
  const credits = await request.post(`/api/customers/${clientId}/credit-adjustments`, {
    headers: CSRF,
    data: { kind: 'training', delta: 3, reason: 'Welcome credits.' },
  });
  expect(credits.status(), await credits.text()).toBe(201);
  const [slot] = await freeSlots(request, offering.id, studioDate(6));
  if (!slot) throw new Error('No free slot to book');
  const booked = await request.post('/api/services', {
    headers: CSRF,
    data: { offeringId: offering.id, startsAt: slot.startsAt, customerId: clientId },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const strangerContext = await newRequest();
  const strangerId = await customerIdOf((await signUpMemberViaApi(strangerContext)).email);

  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto('/admin/provider/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My clients' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Client',
    'Last session',
    'Next session',
    'Credits left',
    'Medical flag',
  ]);
  const row = table
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/admin/provider/patient/${clientId}"]`) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(name);
  await expect(cells.nth(1)).toHaveText('–');
  // The booked time in studio time, the day of the slot chosen above.
  await expect(cells.nth(2)).not.toHaveText('–');
  await expect(cells.nth(3)).toHaveText('3');
  await expect(cells.nth(4)).toHaveText('Health answers to read');
  await expect(table.locator(`a[href="/admin/provider/patient/${strangerId}"]`)).toHaveCount(0);

  await row.getByRole('link', { name }).click();
  await expectPath(page, `/admin/provider/patient/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(client.email);
  await expect(profile).toContainText('Health answers to read');
  const history = page.getByRole('list', { name: 'Sessions' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(offering.name);
  const chart = page.getByRole('region', { name: 'Sessions per month' });
  await expect(chart.locator('.MuiChartsSurface-root')).toBeVisible();

  const text = `Warm up the knee first (${Date.now().toString(36)}).`;
  const notes = page.getByRole('list', { name: 'My private notes' });
  await expect(notes.getByText(text)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Write a note.', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'New note' }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  await expect(notes.getByRole('listitem').filter({ hasText: text })).toContainText('Erin Expert');
  await page.reload();
  await expect(page.getByRole('list', { name: 'My private notes' }).getByText(text)).toBeVisible();

  // A member of the studio who never had a session with this expert: the page says not found.
  await page.goto(`/admin/provider/patient/${strangerId}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This client is not one of yours, or does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toHaveCount(0);
  expect(unexpectedErrors(consoleErrors, 404)).toEqual([]);
});
