import { expect, test } from './fixtures.ts';
import { CSRF, signInViaApi, signUpMemberViaApi } from './support/auth.ts';

// /members/settings/profile, for a member this test onboards itself through the API.

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a member edits their profile (a bad phone is refused on its field) and sets a photo', async ({
  page,
  consoleErrors,
}) => {
  const member = await signUpMemberViaApi(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const steps: [string, string, object][] = [
    [
      'PUT',
      'profile',
      {
        fullName: 'Paula Profile',
        phone: '(323) 555-0111',
        dateOfBirth: '1985-05-05',
        address: '5 Elm St',
        city: 'Pasadena, California',
        emergencyContactName: 'Pat Profile',
        emergencyContactPhone: '(323) 555-0112',
      },
    ],
    ['PUT', 'interests', { sports: ['boxing'], goals: [], languages: ['French'] }],
    ['PUT', 'medical', { conditions: { answer: false }, medication: { answer: false } }],
    ['PUT', 'nutrition', {}],
    ['POST', 'consent', { agreed: true, termsVersion: '2026-11-01', privacyVersion: '2026-11-01' }],
  ];
  for (const [method, step, data] of steps) {
    const response = await page.request.fetch(`/api/members/onboarding/${step}`, {
      method,
      data,
      headers: CSRF,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  // Signed in again now that onboarding is done, so the stored rules are the member's.
  await signInViaApi(page, member.email, member.password);

  await page.goto('/members/settings/profile');
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile.getByRole('textbox', { name: 'Full name' })).toHaveValue('Paula Profile');
  await expect(profile.getByRole('combobox', { name: 'City' })).toHaveValue('Pasadena, California');
  const phone = profile.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('12345');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('323 555 0199');
  await profile.getByRole('button', { name: 'Save' }).click();
  // Said in the app's snackbar.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Profile', exact: true })
      .getByRole('textbox', { name: 'Phone', exact: true }),
  ).toHaveValue('(323) 555-0199');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Paula Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
