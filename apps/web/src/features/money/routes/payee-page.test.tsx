import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths.ts';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const emptyPayees = [
  apiAnswers('get', '/api/payees', { items: [], total: 0, page: 1, pageSize: 10 }),
  apiAnswers('get', '/api/business/bank-account', null),
];

const COASTAL = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Coastal Recovery Co.',
  kind: 'contractor' as const,
  taxIdLast4: '4321',
  routingNumber: '121000358',
  accountLast4: '7788',
  accountType: 'savings' as const,
  paidOutsideAch: true,
  teamMemberId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const BANK = {
  holderName: 'Demo Fitness Studio LLC',
  routingNumber: '021000021',
  accountLast4: '1234',
  ein: '841234567',
  bankName: 'First Demo Bank',
  immediateOrigin: null,
  updatedAt: '2026-01-05T10:00:00.000Z',
};

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

  it('sends a new payee’s account type and outside-ACH choice', async () => {
    const sent: unknown[] = [];
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...emptyPayees,
        apiAnswers('post', '/api/payees', async (request) => {
          sent.push(await request.json());
          return COASTAL;
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add payee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name to pay' }), 'Coastal Recovery Co.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tax ID' }), '987654321');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '121000358');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '4455667788');
    await user.click(within(dialog).getByRole('combobox', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'Savings' }));
    const outside = within(dialog).getByRole('checkbox', { name: 'Paid outside ACH (by cheque)' });
    expect(outside).toHaveProperty('checked', false);
    await user.click(outside);
    await user.click(within(dialog).getByRole('button', { name: 'Add payee' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accountType: 'savings', paidOutsideAch: true });
  });

  it('marks a savings account and a payee paid outside ACH in the list', async () => {
    renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        apiAnswers('get', '/api/payees', { items: [COASTAL], total: 1, page: 1, pageSize: 10 }),
        apiAnswers('get', '/api/business/bank-account', BANK),
      ],
    });
    const row = (await screen.findByRole('cell', { name: 'Coastal Recovery Co.' })).closest('tr');
    expect(row?.textContent).toContain('Outside ACH');
    expect(row?.textContent).toContain('•••• 7788 · Savings');
    expect(await screen.findByText('84-1234567')).toBeTruthy();
    expect(screen.getByText('First Demo Bank')).toBeTruthy();
  });

  it('checks the EIN in the bank account dialog, and puts the API’s message on the bank name', async () => {
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...emptyPayees,
        apiProblem('put', '/api/business/bank-account', 400, {
          title: 'Bad Request',
          errors: { bankName: ["Use only letters A to Z, digits, spaces and . & - ' in the bank’s name."] },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Set bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business bank account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Demo Fitness Studio');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '021000021');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '5550001234');
    const ein = within(dialog).getByRole('textbox', { name: 'EIN' });
    await user.type(ein, '84-12345');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank name' }), 'First Demo Bank');
    const origin = within(dialog).getByRole('textbox', { name: 'Immediate origin' });
    expect(fieldMessage(origin)).toBe('Leave empty unless your bank gave you one.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ein.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(ein)).toBe('Enter the studio’s 9-digit EIN.');

    await user.type(ein, '67');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const bankName = within(dialog).getByRole('textbox', { name: 'Bank name' });
    await waitFor(() => expect(bankName.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(bankName)).toBe(
      "Use only letters A to Z, digits, spaces and . & - ' in the bank’s name.",
    );
    expect(ein.getAttribute('aria-invalid')).toBe('false');
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
