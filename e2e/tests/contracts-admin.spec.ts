import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CSRF, fieldLabel, signInViaApi, signUpMemberViaApi, signUpStudioViaApi } from './support/auth.ts';
import { createTemplate, customerIdByEmail } from './support/contracts.ts';
import { onboardViaApi } from './support/onboarding.ts';
import { acceptAsNewPerson, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

// The staff's contracts page (/admin/business/contract, decision 0053) and a customer's waivers, each
// test on a studio of its own signed up through the API, with a member of its own (who signs up as
// "Sam Signup").

// A 1×1 transparent PNG: a scan of a paper waiver.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const WAIVER_TEXT = '# Studio waiver\n\nI take part in the classes at my own risk.';

/** A new studio with its owner signed in on `page`, and a member; returns the member's email. */
async function studioWithMember(page: Page, newRequest: () => Promise<APIRequestContext>) {
  const owner = await signUpStudioViaApi(page.request);
  await signInViaApi(page, owner.email, owner.password);
  const memberRequest = await newRequest();
  const member = await signUpMemberViaApi(memberRequest, owner.slug);
  return { owner, member, memberRequest };
}

/** Chooses `name` in the issue dialog's "Who signs" search. */
async function choosePerson(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Issue a contract' });
  await dialog.getByRole('combobox', { name: fieldLabel('Who signs') }).fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(`^${name} · `) }).click();
}

test('the owner writes a waiver, issues it, finds it unsigned and in the CSV, then voids it with a reason', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const { member } = await studioWithMember(page, newRequest);
  await page.goto('/admin/business/contract?tab=templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();

  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByRole('textbox', { name: fieldLabel('Name') }).fill('Studio waiver');
  const english = editor.getByRole('textbox', { name: fieldLabel('Text in English (Markdown)') });
  await english.fill('Signed by {{member.nickname}}.');
  await editor.getByRole('button', { name: 'Save and publish' }).click();
  // A placeholder off the list is refused on the text it is in, named.
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription(/Unknown placeholder \{\{member\.nickname\}\}/);

  await english.fill(`${WAIVER_TEXT}\n\nSigned by `);
  await editor.getByRole('button', { name: 'Insert {{member.fullName}}' }).click();
  await expect(english).toHaveValue(`${WAIVER_TEXT}\n\nSigned by {{member.fullName}}`);
  await editor.getByRole('button', { name: 'Save and publish' }).click();

  // Saved, the template opens with its first version published.
  const template = page.getByRole('dialog', { name: 'Studio waiver' });
  await expect(template.getByText('Contracts are issued from version 1')).toBeVisible();
  await expect(template.getByRole('region', { name: 'Text of version 1' })).toContainText(
    'Signed by {{member.fullName}}',
  );
  await template.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('tr[data-template="Studio waiver"]')).toContainText('Version 1');

  await page.getByRole('tab', { name: 'Issued contracts' }).click();
  await page.getByRole('button', { name: 'Issue contract' }).click();
  await choosePerson(page, 'Sam Signup');
  await page.getByRole('dialog', { name: 'Issue a contract' }).getByRole('button', { name: 'Issue' }).click();

  const detail = page.getByRole('dialog', { name: 'Studio waiver' });
  await expect(detail.locator('[data-status="sent"]')).toHaveText('Sent');
  await expect(detail.getByRole('region', { name: 'Text of the contract' })).toContainText(
    'Signed by Sam Signup',
  );
  await expect(detail.locator('tr[data-event="issued"]')).toBeVisible();
  await expect(detail.locator('tr[data-event="emailed"]')).toContainText(member.email);
  await detail.getByRole('button', { name: 'Close' }).click();

  // The switch follows the address the click writes (a router navigation), so it is read after it.
  const unsigned = page.getByRole('switch', { name: 'Unsigned only' });
  await unsigned.click();
  await expect(page).toHaveURL(/unsigned=true/);
  await expect(unsigned).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: 'Sam Signup' });
  await expect(row).toHaveAttribute('data-status', 'sent');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Studio waiver');
  expect(lines[1]).toContain(member.email);

  await row.getByRole('button', { name: 'Open Studio waiver of Sam Signup' }).click();
  await detail.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: /^Void “Studio waiver” of Sam Signup/ });
  await voiding.getByRole('button', { name: 'Void the contract' }).click();
  await expect(voiding.getByRole('textbox', { name: fieldLabel('Reason') })).toHaveAccessibleDescription(
    'Give the reason.',
  );
  await voiding.getByRole('textbox', { name: fieldLabel('Reason') }).fill('Issued to the wrong person');
  await voiding.getByRole('button', { name: 'Void the contract' }).click();
  await expect(voiding).toBeHidden();
  await expect(detail.locator('[data-status="voided"]')).toHaveText('Voided');
  const voided = detail.locator('tr[data-event="voided"]');
  await expect(voided).toContainText('Reason: Issued to the wrong person');
  await expect(voided).toContainText('Olive Owner');
  await detail.getByRole('button', { name: 'Close' }).click();

  // Voided, it is no longer among the unsigned.
  await expect(page.getByText('No contract matches these filters.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an admin opens the contracts page and issues a contract, but reads the templates without changing them', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const owner = await newRequest();
  const studio = await signUpStudioViaApi(owner);
  await createTemplate(owner, { name: 'House rules waiver', bodies: { en: WAIVER_TEXT } });
  await signUpMemberViaApi(await newRequest(), studio.slug);
  const adminEmail = `admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await acceptAsNewPerson(await newRequest(), await inviteViaApi(owner, adminEmail, 'admin'), 'Ada Admin');
  await signInViaApi(page, adminEmail, TRAINER_PASSWORD);

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Contracts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();

  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByRole('button', { name: 'New template' })).toHaveCount(0);
  await expect(page.getByTestId('required-waiver')).toHaveText(
    'The studio requires no waiver before booking.',
  );
  await page.getByRole('button', { name: 'Open the template House rules waiver' }).click();
  const template = page.getByRole('dialog', { name: 'House rules waiver' });
  await expect(template.getByText('Only the owner changes templates.')).toBeVisible();
  await expect(template.getByRole('region', { name: 'Text of version 1' })).toContainText(
    'I take part in the classes at my own risk.',
  );
  await expect(template.getByRole('button', { name: 'Change the text' })).toHaveCount(0);
  await template.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Issued contracts' }).click();
  await page.getByRole('button', { name: 'Issue contract' }).click();
  await choosePerson(page, 'Sam Signup');
  await page.getByRole('switch', { name: 'Send now' }).click();
  await expect(page.getByRole('switch', { name: 'Send now' })).not.toBeChecked();
  await page.getByRole('dialog', { name: 'Issue a contract' }).getByRole('button', { name: 'Issue' }).click();
  const detail = page.getByRole('dialog', { name: 'House rules waiver' });
  await expect(detail.locator('[data-status="draft"]')).toHaveText('Draft');
  await expect(detail.locator('tr[data-event="issued"]')).toContainText('Ada Admin');
  await detail.getByRole('button', { name: 'Send' }).click();
  await expect(detail.locator('[data-status="sent"]')).toHaveText('Sent');
  await expect(detail.locator('tr[data-event="emailed"]')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Sam Signup' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  expect(consoleErrors).toEqual([]);
});

test('the owner requires a waiver; on the customer’s page staff excuse the member and record their child’s paper waiver', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const { member, memberRequest } = await studioWithMember(page, newRequest);
  await onboardViaApi(memberRequest, 'Sam Signup');
  const child = await memberRequest.post('/api/members/me/household', {
    headers: CSRF,
    data: { fullName: 'Kit Signup', relationship: 'child', dateOfBirth: '2016-05-01' },
  });
  expect(child.status(), await child.text()).toBe(201);
  await createTemplate(page.request, { name: 'Entry waiver', bodies: { en: WAIVER_TEXT } });

  await page.goto('/admin/business/contract?tab=templates');
  await page
    .getByRole('combobox', {
      name: fieldLabel('Require this waiver before a member’s first booking or class'),
    })
    .click();
  await page.getByRole('option', { name: 'Entry waiver' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('required-waiver-marker')).toHaveText('Required before booking');

  await page.goto(`/admin/customers/details/${await customerIdByEmail(page.request, member.email)}`);
  const waiver = page.getByRole('region', { name: 'Waiver', exact: true });
  const own = waiver.locator('tr[data-waiver-of="Sam Signup"]');
  await expect(own.locator('[data-waiver]')).toHaveText('Not signed');

  await own.getByRole('button', { name: 'Excuse Sam Signup from the waiver' }).click();
  const excuse = page.getByRole('dialog', { name: 'Excuse Sam Signup from the waiver?' });
  await excuse.getByRole('textbox', { name: fieldLabel('Reason') }).fill('Signed a paper copy at the desk');
  await excuse.getByRole('button', { name: 'Excuse' }).click();
  await expect(excuse).toBeHidden();
  await expect(own.locator('[data-waiver]')).toHaveText('Excused');
  await own.getByRole('button', { name: 'View the waiver of Sam Signup' }).click();
  const excused = page.getByRole('dialog', { name: 'Entry waiver' });
  await expect(excused.locator('tr[data-event="excused"]')).toContainText(
    'Reason: Signed a paper copy at the desk',
  );
  await excused.getByRole('button', { name: 'Close' }).click();

  // The child's own waiver is still missing: staff record the one their guardian signed on paper.
  const kid = waiver.locator('tr[data-waiver-of="Kit Signup"]');
  await expect(kid.locator('[data-waiver]')).toHaveText('Not signed');
  await kid.getByRole('button', { name: 'Record a paper waiver for Kit Signup' }).click();
  const paper = page.getByRole('dialog', { name: 'Paper waiver of Kit Signup' });
  await paper.getByLabel(fieldLabel('Signed on')).fill('2026-01-15');
  const scan = paper.locator('input[type="file"]');
  await scan.setInputFiles({ name: 'waiver.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await paper.getByRole('button', { name: 'Record' }).click();
  await expect(paper.getByText('Choose a PDF, JPEG or PNG scan.')).toBeVisible();
  await scan.setInputFiles({ name: 'waiver.png', mimeType: 'image/png', buffer: PNG });
  await paper.getByRole('button', { name: 'Record' }).click();
  await expect(paper).toBeHidden();
  await expect(kid.locator('[data-waiver]')).toHaveText('Signed on paper');
  await kid.getByRole('button', { name: 'View the waiver of Kit Signup' }).click();
  const recorded = page.getByRole('dialog', { name: 'Entry waiver' });
  await expect(recorded.locator('tr[data-event="paper_recorded"]')).toContainText('Signed on: 2026-01-15');
  const download = page.waitForEvent('download');
  await recorded.getByRole('link', { name: 'Download scan' }).click();
  const bytes = Buffer.concat(await (await (await download).createReadStream()).toArray());
  expect(bytes.equals(PNG)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
