import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CSRF, expectPath, signUpMemberViaApi } from './auth.ts';

// Steps of /members/onboard as a member fills them in (the English texts).

/** Fills the profile step; `phone` lets a test try a bad number first. */
export async function fillProfile(page: Page, phone = '(310) 555-0142') {
  // The address changes before the new page is drawn: straight after sign-up, "Full name" could
  // still be the sign-up form's field.
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await page.getByLabel('Full name').fill('Rita Register');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByLabel('Date of birth').fill('1991-07-14');
  await page.getByLabel('Street address').fill('77 Ocean Ave');
  await page.getByLabel('Emergency contact name').fill('Ron Register');
  await page.getByLabel('Emergency contact phone').fill('310-555-0100');
}

/** Picks a sport and a language on the interests step and saves it. */
export async function chooseInterests(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Interests' })).toBeVisible();
  await page.getByLabel('Sports you enjoy').fill('Yog');
  await page.getByRole('option', { name: 'Yoga', exact: true }).click();
  await page.getByLabel('Languages you prefer for sessions').click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** The medical (a "yes" asks for details), nutrition and consent steps, ending on the dashboard. */
export async function finishFromMedical(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Medical questions' })).toBeVisible();
  const conditions = page.getByRole('radiogroup', { name: /injury, a heart condition/ });
  await conditions.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Tell us more, so your experts can plan safely.')).toBeVisible();
  await page.getByLabel('Please give details').fill('Sprained ankle last spring.');
  await page
    .getByRole('radiogroup', { name: /take medication/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition' })).toBeVisible();
  await page.getByLabel(/Do you have any food allergies/).fill('None');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Policies' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish and go to my dashboard' }).click();
  await expect(page.getByText('You need to agree to continue.')).toBeVisible();
  await page.getByLabel('I have read and agree').check();
  await page.getByRole('button', { name: 'Finish and go to my dashboard' }).click();
  await expectPath(page, '/members/dashboard');
}

export type OnboardingStep = 'profile' | 'interests' | 'medical' | 'nutrition' | 'consent';

type OnboardOptions = {
  /** The last step to save: a test of a later step starts the member there. */
  through?: OnboardingStep;
  /** Answers that differ from the defaults, merged into a step's (e.g. a profile in Arabic). */
  answers?: Partial<Record<OnboardingStep, object>>;
};

/**
 * Finishes a new member's onboarding through the API, as the member (their own request context): for
 * tests about what comes after it. The onboarding pages themselves are walked in
 * members-onboarding.spec.ts.
 */
export async function onboardViaApi(
  request: APIRequestContext,
  fullName = 'Pat Pay',
  { through = 'consent', answers = {} }: OnboardOptions = {},
) {
  const steps: [string, OnboardingStep, object][] = [
    [
      'PUT',
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
    ['PUT', 'interests', { sports: ['yoga'], goals: ['Weight Loss'], languages: ['English'] }],
    ['PUT', 'medical', { conditions: { answer: false }, medication: { answer: false } }],
    ['PUT', 'nutrition', { diet: 'Vegetarian', allergies: '' }],
    ['POST', 'consent', { agreed: true, termsVersion: '2026-11-01', privacyVersion: '2026-11-01' }],
  ];
  for (const [method, step, data] of steps) {
    const response = await request.fetch(`/api/members/onboarding/${step}`, {
      method,
      data: { ...data, ...answers[step] },
      headers: CSRF,
    });
    expect(response.status(), `${step}: ${await response.text()}`).toBeLessThan(300);
    if (step === through) return;
  }
}

/**
 * A new member of the studio `slug`, signed in on `request` (their own context), with onboarding
 * saved as {@link onboardViaApi} does; returns their email and password.
 */
export async function onboardNewMember(
  request: APIRequestContext,
  slug: string,
  fullName: string,
  options?: OnboardOptions,
): Promise<{ email: string; password: string }> {
  const member = await signUpMemberViaApi(request, slug);
  const login = await request.post('/api/auth/login', { data: member, headers: CSRF });
  expect(login.status(), await login.text()).toBe(200);
  await onboardViaApi(request, fullName, options);
  return member;
}
