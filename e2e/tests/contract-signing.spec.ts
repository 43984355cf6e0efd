import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInViaApi, signUpStudioViaApi } from './support/auth.ts';
import {
  agreeAndTypeName,
  createTemplate,
  customerIdByEmail,
  drawSignature,
  issueContract,
} from './support/contracts.ts';
import { onboardNewMember } from './support/onboarding.ts';
import { acceptAsNewPerson, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

// Signing a contract in the member area (docs/decisions/0053-contracts.md): each test has a studio of
// its own, whose owner writes a waiver and issues it to a new member through the API; the member then
// signs it in the browser, once with the keyboard alone and the typed name, once drawing with the mouse.
// An expert's contractor agreement is signed on the team's page and countersigned there by the owner.

type Issued = {
  contractId: string;
  member: { email: string; password: string };
  owner: APIRequestContext;
};

/** A new studio, a new onboarded member of it, and a waiver issued to them and sent. */
async function issueWaiver(newRequest: () => Promise<APIRequestContext>, fullName: string): Promise<Issued> {
  const owner = await newRequest();
  const { slug } = await signUpStudioViaApi(owner);
  const templateId = await createTemplate(owner);
  const member = await onboardNewMember(await newRequest(), slug, fullName);
  const personId = await customerIdByEmail(owner, member.email);
  return { contractId: await issueContract(owner, templateId, personId), member, owner };
}

/** Presses Tab until the focused element is `target` (at most `limit` times): the keyboard's way there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The `signed` event of the contract as the owner reads it: whether a drawing came with the name. */
async function signedEvent(owner: APIRequestContext, contractId: string) {
  const detail = await owner.get(`/api/contracts/${contractId}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { status, signedName, documentSha256, events } = (await detail.json()) as {
    status: string;
    signedName: string | null;
    documentSha256: string;
    events: { type: string; detail: Record<string, string> }[];
  };
  return { status, signedName, documentSha256, signed: events.find((event) => event.type === 'signed') };
}

test('a member signs a waiver with the keyboard alone, by typing her name', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const { contractId, member, owner } = await issueWaiver(newRequest, 'Kay Keyboard');
  await signInViaApi(page, member.email, member.password);
  await page.goto('/members/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const toSign = page.getByRole('region', { name: 'To sign' });
  await expect(toSign.getByRole('heading', { name: 'Liability waiver' })).toBeVisible();

  // From the list to the contract, by Tab and Enter only.
  await tabTo(page, toSign.getByRole('link', { name: 'Read and sign' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/members/contracts/${contractId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Liability waiver' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liability waiver' })).toContainText(
    'I, Kay Keyboard, take part',
  );

  const form = page.getByRole('form', { name: 'Sign' });
  const consent = form.getByRole('checkbox', { name: 'I have read this and agree to sign electronically.' });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const name = form.getByRole('textbox', { name: /Type your full name/ });
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Kay Keyboard');
  // The drawing area takes no focus (and Clear is off while nothing is drawn): the next stop is Sign.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Sign' })).toBeFocused();
  await page.keyboard.press('Enter');

  const outcome = page.getByRole('status').filter({ hasText: 'You signed this contract.' });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign' })).toHaveCount(0);

  const record = await signedEvent(owner, contractId);
  expect(record.status).toBe('signed');
  expect(record.signedName).toBe('Kay Keyboard');
  expect(record.signed?.detail).toMatchObject({ typedName: 'Kay Keyboard', drawn: 'no', via: 'app' });
  expect(consoleErrors).toEqual([]);
});

test('a member draws her signature with the mouse, signs, and downloads the signed PDF', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const { contractId, member, owner } = await issueWaiver(newRequest, 'Dora Drawer');
  await signInViaApi(page, member.email, member.password);
  await page.goto(`/members/contracts/${contractId}`);
  const form = page.getByRole('form', { name: 'Sign' });
  await agreeAndTypeName(form, 'Dora Drawer');

  const pad = form.getByRole('img', { name: /Signature drawing area/ });
  await expect(form.getByText('No signature drawn.')).toBeVisible();
  await drawSignature(page, pad);
  await expect(form.getByText('Signature drawn.')).toBeVisible();
  await expect(form.getByRole('img', { name: /with your drawn signature/ })).toBeVisible();

  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You signed this contract.' })).toBeVisible();
  const record = await signedEvent(owner, contractId);
  expect(record.status).toBe('signed');
  expect(record.signed?.detail).toMatchObject({ typedName: 'Dora Drawer', drawn: 'yes' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  const path = await download.path();
  const pdf = readFileSync(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The certificate page names the hash of the text that was signed (poppler's pdftotext reads it).
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8');
  expect(text.replace(/[^0-9a-f]/gi, '')).toContain(record.documentSha256);
  expect(text).toContain('Dora Drawer');
  // ...and its signing certificate lists the record's events up to signing, in order.
  const certificate = text.slice(text.indexOf('Signing certificate'));
  const events = ['Issued', 'Emailed', 'Viewed', 'Consented', 'Signed'].map((label) =>
    certificate.search(new RegExp(`^\\s*${label}\\b`, 'm')),
  );
  expect(events.every((at) => at >= 0)).toBe(true);
  expect([...events].sort((a, b) => a - b)).toEqual(events);
  expect(consoleErrors).toEqual([]);
});

test('an expert signs her contractor agreement and the owner countersigns it on the team’s page', async ({
  page,
  browser,
  baseURL,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const studio = await signUpStudioViaApi(owner, { fullName: 'Olive Owner' });
  const templateId = await createTemplate(owner, {
    name: 'Contractor agreement',
    kind: 'contractor_agreement',
    bodies: {
      en: '# Contractor agreement\n\n{{member.fullName}} teaches at {{studio.name}} as a contractor.',
    },
  });
  const email = `expert-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await acceptAsNewPerson(await newRequest(), await inviteViaApi(owner, email, 'expert'), 'Erin Contractor');
  const experts = (await (await owner.get('/api/experts')).json()) as {
    items: { id: string; name: string }[];
  };
  const personId = experts.items.find((expert) => expert.name === 'Erin Contractor')?.id;
  if (!personId) throw new Error('No expert Erin Contractor');
  const contractId = await issueContract(owner, templateId, personId);

  // The expert signs; the agreement then waits for the owner.
  await signInViaApi(page, email, TRAINER_PASSWORD);
  await page.goto('/admin/business/contract/sign');
  await page.getByRole('region', { name: 'To sign' }).getByRole('link', { name: 'Read and sign' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/business/contract/sign\\?contract=${contractId}$`));
  const form = page.getByRole('form', { name: 'Sign' });
  await agreeAndTypeName(form, 'Erin Contractor');
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'countersigns it next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

  // The owner finds it waiting, countersigns (no Decline there), and downloads the sealed PDF.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInViaApi(ownerPage, studio.email, studio.password);
  await ownerPage.goto('/admin/business/contract/sign');
  const waiting = ownerPage.getByRole('region', { name: 'Waiting for your countersignature' });
  await expect(waiting.getByText('Signed by Erin Contractor')).toBeVisible();
  await waiting.getByRole('link', { name: 'Read and countersign' }).click();
  const countersign = ownerPage.getByRole('form', { name: 'Countersign' });
  await expect(countersign.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await agreeAndTypeName(countersign, 'Olive Owner');
  await countersign.getByRole('button', { name: 'Countersign' }).click();
  await expect(
    ownerPage.getByRole('status').filter({ hasText: 'You countersigned this contract.' }),
  ).toBeVisible();
  const downloading = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await ownerContext.close();

  const detail = (await (await owner.get(`/api/contracts/${contractId}`)).json()) as {
    status: string;
    countersignedName: string | null;
  };
  expect(detail).toMatchObject({ status: 'signed', countersignedName: 'Olive Owner' });
  expect(consoleErrors).toEqual([]);
});
