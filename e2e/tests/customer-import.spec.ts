import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi, unexpectedErrors } from './support/auth.ts';

// The customer import (docs/decisions/0065-customer-import.md): a file with an error is shown by line
// and column and cannot be imported; the fixed file imports, and the new customer is in the list with
// their balance. Emails are new on every run, so the spec depends on no other spec's data.

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('staff import customers from a CSV: the error by line and column first, then the fixed file, and the balance in the list', async ({
  page,
  consoleErrors,
}) => {
  const tag = randomUUID().slice(0, 8);
  const nora = { name: `Nora Import ${tag}`, email: `nora-${tag}@import.test` };
  const omar = { name: `Omar Import ${tag}`, email: `omar-${tag}@import.test` };
  const header = 'full_name,email,phone,language,credits_training,credits_massage,old_system_id\r\n';

  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/customers/list');
  await page.getByRole('link', { name: 'Import customers' }).click();
  await expectPath(page, '/admin/customers/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(
    csvFile(
      'customers.csv',
      `${header}${nora.name},${nora.email},(213) 555-0177,fr,6,2,A-1\r\n${omar.name},omar-at-import.test,,,,,A-2\r\n`,
    ),
  );
  // The summary takes the focus (and is read out); the error is listed by its line and column.
  const summary = page.getByRole('alert').filter({ hasText: 'The file has 1 error.' });
  await expect(summary).toBeFocused();
  const errors = page.getByRole('table', { name: 'Errors in the file, by line and column' });
  const errorRow = errors.locator('tr[data-line="3"][data-field="email"]');
  await expect(errorRow).toContainText('Enter a valid email address.');
  await expect(page.getByRole('button', { name: /^Import \d+ customers?$/ })).toHaveCount(0);

  await fileInput.setInputFiles(
    csvFile(
      'customers-fixed.csv',
      `${header}${nora.name},${nora.email},(213) 555-0177,fr,6,2,A-1\r\n${omar.name},${omar.email},,,,,A-2\r\n`,
    ),
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'The file is clean: 2 customers to create.' }),
  ).toBeFocused();
  await expect(errors).toHaveCount(0);
  await expect(page.getByText('Columns not read: old_system_id.')).toBeVisible();
  const toCreate = page.getByRole('table', { name: 'Customers to create' });
  await expect(toCreate.getByRole('row').filter({ hasText: nora.email })).toContainText('6 Training credits');

  await page.getByRole('button', { name: 'Import 2 customers' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 customers imported.' })).toBeFocused();

  await page.getByRole('link', { name: 'See the customers' }).click();
  await expectPath(page, '/admin/customers/list');
  await page.getByRole('searchbox', { name: 'Search' }).fill(nora.email);
  const row = page.getByRole('row').filter({ hasText: nora.email });
  await expect(row).toContainText(nora.name);
  // 6 training and 2 massage credits: the list shows the sum.
  await expect(row.getByRole('cell').nth(3)).toHaveText('8');
  await expect(row).toContainText('Onboarding');

  // The same file again: nothing to import.
  await page.goto('/admin/customers/import');
  await fileInput.setInputFiles(
    csvFile(
      'customers-fixed.csv',
      `${header}${nora.name},${nora.email},,,6,2,A-1\r\n${omar.name},${omar.email},,,,,A-2\r\n`,
    ),
  );
  await expect(page.getByRole('status').filter({ hasText: 'there is nothing to import' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ customers?$/ })).toHaveCount(0);

  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});
