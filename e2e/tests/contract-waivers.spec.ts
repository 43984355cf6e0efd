import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  CSRF,
  expectPath,
  signInViaApi,
  signUpMemberViaApi,
  signUpStudioViaApi,
  unexpectedErrors,
} from './support/auth.ts';
import { choose, chooseDate, createOffering } from './support/booking.ts';
import { onboardViaApi } from './support/onboarding.ts';
import { addExpert } from './support/team.ts';

// The studio's required waiver in the member's own flows (docs/decisions/0053-contracts.md): each test
// has a studio of its own whose owner requires a waiver through the API; a new member signs it during
// onboarding, drawing with the mouse, or is refused a booking until she follows the way to it.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** As the owner: a published waiver template, made the one every member signs before booking. */
async function requireWaiver(owner: APIRequestContext): Promise<string> {
  const template = await owner.post('/api/contract-templates', {
    headers: CSRF,
    data: {
      name: 'Liability waiver',
      kind: 'waiver',
      bodies: {
        en: '# Liability waiver\n\nI, {{member.fullName}}, take part in the sessions of {{studio.name}} **at my own risk**.',
      },
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: string }).id;
  const settings = await owner.put('/api/contract-settings', {
    headers: CSRF,
    data: { requiredWaiverTemplateId: templateId },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return templateId;
}

/** A new member of the studio `slug`, signed in on `request`, with onboarding's first steps saved. */
async function memberUpToNutrition(request: APIRequestContext, slug: string, fullName: string) {
  const member = await signUpMemberViaApi(request, slug);
  const login = await request.post('/api/auth/login', { data: member, headers: CSRF });
  expect(login.status(), await login.text()).toBe(200);
  const steps: [string, object][] = [
    [
      'profile',
      {
        fullName,
        phone: '(213) 555-0199',
        dateOfBirth: '1990-04-12',
        address: '1200 Sunset Blvd',
        city: 'Los Angeles',
        emergencyContactName: 'Omar Onboard',
        emergencyContactPhone: '(213) 555-0100',
      },
    ],
    ['interests', { sports: ['yoga'], goals: ['Weight Loss'], languages: ['English'] }],
    ['medical', { conditions: { answer: false }, medication: { answer: false } }],
  ];
  for (const [step, data] of steps) {
    const saved = await request.put(`/api/members/onboarding/${step}`, { data, headers: CSRF });
    expect(saved.status(), `${step}: ${await saved.text()}`).toBe(200);
  }
  return member;
}

/** Draws a zigzag on the signature pad with the mouse. */
async function drawSignature(page: Page, pad: ReturnType<Page['locator']>) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.6 + (step % 2 ? -0.25 : 0.15)), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

/** The customer's id in the owner's list, found by email. */
async function customerId(owner: APIRequestContext, email: string): Promise<string> {
  const found = await owner.get(`/api/customers?q=${encodeURIComponent(email)}`);
  const id = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error(`No customer ${email}`);
  return id;
}

test('a new member signs the studio’s waiver during onboarding by drawing it with the mouse', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const { slug } = await signUpStudioViaApi(owner);
  await requireWaiver(owner);
  const member = await memberUpToNutrition(await newRequest(), slug, 'Wendy Waiver');

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
  await form.getByRole('checkbox', { name: 'I have read this and agree to sign electronically.' }).check();
  await form.getByRole('textbox', { name: /Type your full name/ }).fill('Wendy Waiver');
  await drawSignature(page, form.getByRole('img', { name: /Signature drawing area/ }));
  await expect(form.getByText('Signature drawn.')).toBeVisible();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();

  // Staff see it signed, with the drawing, before she has even finished onboarding.
  const personId = await customerId(owner, member.email);
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
  const memberRequest = await newRequest();
  const member = await signUpMemberViaApi(memberRequest, slug);
  const login = await memberRequest.post('/api/auth/login', { data: member, headers: CSRF });
  expect(login.status(), await login.text()).toBe(200);
  await onboardViaApi(memberRequest, 'Bella Booker');

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
  await form.getByRole('checkbox', { name: 'I have read this and agree to sign electronically.' }).check();
  await form.getByRole('textbox', { name: /Type your full name/ }).fill('Bella Booker');
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();

  // The same booking now goes through.
  await book();
  await expect(page.getByText('Your session is requested. The studio will confirm it.')).toBeVisible();
  await expect(page).toHaveURL(/\/members\/services\/details\/[0-9a-f-]{36}$/);
  const personId = await customerId(owner, member.email);
  const waiver = (await (await owner.get(`/api/customers/${personId}/waiver`)).json()) as {
    own: { state: string };
  };
  expect(waiver.own.state).toBe('signed');
  // The refused booking is the one answer the browser reports as an error.
  expect(unexpectedErrors(consoleErrors, 409)).toEqual([]);
});
