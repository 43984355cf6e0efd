import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, signInViaApi } from './support/auth.ts';
import { activeMembershipViaApi, myMembership, saveCardOnHostedPage } from './support/memberships.ts';
import { onboardNewMember } from './support/onboarding.ts';

// Memberships as time passes on the server (docs/decisions/0055-memberships.md; the clock of
// docs/decisions/0038-server-clock.md): a period's renewal with its new credits, and a declined card
// (the card provider double's 4000 0000 0000 0341) retried after 1, 3 and 7 days, past due, then
// recovered by saving another card. Moving the clock signs everyone out, so these run in the
// moved-clock project, one at a time, and put the clock back when done.

const DEMO_SLUG = 'demo-fitness-studio';

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const reset = await request.post('/api/test/clock', { headers: CSRF, data: { reset: true } });
  expect(reset.status()).toBe(200);
  await request.dispose();
});

/** Moves the server's clock to noon UTC of a studio day (after its midnight in Los Angeles), then bills. */
async function billOn(request: APIRequestContext, day: string) {
  const moved = await request.post('/api/test/clock', { headers: CSRF, data: { at: `${day}T12:00:00Z` } });
  expect(moved.status(), await moved.text()).toBe(200);
  const run = await request.post('/api/test/billing-run', { headers: CSRF });
  expect(run.status(), await run.text()).toBe(200);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Saves a test card on the card provider double's stand-in for the hosted card page. */
test('a monthly membership renews when the server’s clock reaches its next charge, with the period’s credits and the rollover', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const request = await newRequest();
  const member = await onboardNewMember(request, DEMO_SLUG, 'Rene Renewal');
  const id = await activeMembershipViaApi(request, 'Monthly 8', 'Rene Renewal');
  const before = (await (await request.get(`/api/me/subscriptions/${id}`)).json()) as {
    nextChargeOn: string;
  };

  await billOn(request, before.nextChargeOn);

  await signInViaApi(page, member.email, member.password);
  await page.goto(`/members/memberships/${id}`);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(2);
  // The new period's invoice is the plan's price, owed at the studio; the first had the sign-up fee.
  await expect(invoices.locator('tbody tr').first()).toContainText('$229.00');
  await expect(invoices.locator('tbody tr').nth(1)).toContainText('$278.00');
  // Its credits: the plan's 8, and 4 of the first period's 8 unused ones rolled over.
  const purchases = (await (await page.request.get('/api/me/purchases?pageSize=50')).json()) as {
    items: { packType: string; packName: string; grants: { kind: string; quantity: number }[] }[];
  };
  const renewal = purchases.items.find(
    (purchase) => purchase.packType === 'membership' && purchase.packName.includes(before.nextChargeOn),
  );
  expect(renewal?.grants).toEqual([{ kind: 'training', quantity: 12 }]);
  expect((await myMembership(page.request, id)).invoices).toHaveLength(2);
  expect(consoleErrors).toEqual([]);
});

test('a declined card is retried after 1, 3 and 7 days, goes past due, and recovers when the member saves another card', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const request = await newRequest();
  const member = await onboardNewMember(request, DEMO_SLUG, 'Dee Declined');
  await signInViaApi(page, member.email, member.password);

  // She chooses the plan by card and saves a card that the bank will decline.
  await page.goto('/members/memberships');
  await page
    .getByRole('region', { name: 'Unlimited classes' })
    .getByRole('button', { name: 'Choose Unlimited classes' })
    .click();
  const choose = page.getByRole('dialog', { name: 'Choose Unlimited classes' });
  await choose.getByRole('radio', { name: 'By card (saved for renewals)' }).check();
  await choose.getByRole('button', { name: 'Choose this plan' }).click();
  await expect(page).toHaveURL(/\/members\/memberships\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop() as string;
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await saveCardOnHostedPage(page, '4000 0000 0000 0341');

  // The first charge was declined: the member is told when it is tried again.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices).toContainText('declined');
  let membership = await myMembership(page.request, id);
  expect(membership.status).toBe('active');
  const opened = (await (await page.request.get(`/api/me/subscriptions/${id}`)).json()) as { today: string };

  // Tried again after 1, 3 and 7 days; after the last, past due.
  for (const days of [1, 3, 7]) await billOn(page.request, addDays(opened.today, days));
  await signInViaApi(page, member.email, member.password);
  membership = await myMembership(page.request, id);
  expect(membership.status).toBe('past_due');
  await page.goto(`/members/memberships/${id}`);
  await expect(page.getByText(/Your membership is past due: \$179\.00 is owed\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByText(/declined/)).toHaveCount(4);

  // Another card: what is owed is charged to it at once, and the membership is active again.
  await page.getByRole('button', { name: 'Update card' }).first().click();
  await saveCardOnHostedPage(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your card is saved. Anything owed is charged to it now.')).toBeVisible();
  membership = await myMembership(page.request, id);
  expect(membership.status).toBe('active');
  expect(membership.invoices[0]?.status).toBe('paid');
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('[data-status="paid"]')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
