import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';
import { choose } from './support/booking.ts';
import { agreeAndTypeName, customerIdByEmail, drawSignature } from './support/contracts.ts';
import { chooseLanguage, localeOf } from './support/locale.ts';
import {
  activeMembershipViaApi,
  cardMembershipViaApi,
  myMembership,
  saveCardOnHostedPage,
} from './support/memberships.ts';
import { onboardNewMember } from './support/onboarding.ts';

// Memberships in the browser (docs/decisions/0055-memberships.md), on the demo studio's three plans:
// "Monthly 8" (with the membership agreement, a sign-up fee, a commitment, paid freezes), "Unlimited
// classes" and "Annual 100". Every test uses a member of its own: member@demo.test's pending Monthly 8
// is other tests' demo data and stays as it is.

const DEMO_SLUG = 'demo-fitness-studio';
const ar = localeOf('ar');

test('a new member chooses Monthly 8, signs its agreement, pays at the studio, and has it active with its first invoice owed and 8 training credits', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  // Onboarding, choosing, signing (drawn), paying and the credits page: more than the default 30 s
  // on a loaded machine.
  test.setTimeout(90_000);
  const member = await onboardNewMember(await newRequest(), DEMO_SLUG, 'Mona Monthly');
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await expect(page.getByText('You have no membership yet.')).toBeVisible();

  // The plan's card says what it costs, includes and asks before she chooses.
  const monthly = page.getByRole('region', { name: 'Monthly 8' });
  await expect(monthly.getByText('$229.00 a month')).toBeVisible();
  await expect(monthly.getByRole('listitem')).toHaveText([
    '8 Training credits a month',
    'Up to 4 unused credits roll over',
  ]);
  await expect(monthly.getByText('At least 3 months')).toBeVisible();
  await expect(monthly.getByText('Sign-up fee $49.00')).toBeVisible();
  await expect(monthly.getByText('14 days’ notice to cancel')).toBeVisible();
  await monthly.getByRole('button', { name: 'Choose Monthly 8' }).click();

  const choose = page.getByRole('dialog', { name: 'Choose Monthly 8' });
  await expect(choose.getByText('First charge: $278.00, with the $49.00 sign-up fee.')).toBeVisible();
  await expect(choose.getByText(/You sign the membership agreement .* before paying\./)).toBeVisible();
  // Where the studio takes cards she chooses how to pay; here, at the studio.
  const atStudio = choose.getByRole('radio', { name: 'At the studio' });
  if ((await atStudio.count()) > 0) await atStudio.check();
  await choose.getByRole('button', { name: 'Choose this plan' }).click();
  await expect(page).toHaveURL(/\/members\/memberships\/[0-9a-f-]{36}$/);
  const membershipUrl = page.url();

  // Step 1 first: paying waits for the signature.
  const steps = page.getByRole('region', { name: 'Finish signing up' });
  await expect(steps.getByText('Read and sign the agreement first.')).toBeVisible();
  await expect(steps.getByText('Sign the agreement first.', { exact: true })).toBeVisible();
  const start = steps.getByRole('button', { name: 'Start, pay at the studio' });
  await expect(start).toBeDisabled();
  await steps.getByRole('link', { name: 'Read and sign' }).click();
  await expect(page).toHaveURL(/\/members\/contracts\/[0-9a-f-]{36}$/);
  const form = page.getByRole('form', { name: 'Sign' });
  await agreeAndTypeName(form, 'Mona Monthly');
  await drawSignature(page, form.getByRole('img', { name: /Signature drawing area/ }));
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();

  await page.goto(membershipUrl);
  await expect(steps.getByText('Signed. Thank you.')).toBeVisible();
  await expect(steps.getByText(/its first invoice \(\$278\.00\) is owed at the front desk/)).toBeVisible();
  await start.click();

  // Active, its first period's invoice (price and sign-up fee) owed at the studio.
  await expect(page.getByText('Your membership is active.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Membership', exact: true });
  await expect(summary.locator('[data-status="active"]')).toHaveText('Active');
  await expect(summary.getByTestId('next-charge')).toContainText('$229.00 on');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(1);
  await expect(invoices.locator('tbody tr').first()).toContainText('$278.00');
  await expect(invoices.locator('tbody tr [data-status="open"]')).toHaveText('Open');
  await expect(invoices.getByRole('link', { name: 'What is owed' })).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.locator('tbody tr[data-action="started"]')).toHaveCount(1);

  // The period's credits are hers at once (the studio lets members book before paying at the desk).
  await page.goto('/members/settings/credits');
  await expect(page.getByTestId('available-training')).toContainText('8');
  expect(consoleErrors).toEqual([]);
});

test('a member freezes her membership, seeing the days, fee and next charge first, then cancels it, seeing its end and last charge first', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const request = await newRequest();
  const member = await onboardNewMember(request, DEMO_SLUG, 'Fay Freeze');
  const id = await activeMembershipViaApi(request, 'Monthly 8', 'Fay Freeze');
  await signInViaApi(page, member.email, member.password);
  await page.goto(`/members/memberships/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly 8' })).toBeVisible();

  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  const freeze = page.getByRole('dialog', { name: 'Freeze Monthly 8' });
  await expect(freeze.getByText('Up to 2 freezes a year, 7 to 30 days each, $15.00 each')).toBeVisible();
  await freeze.getByRole('button', { name: 'Show what changes' }).click();
  const preview = freeze.getByTestId('freeze-preview');
  await expect(preview).toContainText('Frozen for 7 days');
  await expect(preview).toContainText('Fee: $15.00, added to your next invoice.');
  const nextCharge = (await preview.getByText(/^Next charge: /).textContent())?.replace(
    /^Next charge: |\.$/g,
    '',
  );
  expect(nextCharge).toBeTruthy();
  await expect(preview).toContainText('Commitment now until');
  // Nothing is frozen until she confirms.
  expect((await myMembership(request, id)).freezes).toEqual([]);
  await freeze.getByRole('button', { name: 'Confirm freeze' }).click();
  await expect(freeze).toBeHidden();
  await expect(page.getByRole('table', { name: 'Freezes' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('next-charge')).toContainText(`on ${nextCharge}`);
  expect((await myMembership(request, id)).freezes).toHaveLength(1);

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Monthly 8' });
  const ends = cancel.getByTestId('cancel-preview');
  await expect(ends).toContainText(/It ends after .+, its last day\./);
  await expect(ends).toContainText(/Last charge: \$229\.00 on .+\./);
  await expect(ends).toContainText(
    'Canceling needs 14 days’ notice and takes effect at the end of a period.',
  );
  const lastDay = (await ends.getByText(/^It ends after/).textContent())?.match(
    /after (.+), its last day/,
  )?.[1];
  expect(lastDay).toBeTruthy();
  expect((await myMembership(request, id)).cancelRequestedAt).toBeNull();
  await cancel.getByRole('textbox', { name: 'Reason (optional)' }).fill('Moving away');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(`Canceled: its last day is ${lastDay}.`)).toBeVisible();
  await expect(page.getByTestId('last-day')).toContainText(lastDay ?? '');
  await expect(
    page.getByRole('table', { name: 'History' }).locator('tbody tr[data-action="cancel.requested"]'),
  ).toContainText('Reason: Moving away');
  // It keeps running until then, and can no longer be canceled or frozen.
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Freeze', exact: true })).toHaveCount(0);
  const after = await myMembership(request, id);
  expect(['active', 'frozen']).toContain(after.status);
  expect(after.cancelRequestedAt).not.toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('a member paying by card changes Monthly 8 to Unlimited classes, seeing the credit, the charge and what comes back first', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const request = await newRequest();
  const member = await onboardNewMember(request, DEMO_SLUG, 'Cam Change');
  const { id, checkoutUrl } = await cardMembershipViaApi(request, 'Monthly 8', 'Cam Change');
  await signInViaApi(page, member.email, member.password);
  await page.goto(checkoutUrl);
  await saveCardOnHostedPage(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly 8' })).toBeVisible();

  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Monthly 8' });
  await choose(page, 'New plan', /^Unlimited classes/);
  await dialog.getByRole('button', { name: 'Show what changes' }).click();
  const preview = dialog.getByTestId('change-preview');
  // Changed on the day it began, the whole period is left: the plan's $229.00 comes back (not the
  // $49.00 sign-up fee), and with it the 6 of 8 credits that $229.00 of the $278.00 paid covers.
  await expect(preview).toContainText('Back for the unused days of Monthly 8: $229.00, to your card.');
  await expect(preview).toContainText('6 unused credits of Monthly 8 are taken back with it.');
  await expect(preview).toContainText('Unlimited classes for the days left: $179.00');
  await expect(preview).toContainText('You get $50.00 back.');
  // Nothing changes until she confirms.
  expect((await myMembership(request, id)).invoices).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Changed to Unlimited classes.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unlimited classes' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(2);
  await expect(invoices.locator('tbody tr').first()).toContainText('$179.00');
  await expect(invoices.locator('[data-status="paid"]')).toHaveCount(2);
  await expect(
    page.getByRole('table', { name: 'History' }).locator('tbody tr[data-action="plan.changed"]'),
  ).toContainText('Changed from Monthly 8 to Unlimited classes');
  expect(consoleErrors).toEqual([]);
});

test('staff sell Unlimited classes to a customer from the customer page, see it active, and take its first invoice in cash', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  // The customer page loads the most sections of any page: more than the default 30 s when loaded.
  test.setTimeout(60_000);
  const member = await onboardNewMember(await newRequest(), DEMO_SLUG, 'Sal Sold');
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto(`/admin/customers/details/${await customerIdByEmail(page.request, member.email)}`);
  // The customer page loads several sections' code and texts at first.
  await expect(page.getByRole('heading', { level: 1, name: 'Sal Sold' })).toBeVisible({ timeout: 15_000 });
  const section = page.getByRole('region', { name: 'Memberships' });
  await expect(section.getByText('No memberships.')).toBeVisible();

  await section.getByRole('button', { name: 'Sell a membership' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell a membership to Sal Sold' });
  await sell.getByRole('combobox', { name: /^Plan/ }).click();
  await page.getByRole('option', { name: 'Unlimited classes ($179.00 a month)' }).click();
  const summary = sell.getByTestId('sell-summary');
  await expect(summary).toContainText('Unlimited Group sessions, up to 2 a day');
  await expect(summary).toContainText(
    'Paid at the studio. It starts today; its first invoice is owed at the desk.',
  );
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(sell).toBeHidden();
  await expect(page.getByText('Unlimited classes sold to Sal Sold: it is active')).toBeVisible();
  const row = section.locator('tr[data-membership="Unlimited classes"]');
  await expect(row).toHaveAttribute('data-status', 'active');
  await expect(row).toContainText('$179.00 on');

  // Its page: the first invoice owed at the desk, taken in cash.
  await row.getByRole('link', { name: 'Unlimited classes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sal Sold: Unlimited classes' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr [data-status="open"]')).toHaveText('Open');
  await invoices.getByRole('button', { name: 'Take cash' }).click();
  await expect(invoices.locator('tbody tr [data-status="paid"]')).toHaveText('Paid');
  await expect(invoices.locator('tbody tr').first()).toContainText(/R-\d+/);
  await expect(invoices.getByRole('button', { name: 'Take cash' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'History' }).locator('tbody tr[data-action="invoice.cash"]'),
  ).toContainText('$179.00 taken in cash');
  expect(consoleErrors).toEqual([]);
});

test('an Arabic-speaking member chooses a plan and starts it, right to left, in Arabic', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const member = await onboardNewMember(await newRequest(), DEMO_SLUG, 'ريم الراشد', {
    answers: { interests: { languages: ['Arabic'] } },
  });
  await chooseLanguage(page.context(), 'ar');
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/memberships');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: ar.t('routes:membersMemberships.title') }),
  ).toBeVisible();
  await expect(page.getByText(ar.t('memberships:member.noneYet'))).toBeVisible();

  const unlimited = page.getByRole('region', { name: 'Unlimited classes' });
  await expect(unlimited.getByRole('listitem')).toHaveText([
    ar.t('memberships:includes.unlimited', { kind: ar.t('common:categories.group'), count: 2 }),
  ]);
  await expect(unlimited.getByText(ar.t('memberships:terms.noCommitment'))).toBeVisible();
  await expect(unlimited.getByText(ar.t('memberships:terms.notice', { count: 30 }))).toBeVisible();
  await unlimited
    .getByRole('button', { name: ar.t('memberships:member.chooseOf', { plan: 'Unlimited classes' }) })
    .click();

  const choose = page.getByRole('dialog', {
    name: ar.t('memberships:choose.title', { plan: 'Unlimited classes' }),
  });
  const atStudio = choose.getByRole('radio', { name: ar.t('memberships:choose.studio') });
  if ((await atStudio.count()) > 0) await atStudio.check();
  await choose.getByRole('button', { name: ar.t('memberships:choose.submit') }).click();
  await expect(page).toHaveURL(/\/members\/memberships\/[0-9a-f-]{36}$/);

  const steps = page.getByRole('region', { name: ar.t('memberships:steps.title') });
  await expect(
    steps.getByRole('heading', { level: 3, name: ar.t('memberships:steps.payTitle') }),
  ).toBeVisible();
  await steps.getByRole('button', { name: ar.t('memberships:steps.startAtStudio') }).click();
  await expect(page.getByText(ar.t('memberships:steps.started'))).toBeVisible();

  const summary = page.getByRole('region', { name: ar.t('memberships:detail.summary'), exact: true });
  await expect(summary.locator('[data-status="active"]')).toHaveText(ar.t('memberships:status.active'));
  await expect(summary.getByText(ar.t('memberships:facts.nextCharge'))).toBeVisible();
  await expect(page.getByRole('table', { name: ar.t('memberships:invoices.title') })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: ar.t('memberships:invoices.title') })
      .locator('tbody [data-status="open"]'),
  ).toHaveText(ar.t('memberships:invoiceStatus.open'));
  // The facts read right to left: each label starts at the right of its line.
  const label = summary.getByText(ar.t('memberships:facts.status'), { exact: true });
  const labelBox = await label.boundingBox();
  const summaryBox = await summary.boundingBox();
  if (!labelBox || !summaryBox) throw new Error('The membership summary is not on screen');
  expect(labelBox.x + labelBox.width).toBeGreaterThan(summaryBox.x + summaryBox.width - 40);
  expect(consoleErrors).toEqual([]);
});
