import type { Team } from '@bmp/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiPending, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const team: Team = {
  members: [
    {
      id: 'm1',
      name: 'Olive Owner',
      email: 'olive@example.test',
      role: 'principal',
      status: 'active',
      isMe: false,
    },
    {
      id: 'm2',
      name: 'Tara Trainer',
      email: 'tara@example.test',
      role: 'expert',
      status: 'active',
      isMe: false,
    },
  ],
  invitations: [],
};

describe('/admin/business/team', () => {
  it('puts the API’s 409 about an address already on the team on the Email field', async () => {
    const { user } = renderRoute('/admin/business/team', {
      role: 'admin',
      handlers: [
        apiAnswers('get', '/api/business/team', team),
        apiProblem('post', '/api/business/team/invitations', 409, {
          title: 'Conflict',
          detail: 'tara@example.test is already on the team.',
          errors: { email: ['tara@example.test is already on the team.'] },
        }),
      ],
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'tara@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await screen.findByText('tara@example.test is already on the team.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessage(email)).toBe('tara@example.test is already on the team.');
    // Said once, on the field: the detail only repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers "Make owner" to the owner only (useCan(ACCESS.owner))', async () => {
    renderRoute('/admin/business/team', {
      role: 'principal',
      handlers: [apiAnswers('get', '/api/business/team', team)],
    });
    expect(await screen.findByRole('button', { name: 'Make Tara Trainer the owner' })).toBeTruthy();
    // Nobody is offered to make the owner the owner.
    expect(screen.queryByRole('button', { name: 'Make Olive Owner the owner' })).toBeNull();
  });

  it('hides "Make owner" and the owner’s actions from an admin', async () => {
    renderRoute('/admin/business/team', {
      role: 'admin',
      handlers: [apiAnswers('get', '/api/business/team', team)],
    });
    expect(await screen.findByRole('button', { name: 'Deactivate Tara Trainer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Tara Trainer the owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Olive Owner' })).toBeNull();
  });

  it('says the members are loading while the API has not answered', async () => {
    renderRoute('/admin/business/team', {
      role: 'admin',
      handlers: [apiPending('get', '/api/business/team')],
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('table', { name: 'Members of the team' })).toBeNull();
  });

  it('shows the API’s failure of the team with Try again', async () => {
    renderRoute('/admin/business/team', {
      role: 'admin',
      handlers: [apiProblem('get', '/api/business/team', 500, { detail: 'The team could not be read.' })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The team could not be read.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Members of the team' })).toBeNull();
  });
});
