import type { CustomerImportPreview } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

// The customer import page (/admin/customers/import, decision 0065): a chosen file is sent as base64
// for its preview; errors are listed by line and column under a focused alert, with no way to import;
// a clean file's "Import N customers" imports it; a file the API refuses says why on the chooser.

const csv = (text: string) => new File([text], 'customers.csv', { type: 'text/csv' });

const ROW = { fullName: 'Ann Lee', email: 'ann@x.co', phone: null, language: null, credits: [] };
const WITH_ERRORS: CustomerImportPreview = {
  toCreate: [{ line: 2, ...ROW }],
  alreadyCustomers: [],
  errors: [{ line: 3, field: 'email', message: 'Enter a valid email address.' }],
  errorCount: 1,
  rowCount: 2,
  ignoredColumns: [],
};
const CLEAN: CustomerImportPreview = {
  toCreate: [
    { line: 2, ...ROW, credits: [{ kind: 'training', quantity: 6 }] },
    { line: 3, ...ROW, fullName: 'Bo Kim', email: 'bo@x.co' },
  ],
  alreadyCustomers: [{ line: 4, email: 'old@x.co' }],
  errors: [],
  errorCount: 0,
  rowCount: 3,
  ignoredColumns: ['id'],
};

const fileInput = () => screen.findByLabelText('Customers CSV file');

describe('the customer import page', () => {
  it('lists a file’s errors by line and column with no import, then imports the clean file', async () => {
    const previews = [WITH_ERRORS, CLEAN];
    const sent: string[] = [];
    let imported: string | undefined;
    const { user } = renderRoute('/admin/customers/import', {
      role: 'admin',
      handlers: [
        apiAnswers('post', '/api/customers/import/preview', async (request) => {
          sent.push(((await request.json()) as { file: string }).file);
          return previews.shift() as CustomerImportPreview;
        }),
        apiAnswers('post', '/api/customers/import', async (request) => {
          imported = ((await request.json()) as { file: string }).file;
          return { created: 2, alreadyCustomers: 1, credits: [{ kind: 'training' as const, quantity: 6 }] };
        }),
      ],
    });

    await user.upload(await fileInput(), csv('full_name,email\r\nAnn Lee,ann@x.co\r\nBo,bo-at-x.co\r\n'));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('The file has 1 error.');
    expect(document.activeElement).toBe(summary);
    expect(atob(sent[0] as string)).toBe('full_name,email\r\nAnn Lee,ann@x.co\r\nBo,bo-at-x.co\r\n');
    const errors = screen.getByRole('table', { name: 'Errors in the file, by line and column' });
    const row = within(errors).getByText('Enter a valid email address.').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'email', 'Enter a valid email address.']);
    expect(screen.queryByRole('button', { name: /^Import \d+ customers?$/ })).toBeNull();

    await user.upload(await fileInput(), csv('fixed'));
    const ready = await screen.findByText('The file is clean: 2 customers to create.');
    await waitFor(() => expect(document.activeElement).toBe(ready.closest('[role="status"]')));
    expect(screen.queryByRole('table', { name: 'Errors in the file, by line and column' })).toBeNull();
    expect(screen.getByText(/1 row is already a customer of the studio .*\(line 4\)/)).toBeTruthy();
    expect(screen.getByText('Columns not read: id.')).toBeTruthy();
    const toCreate = screen.getByRole('table', { name: 'Customers to create' });
    expect(within(toCreate).getByText('6 Training credits')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    const done = await screen.findByText(/^2 customers imported\./);
    expect(done.textContent).toContain('6 Training credits');
    expect(done.textContent).toContain('1 already in the studio was left as it was.');
    expect(imported).toBe(btoa('fixed'));
    expect(screen.getByRole('link', { name: 'See the customers' }).getAttribute('href')).toBe(
      '/admin/customers/list',
    );
  });

  it('says on the file chooser why the API refused the file', async () => {
    const message = 'The file is not valid CSV: line 2, a quoted cell is never closed (a " is missing).';
    const { user } = renderRoute('/admin/customers/import', {
      role: 'admin',
      handlers: [
        apiProblem('post', '/api/customers/import/preview', 422, {
          detail: message,
          errors: { file: [message] },
        }),
      ],
    });
    const input = await fileInput();
    await user.upload(input, csv('full_name,email\r\n"Ann,ann@x.co\r\n'));
    await waitFor(() => expect(fieldMessage(input)).toBe(message));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
