import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { CSRF, demoExpertId, studioDate } from './support/booking.ts';
import { chooseLanguage, localeOf } from './support/locale.ts';

// Payout runs (docs/decisions/0059-earnings-and-payout-runs.md), end to end: Erin closes a class of
// hers that has started from its roster (its line is written at the test's own rate for that class),
// the owner opens a run that pays it, sees the exact amount, approves it, downloads the NACHA file
// and Erin's statement, and marks it paid; Erin then finds the run among her statements. The class,
// its rate and so its line are the test's own; other lines and runs may be there too.

const STUDIO_ZONE = 'America/Los_Angeles';
const RATE = { amount: '37.25', text: '$37.25' };
const DEDUCTION = { amount: '$2.25', cents: 225, text: '-$2.25' };

/** Cents as the page writes money in English: 3500 → "$35.00", -225 → "-$2.25". */
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A wall-clock date and time in the studio's zone: { date: '2026-11-27', time: '07:15' }. */
function studioWallClock(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: STUDIO_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A 30-minute class of Erin's that started within the last day (so it is not closed by itself yet):
 * the latest quarter hour at least half an hour ago within the studio's hours and free in her
 * calendar. Returns its id.
 */
async function startedClass(owner: APIRequestContext, expertId: string, name: string): Promise<string> {
  const quarter = 15 * 60_000;
  const latest = Math.floor((Date.now() - 30 * 60_000) / quarter) * quarter;
  const refusals: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    const { date, time } = studioWallClock(new Date(latest - step * quarter));
    const created = await owner.post('/api/groups', {
      headers: CSRF,
      data: {
        kind: 'Group Class',
        name,
        expertId,
        capacity: 8,
        waitlistLimit: 0,
        durationMinutes: 30,
        creditKind: 'group',
        credits: 1,
        schedule: { type: 'dates', sessions: [{ date, startTime: time }] },
      },
    });
    if (created.status() === 201) return ((await created.json()) as { id: string }).id;
    refusals.push(`${date} ${time}: ${created.status()}`);
  }
  throw new Error(`No started class could be created: ${refusals.slice(0, 5).join('; ')}…`);
}

/** The first day of a run that overlaps no run the studio keeps: today, or after the latest one. */
async function freePeriodStart(owner: APIRequestContext): Promise<string> {
  const answer = await owner.get('/api/payout-runs');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as {
    items: { id: string; status: string; periodUntil: string }[];
  };
  let start = studioDate(0);
  for (const run of items) {
    if (run.status === 'voided' || run.periodUntil < start) continue;
    // A run of this test's earlier try: out of the way if it can still be voided, else after it.
    if (run.status !== 'paid') {
      const voided = await owner.post(`/api/payout-runs/${run.id}/void`, {
        headers: CSRF,
        data: { reason: 'An earlier try of the payouts browser test.' },
      });
      if (voided.status() === 200) continue;
    }
    const next = new Date(`${run.periodUntil}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    start = next.toISOString().slice(0, 10);
  }
  return start;
}

test('Erin’s closed class is paid in a run the owner approves, downloads and pays, and is on her statements', async ({
  page,
  browser,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const owner = await newRequest(DEMO_ACCOUNTS.principal.email);
  const expertId = await demoExpertId(owner);
  const className = `Payout Class ${Date.now().toString(36)}`;
  const deductionReason = `Towels left out ${Date.now().toString(36)}`;
  const groupId = await startedClass(owner, expertId, className);
  // The test's own rate for this class: a flat amount only its line can have.
  const rate = await owner.post('/api/pay-rates', {
    headers: CSRF,
    data: { expertId, groupId, kind: 'flat', amount: RATE.amount, effectiveFrom: studioDate(-2) },
  });
  expect(rate.status(), await rate.text()).toBe(201);

  // Erin closes her class from its roster: attendance is final, the marking buttons are off.
  const erinContext = await browser.newContext();
  const erinPage = await erinContext.newPage();
  await signInViaApi(erinPage, DEMO_ACCOUNTS.expert.email);
  await erinPage.goto(`/admin/group/details/${groupId}`);
  await expect(erinPage.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await erinPage.getByRole('button', { name: 'Close the class' }).click();
  await expect(erinPage.getByTestId('roster-closed')).toHaveText('Closed — attendance is final');
  await expect(erinPage.getByRole('button', { name: 'Close the class' })).toHaveCount(0);

  // The owner deducts $2.25 from Erin's earnings, with a reason only this try's line has.
  const periodFrom = await freePeriodStart(owner);
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/business/payee');
  const earningLines = page.getByRole('region', { name: 'Earnings', exact: true });
  await earningLines.getByRole('button', { name: 'Add adjustment' }).click();
  const adjusting = page.getByRole('dialog', { name: 'Add an adjustment' });
  await adjusting.getByRole('combobox', { name: /Team member/ }).click();
  await page.getByRole('option', { name: 'Erin Expert' }).click();
  await adjusting.getByRole('combobox', { name: /Add or deduct/ }).click();
  await page.getByRole('option', { name: 'Deduct from their earnings' }).click();
  await adjusting.getByRole('textbox', { name: /Amount/ }).fill(DEDUCTION.amount);
  await adjusting.getByRole('textbox', { name: /Reason/ }).fill(deductionReason);
  await adjusting.getByRole('button', { name: 'Save the adjustment' }).click();
  await expect(adjusting).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Adjustment of ${DEDUCTION.text} saved for Erin Expert.` }),
  ).toBeVisible();
  const adjustment = earningLines
    .getByRole('table', { name: 'Earnings' })
    .getByRole('row', { name: new RegExp(deductionReason) });
  await expect(adjustment).toContainText(DEDUCTION.text);
  await expect(adjustment).toContainText('Adjustment');
  await expect(adjustment).toContainText('Unpaid');

  // The owner opens a run that pays both.
  const section = page.getByRole('region', { name: 'Payout runs' });
  await section.getByRole('button', { name: 'New payout run' }).click();
  const opening = page.getByRole('dialog', { name: 'New payout run' });
  await opening.getByLabel(/First day/).fill(periodFrom);
  await opening.getByLabel(/Last day/).fill(periodFrom);
  await opening.getByRole('button', { name: 'Open the run' }).click();
  const run = page.getByRole('dialog', { name: /^Payout run #\d+$/ });
  await expect(run).toBeVisible();
  const number = ((await run.getByRole('heading').first().textContent()) ?? '').replace(/\D/g, '');
  const erin = run.getByRole('region', { name: 'Erin Expert' });
  const ourLine = erin.getByRole('row', { name: new RegExp(className) });
  await expect(ourLine).toContainText(RATE.text);
  await expect(run.getByText('Draft', { exact: true })).toBeVisible();
  // The deduction is one of Erin's lines, and her total is her lines' sum, so it counts the deduction.
  await expect(erin.getByRole('row', { name: new RegExp(deductionReason) })).toContainText(DEDUCTION.text);
  const runs = (await (await owner.get('/api/payout-runs')).json()) as {
    items: { id: string; number: number }[];
  };
  const runId = runs.items.find((item) => String(item.number) === number)?.id ?? '';
  const detail = (await (await owner.get(`/api/payout-runs/${runId}`)).json()) as {
    payees: { name: string; totalCents: number; lines: { amountCents: number; reason: string | null }[] }[];
  };
  const erinPaid = detail.payees.find((payee) => payee.name === 'Erin Expert');
  expect(
    erinPaid?.lines.filter((line) => line.reason === deductionReason).map((line) => line.amountCents),
  ).toEqual([-DEDUCTION.cents]);
  const sum = (erinPaid?.lines ?? []).reduce((total, line) => total + line.amountCents, 0);
  expect(erinPaid?.totalCents).toBe(sum);
  await expect(erin.getByTestId('payee-total')).toHaveText(dollars(sum));

  await run.getByRole('button', { name: 'Approve' }).click();
  await expect(run.getByText(`Run #${number} is approved`, { exact: false })).toBeVisible();
  await expect(run.getByText('Approved', { exact: true })).toBeVisible();

  // The bank's file: an ACH file starts with its file header record, type 1, priority code 01.
  const [nacha] = await Promise.all([
    page.waitForEvent('download'),
    run.getByRole('link', { name: 'Download NACHA file' }).click(),
  ]);
  const nachaText = readFileSync((await nacha.path()) ?? '', 'utf8');
  expect(nachaText.split(/\r?\n/)[0]?.startsWith('101')).toBe(true);

  // Erin's statement is a PDF.
  const statementLink = erin.getByRole('link', { name: 'Statement of Erin Expert (PDF)' });
  const statement = await page.request.get((await statementLink.getAttribute('href')) ?? '');
  expect(statement.status()).toBe(200);
  expect(statement.headers()['content-type']).toContain('application/pdf');

  await run.getByRole('button', { name: 'Mark paid' }).click();
  const paying = page.getByRole('dialog', { name: `Mark run #${number} paid` });
  await paying.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paying).toBeHidden();
  await expect(run.getByText('Paid', { exact: true })).toBeVisible();
  await run.getByRole('button', { name: 'Close' }).click();
  await expect(
    section
      .getByRole('table', { name: 'Payout runs' })
      .getByRole('row', { name: new RegExp(`#${number}\\b`) }),
  ).toContainText('Paid');

  // Erin finds the run among her statements, with its PDF.
  await erinPage.goto('/admin/expert-dashboard');
  const earnings = erinPage.getByRole('region', { name: 'My earnings' });
  const statements = earnings.getByRole('table', { name: 'My statements' });
  const row = statements.getByRole('row', { name: new RegExp(`#${number}\\b`) });
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('link', { name: `PDF: statement of run #${number}` })).toBeVisible();
  await erinContext.close();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('the payout runs section in Arabic, right to left', async ({ page }) => {
  const ar = localeOf('ar');
  await chooseLanguage(page.context(), 'ar');
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/business/payee');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = ar.t('payouts:runs.title');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: ar.t('payouts:runs.new') })).toBeVisible();
});
