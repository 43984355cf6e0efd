import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { SERVICE } from '../../../test/fixtures.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const ID = SERVICE.id;
const service = SERVICE;

describe('cancelling a session (/members/services/details/:id)', () => {
  it('puts the API’s message about the reason on the reason field and its detail in the dialog’s alert', async () => {
    const { user } = renderRoute(`/members/services/details/${ID}`, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/services/{id}', service),
        apiAnswers('get', '/api/me/services/{id}/history', { items: [] }),
        apiAnswers('get', '/api/me/services/{id}/plans', {
          serviceId: ID,
          workout: null,
          recovery: null,
          updatedAt: null,
          updatedBy: null,
        }),
        apiProblem('post', '/api/me/services/{id}/transitions', 422, {
          detail: 'This session can no longer be canceled online.',
          errors: { reason: ['Say why in 500 characters or fewer.'] },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for canceling' });
    await user.type(reason, 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));

    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(reason)).toBe('Say why in 500 characters or fewer.');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'This session can no longer be canceled online.',
    );
  });
});
