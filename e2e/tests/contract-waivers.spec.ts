import { expect, test } from './fixtures.ts';
import { CSRF, expectPath, signInViaApi, signUpStudioViaApi, unexpectedErrors } from './support/auth.ts';
import { choose, chooseDate, createOffering } from './support/booking.ts';
import { agreeAndTypeName, customerIdByEmail, drawSignature, requireWaiver } from './support/contracts.ts';
import { onboardNewMember } from './support/onboarding.ts';
import { addExpert } from './support/team.ts';

// The studio's required waiver in the member's own flows (docs/decisions/0053-contracts.md): each test
// has a studio of its own whose owner requires a waiver through the API; a new member signs it during
// onboarding, drawing with the mouse, or is refused a booking until she follows the way to it.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a new member signs the studio’s waiver during onboarding by drawing it with the mouse', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const { slug } = await signUpStudioViaApi(owner);
  await requireWaiver(owner);
  const member = await onboardNewMember(await newRequest(), slug, 'Wendy Waiver', { through: 'medical' });

  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/onboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The waiver comes after the questionnaire, before the policies, in the member's name.
  await expect(page.getByRole('heading', { level: 2, name: 'Waiver' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Waiver', exact: true })).toBeVisible();
  await expect(page.getByText('4 of 6 steps done')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liability waiver' })).toContainText(
    'I, Wendy Waiver, take part in the sessions of',
  );
  await expect(page.getByRole('button', { name: 'Sign later' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign' });
  await agreeAndTypeName(form, 'Wendy Waiver');
  await drawSignature(page, form.getByRole('img', { name: /Signature drawing area/ }));
  await expect(form.getByText('Signature drawn.')).toBeVisible();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();

  // Staff see it signed, with the drawing, before she has even finished onboarding.
  const personId = await customerIdByEmail(owner, member.email);
  const waiver = (await (await owner.get(`/api/customers/${personId}/waiver`)).json()) as {
    required: boolean;
    own: { state: string; contractId: string | null };
  };
  expect(waiver).toMatchObject({ required: true, own: { state: 'signed' } });
  const detail = (await (await owner.get(`/api/contracts/${waiver.own.contractId}`)).json()) as {
    signedName: string;
    events: { type: string; detail: Record<string, string> }[];
  };
  expect(detail.signedName).toBe('Wendy Waiver');
  expect(detail.events.find((event) => event.type === 'signed')?.detail).toMatchObject({ drawn: 'yes' });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Policies' })).toBeVisible();
  await page.getByLabel('I have read and agree').check();
  await page.getByRole('button', { name: 'Finish and go to my dashboard' }).click();
  await expectPath(page, '/members/dashboard');
  expect(consoleErrors).toEqual([]);
});

test('a booking waits for the waiver: the member follows the way to it, signs, and books', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const { slug } = await signUpStudioViaApi(owner);
  await requireWaiver(owner);
  const expertId = await addExpert(owner, await newRequest(), `Wade Warden ${unique()}`);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await owner.put(`/api/experts/${expertId}/weekly-hours`, { data: { hours }, headers: CSRF });
  expect(put.status(), await put.text()).toBe(200);
  const offering = await createOffering(owner, { name: `Intro session ${unique()}`, expertIds: [expertId] });

  // Onboarded before the studio asked for a waiver would do the same: no copy was issued to her.
  const member = await onboardNewMember(await newRequest(), slug, 'Bella Booker');

  await signInViaApi(page, member.email, member.password);
  const book = async () => {
    await page.goto('/members/services/new');
    await choose(page, 'Service', offering.name);
    await chooseDate(page, 4);
    await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
  };
  await book();
  const refused = page.getByTestId('waiver-required');
  await expect(refused).toContainText('Sign the studio’s waiver first');
  await expect(refused).not.toContainText('/members/contracts');
  // Still on the confirmation, with nothing booked.
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();

  await refused.getByRole('button', { name: 'Sign the waiver' }).click();
  await expect(page).toHaveURL(/\/members\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liability waiver' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign' });
  await agreeAndTypeName(form, 'Bella Booker');
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();

  // The same booking now goes through.
  await book();
  await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
  await expect(page).toHaveURL(/\/members\/services\/details\/[0-9a-f-]{36}$/);
  const personId = await customerIdByEmail(owner, member.email);
  const waiver = (await (await owner.get(`/api/customers/${personId}/waiver`)).json()) as {
    own: { state: string };
  };
  expect(waiver.own.state).toBe('signed');
  // The refused booking is the one answer the browser reports as an error.
  expect(unexpectedErrors(consoleErrors, 409)).toEqual([]);
});
