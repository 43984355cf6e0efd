import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  CSRF,
  DEMO_ACCOUNTS,
  signInViaApi,
  signUpBusinessViaApi,
  signUpMemberViaApi,
  unexpectedErrors,
} from './support/auth.ts';
import { choose, chooseDate, createOffering, prepareOffering, studioDate } from './support/booking.ts';
import { onboardViaApi } from './support/onboarding.ts';
import { addExpert } from './support/team.ts';

// Paying at the studio (docs/decisions/0046-pay-at-the-studio.md). The demo studio lets members book
// before paying (the default) and allows three unpaid purchases at a time: a member who chose "Pay at
// the studio" has the credits at once, books with them, and sees what she owes; canceling gives back
// the unused credits and leaves the used one owed; staff see it on the customer page and at the class
// roster, and write it off with a reason. Each test has a member of its own.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createPack(admin: APIRequestContext, name: string, price: string, quantity: number) {
  const created = await admin.post('/api/credit-packs', {
    headers: CSRF,
    data: {
      type: 'credit_pack',
      name,
      description: 'Recovery sessions.',
      price,
      grants: [{ kind: 'recovery', quantity }],
      expiryDays: 60,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a member pays at the studio and books at once; canceling leaves the used credit owed until staff write it off', async ({
  page,
  browser,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const { offering } = await prepareOffering(admin, { creditKind: 'recovery', creditsNeeded: 1 });
  const packName = `Recovery three ${unique()}`;
  await createPack(admin, packName, '$90.00', 3);
  const otherPack = await createPack(admin, `Recovery one ${unique()}`, '$80.00', 1);
  const { email, password } = await signUpMemberViaApi(page.request);
  await onboardViaApi(page.request, 'Pat Paylater');
  await signInViaApi(page, email, password);

  // Checkout says the credits come at once; the receipt says what is owed.
  await page.goto('/members/purchase');
  await page.getByRole('region', { name: packName }).getByRole('button', { name: 'Choose' }).click();
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByText(/your credits are yours at once/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay at the studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const receiptPath = new URL(page.url()).pathname;
  await expect(page.getByText('Your credits are ready to use. Pay $90.00 at the front desk')).toBeVisible();
  await expect(page.getByTestId('receipt-owed')).toHaveText('$90.00');

  // Two more unpaid purchases reach the studio's limit of three: the fourth is refused, and says why.
  for (let n = 0; n < 2; n += 1) {
    const more = await page.request.post('/api/purchases', {
      headers: CSRF,
      data: { packId: otherPack, paymentMethod: 'studio' },
    });
    expect(more.status(), await more.text()).toBe(201);
  }
  await page.goto('/members/purchase');
  await page.getByRole('region', { name: packName }).getByRole('button', { name: 'Choose' }).click();
  await page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('button', { name: 'Pay at the studio' })
    .click();
  await expect(
    page.getByText(
      'You already have 3 unpaid purchases, the most this studio allows. Pay for one at the studio, or cancel one, before buying another.',
    ),
  ).toBeVisible();

  // She books with the credits not paid for yet: no "buy credits first".
  await page.goto('/members/services/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a service' })).toBeVisible();
  await choose(page, 'Service', offering.name);
  await chooseDate(page, 4 + test.info().retry);
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Review the booking' }).click();
  await expect(page.getByTestId('not-enough-credits')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();

  // She cancels the first purchase on its receipt: the two unused credits go back, one stays owed.
  await page.goto(receiptPath);
  await page.getByRole('button', { name: 'Cancel this purchase' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${packName}?` });
  await expect(cancel.getByText(/The unused credits of this purchase are taken back/)).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel the purchase' }).click();
  await expect(
    page.getByText('The purchase is canceled. $30.00 is still owed for the credits you used.'),
  ).toBeVisible();
  await expect(
    page.getByText('Canceled. $30.00 is still owed for the credits used before it was canceled.'),
  ).toBeVisible();
  await expect(page.getByTestId('receipt-owed')).toHaveText('$30.00');

  // Staff see it on the customer page and write it off, with a reason.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInViaApi(staffPage, DEMO_ACCOUNTS.admin.email);
  const customers = (await (
    await staffPage.request.get(`/api/customers?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  await staffPage.goto(`/admin/customers/details/${customers.items[0]?.id}`);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Pat Paylater' })).toBeVisible();
  // $30.00 for the canceled pack, and $80.00 for each of the two others.
  await expect(staffPage.getByTestId('customer-owes')).toHaveText(
    'Owes the studio $190.00 for purchases to pay at the studio.',
  );
  const purchases = staffPage.getByRole('region', { name: 'Purchases' });
  const row = purchases.getByRole('row').filter({ hasText: packName });
  await expect(row.getByTestId('purchase-owed')).toHaveText('Owes $30.00');
  await row.getByRole('button', { name: `Write off what ${packName} owes` }).click();
  const writeOff = staffPage.getByRole('dialog', {
    name: `Write off what Pat Paylater owes for ${packName}`,
  });
  await writeOff.getByRole('button', { name: 'Write off' }).click();
  const reason = writeOff.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Moved away; agreed with the owner.');
  await writeOff.getByRole('button', { name: 'Write off' }).click();
  await expect(staffPage.getByText(`What ${packName} owed is written off.`)).toBeVisible();
  await expect(row).toContainText('Written off');
  await expect(row.getByTestId('purchase-owed')).toHaveCount(0);
  await expect(staffPage.getByTestId('customer-owes')).toHaveText(
    'Owes the studio $160.00 for purchases to pay at the studio.',
  );

  expect(unexpectedErrors(consoleErrors, 409)).toEqual([]);
  await staff.close();
});

test('the class roster shows what a member owes at check-in', async ({ page, newRequest, consoleErrors }) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const packId = await createPack(admin, `Recovery two ${unique()}`, '$80.00', 2);
  const teacher = await addExpert(admin, await newRequest(), `Rhea Roster ${unique()}`);
  const name = `Owed Stretch ${unique()}`;
  const created = await admin.post('/api/groups', {
    headers: CSRF,
    data: {
      kind: 'Group Class',
      name,
      expertId: teacher,
      capacity: 4,
      waitlistLimit: 0,
      durationMinutes: 30,
      creditKind: 'recovery',
      credits: 1,
      schedule: { type: 'dates', sessions: [{ date: studioDate(12), startTime: '11:10' }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = (await created.json()) as { id: string; occurrences: { id: string }[] };

  const member = await newRequest();
  await signUpMemberViaApi(member);
  await onboardViaApi(member, 'Rory Roster');
  const bought = await member.post('/api/purchases', {
    headers: CSRF,
    data: { packId, paymentMethod: 'studio' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const joined = await member.post(`/api/me/classes/${group.occurrences[0]?.id}/join`, {
    headers: CSRF,
    data: {},
  });
  expect(joined.status(), await joined.text()).toBe(201);

  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/admin/group/details/${group.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const roster = page.getByRole('region', { name: /^Roster: / });
  await expect(roster.getByRole('row', { name: /Rory Roster/ }).getByTestId('roster-owed')).toHaveText(
    'Owes $80.00',
  );
  expect(consoleErrors).toEqual([]);
});

test('a studio that waits for the cash says so when a member books with a purchase not paid yet', async ({
  page,
  browser,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // A studio of the test's own, whose owner turns booking before paying off on the business profile.
  await signUpBusinessViaApi(page);
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  const bookFirst = page.getByRole('switch', { name: 'Members may book before paying at the studio' });
  await expect(bookFirst).toBeChecked();
  await bookFirst.uncheck();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await expect(bookFirst).not.toBeChecked();
  const { slug } = (await (await page.request.get('/api/business/profile')).json()) as { slug: string };

  const expertId = await addExpert(page.request, await newRequest(), `Wes Waiting ${unique()}`);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await page.request.put(`/api/experts/${expertId}/weekly-hours`, {
    data: { hours },
    headers: CSRF,
  });
  expect(put.status(), await put.text()).toBe(200);
  const offering = await createOffering(page.request, {
    name: `Recovery session ${unique()}`,
    expertIds: [expertId],
    creditKind: 'recovery',
    creditsNeeded: 1,
  });
  const packName = `Recovery pair ${unique()}`;
  await createPack(page.request, packName, '$80.00', 2);

  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const { email, password } = await signUpMemberViaApi(memberPage.request, slug);
  await onboardViaApi(memberPage.request, 'Wendy Waiting');
  await signInViaApi(memberPage, email, password);
  await memberPage.goto('/members/purchase');
  await memberPage.getByRole('region', { name: packName }).getByRole('button', { name: 'Choose' }).click();
  const checkout = memberPage.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByText(/your credits arrive once the studio takes the payment/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay at the studio' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const receiptPath = new URL(memberPage.url()).pathname;

  await memberPage.goto('/members/services/new');
  await choose(memberPage, 'Service', offering.name);
  await chooseDate(memberPage, 4 + test.info().retry);
  await memberPage.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
  await memberPage.getByRole('button', { name: 'Review the booking' }).click();
  const waiting = memberPage.getByTestId('not-enough-credits');
  await expect(waiting).toContainText(
    `Your purchase is waiting for payment at the studio: ${packName}, $80.00. Its credits can be used once it is paid.`,
  );
  await waiting.getByRole('link', { name: 'See the purchase' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`${receiptPath}$`));

  expect(consoleErrors).toEqual([]);
  await member.close();
});
