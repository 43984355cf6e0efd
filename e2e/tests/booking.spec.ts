import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi, unexpectedErrors } from './support/auth.ts';
import {
  bookedSession,
  bookFirstFree,
  CSRF,
  choose,
  chooseDate,
  freeSlots,
  prepareOffering,
  signInRequest,
  studioDate,
} from './support/booking.ts';
import { onboardNewMember } from './support/onboarding.ts';

const DEMO_SLUG = 'demo-fitness-studio';

// The booking engine's pages (decision 0013): a member books, staff confirm and complete, the member
// reviews and cancels, a taken slot offers the nearest free ones, the admin lists filter and count,
// and staff keep the catalog. Each test makes its own offering (unique name) so tests never share
// sessions, and books on its own date so one member's sessions never overlap across tests.

test.describe('member booking', () => {
  test('a member books a session end to end and sees it upcoming, Requested, with the credits held', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { offering } = await prepareOffering(request, { creditsNeeded: 1, creditKind: 'training' });
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/services/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();

    await choose(page, 'Service', offering.name);
    await chooseDate(page, 4);
    const times = page.getByRole('radiogroup', { name: 'Time' });
    await expect(times.getByRole('radio').first()).toBeVisible();
    const firstTime =
      (await times.getByRole('radio').first().locator('xpath=ancestor::label').textContent()) ?? '';
    await times.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Review the booking' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
    await expect(
      page.getByText('Booking holds 1 Training credit until the session is completed or canceled.'),
    ).toBeVisible();
    await expect(page.getByText(firstTime.trim(), { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
    await expect(page).toHaveURL(/\/members\/services\/details\/[0-9a-f-]{36}$/);

    await page.goto('/members/services');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const row = upcoming.getByRole('row').filter({ hasText: offering.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Requested')).toBeVisible();
    await expect(row.getByText('1 Training credit held')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past and canceled' }).getByText(offering.name),
    ).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('member session actions', () => {
  test('a member cancels a session with a reason, which the history keeps', async ({
    page,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { booked } = await bookedSession(request, newRequest, 8);

    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto(`/members/services/details/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();
    await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByLabel('Reason for canceling').fill('Travelling that week');
    await dialog.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(dialog).toBeHidden();

    const history = page.getByTestId('service-history');
    await expect(history.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(history.getByText('Reason: Travelling that week')).toBeVisible();
    // Canceled is final: no more steps are offered.
    await expect(page.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a slot taken meanwhile gives the 409 message and the nearest free slots, one of which books', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { offering } = await prepareOffering(request);
    const date = studioDate(10);
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/members/services/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
    await choose(page, 'Service', offering.name);
    await chooseDate(page, 10);
    const times = page.getByRole('radiogroup', { name: 'Time' });
    await times.getByRole('radio').first().check();
    const chosen = await times.getByRole('radio').first().getAttribute('value');
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();

    // Meanwhile the studio books that very time for another customer (`request` is the demo admin's).
    const admin = request;
    const customers = await admin.get('/api/customers?q=newmember');
    const other = ((await customers.json()) as { items: { id: string }[] }).items[0];
    if (!other || !chosen) throw new Error('Missing the other customer or the chosen time');
    const taken = await admin.post('/api/services', {
      headers: CSRF,
      data: { offeringId: offering.id, startsAt: chosen, customerId: other.id },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    expect((await freeSlots(admin, offering.id, date)).some((slot) => slot.startsAt === chosen)).toBe(false);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'These nearby times are free:' });
    await expect(alert).toBeVisible();
    const alternatives = alert.getByRole('button');
    expect(await alternatives.count()).toBeGreaterThan(0);
    await alternatives.first().click();
    await expect(alert).toBeHidden();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
    expect(unexpectedErrors(consoleErrors, 409)).toEqual([]);
  });
});

test.describe('rescheduling, completing and reviewing', () => {
  test('a member reschedules to another free time; the expert confirms it again; the history shows both', async ({
    page,
    browser,
    baseURL,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { booked } = await bookedSession(request, newRequest, 14);

    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto(`/members/services/details/${booked.id}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule the session' });
    await dialog.getByRole('combobox', { name: 'Date' }).click();
    await page
      .getByRole('option')
      .nth(14 - 2 + 1)
      .click();
    const times = dialog.getByRole('radiogroup', { name: 'Time' });
    await times.getByRole('radio').nth(2).check();
    await dialog.getByRole('button', { name: 'Move the session' }).click();
    await expect(dialog).toBeHidden();
    const history = page.getByTestId('service-history');
    await expect(history.getByText('Rescheduled', { exact: true })).toBeVisible();
    await expect(history.getByText(/^Moved from /)).toBeVisible();

    // The assigned expert confirms the new time (in a browser context of their own).
    const expertContext = await browser.newContext({ baseURL });
    const expertPage = await expertContext.newPage();
    const expertErrors: string[] = [];
    expertPage.on('console', (message) => {
      if (message.type() === 'error') expertErrors.push(message.text());
    });
    await signInViaApi(expertPage, DEMO_ACCOUNTS.expert.email);
    await expertPage.goto(`/admin/services/details/${booked.id}`);
    await expect(expertPage.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();
    await expertPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(expertPage.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expertPage.goto(`/admin/services/history/${booked.id}`);
    const steps = expertPage.getByTestId('service-history');
    await expect(steps.getByText(/^by Erin Expert/)).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expertContext.close();
    expect([...consoleErrors, ...expertErrors]).toEqual([]);
  });

  test('staff complete a past confirmed session with notes, and its member reviews it once', async ({
    page,
    browser,
    baseURL,
    request,
    consoleErrors,
  }) => {
    // Sessions can only be booked 2 to 32 days ahead and completed once started, so this uses the
    // demo seed's past Confirmed session of the demo member (two days ago, seedDemoBooking). The e2e
    // server starts on a fresh demo database, so it is always there: its absence is a failure.
    await signInRequest(request, DEMO_ACCOUNTS.admin.email);
    const customers = await request.get('/api/customers?q=member%40demo.test');
    const maya = ((await customers.json()) as { items: { id: string }[] }).items[0];
    if (!maya) throw new Error('The demo member is missing');
    const past = await request.get(
      `/api/services?status=confirmed&customerId=${maya.id}&to=${studioDate(-1)}&sort=-startsAt&pageSize=5`,
    );
    expect(past.status()).toBe(200);
    const session = (
      (await past.json()) as { items: { id: string; allowedTransitions: string[] }[] }
    ).items.find((item) => item.allowedTransitions.includes('Completed'));
    if (!session) throw new Error('The demo seed’s past Confirmed session of member@demo.test is missing');

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto(`/admin/services/complete/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete service' })).toBeVisible();
    await page.getByLabel('What was done').fill('Squats 3x10, mobility work, stretching.');
    await page.getByRole('button', { name: 'Complete the session' }).click();
    await expect(page.getByText('The session is completed and its credits are spent.')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await page.goto(`/admin/services/history/${session.id}`);
    await expect(page.getByTestId('service-history').getByText('Completed', { exact: true })).toBeVisible();
    // Completing wrote the expert's earning line with it (docs/decisions/0059-earnings-and-payout-runs.md).
    const lines = await request.get('/api/earning-lines?pageSize=200');
    expect(lines.status()).toBe(200);
    const line = (
      (await lines.json()) as { items: { serviceId: string | null; kind: string; amountCents: number }[] }
    ).items.find((item) => item.serviceId === session.id);
    expect(line).toMatchObject({ kind: 'session' });
    expect(line?.amountCents).toBeGreaterThan(0);

    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    memberPage.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signInViaApi(memberPage, DEMO_ACCOUNTS.member.email);
    await memberPage.goto(`/members/services/details/${session.id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();
    await expect(memberPage.getByText('Squats 3x10, mobility work, stretching.')).toBeVisible();
    await memberPage.getByRole('button', { name: 'Send review' }).click();
    await expect(memberPage.getByText('Give 1 to 5 stars.')).toBeVisible();
    // MUI's Rating hides its radio inputs; a person clicks the star, which is the input's label.
    await memberPage.locator('label', { hasText: '4 stars' }).click();
    await expect(memberPage.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await memberPage.getByLabel('Your review').fill('Great session, clear coaching.');
    await memberPage.getByRole('button', { name: 'Send review' }).click();
    const review = memberPage.getByTestId('service-review');
    await expect(review.getByText('Great session, clear coaching.')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Send review' })).toHaveCount(0);

    await memberPage.goto('/members/services');
    await expect(
      memberPage
        .getByRole('region', { name: 'Past and canceled' })
        .locator(`[data-service-id="${session.id}"]`),
    ).toBeVisible();
    await memberContext.close();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('staff service pages', () => {
  test('staff confirm a requested session from the list; it cannot be completed before it starts', async ({
    page,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { offering, booked } = await bookedSession(request, newRequest, 6);

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/admin/services/requested');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: offering.name });
    await expect(row.getByText('Requested')).toBeVisible();
    await row.getByRole('link', { name: /^Confirm the session of Maya Member/ }).click();
    await expectPath(page, `/admin/services/confirm/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm service' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    // Confirming says so and offers the next step, not "A Confirmed session cannot be confirmed."
    await expect(page.getByRole('status').getByText('The session is confirmed.')).toBeVisible();
    await expect(page.getByText(/cannot be confirmed/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Confirm other requested sessions' })).toHaveAttribute(
      'href',
      '/admin/services/requested',
    );
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

    await page.goto(`/admin/services/history/${booked.id}`);
    const history = page.getByTestId('service-history');
    await expect(history.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(history.getByText(/^by Adam Admin/)).toBeVisible();
    await expect(history.getByText('Requested', { exact: true })).toBeVisible();

    await page.goto(`/admin/services/complete/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete service' })).toBeVisible();
    await expect(
      page.getByText(/This session starts .*\. It can be completed once it has started\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete the session' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the list filters by type, customer and dates and counts "Showing X to Y of Z entries"', async ({
    page,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { offering } = await prepareOffering(request, {
      serviceType: 'Virtual Nutrition',
      category: 'virtual',
      place: 'virtual',
      durationMinutes: 30,
    });
    const date = studioDate(12);
    // A member of its own, with a name no other customer has: the demo history (dated from today) may
    // give Maya a Virtual Nutrition session on that date, and a retry of this test must not count the
    // first try's bookings.
    const member = await newRequest();
    const name = `Vera Virtual ${Date.now().toString(36)}`;
    await onboardNewMember(member, DEMO_SLUG, name);
    const slots = await freeSlots(request, offering.id, date);
    const first = await bookFirstFree(member, offering.id, slots);
    await bookFirstFree(
      member,
      offering.id,
      slots.filter((slot) => Date.parse(slot.startsAt) >= Date.parse(first.startsAt) + 3_600_000),
    );

    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/admin/services/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    // Each filter is in the address before the next is set, as a person sees it applied before the next
    // choice (the demo history books other customers' Virtual Nutrition sessions that day).
    await choose(page, 'Type', 'Virtual Nutrition');
    await expect(page).toHaveURL(/serviceType=Virtual/);
    // The customer is found by typing (the server searches every customer, not a first page of them).
    await page.getByRole('combobox', { name: 'Customer' }).fill(name);
    await page.getByRole('option', { name: new RegExp(`^${name} · `) }).click();
    await expect(page).toHaveURL(/customerId=/);
    await page.getByLabel('From', { exact: true }).fill(date);
    await expect(page).toHaveURL(/from=/);
    await page.getByLabel('To', { exact: true }).fill(date);
    await expect(page).toHaveURL(/to=/);
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: offering.name })).toHaveCount(2);
    expect(new URL(page.url()).searchParams.get('serviceType')).toBe('Virtual Nutrition');

    // Only the requested tab keeps them; the canceled one has none.
    await page.getByRole('tab', { name: 'Canceled' }).click();
    await expectPath(page, '/admin/services/canceled');
    await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
    await page.getByRole('tab', { name: 'Requested' }).click();
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

    // Another type: nothing of ours.
    await choose(page, 'Type', 'Duo');
    await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a member cannot open the admin service list', async ({ page, consoleErrors }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.member.email);
    await page.goto('/admin/services/all');
    await expectPath(page, '/not-authorized');
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('catalog and availability', () => {
  test('staff add an offering: a bad duration shows on its field, then it saves and deactivates', async ({
    page,
    consoleErrors,
  }) => {
    const name = `Duo E2E ${Date.now().toString(36)}`;
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/admin/business/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Service catalog' })).toBeVisible();
    await page.getByRole('button', { name: 'Add offering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an offering' });
    await dialog.getByLabel('Name').fill(name);
    await choose(page, 'Type', 'Duo');
    // The type's defaults: a duo at the studio for an hour, two people.
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
    await expect(dialog.getByLabel('Most people')).toHaveValue('2');
    await dialog.getByLabel('Duration (minutes)').fill('17');
    await dialog.getByRole('button', { name: 'Add the offering' }).click();
    const duration = dialog.getByLabel('Duration (minutes)');
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Use a multiple of 5 minutes.')).toBeVisible();

    await duration.fill('45');
    await dialog.getByRole('button', { name: 'Add the offering' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    // The search has gone out (it waits for typing to pause) before the row is used: a click while it
    // is still waiting lands on a list about to be replaced.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('45 minutes')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an expert adds and removes time off, and hours outside the studio’s are refused on the field', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
    await page.goto('/admin/expert-dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My availability' })
      .click();
    await expectPath(page, '/admin/provider/availability');
    await expect(page.getByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
    await expect(page.getByText("Times are in the studio's time zone (America/Los_Angeles).")).toBeVisible();

    const day = studioDate(200);
    const exceptions = page.getByRole('region', { name: 'Time off and special hours' });
    await exceptions.getByLabel('First day').fill(day);
    await exceptions.getByLabel('Last day').fill(day);
    await exceptions.getByLabel('Note').fill('Dentist');
    await exceptions.getByRole('button', { name: 'Add', exact: true }).click();
    const item = exceptions.getByRole('listitem').filter({ hasText: 'Dentist' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(/^Time off: .*All day$/)).toBeVisible();
    await item.getByRole('button', { name: /^Remove the exception of/ }).click();
    await expect(item).toHaveCount(0);

    // Sunday at 6:00 AM is before the studio opens (7:00 AM): the server says so on the field.
    // (Other tests give the expert Sunday hours; the refused save leaves them as they are.)
    const weekly = page.getByRole('region', { name: 'Weekly hours' });
    const removeSunday = weekly.getByRole('button', { name: 'Remove these Sunday hours' });
    while ((await removeSunday.count()) > 0) await removeSunday.first().click();
    await weekly.getByRole('button', { name: 'Add hours on Sunday' }).click();
    const starts = weekly.getByRole('combobox', { name: 'Sunday start' });
    await starts.last().click();
    await page.getByRole('option', { name: '6:00 AM', exact: true }).click();
    await weekly.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(weekly.getByText(/Keep within the studio's hours on Sundays/).first()).toBeVisible();
    await expect(starts.last()).toHaveAttribute('aria-invalid', 'true');
    expect(unexpectedErrors(consoleErrors, 400)).toEqual([]);
  });
});
