import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths.ts';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const EXPORT = {
  id: '00000000-0000-4000-8000-0000000000e1',
  status: 'running' as const,
  progress: 40,
  step: 'sessions',
  includeBankNumbers: false,
  requestedBy: 'Paula Principal',
  archiveBytes: null,
  error: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  expiresAt: '2026-12-04T10:00:00.000Z',
  expired: false,
};

describe(PATHS.adminBusinessData, () => {
  it('shows a running export’s progress and step, and a finished one’s download', async () => {
    renderRoute(PATHS.adminBusinessData, {
      role: 'principal',
      handlers: [
        apiAnswers('get', '/api/studio-exports', {
          items: [
            EXPORT,
            {
              ...EXPORT,
              id: '00000000-0000-4000-8000-0000000000e2',
              status: 'done',
              progress: 100,
              step: 'archive',
              archiveBytes: 1_200_000,
              finishedAt: '2026-11-26T10:01:00.000Z',
            },
          ],
        }),
      ],
    });
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40% done: writing sessions…')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Download archive' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(
      '/api/studio-exports/00000000-0000-4000-8000-0000000000e2/download',
    );
    // One at a time: the button waits for the running export.
    expect(screen.getByRole('button', { name: 'Start export' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the password with full bank numbers and puts the API’s refusal on that field', async () => {
    const { user } = renderRoute(PATHS.adminBusinessData, {
      role: 'principal',
      handlers: [
        apiAnswers('get', '/api/studio-exports', { items: [] }),
        apiProblem('post', '/api/studio-exports', 400, {
          title: 'Bad Request',
          detail: 'This password is not correct.',
          errors: { password: ['This password is not correct.'] },
        }),
      ],
    });
    await screen.findByText('No export yet.', {}, { timeout: 5000 });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.click(screen.getByLabelText('Include full bank account and tax ID numbers'));
    const password = await screen.findByLabelText('Your password');
    await user.type(password, 'Wrong-Password-1');
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(password)).toBe('This password is not correct.');
  });
});
