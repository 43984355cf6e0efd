import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi, signUpBusinessViaApi } from './support/auth.ts';
import { bookedSession } from './support/booking.ts';

// Staff alerts (decision 0052): a member of a studio of the test's own writes through the support
// page; the owner's bell shows who wrote, about what and the message, and opens the member's page.
// The owner then turns alert emails on beside the other email choices, and the next message is
// also in their mailbox.

test('a member’s support message reaches the owner’s bell, and alert emails are the owner’s choice', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Two people's browsers and a studio of its own: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signUpBusinessViaApi(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessSlug: string; email: string };
  };
  const slug = session.userData.businessSlug;

  // The member: signed up to this studio in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = `mia-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const signup = await member.request.post('/api/auth/signup', {
    data: { businessSlug: slug, fullName: 'Mia Member', email, password: 'Strong-Member-Passphrase-1' },
    headers: CSRF,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const sendMessage = async (subject: string, message: string) => {
    await member.goto(`/members/support?business=${slug}`);
    const field = (name: string) => member.getByRole('textbox', { name, exact: true });
    await field('Your name').fill('Mia Member');
    await field('Email').fill(email);
    await field('Subject').fill(subject);
    await field('Message').fill(message);
    await member.getByRole('button', { name: 'Send message' }).click();
    await expect(member.getByText('Thank you. Your message reached the studio')).toBeVisible();
  };
  await sendMessage('Parking', 'Is there parking near the studio?');

  // The owner's bell: who wrote, the subject, and the message with the address to answer.
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  const item = bell.getByRole('button', { name: /Mia Member wrote to the studio: Parking/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`From ${email}: Is there parking near the studio?`);
  await item.click();
  await expect(page).toHaveURL(/\/admin\/customers\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Mia Member/ })).toBeVisible();

  // Nothing was emailed: alert emails are off until the owner turns them on.
  const mine = async () =>
    (
      (await (await page.request.get('/api/outbox/mine?pageSize=100')).json()) as {
        items: { kind: string; subject: string }[];
      }
    ).items.filter((item) => item.kind === 'staff.supportMessage');
  expect(await mine()).toEqual([]);

  await page.goto('/admin/account');
  const alerts = page.getByRole('switch', { name: /^Alerts by email too/ });
  await expect(alerts).toBeVisible({ timeout: 15_000 });
  await expect(alerts).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/email-preferences') && response.request().method() === 'PUT',
  );
  // The switch shows the saved choice: it turns on once the server has answered (so a click, then
  // the answer, rather than check(), which expects the state to change on the click itself).
  await alerts.click();
  expect((await saved).status()).toBe(200);
  await expect(alerts).toBeChecked();
  await page.reload();
  await expect(alerts).toBeChecked({ timeout: 15_000 });

  // The next message (sent the way the page sends it) now comes by email too.
  const towels = await member.request.post('/api/support', {
    data: {
      businessSlug: slug,
      name: 'Mia Member',
      email,
      subject: 'Towels',
      message: 'Do you lend towels?',
    },
    headers: CSRF,
  });
  expect(towels.status(), await towels.text()).toBe(202);
  await expect
    .poll(async () => (await mine()).map((item) => item.subject))
    .toEqual(['Support request: Towels']);
  await memberContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a member’s booking request reaches the owner’s bell and opens the session', async ({
  page,
  request,
  newRequest,
  consoleErrors,
}) => {
  // The demo studio, with an offering of the test's own (a unique name), booked by the demo member.
  const { offering, booked } = await bookedSession(request, newRequest, 6);
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const item = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', {
    name: new RegExp(
      `Maya Member asked for ${offering.name} with Erin Expert on .+: it waits for a confirmation`,
    ),
  });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/details/${booked.id}$`));
  await expect(page.getByText(offering.name).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
