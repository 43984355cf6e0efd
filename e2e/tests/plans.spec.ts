import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { CSRF, DEMO_ACCOUNTS, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { prepareOffering } from './support/booking.ts';

// Workout and recovery plans (PRODUCT.md "Workout plan", "Recovery plan"): the session's expert writes them on the session's
// details page, a bad combination is refused on its field, and the member reads them on their session.

/** The member books the offering's first free time some days ahead (its own day, away from other tests). */
async function bookAsMember(member: Page, offeringId: string): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 27);
  const day = date.toISOString().slice(0, 10);
  const slots = await member.request.get(`/api/me/availability?offeringId=${offeringId}&date=${day}`);
  expect(slots.status(), await slots.text()).toBe(200);
  const { slots: free } = (await slots.json()) as { slots: { startsAt: string }[] };
  const startsAt = free.at(-1)?.startsAt;
  if (!startsAt) throw new Error('No free time to book');
  const booked = await member.request.post('/api/me/services', {
    headers: CSRF,
    data: { offeringId, startsAt },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the expert writes a workout and a recovery plan, a bad exercise is refused on its field, the member reads them', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  // Two people in two browsers and about twenty choices: over 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const offeringId = (await prepareOffering(request)).offering.id;
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signInViaApi(member, DEMO_ACCOUNTS.member.email);
  const serviceId = await bookAsMember(member, offeringId);

  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto(`/admin/services/details/${serviceId}`);
  const plans = page.getByRole('form', { name: 'Workout and recovery plans' });
  await expect(plans.getByText('No workout plan. Add a block to start one.')).toBeVisible();

  await plans.getByRole('button', { name: 'Add a block' }).click();
  await choose(page, 'Block 1', 'Trainer Session');
  await choose(page, 'Activity (exercise 1)', 'Weightlifting');
  await choose(page, 'Weight (exercise 1)', '45 lbs');
  await plans.getByRole('button', { name: 'Add an exercise' }).click();
  await choose(page, 'Activity (exercise 2)', 'Boxing');
  // Neither reps nor a duration: the server says what is missing, on that exercise's reps field.
  await choose(page, 'Reps (exercise 2)', 'None');
  await plans.getByRole('button', { name: 'Save plans' }).click();
  await expect(page.getByRole('combobox', { name: 'Reps (exercise 2)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(plans.getByText('Give the reps or a duration.')).toBeVisible();
  await expect(plans.getByText('Plans saved.')).toHaveCount(0);

  await choose(page, 'Duration (exercise 2)', '2 min');
  await plans.getByRole('button', { name: 'Add a recovery step' }).click();
  await choose(page, 'Modality (step 1)', 'Compression Calves');
  await choose(page, 'Intensity (step 1)', 'High');
  await plans.getByRole('button', { name: 'Save plans' }).click();
  await expect(plans.getByText('Plans saved.')).toBeVisible();

  await member.goto(`/members/services/details/${serviceId}`);
  await expect(member.getByRole('heading', { name: 'Workout and recovery plans' })).toBeVisible();
  const trainer = member.getByRole('table', { name: 'Trainer Session' });
  await expect(trainer.getByRole('row', { name: /Weightlifting\s+10\s+—\s+45 lbs/ })).toBeVisible();
  await expect(trainer.getByRole('row', { name: /Boxing\s+—\s+2 min\s+—/ })).toBeVisible();
  const recovery = member.getByRole('table', { name: 'Recovery plan' });
  await expect(recovery.getByRole('row', { name: /Compression Calves\s+High\s+15 min/ })).toBeVisible();
  await memberContext.close();
  expect(unexpectedErrors(consoleErrors, 400)).toEqual([]);
});
