import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { SERVICE } from '../../../test/fixtures.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

describe('the plans of a session (/admin/services/details/:id)', () => {
  it('puts the API’s message about an exercise on that exercise’s field, and the rest in the alert', async () => {
    const { user } = renderRoute(`/admin/services/details/${SERVICE.id}`, {
      role: 'admin',
      handlers: [
        apiAnswers('get', '/api/services/{id}', SERVICE),
        apiAnswers('get', '/api/customers/{customerId}/health', {
          medicalFlag: false,
          medical: null,
          nutrition: null,
        }),
        apiAnswers('get', '/api/services/{id}/plans', {
          serviceId: SERVICE.id,
          workout: {
            blocks: [
              {
                type: 'Warm Up',
                exercises: [{ activity: 'running', reps: 10, durationSeconds: null, weightLbs: null }],
              },
            ],
          },
          recovery: null,
          updatedAt: null,
          updatedBy: null,
        }),
        apiProblem('put', '/api/services/{id}/plans', 400, {
          detail: 'The plans could not be saved.',
          errors: {
            'workout.blocks.0.exercises.0.reps': ['Ten reps of running is too few for this session.'],
            workout: ['The workout is too long for the session.'],
          },
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Workout and recovery plans' });
    await user.click(within(form).getByRole('button', { name: 'Save plans' }));

    const reps = within(form).getByRole('combobox', { name: 'Reps (exercise 1)' });
    await waitFor(() => expect(fieldMessage(reps)).toBe('Ten reps of running is too few for this session.'));
    expect(within(form).getByRole('alert').textContent).toBe(
      'The plans could not be saved. The workout is too long for the session.',
    );
  });
});
