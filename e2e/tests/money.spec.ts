import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, expectPath, signInViaApi, unexpectedErrors } from './support/auth.ts';

// Credits, purchases and payments (docs/decisions/0012-money-pages.md) through the pages, on the demo studio's seeded money:
// member@demo.test (Maya Member) already owns training credits and has a 5 Massage credits purchase
// waiting at the desk (its credits already hers, its price owed: decision 0046); the payees Erin Expert (a savings account) and
// Coastal Recovery Co. (paid outside ACH) exist; the studio's bank account is set (First Demo Bank, EIN 84-1234567).

type CreditsJson = { balances: { kind: string; available: number }[] };

/** A second, separately signed-in person in the same test (the member and the staff member). */
async function signedInPage(browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInViaApi(page, email);
  return { page, errors };
}

async function availableCredits(page: Page, kind: string): Promise<number> {
  const response = await page.request.get('/api/me/credits');
  expect(response.status()).toBe(200);
  const { balances } = (await response.json()) as CreditsJson;
  return balances.find((balance) => balance.kind === kind)?.available ?? 0;
}

test('a member buys a pack to pay at the studio and has the credits at once; staff see what is owed and take the cash', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // A member and a staff browser through buying, paying and both receipts: near 30 s on a loaded machine.
  test.setTimeout(60_000);
  // A pack of its own, in a credit kind no other test books with, so parallel tests cannot move the
  // balance this test counts.
  const staff = await signedInPage(browser, DEMO_ACCOUNTS.admin.email);
  const packName = `E2E Youth pack ${Date.now().toString(36)}`;
  const created = await staff.page.request.post('/api/credit-packs', {
    headers: CSRF,
    data: {
      type: 'credit_pack',
      name: packName,
      description: 'Three youth sessions.',
      price: '$90.00',
      grants: [{ kind: 'youth', quantity: 3 }],
      expiryDays: 60,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  const youthBefore = await availableCredits(page, 'youth');

  // The shop: every pack on sale with its price, what it grants and how long the credits last.
  await page.goto('/members/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  const training = page.getByRole('region', { name: '10 Training credits' });
  await expect(training.getByText('$650.00')).toBeVisible();
  await expect(training.getByRole('listitem')).toHaveText(['10 Training credits']);
  await expect(training.getByText('Credits last 365 days from payment')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summer Boxing 8-pack' })).toHaveCount(0);
  const ours = page.getByRole('region', { name: packName });
  await expect(ours.getByRole('listitem')).toHaveText(['3 Youth credits']);
  await ours.getByRole('button', { name: 'Choose' }).click();

  // Checkout: price and grants again; this server takes cards too (the card provider double).
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByTestId('checkout-total')).toHaveText('$90.00');
  await expect(checkout.getByRole('listitem')).toHaveText(['3 Youth credits']);
  await expect(checkout.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  const purchaseRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/purchases',
  );
  await checkout.getByRole('button', { name: 'Pay at the studio' }).click();
  // Sent with an Idempotency-Key, so a retried request cannot buy twice.
  expect((await purchaseRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);

  // The receipt of the new, pending purchase. The demo studio lets members book before paying
  // (decision 0046): the credits are hers at once, and the price is owed until she pays.
  await expect(page).toHaveURL(/\/members\/settings\/purchases\/[0-9a-f-]{36}\?placed=1$/);
  const receiptPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Your credits are ready to use. Pay $90.00 at the front desk')).toBeVisible();
  await expect(page.locator('[data-status="pending"]')).toHaveText('Pending');
  await expect(page.getByText('Credits granted: waiting for payment at the studio.')).toBeVisible();
  await expect(page.getByTestId('receipt-owed')).toHaveText('$90.00');
  expect(await availableCredits(page, 'youth')).toBe(youthBefore + 3);

  // Staff find Maya, open her details and take the cash for that purchase.
  await staff.page.goto('/admin/customers/list');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await staff.page.getByRole('searchbox', { name: 'Search' }).fill('maya');
  // The search applies once typing pauses; clicking before that would race its address change.
  await expect(staff.page).toHaveURL(/[?&]q=maya/);
  await expect(staff.page.getByText('Showing 1 to 1 of 1 entry')).toBeVisible();
  await staff.page.getByRole('link', { name: 'Maya Member' }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Maya Member' })).toBeVisible();
  await expect(staff.page.getByTestId('customer-owes')).toContainText('Owes the studio');
  const purchases = staff.page.getByRole('region', { name: 'Purchases' });
  const purchaseRow = purchases.getByRole('row').filter({ hasText: packName });
  await expect(purchaseRow).toContainText('Pending');
  await expect(purchaseRow.getByTestId('purchase-owed')).toHaveText('Owes $90.00');
  await purchases.getByRole('button', { name: `Record cash payment for ${packName}` }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Record a cash payment from Maya Member' });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('90.00');
  await expect(dialog.getByText('Its credits were given when it was bought')).toBeVisible();

  // A payment on its own below the minimum: the shared amount rule, on the field.
  await dialog.getByRole('combobox', { name: 'For' }).click();
  await staff.page.getByRole('option', { name: 'No purchase (a payment on its own)' }).click();
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveAccessibleDescription('Amount must be at least $75.00.');
  await dialog.getByRole('combobox', { name: 'For' }).click();
  await staff.page.getByRole('option', { name: new RegExp(`^${packName}, \\$90\\.00`) }).click();
  // Not what the purchase owes: the server's answer, on the field.
  await amount.fill('$100');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveAccessibleDescription('This purchase costs $90.00.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await amount.fill('$90.00');
  const paymentRequest = staff.page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments',
  );
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  const sent = await paymentRequest;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(sent.postDataJSON()).toMatchObject({ amount: '$90.00' });
  await expect(dialog).toHaveCount(0);
  await expect(
    staff.page.getByText(
      new RegExp(`Cash payment R-\\d+ of \\$90\\.00 recorded; ${packName} owes nothing more\\.`),
    ),
  ).toBeVisible();
  await expect(purchaseRow).toContainText('Paid');
  await expect(purchaseRow.getByTestId('purchase-owed')).toHaveCount(0);
  const youthCard = staff.page
    .getByRole('region', { name: 'Credits' })
    .getByRole('region', { name: 'Youth' });
  await expect(youthCard.getByTestId('available-youth')).toHaveText(`${youthBefore + 3} available`);

  // The member sees the credits and the paid receipt.
  await page.goto('/members/settings/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  const youth = page.getByRole('region', { name: 'Youth' });
  await expect(youth.getByTestId('available-youth')).toHaveText(`${youthBefore + 3} available`);
  await expect(youth.getByText(/^3 expire on /)).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Youth' }).filter({ hasText: 'Credits added' }),
  ).not.toHaveCount(0);

  await page.goto('/members/settings/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: packName });
  await expect(row.locator('[data-status="paid"]')).toHaveText('Paid');
  await row.getByRole('link', { name: `Receipt for ${packName}` }).click();
  await expectPath(page, receiptPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.locator('[data-status="paid"]')).toHaveText('Paid');
  await expect(page.getByRole('cell', { name: /^Payment R-\d+ \(Cash\)$/ })).toBeVisible();
  await expect(page.getByText('Paid: the credits are in your account.')).toBeVisible();

  expect(consoleErrors).toEqual([]);
  // The refused amount is the only error the staff page logged (the browser notes the 422).
  expect(unexpectedErrors(staff.errors, 422)).toEqual([]);
  await staff.page.context().close();
});

test('staff adjust a customer’s credits by hand, always with a reason, never below zero', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  const found = await page.request.get('/api/customers?q=member%40demo.test');
  const { items } = (await found.json()) as { items: { id: string }[] };
  await page.goto(`/admin/customers/details/${items[0]?.id}`);
  // Her page reads a dozen things at once (profile, waiver, credits, purchases, memberships): on a
  // loaded 2-core machine with two browsers it can take more than the default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Member' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Adjust credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust the credits of Maya Member' });
  await dialog.getByRole('combobox', { name: 'Credit kind' }).click();
  await page.getByRole('option', { name: 'Family' }).click();
  const delta = dialog.getByRole('textbox', { name: 'Credits to add or take away' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });

  // No reason: the shared rule, on the field.
  await delta.fill('2');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(reason).toHaveAccessibleDescription('Give a reason.');
  // More than the customer has: the ledger refuses, and the message lands on the number.
  await delta.fill('-1000');
  await reason.fill('Testing the floor.');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(delta).toHaveAccessibleDescription(
    'The customer does not have 1000 available family credits to take away.',
  );

  await delta.fill('2');
  await reason.fill('Welcome gift for the family plan.');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Family credits adjusted: \d+ available now\.$/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Credit history' });
  await expect(
    history.getByRole('row').filter({ hasText: 'Welcome gift for the family plan.' }).first(),
  ).toContainText('Adjusted by the studio');
  expect(unexpectedErrors(consoleErrors, 422)).toEqual([]);
});

test('staff filter payments, export them as CSV, and a refund over what was paid is refused on the field', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/business/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/payments.csv');
  // The payments API has no text search, so the table shows no search field that would do nothing.
  await expect(page.getByRole('searchbox')).toHaveCount(0);

  // Filtering by method narrows the list and the CSV alike.
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await expect(page).toHaveURL(/method=cash/);
  const csvLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/payments.csv?method=cash');
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/^Receipt,Date,Customer,Email,Method,For,Amount,Refunded,Net/);

  // The seeded partly refunded Nutrition package: $300.00 paid, $75.00 back, $225.00 left.
  const row = page.getByRole('row').filter({ hasText: 'Nutrition package' }).first();
  await expect(row).toContainText('$75.00');
  await row.getByRole('button', { name: /^Refund R-\d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund R-\d+$/ });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('225.00');
  await amount.fill('$500.00');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Trying to give back too much.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(amount).toHaveAccessibleDescription('At most $225.00 of this payment can be refunded.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('$225.00');

  expect(unexpectedErrors(consoleErrors, 422)).toEqual([]);
});

test('staff refund a cash payment and the credits it bought leave the customer’s balance; used ones need a confirmation', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // A pack of its own, in a credit kind no other test uses, bought by the member and paid in cash.
  const member = await signedInPage(browser, DEMO_ACCOUNTS.member.email);
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  const headers = CSRF;
  const packName = `E2E Family pack ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/credit-packs', {
    headers,
    data: {
      type: 'credit_pack',
      name: packName,
      price: '$90.00',
      grants: [{ kind: 'family', quantity: 3 }],
      expiryDays: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const customerId = (await (await page.request.get('/api/customers?q=maya')).json()).items[0].id;
  // Take away the family credits already there: a retry finds the first attempt's pack lot, which
  // expires when this one does but is older, so the hand adjustment below would take its credit
  // instead of one of this pack's. (Credits given by hand never expire: this pack's go first anyway.)
  const leftover = await availableCredits(member.page, 'family');
  if (leftover > 0) {
    const cleared = await page.request.post(`/api/customers/${customerId}/credit-adjustments`, {
      headers,
      data: { kind: 'family', delta: -leftover, reason: 'Left over from an earlier attempt of this test.' },
    });
    expect(cleared.status(), await cleared.text()).toBe(201);
  }
  const before = await availableCredits(member.page, 'family');
  const bought = await member.page.request.post('/api/purchases', {
    headers,
    data: { packId: (await created.json()).id, paymentMethod: 'studio' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const purchaseId = (await bought.json()).purchase.id;
  const paid = await page.request.post('/api/payments', {
    headers,
    data: { customerId, purchaseId, amount: '90' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  expect(await availableCredits(member.page, 'family')).toBe(before + 3);
  // Staff take one of those credits away by hand: the refund will find it used.
  const adjusted = await page.request.post(`/api/customers/${customerId}/credit-adjustments`, {
    headers,
    data: { kind: 'family', delta: -1, reason: 'One class given to a friend.' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(201);

  await page.goto(`/admin/business/payments?customerId=${customerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: packName });
  await row.getByRole('button', { name: /^Refund R-\d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund R-\d+$/ });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('90.00');
  // The preview follows the amount: half of it covers one credit, the whole of it all three, one of
  // which is no longer there.
  const preview = dialog.getByTestId('refund-credits-preview');
  await amount.fill('45');
  await expect(preview).toHaveText('This refund takes back 1 Family credit from the customer.');
  await amount.fill('$90.00');
  await expect(preview).toContainText('Only the unused ones can be taken back: 2 Family credits.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Moving away.');

  // Sent without the confirmation: the server refuses on the confirmation box, and nothing changes.
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const confirm = dialog.getByRole('checkbox', {
    name: 'Refund anyway, taking back only the unused credits',
  });
  await expect(confirm).toHaveAccessibleDescription(
    '1 of the 3 credits this refund takes back was already used (spent, held for a session or expired). Confirm to refund anyway: only the 2 unused credits will be taken back.',
  );
  expect(await availableCredits(member.page, 'family')).toBe(before + 2);

  await confirm.check();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(/^Refunded \$90\.00 of R-\d+ to Maya Member; 2 Family credits taken back\.$/),
  ).toBeVisible();
  await expect(row).toContainText('$0.00');
  expect(await availableCredits(member.page, 'family')).toBe(before);

  // The member's receipt and credit history say so.
  await member.page.goto(`/members/settings/purchases/${purchaseId}`);
  await expect(member.page.locator('[data-status="refunded"]')).toHaveText('Refunded');
  await expect(member.page.getByText('Credits taken back: 2 Family credits')).toBeVisible();
  await member.page.goto('/members/settings/credits');
  await expect(
    member.page.getByRole('row').filter({ hasText: 'Family' }).filter({ hasText: 'Taken back by a refund' }),
  ).not.toHaveCount(0);

  expect(unexpectedErrors(consoleErrors, 422)).toEqual([]);
  expect(member.errors).toEqual([]);
  await member.page.context().close();
});

test('staff add a credit pack at /admin/services/prepaid, and members can buy it', async ({
  page,
  consoleErrors,
}) => {
  const name = `E2E Boxing ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/services/prepaid');
  await expect(page.getByRole('heading', { level: 1, name: 'Prepaid credits' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Summer Boxing 8-pack' })).toContainText(
    'Not on sale',
  );

  await page.getByRole('button', { name: 'Add pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a credit pack' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const price = dialog.getByRole('textbox', { name: 'Price' });
  await price.fill('$10');
  await dialog.getByRole('combobox', { name: 'Credit kind' }).click();
  await page.getByRole('option', { name: 'Boxing' }).click();
  await dialog.getByRole('textbox', { name: 'Credits', exact: true }).fill('5');
  await dialog.getByRole('textbox', { name: 'Credits last (days)' }).fill('60');
  await dialog.getByRole('button', { name: 'Add pack' }).click();
  await expect(price).toHaveAccessibleDescription('Amount must be at least $75.00.');

  await price.fill('$120.00');
  await dialog.getByRole('button', { name: 'Add pack' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} saved.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('5 Boxing credits');
  await expect(row).toContainText('$120.00');
  await expect(row).toContainText('On sale');

  const shop = await page.request.get('/api/shop/credit-packs');
  const { items } = (await shop.json()) as { items: { name: string; priceCents: number }[] };
  expect(items.find((pack) => pack.name === name)?.priceCents).toBe(12_000);

  // Taken off sale, it leaves the shop.
  await row.getByRole('button', { name: `Take ${name} off sale` }).click();
  await expect(row).toContainText('Not on sale');
  const after = (await (await page.request.get('/api/shop/credit-packs')).json()) as {
    items: { name: string }[];
  };
  expect(after.items.map((pack) => pack.name)).not.toContain(name);
  expect(consoleErrors).toEqual([]);
});

test('the principal sees payees and the bank account masked, and reveals the full numbers on request', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/business/payee');
  await expect(page.getByRole('heading', { level: 1, name: 'Payees' })).toBeVisible();
  const erin = page
    .getByRole('table', { name: 'Payees' })
    .getByRole('row')
    .filter({ hasText: 'Erin Expert' });
  await expect(erin).toContainText('•••• 6789');
  await expect(erin).toContainText('021000021');
  await expect(erin).toContainText('Savings');
  await expect(
    page.getByRole('table', { name: 'Payees' }).getByRole('row').filter({ hasText: 'Coastal Recovery Co.' }),
  ).toContainText('Outside ACH');
  await expect(page.getByText('000123456789')).toHaveCount(0);

  await erin.getByRole('button', { name: 'Reveal the numbers of Erin Expert' }).click();
  const revealed = page.getByRole('dialog', { name: 'Numbers of Erin Expert' });
  await expect(revealed).toContainText('000123456789');
  await expect(revealed).toContainText('123456789');
  await revealed.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('000123456789')).toHaveCount(0);

  // The bank account: set (a bad routing number is refused on its field), then shown masked, with the
  // EIN and bank name a NACHA file needs.
  const bank = page.getByRole('region', { name: 'Business bank account' });
  await bank.getByRole('button', { name: /^(Set|Change) bank account$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Business bank account' });
  await dialog.getByRole('textbox', { name: 'Account holder' }).fill('Demo Fitness Studio LLC');
  const routing = dialog.getByRole('textbox', { name: 'Routing number' });
  await routing.fill('021000022');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('5550001234');
  await dialog.getByRole('textbox', { name: 'EIN' }).fill('84-1234567');
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('First Demo Bank');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(routing).toHaveAccessibleDescription('Enter a valid 9-digit routing number.');
  await routing.fill('021000021');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bank.getByTestId('bank-account-masked')).toHaveText('•••• 1234');
  await expect(bank).toContainText('84-1234567');
  await expect(bank).toContainText('First Demo Bank');
  await expect(page.getByText('5550001234')).toHaveCount(0);

  await bank.getByRole('button', { name: 'Reveal account number' }).click();
  await expect(page.getByRole('dialog', { name: 'Business bank account' })).toContainText('5550001234');
  expect(consoleErrors).toEqual([]);
});

test('a member cannot open the payments page', async ({ page, consoleErrors }) => {
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/admin/business/payments');
  await expectPath(page, '/not-authorized');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the credits page reads right to left in Arabic', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem('Business Management Platform-language', 'ar'));
  await signInViaApi(page, DEMO_ACCOUNTS.member.email);
  await page.goto('/members/settings/credits');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأرصدة' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'سجل الأرصدة' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
