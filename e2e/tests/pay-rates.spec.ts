import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { CSRF, choose, demoExpertId, prepareOffering, signInRequest, studioDate } from './support/booking.ts';

// Pay rates on the payees page (docs/decisions/0058-pay-rates.md): the owner sets a per-attendee rate
// in steps for one trainer's class and a flat rate for their sessions of a service, each checked on
// its fields first. The class and the service are the test's own, so no other test's rates meet them.

test('the owner sets a tiered rate for a trainer’s class and a flat rate for their sessions of a service', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const { offering } = await prepareOffering(request, { name: `Rates E2E ${Date.now().toString(36)}` });
  await signInRequest(request, DEMO_ACCOUNTS.admin.email);
  const expertId = await demoExpertId(request);
  const className = `Rates Class ${Date.now().toString(36)}`;
  const created = await request.post('/api/groups', {
    headers: CSRF,
    data: {
      kind: 'Group Class',
      name: className,
      expertId,
      capacity: 12,
      waitlistLimit: 5,
      durationMinutes: 45,
      creditKind: 'group',
      credits: 1,
      // Past the demo's classes (8 weeks) and the booking window (32 days): the expert is free.
      schedule: { type: 'dates', sessions: [{ date: studioDate(60), startTime: '12:15' }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/business/payee');
  const section = page.getByRole('region', { name: 'Pay rates' });
  // The demo's: Erin's $45.50 a session, and everyone's 40% of revenue, at least $20.00.
  await expect(section.getByRole('table', { name: 'Pay rates' })).toContainText('$45.50 a session');
  await expect(section.getByRole('table', { name: 'Pay rates' })).toContainText(
    '40% of revenue, at least $20.00',
  );

  // Per attendee, in steps, for the trainer's class.
  await section.getByRole('button', { name: 'Add a pay rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pay rate' });
  await choose(page, 'Team member', 'Erin Expert');
  await choose(page, 'Service or class', `Class: ${className}`);
  await choose(page, 'How it pays', 'Per attendee, in steps');
  // An open first step is refused on its field.
  await dialog.getByRole('textbox', { name: 'Step 1: amount each' }).fill('3.00');
  await dialog.getByRole('button', { name: 'Add a step' }).click();
  await dialog.getByRole('textbox', { name: 'Step 2: amount each' }).fill('4.00');
  await dialog.getByRole('button', { name: 'Add a pay rate' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Step 1: up to (attendees)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog).toContainText('Enter how many attendees this step covers.');
  await dialog.getByRole('textbox', { name: 'Step 1: up to (attendees)' }).fill('5');
  await dialog.getByRole('button', { name: 'Add a pay rate' }).click();
  await expect(dialog).toBeHidden();
  const table = section.getByRole('table', { name: 'Pay rates' });
  await expect(table.getByRole('row', { name: new RegExp(className) })).toContainText(
    '$3.00 a head up to 5, then $4.00',
  );

  // A flat amount for the trainer's sessions of the service.
  await section.getByRole('button', { name: 'Add a pay rate' }).click();
  await choose(page, 'Team member', 'Erin Expert');
  await choose(page, 'Service or class', `Service: ${offering.name}`);
  await dialog.getByRole('textbox', { name: 'Amount per session' }).fill('55.00');
  await dialog.getByRole('button', { name: 'Add a pay rate' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(offering.name) })).toContainText('$55.00 a session');

  // The same scope again, on days the first applies: refused on its first day, nothing added.
  const before = await table.locator('tbody tr').count();
  await section.getByRole('button', { name: 'Add a pay rate' }).click();
  await choose(page, 'Team member', 'Erin Expert');
  await choose(page, 'Service or class', `Service: ${offering.name}`);
  await dialog.getByRole('textbox', { name: 'Amount per session' }).fill('60.00');
  await dialog.getByRole('button', { name: 'Add a pay rate' }).click();
  await expect(dialog).toContainText(/Another rate for the same team member and service applies from/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(before);
  // The two refusals above are the API's answers (400 on the step, 409 on the days), nothing else.
  expect(unexpectedErrors(consoleErrors, 400, 409)).toEqual([]);
});
