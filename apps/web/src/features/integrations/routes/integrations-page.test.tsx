import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths.ts';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const ENDPOINT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  url: 'https://hooks.example.com/studio',
  description: '',
  eventTypes: ['session.requested'],
  enabled: false,
  disabledReason: 'gone' as const,
  disabledAt: '2026-11-27T10:00:00.000Z',
  failingSince: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe(PATHS.adminBusinessIntegrations, () => {
  it('shows an admin the webhooks only, with why an endpoint was turned off', async () => {
    renderRoute(PATHS.adminBusinessIntegrations, {
      role: 'admin',
      handlers: [apiAnswers('get', '/api/webhook-endpoints', { items: [ENDPOINT] })],
    });
    await screen.findByText(/the address answered that it no longer exists/, {}, { timeout: 5000 });
    expect(screen.getByRole('switch', { name: `Send events to ${ENDPOINT.url}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create an API key' })).toBeNull();
  });

  it('puts the API’s refusal of an endpoint address on the URL field', async () => {
    const { user } = renderRoute(PATHS.adminBusinessIntegrations, {
      role: 'principal',
      handlers: [
        apiAnswers('get', '/api/api-keys', { items: [] }),
        apiAnswers('get', '/api/webhook-endpoints', { items: [] }),
        apiProblem('post', '/api/webhook-endpoints', 422, {
          title: 'Unprocessable Entity',
          detail: 'Use an https address.',
          errors: { url: ['Use an https address.'] },
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Create an API key' }, { timeout: 5000 });
    const url = screen.getByLabelText(/^Endpoint URL/);
    await user.type(url, 'http://hooks.example.com');
    await user.click(screen.getByLabelText('Session confirmed'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(url)).toBe('Use an https address.');
  });
});
