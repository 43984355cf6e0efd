import type { Subscription } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem, server } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const CONTRACT_ID = '00000000-0000-4000-8000-0000000000c1';

/** An active Monthly 8 membership, paid at the studio, its first invoice owed (GET /api/me/subscriptions/{id}). */
const ACTIVE: Subscription = {
  id: '00000000-0000-4000-8000-0000000000s1',
  customerId: '00000000-0000-4000-8000-000000000006',
  customerName: 'Test customer',
  planId: '00000000-0000-4000-8000-0000000000f1',
  terms: {
    name: 'Monthly 8',
    period: 'month',
    priceCents: 22_900,
    includes: 'credits',
    grants: [{ kind: 'training', quantity: 8 }],
    unlimitedKinds: [],
    dailyCap: null,
    rolloverMax: 4,
    signupFeeCents: 4_900,
    minCommitmentPeriods: 3,
    autoRenew: true,
    freezesPerYear: 2,
    freezeMinDays: 7,
    freezeMaxDays: 30,
    freezeFeeCents: 1_500,
    cancelNoticeDays: 14,
  },
  status: 'active',
  paymentMethod: 'studio',
  cardLabel: null,
  contractId: CONTRACT_ID,
  agreementStatus: 'signed',
  startedAt: '2030-05-01T16:00:00.000Z',
  currentPeriod: { start: '2030-05-01', end: '2030-05-31' },
  nextChargeOn: '2030-06-01',
  nextChargeCents: 22_900,
  commitmentEndsOn: '2030-08-01',
  endsOn: null,
  cancelRequestedAt: null,
  today: '2030-05-10',
  freezes: [],
  invoices: [
    {
      id: '00000000-0000-4000-8000-0000000000i1',
      kind: 'period',
      description: 'Monthly 8, 2030-05-01 to 2030-05-31',
      periodStart: '2030-05-01',
      periodEnd: '2030-05-31',
      amountCents: 27_800,
      status: 'open',
      attempts: [],
      nextAttemptAt: null,
      paidAt: null,
      purchaseId: '00000000-0000-4000-8000-0000000000p1',
      receiptNumber: null,
      waivedReason: null,
    },
  ],
  history: [
    {
      id: '00000000-0000-4000-8000-0000000000h1',
      action: 'created',
      actorName: 'Test customer',
      detail: { plan: 'Monthly 8', priceCents: 22_900, paymentMethod: 'studio', soldByStaff: false },
      at: '2030-05-01T15:00:00.000Z',
    },
  ],
};

const PENDING: Subscription = {
  ...ACTIVE,
  status: 'pending',
  agreementStatus: 'sent',
  startedAt: null,
  currentPeriod: null,
  nextChargeOn: null,
  nextChargeCents: null,
  commitmentEndsOn: null,
  invoices: [],
};

const PATH = `/members/memberships/${ACTIVE.id}`;

describe('the member freezes her membership (/members/memberships/:id)', () => {
  it('shows what the freeze does before it is confirmed, then freezes', async () => {
    const frozen: Request[] = [];
    const preview = {
      startsOn: '2030-05-12',
      endsOn: '2030-05-25',
      days: 14,
      feeCents: 1_500,
      nextChargeOn: '2030-06-15',
      commitmentEndsOn: '2030-08-15',
    };
    const { user } = renderRoute(PATH, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/subscriptions/{id}', ACTIVE),
        apiAnswers('get', '/api/me/subscriptions/{id}/freeze-preview', (request) => {
          const query = new URL(request.url).searchParams;
          expect(Object.fromEntries(query)).toEqual({ startsOn: '2030-05-12', endsOn: '2030-05-25' });
          return preview;
        }),
        apiAnswers('post', '/api/me/subscriptions/{id}/freeze', (request) => {
          frozen.push(request);
          return preview;
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly 8' })).toBeTruthy();
    expect(screen.getByTestId('next-charge').textContent).toContain('$229.00 on Jun 1, 2030');

    await user.click(screen.getByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze Monthly 8' });
    const first = within(dialog).getByLabelText(/^First day/);
    const last = within(dialog).getByLabelText(/^Last day/);
    await user.clear(first);
    await user.type(first, '2030-05-12');
    await user.clear(last);
    await user.type(last, '2030-05-25');
    await user.click(within(dialog).getByRole('button', { name: 'Show what changes' }));

    const shown = await within(dialog).findByTestId('freeze-preview');
    expect(shown.textContent).toContain('Frozen for 14 days, May 12, 2030 to May 25, 2030.');
    expect(shown.textContent).toContain('Fee: $15.00, added to your next invoice.');
    expect(shown.textContent).toContain('Next charge: Jun 15, 2030.');
    expect(shown.textContent).toContain('Commitment now until Aug 14, 2030.');
    expect(frozen).toHaveLength(0);

    // Another day needs another look before confirming.
    await user.clear(last);
    await user.type(last, '2030-05-24');
    expect(within(dialog).queryByTestId('freeze-preview')).toBeNull();
    await user.clear(last);
    await user.type(last, '2030-05-25');
    await user.click(within(dialog).getByRole('button', { name: 'Show what changes' }));
    await within(dialog).findByTestId('freeze-preview');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm freeze' }));
    await waitFor(() => expect(frozen).toHaveLength(1));
    expect(await frozen[0]?.json()).toEqual({ startsOn: '2030-05-12', endsOn: '2030-05-25' });
    await screen.findByText('Frozen from May 12, 2030 to May 25, 2030.');
  });

  it('shows the plan’s refusal on the field at fault, and no preview', async () => {
    const { user } = renderRoute(PATH, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/subscriptions/{id}', ACTIVE),
        apiProblem('get', '/api/me/subscriptions/{id}/freeze-preview', 422, {
          detail: 'A freeze on this plan lasts 7 to 30 days; this one is 40.',
          errors: { endsOn: ['A freeze on this plan lasts 7 to 30 days; this one is 40.'] },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze Monthly 8' });
    const last = within(dialog).getByLabelText(/^Last day/);
    await user.clear(last);
    await user.type(last, '2030-06-18');
    await user.click(within(dialog).getByRole('button', { name: 'Show what changes' }));
    await within(dialog).findByText('A freeze on this plan lasts 7 to 30 days; this one is 40.');
    expect(fieldMessage(last)).toBe('A freeze on this plan lasts 7 to 30 days; this one is 40.');
    expect(within(dialog).queryByTestId('freeze-preview')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Show what changes' })).toBeTruthy();
  });
});

describe('a pending membership (/members/memberships/:id)', () => {
  it('asks to sign the agreement first, and lets her pay once it is signed', async () => {
    const { user, queryClient } = renderRoute(PATH, {
      role: 'customer',
      handlers: [apiAnswers('get', '/api/me/subscriptions/{id}', PENDING)],
    });
    const agreement = await screen.findByTestId('step-agreement');
    expect(within(agreement).getByText('Read and sign the agreement first.')).toBeTruthy();
    expect(within(agreement).getByRole('link', { name: 'Read and sign' }).getAttribute('href')).toBe(
      `/members/contracts/${CONTRACT_ID}`,
    );
    const pay = screen.getByTestId('step-pay');
    expect(within(pay).getByText('Sign the agreement first.')).toBeTruthy();
    expect(within(pay).getByText(/its first invoice \(\$278\.00\) is owed at the front desk/)).toBeTruthy();
    const start = within(pay).getByRole('button', { name: 'Start, pay at the studio' });
    expect((start as HTMLButtonElement).disabled).toBe(true);

    // Signed (on the contract's page): the membership, read again, lets her pay.
    const started: Request[] = [];
    server.use(
      apiAnswers('get', '/api/me/subscriptions/{id}', { ...PENDING, agreementStatus: 'signed' }),
      apiAnswers('post', '/api/me/subscriptions/{id}/start', (request) => {
        started.push(request);
        return { subscription: ACTIVE, checkoutUrl: null };
      }),
    );
    await queryClient.invalidateQueries();
    await within(agreement).findByText('Signed. Thank you.');
    expect(within(pay).queryByText('Sign the agreement first.')).toBeNull();
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    server.use(apiAnswers('get', '/api/me/subscriptions/{id}', ACTIVE));
    await user.click(start);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(await screen.findByTestId('next-charge')).toBeTruthy();
  });

  it('shows a refusal for an unsigned agreement at the signing step', async () => {
    const { user } = renderRoute(PATH, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/subscriptions/{id}', { ...PENDING, agreementStatus: 'signed' }),
        apiProblem('post', '/api/me/subscriptions/{id}/start', 409, {
          detail: 'Sign the membership agreement before paying.',
          errors: { agreement: ['Sign the membership agreement before paying.'] },
        }),
      ],
    });
    const pay = await screen.findByTestId('step-pay');
    await user.click(within(pay).getByRole('button', { name: 'Start, pay at the studio' }));
    const agreement = screen.getByTestId('step-agreement');
    expect((await within(agreement).findByRole('alert')).textContent).toBe(
      'Sign the membership agreement before paying.',
    );
  });
});
