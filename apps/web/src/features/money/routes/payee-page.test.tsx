import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths.ts';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const emptyPayees = [
  apiAnswers('get', '/api/payees', { items: [], total: 0, page: 1, pageSize: 10 }),
  apiAnswers('get', '/api/business/bank-account', null),
];

describe('/admin/business/payee', () => {
  it('puts the API’s 409 about a known tax ID on the Tax ID field of the payee dialog', async () => {
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...emptyPayees,
        apiProblem('post', '/api/payees', 409, {
          title: 'Conflict',
          detail: 'A payee with this tax ID already exists.',
          errors: { taxId: ['A payee with this tax ID already exists.'] },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name to pay' }), 'Tara Trainer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tax ID' }), '123-45-6789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '021000021');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Add payee' }));

    const taxId = within(dialog).getByRole('textbox', { name: 'Tax ID' });
    await waitFor(() => expect(taxId.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(taxId)).toBe('A payee with this tax ID already exists.');
    expect(within(dialog).getByRole('textbox', { name: 'Name to pay' }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });

  it('is in the owner’s menu (ACCESS.owner)', async () => {
    const { user } = renderRoute('/admin/business/payee', { role: 'principal', handlers: emptyPayees });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payees' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('link', { name: 'Payees' })).toBeTruthy();
  });

  it('is not in an admin’s menu', async () => {
    const { user } = renderRoute('/admin/business/team', {
      role: 'admin',
      handlers: [apiAnswers('get', '/api/business/team', { members: [], invitations: [] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('link', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Payees' })).toBeNull();
  });

  it('sends an admin who opens it to Not authorized', async () => {
    const { router } = renderRoute('/admin/business/payee', { role: 'admin', handlers: emptyPayees });
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.notAuthorized));
    expect(screen.queryByRole('heading', { level: 1, name: 'Payees' })).toBeNull();
  });
});
