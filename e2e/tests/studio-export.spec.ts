import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, fieldLabel, signInViaApi, unexpectedErrors } from './support/auth.ts';

// The studio's full export (docs/decisions/0064-studio-export.md), end to end: the owner is refused
// full bank numbers with a wrong password (nothing queued), starts an export, sees it waiting or being
// built, downloads the archive when the job is done, and the test opens the zip: the manifest and
// customers.csv, whose first columns are the ones the customer import reads. Only this spec exports,
// so the studio has no export being built when it starts; the data it reads is the demo's.

type Manifest = {
  formatVersion: number;
  studio: { name: string; slug: string };
  bankNumbers: string;
  files: { name: string; type: string; columns?: string[]; rows?: number }[];
};

test('the owner exports the studio, follows its progress and downloads the archive', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
  await page.goto('/admin/business/data');
  await expect(page.getByRole('heading', { name: 'Studio data', level: 1 })).toBeVisible();

  // Full bank numbers ask for the password again: a wrong one is refused on the field, nothing starts.
  await page.getByLabel('Include full bank account and tax ID numbers').check();
  await page.getByLabel(fieldLabel('Your password')).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('This password is not correct.')).toBeVisible();
  await expect(page.getByText('No export yet.')).toBeVisible();

  await page.getByLabel('Include full bank account and tax ID numbers').uncheck();
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('Export started. You will get an email when it is ready.')).toBeVisible();
  // While the job has not finished: the progress bar, and what it is doing.
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(page.getByText(/Waiting to start…|done: writing/)).toBeVisible();

  const downloadLink = page.getByRole('link', { name: 'Download archive' });
  await expect(downloadLink).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^demo-fitness-studio-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? '')));

  const manifestFile = files['manifest.json'];
  if (!manifestFile) throw new Error('the archive has no manifest.json');
  const manifest = JSON.parse(strFromU8(manifestFile)) as Manifest;
  expect(manifest).toMatchObject({
    formatVersion: 1,
    studio: { name: 'Demo Fitness Studio', slug: 'demo-fitness-studio' },
    bankNumbers: 'masked',
  });
  for (const name of [
    'studio.csv',
    'customers.csv',
    'sessions.csv',
    'classes.csv',
    'payments.csv',
    'payees.csv',
  ]) {
    expect(files[name], name).toBeDefined();
  }

  const customersFile = files['customers.csv'];
  if (!customersFile) throw new Error('the archive has no customers.csv');
  const lines = strFromU8(customersFile).trimEnd().split('\r\n');
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 4)).toEqual(['full_name', 'email', 'phone', 'language']);
  expect(header.filter((column) => column.startsWith('credits_')).length).toBeGreaterThan(0);
  expect(lines.some((line) => line.includes(',member@demo.test,'))).toBe(true);
  const entry = manifest.files.find((file) => file.name === 'customers.csv');
  expect(entry?.columns).toEqual(header);
  expect(entry?.rows).toBe(lines.length - 1);
  const payees = strFromU8(files['payees.csv'] ?? new Uint8Array());
  expect(payees).toMatch(/\*\*\*\*\d{4}/);

  expect(unexpectedErrors(consoleErrors, 400)).toEqual([]);
});
