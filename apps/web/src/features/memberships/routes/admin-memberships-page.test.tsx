import type { MembershipPlan } from '@bmp/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const AGREEMENT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Membership agreement',
  kind: 'membership_agreement' as const,
  latestVersion: 1,
  publishedVersion: 1,
  requiredWaiver: false,
  issuedCount: 0,
  updatedAt: '2030-05-01T10:00:00.000Z',
};

const PLAN: MembershipPlan = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Monthly 8',
  description: 'Eight sessions a month.',
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
  agreementTemplateId: AGREEMENT.id,
  agreementName: AGREEMENT.name,
  freezesPerYear: 2,
  freezeMinDays: 7,
  freezeMaxDays: 30,
  freezeFeeCents: 1_500,
  cancelNoticeDays: 14,
  active: true,
  subscribers: 3,
};

describe('membership plans (/admin/services/memberships)', () => {
  it('lists the plans with their price per period, what they include and their commitment', async () => {
    renderRoute('/admin/services/memberships', {
      role: 'admin',
      handlers: [apiAnswers('get', '/api/membership-plans', { items: [PLAN], cardPayments: false })],
    });
    const table = await screen.findByRole('table', { name: 'Membership plans' });
    const row = await within(table).findByRole('row', { name: /Monthly 8/ });
    expect(row.textContent).toContain('$229.00 a month');
    expect(row.textContent).toContain('8 Training credits a month');
    expect(row.textContent).toContain('At least 3 months');
    expect(row.textContent).toContain('Agreement: Membership agreement');
  });

  it('shows the server’s refusal on the field it names', async () => {
    const { user } = renderRoute('/admin/services/memberships', {
      role: 'admin',
      handlers: [
        apiAnswers('get', '/api/membership-plans', { items: [], cardPayments: false }),
        apiAnswers('get', '/api/contract-templates', { items: [AGREEMENT] }),
        apiProblem('post', '/api/membership-plans', 422, {
          detail: 'The longest freeze must be at least the shortest.',
          errors: { freezeMaxDays: ['The longest freeze must be at least the shortest.'] },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a membership plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Monthly 8');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price per period/ }), '$229.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));

    const longest = within(dialog).getByRole('textbox', { name: 'Longest freeze (days)' });
    await screen.findByText('The longest freeze must be at least the shortest.');
    expect(fieldMessage(longest)).toBe('The longest freeze must be at least the shortest.');
    expect(longest.getAttribute('aria-invalid')).toBe('true');
    // Said once, on its field: not repeated in the dialog's general alert.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
