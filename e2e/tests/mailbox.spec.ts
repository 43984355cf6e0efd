import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { bookedSession, confirmAsStaff } from './support/booking.ts';

// The Mailbox (docs/decisions/0035-mailbox.md): each signed-in person reads the emails sent to them,
// from the user menu; nobody reads anyone else's. The member's booking is confirmed by the studio, and
// the confirmation is in the member's Mailbox and in no one else's.

test('a member finds their booking confirmation in their Mailbox; the admin’s Mailbox shows none of it', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  // A retry runs on the same database: it books another day.
  const { offering, booked, member } = await bookedSession(admin, newRequest, 24 + test.info().retry);
  // Emails are written in the person's language, which follows the app's while they are signed in:
  // another test may have left Maya's in Arabic.
  const english = await member.put('/api/me/email-preferences', { data: { language: 'en' }, headers: CSRF });
  expect(english.status(), await english.text()).toBe(200);
  await confirmAsStaff(admin, booked.id);

  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/members/dashboard');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(
    page.getByText('The emails sent to member@demo.test, as you would receive them.'),
  ).toBeVisible();
  const subject = page.getByRole('button', { name: new RegExp(`^Confirmed: ${offering.name} on `) });
  await subject.click();
  const email = page.getByRole('article', { name: new RegExp(`^Confirmed: ${offering.name}`) });
  await expect(email).toContainText('To member@demo.test');
  await expect(email).toContainText('Demo Fitness Studio');

  // The admin's own Mailbox: their emails only, nothing addressed to the member.
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(
    page.getByText('The emails sent to admin@demo.test, as you would receive them.'),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Mailbox' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(offering.name) })).toHaveCount(0);
  const adminMail = (await (await admin.get('/api/outbox/mine?pageSize=100')).json()) as {
    items: { toEmail: string }[];
  };
  expect(adminMail.items.every((item) => item.toEmail.toLowerCase() === 'admin@demo.test')).toBe(true);
  expect(consoleErrors).toEqual([]);
});
