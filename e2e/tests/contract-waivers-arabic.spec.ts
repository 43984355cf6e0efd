import { readFileSync } from 'node:fs';
import { pageDifference, renderPdfPage } from '../fixtures/contract-ar/compare-page.ts';
import { ARABIC_SAMPLE } from '../fixtures/contract-ar/sample.ts';
import { expect, test } from './fixtures.ts';
import { signInViaApi, signUpStudioViaApi } from './support/auth.ts';
import { createTemplate, requireWaiver } from './support/contracts.ts';
import { chooseLanguage, localeOf } from './support/locale.ts';
import { onboardNewMember } from './support/onboarding.ts';

// One pass of signing in Arabic, right to left (docs/decisions/0053-contracts.md, 0054-contract-pdf.md):
// a studio named in Arabic requires a waiver whose Arabic text is the PDF's reference sample; a new
// member uses the app in Arabic, so her copy is issued in Arabic, signs it during onboarding, and the
// signed PDF's first page (studio name, title and text only) is the reference picture.

const ar = localeOf('ar');
const REFERENCE = new URL('../fixtures/contract-ar/page-1.png', import.meta.url);

test('a member signs the studio’s Arabic waiver in Arabic, right to left, and its PDF is the reference page', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const { slug } = await signUpStudioViaApi(owner, { businessName: ARABIC_SAMPLE.studioName });
  await requireWaiver(
    owner,
    await createTemplate(owner, {
      name: ARABIC_SAMPLE.title,
      bodies: { en: '# Liability waiver\n\nI take part at my own risk.', ar: ARABIC_SAMPLE.bodyMarkdown },
    }),
  );
  const memberRequest = await newRequest();
  const member = await onboardNewMember(memberRequest, slug, 'ريم الراشد', {
    through: 'medical',
    answers: {
      profile: { dateOfBirth: '1992-09-21', emergencyContactName: 'سامي الراشد' },
      interests: { languages: ['Arabic'] },
    },
  });

  await chooseLanguage(page.context(), 'ar');
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/onboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.t('members:steps.nutrition') })).toBeVisible();
  // The app in Arabic while signed in is saved as her language; contracts are issued in it.
  await expect
    .poll(
      async () =>
        ((await (await memberRequest.get('/api/me/email-preferences')).json()) as { language: string })
          .language,
    )
    .toBe('ar');
  await page.getByRole('button', { name: ar.t('members:onboard.saveAndContinue') }).click();

  await expect(page.getByRole('heading', { level: 2, name: ar.t('members:steps.waiver') })).toBeVisible();
  const text = page.getByRole('region', { name: ARABIC_SAMPLE.title });
  await expect(text).toHaveAttribute('lang', 'ar');
  await expect(text).toHaveAttribute('dir', 'rtl');
  await expect(text).toContainText('أُعفي الاستوديو ومدربيه من المسؤولية');
  await expect(
    page.getByText(ar.t('contracts:sign.fromStudio', { studio: ARABIC_SAMPLE.studioName })),
  ).toBeVisible();

  const form = page.getByRole('form', { name: ar.t('contracts:sign.heading') });
  await form.getByRole('checkbox').check();
  await form.getByRole('textbox', { name: ar.label('contracts:sign.typedName') }).fill('ريم الراشد');
  // The form runs right to left too: the Sign button sits at the right of the form.
  const formBox = await form.boundingBox();
  const signButton = form.getByRole('button', { name: ar.t('contracts:sign.sign'), exact: true });
  const buttonBox = await signButton.boundingBox();
  if (!formBox || !buttonBox) throw new Error('The signing form is not on screen');
  expect(buttonBox.x + buttonBox.width).toBeGreaterThan(formBox.x + formBox.width - 40);
  await signButton.click();
  await expect(
    page.getByRole('status').filter({ hasText: ar.t('contracts:sign.outcome.signed') }),
  ).toBeVisible();

  // The file's answer first, so a refusal says why (the title in the file name is Arabic).
  const download = page.getByRole('link', { name: ar.t('contracts:sign.downloadPdf') });
  const answer = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(answer.status(), await answer.text()).toBe(200);
  const downloading = page.waitForEvent('download');
  await download.click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const difference = pageDifference(await renderPdfPage(pdf, 1), readFileSync(REFERENCE));
  expect(difference).toBeLessThan(0.01);

  await page.getByRole('button', { name: ar.t('contracts:memberWaiver.onboarding.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: ar.t('members:steps.consent') })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
