import type { EarningLine } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiAnswers } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

// The earnings section of /admin/business/payee (docs/decisions/0059-earnings-and-payout-runs.md):
// the studio's earning lines and the owner's adjustments.

const ERIN = '00000000-0000-4000-8000-0000000000e1';

const SESSION: EarningLine = {
  id: '00000000-0000-4000-8000-0000000000d1',
  expertId: ERIN,
  expertName: 'Erin Expert',
  kind: 'session',
  earnedOn: '2026-10-14',
  description: 'Studio Training with Maya Member',
  serviceId: null,
  occurrenceId: null,
  rate: null,
  attendees: 1,
  revenueCents: 9_000,
  amountCents: 4_550,
  reason: null,
  correctsLineId: null,
  runNumber: 3,
  runStatus: 'paid',
  createdAt: '2026-10-14T18:00:00.000Z',
};

const ADJUSTMENT: EarningLine = {
  ...SESSION,
  id: '00000000-0000-4000-8000-0000000000d2',
  kind: 'adjustment',
  earnedOn: '2026-11-02',
  description: 'Towels left out',
  attendees: null,
  revenueCents: null,
  amountCents: -500,
  reason: 'Towels left out',
  runNumber: null,
  runStatus: null,
};

const page = [
  apiAnswers('get', '/api/payees', { items: [], total: 0, page: 1, pageSize: 10 }),
  apiAnswers('get', '/api/business/bank-account', null),
  apiAnswers('get', '/api/pay-rates', { items: [] }),
  apiAnswers('get', '/api/payout-runs', { items: [] }),
  apiAnswers('get', '/api/experts', {
    items: [{ id: ERIN, name: 'Erin Expert', photoPath: null, bio: '', specialities: [], languages: [] }],
  }),
];

describe('earnings on /admin/business/payee', () => {
  it('lists the lines: day, team member, kind, what for, revenue, amount and the run', async () => {
    const asked: URLSearchParams[] = [];
    renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...page,
        apiAnswers('get', '/api/earning-lines', (request) => {
          asked.push(new URL(request.url).searchParams);
          return { items: [ADJUSTMENT, SESSION], total: 2, page: 1, pageSize: 10 };
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Earnings' });
    const table = within(section).getByRole('table', { name: 'Earnings' });
    const session = (
      await within(table).findByRole('cell', { name: 'Studio Training with Maya Member' })
    ).closest('tr');
    expect(session?.textContent).toContain('Oct 14, 2026');
    expect(session?.textContent).toContain('Erin Expert');
    expect(session?.textContent).toContain('Session');
    expect(session?.textContent).toContain('$90.00');
    expect(session?.textContent).toContain('$45.50');
    expect(session?.textContent).toContain('Run 3 · Paid');
    const adjustment = within(table).getByRole('cell', { name: 'Towels left out' }).closest('tr');
    expect(adjustment?.textContent).toContain('Adjustment');
    expect(adjustment?.textContent).toContain('-$5.00');
    expect(adjustment?.textContent).toContain('Unpaid');
    // Last month and this one unless changed, a page at a time.
    expect(asked[0]?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked[0]?.get('until')).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
    expect(asked[0]?.get('pageSize')).toBe('10');
    expect(within(section).getByRole('button', { name: 'Add adjustment' })).toBeTruthy();
  });

  it('puts the API’s message on the reason, then posts a valid deduction; the list asks again', async () => {
    let listed = 0;
    const posted: unknown[] = [];
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...page,
        apiAnswers('get', '/api/earning-lines', () => {
          listed += 1;
          return { items: [SESSION], total: 1, page: 1, pageSize: 10 };
        }),
        http.post('/api/earning-lines/adjustments', async ({ request }) => {
          const body = (await request.json()) as { reason: string };
          posted.push(body);
          if (body.reason.trim() === '') {
            return HttpResponse.json(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                detail: 'Give the reason for the adjustment.',
                errors: { reason: ['Give the reason for the adjustment.'] },
              },
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            );
          }
          return HttpResponse.json(ADJUSTMENT, { status: 201 });
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Earnings' });
    await within(section).findByRole('cell', { name: 'Studio Training with Maya Member' });
    await user.click(within(section).getByRole('button', { name: 'Add adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an adjustment' });
    await user.click(within(dialog).getByRole('combobox', { name: /Team member/ }));
    await user.click(await screen.findByRole('option', { name: 'Erin Expert' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Add or deduct/ }));
    await user.click(await screen.findByRole('option', { name: 'Deduct from their earnings' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '$5.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save the adjustment' }));

    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(reason)).toBe('Give the reason for the adjustment.');
    expect(amount.getAttribute('aria-invalid')).toBe('false');

    const before = listed;
    await user.type(reason, 'Towels left out');
    await user.click(within(dialog).getByRole('button', { name: 'Save the adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted[1]).toEqual({
      expertId: ERIN,
      direction: 'deduct',
      amount: '$5.00',
      reason: 'Towels left out',
      correctsLineId: null,
    });
    expect(await screen.findByText('Adjustment of -$5.00 saved for Erin Expert.')).toBeTruthy();
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('corrects a line from its row: the team member and the line go with it, the 422 shows on it', async () => {
    const posted: unknown[] = [];
    const { user } = renderRoute('/admin/business/payee', {
      role: 'principal',
      handlers: [
        ...page,
        apiAnswers('get', '/api/earning-lines', { items: [SESSION], total: 1, page: 1, pageSize: 10 }),
        http.post('/api/earning-lines/adjustments', async ({ request }) => {
          posted.push(await request.json());
          return HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Unprocessable Entity',
              status: 422,
              detail: 'That line is another team member’s.',
              errors: { correctsLineId: ['That line is another team member’s.'] },
            },
            { status: 422, headers: { 'content-type': 'application/problem+json' } },
          );
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Earnings' });
    await user.click(
      await within(section).findByRole('button', {
        name: 'Correct this line: Oct 14, 2026, Studio Training with Maya Member',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct a line' });
    const corrects = within(dialog).getByRole('textbox', { name: 'Corrects' });
    expect((corrects as HTMLInputElement).value).toBe(
      'Oct 14, 2026 · Studio Training with Maya Member · $45.50',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Started late');
    await user.click(within(dialog).getByRole('button', { name: 'Save the adjustment' }));
    await waitFor(() => expect(corrects.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(corrects)).toBe('That line is another team member’s.');
    expect(posted[0]).toEqual({
      expertId: ERIN,
      direction: 'deduct',
      amount: '5',
      reason: 'Started late',
      correctsLineId: SESSION.id,
    });
  });
});
