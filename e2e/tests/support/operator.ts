import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectPath, signInWithForm, totpCode } from './auth.ts';

// The demo's platform operator (docs/decisions/0062-platform-operator.md): always two-step.

export const DEMO_OPERATOR_EMAIL = 'operator@demo.test';

// The fixed authenticator secret, read from its seed (importing the seed would load the API's
// database code into the test runner).
export const DEMO_OPERATOR_TOTP_SECRET =
  /DEMO_OPERATOR_TOTP_SECRET = '([A-Z2-7]+)'/.exec(
    readFileSync(new URL('../../../apps/api/src/seed/demo-operator-seed.ts', import.meta.url), 'utf8'),
  )?.[1] ?? '';

/**
 * Signs the operator in through the form and the two-step page, as a person with an authenticator
 * app. A code is accepted once (replay), so when an earlier test used this 30 s step's code, the next
 * step's is given (the server accepts one step early, as for a phone whose clock runs fast); when that
 * was used too, it waits for the next step.
 */
export async function signInAsOperator(page: Page): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, DEMO_OPERATOR_EMAIL);
  await expectPath(page, '/two-step');
  for (const attempt of [0, 1, 2]) {
    if (attempt === 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    const at = Date.now() + (attempt === 0 ? 0 : 30_000);
    await page.getByLabel('Code').fill(totpCode(DEMO_OPERATOR_TOTP_SECRET, at));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login/two-step'));
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await answer).ok()) break;
  }
  await expectPath(page, '/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Studios' })).toBeVisible();
}
