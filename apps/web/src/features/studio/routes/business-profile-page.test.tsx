import type { BusinessProfile } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
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
  bookBeforePaying: true,
  maxUnpaidPurchases: 1,
  arrivalGeofenceMeters: 100,
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

describe('/admin/business: the studio colour (decision 0047)', () => {
  it('refuses a colour without AA contrast on its field before sending, and saves a dark enough one', async () => {
    const sent: unknown[] = [];
    const { user } = renderRoute('/admin/business', {
      role: 'principal',
      handlers: [
        apiAnswers('put', '/api/business/brand-color', async (request) => {
          const body = (await request.json()) as { brandColor: string | null };
          sent.push(body);
          return { ...profile, brandColor: body.brandColor };
        }),
        ...studioAnswers,
      ],
    });
    const field = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(fieldMessage(field)).toBe('Contrast with white: 4.5:1 (at least 4.5:1 needed).');
    await user.clear(field);
    await user.type(field, '#ffd400');
    expect(fieldMessage(field)).toBe('Contrast with white: 1.3:1 (at least 4.5:1 needed).');
    await user.click(screen.getByRole('button', { name: 'Save the colour' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(field)).toBe(
      'Choose a darker colour: its contrast with white is 1.3:1, and at least 4.5:1 is needed.',
    );
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '#0B5A3E');
    await user.click(screen.getByRole('button', { name: 'Save the colour' }));
    expect(await screen.findByText('Colour saved. It is now your studio’s default.')).toBeTruthy();
    expect(sent).toEqual([{ brandColor: '#0b5a3e' }]);
  });

  it('shows an admin the colour without a way to change it', async () => {
    renderRoute('/admin/business', {
      role: 'admin',
      handlers: [
        apiAnswers('get', '/api/business/profile', { ...profile, brandColor: '#0b5a3e' }),
        ...studioAnswers,
      ],
    });
    const field = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect((field as HTMLInputElement).value).toBe('#0b5a3e');
    expect((field as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Your studio’s primary colour. Only the owner can change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the colour' })).toBeNull();
  });
});
