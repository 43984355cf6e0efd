import type { BusinessProfile } from '@bmp/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiPending, apiProblem, server } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const profile: BusinessProfile = {
  id: 'b1',
  name: 'Harbour Pilates',
  slug: 'harbour-pilates',
  timeZone: 'UTC',
  contactEmail: null,
  contactPhone: null,
  hours: DAYS.map((day) => ({
    day,
    open: '09:00',
    close: '17:00',
    closed: false,
    openDisplay: '9:00 AM',
    closeDisplay: '5:00 PM',
  })),
  amenities: [],
  accessibility: [],
  equipment: [],
  specialities: [],
  languages: [],
  freeCancelHours: 24,
  hasLogo: false,
  brandColor: null,
  logoVersion: 0,
  publicPath: '/studio/harbour-pilates',
  signupPath: '/register/harbour-pilates',
};

const studioAnswers = [
  apiAnswers('get', '/api/business/profile', profile),
  apiAnswers('get', '/api/business/locations', { items: [] }),
  apiAnswers('post', '/api/business/profile/hours-check', { sessions: [] }),
];

describe('/admin/business (the studio profile)', () => {
  it('puts the API’s message about a day’s closing time on that field, and the rest in the form’s alert', async () => {
    const { user } = renderRoute('/admin/business', {
      role: 'principal',
      handlers: [
        apiProblem('put', '/api/business/profile', 422, {
          detail: 'Some business hours are not valid.',
          errors: { 'hours.1.close': ['Closing time must be after the opening time.'] },
        }),
        ...studioAnswers,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));

    // The answer is in once the form's alert says the detail.
    await screen.findByText('Some business hours are not valid.');
    const tuesdayCloses = screen.getByLabelText('Tuesday closes');
    expect(tuesdayCloses.getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessage(tuesdayCloses)).toBe('Closing time must be after the opening time.');
    expect(screen.getByLabelText('Monday closes').getAttribute('aria-invalid')).toBe('false');
    expect(within(screen.getByRole('alert')).getByText('Some business hours are not valid.')).toBeTruthy();
  });

  it('says it is loading while the API has not answered', async () => {
    renderRoute('/admin/business', {
      role: 'principal',
      handlers: [apiPending('get', '/api/business/profile'), ...studioAnswers],
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading…');
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });

  it('shows the API’s failure with Try again, and the form once a retry succeeds', async () => {
    const { user } = renderRoute('/admin/business', {
      role: 'principal',
      handlers: [apiProblem('get', '/api/business/profile', 500, { detail: 'The database is unavailable.' })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The database is unavailable.');
    // The API is back: handlers added later answer first.
    server.use(...studioAnswers);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeTruthy();
    expect(screen.queryByText('The database is unavailable.')).toBeNull();
  });
});
