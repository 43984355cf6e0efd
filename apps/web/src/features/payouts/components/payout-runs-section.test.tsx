import type { EarningLine } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

// The payout runs section of /admin/business/payee (docs/decisions/0059-earnings-and-payout-runs.md).

const RUN = {
  id: '00000000-0000-4000-8000-0000000000a1',
  number: 3,
  periodFrom: '2026-10-01',
  periodUntil: '2026-10-31',
  status: 'draft' as const,
  totalCents: 13_650,
  payees: 1,
  lines: 3,
  createdAt: '2026-11-02T10:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  voidedAt: null,
  voidReason: null,
};

const line = (id: string, description: string, amountCents: number): EarningLine => ({
  id,
  expertId: '00000000-0000-4000-8000-0000000000e1',
  expertName: 'Erin Expert',
  kind: 'session',
  earnedOn: '2026-10-14',
  description,
  serviceId: null,
  occurrenceId: null,
  rate: null,
  attendees: 1,
  revenueCents: null,
  amountCents,
  reason: null,
  correctsLineId: null,
  runNumber: 3,
  runStatus: 'draft',
  createdAt: '2026-10-14T18:00:00.000Z',
});

const DETAIL = {
  ...RUN,
  payeeCount: 1,
  payees: [
    {
      payeeId: '00000000-0000-4000-8000-0000000000b1',
      name: 'Erin Expert',
      expertId: '00000000-0000-4000-8000-0000000000e1',
      paidOutsideAch: false,
      accountLast4: '6789',
      totalCents: 13_650,
      lines: [
        line('00000000-0000-4000-8000-0000000000d1', 'Studio Training with Maya Member', 4_550),
        line('00000000-0000-4000-8000-0000000000d2', 'Recovery with Maya Member', 9_100),
      ],
    },
  ],
  leftOut: [
    {
      expertId: '00000000-0000-4000-8000-0000000000e2',
      expertName: 'Sam Stretch',
      reason: 'no_payee' as const,
      totalCents: 2_000,
      lines: 2,
    },
  ],
};

const page = [
  apiAnswers('get', '/api/payees', { items: [], total: 0, page: 1, pageSize: 10 }),
  apiAnswers('get', '/api/business/bank-account', null),
  apiAnswers('get', '/api/pay-rates', { items: [] }),
  apiAnswers('get', '/api/earning-lines', { items: [], total: 0, page: 1, pageSize: 10 }),
  apiAnswers('get', '/api/experts', { items: [] }),
];

describe('payout runs on /admin/business/payee', () => {
  it('lists the runs, and puts the API’s 409 about an overlapping period on the first day', async () => {
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...page,
        apiAnswers('get', '/api/payout-runs', { items: [RUN] }),
        apiProblem('post', '/api/payout-runs', 409, {
          title: 'Conflict',
          detail: 'Run #3 already covers 2026-10-31.',
          errors: { periodFrom: ['Run #3 already covers 2026-10-31.'] },
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Payout runs' });
    const row = (await within(section).findByRole('cell', { name: '#3' })).closest('tr');
    expect(row?.textContent).toContain('$136.50');
    expect(row?.textContent).toContain('Draft');

    await user.click(within(section).getByRole('button', { name: 'New payout run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payout run' });
    const from = within(dialog).getByLabelText(/First day/);
    const until = within(dialog).getByLabelText(/Last day/);
    // The previous calendar month unless changed.
    expect((from as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-01$/);
    await user.click(within(dialog).getByRole('button', { name: 'Open the run' }));

    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(from)).toBe('Run #3 already covers 2026-10-31.');
    expect(until.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a run’s payees, lines and totals, what it left out, and approves it', async () => {
    const approved: string[] = [];
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...page,
        apiAnswers('get', '/api/payout-runs', { items: [RUN] }),
        apiAnswers('get', '/api/payout-runs/{id}', DETAIL),
        apiAnswers('post', '/api/payout-runs/{id}/approve', (request) => {
          approved.push(new URL(request.url).pathname);
          return { ...RUN, status: 'approved' as const, approvedAt: '2026-11-03T10:00:00.000Z' };
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'View run #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout run #3' });
    expect(await within(dialog).findByTestId('run-total')).toHaveProperty('textContent', 'Total $136.50');
    const payee = within(dialog).getByRole('region', { name: 'Erin Expert' });
    expect(within(payee).getByTestId('payee-total').textContent).toBe('$136.50');
    const lines = within(payee).getByRole('table', { name: 'Lines of Erin Expert' });
    expect(lines.textContent).toContain('Studio Training with Maya Member');
    expect(lines.textContent).toContain('$45.50');
    expect(lines.textContent).toContain('$91.00');
    expect(payee.textContent).toContain('•••• 6789');
    expect(within(dialog).getByRole('list', { name: 'Left out of this run' }).textContent).toContain(
      'No payee linked: 2 lines wait until one is added.',
    );
    // A draft has no bank file nor statements yet.
    expect(within(dialog).queryByRole('link', { name: 'Download NACHA file' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toEqual([`/api/payout-runs/${RUN.id}/approve`]));
    expect(await within(dialog).findByText(/Run #3 is approved/)).toBeTruthy();
  });
});
