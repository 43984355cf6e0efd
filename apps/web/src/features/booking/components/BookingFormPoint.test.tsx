import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api-client.ts';
import { apiAnswers } from '../../../test/api-server.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// An in-home session's address on the map (decision 0060): the booking form shows the point field
// under the address for in-home offerings only, the address and pin prefilled from the member's profile.

const MASSAGE: Schemas['Offering'] = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Massage at home',
  description: '',
  serviceType: 'Massage',
  category: 'massage',
  place: 'home',
  durationMinutes: 60,
  creditKind: 'massage',
  creditsNeeded: 0,
  priceCents: null,
  participantsMin: 1,
  participantsMax: 1,
  travelBufferMinutes: 30,
  experts: [{ id: '00000000-0000-4000-8000-0000000000e2', name: 'Erin Expert' }],
  deliveredBy: [],
  locations: [],
  active: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const STUDIO: Schemas['Offering'] = {
  ...MASSAGE,
  id: '00000000-0000-4000-8000-0000000000e3',
  name: 'Training at the studio',
  serviceType: 'Training',
  category: 'training',
  creditKind: 'training',
  place: 'studio',
  travelBufferMinutes: 0,
};

const PROFILE: Schemas['MemberProfile'] = {
  fullName: 'Maya Member',
  email: 'member@demo.test',
  phone: null,
  dateOfBirth: '1990-01-01',
  address: '1200 Sunset Blvd',
  city: 'Los Angeles, California',
  latitude: 34.0776,
  longitude: -118.2606,
  emergencyContactName: null,
  emergencyContactPhone: null,
  sports: [],
  goals: [],
  languages: [],
  medicalFlag: false,
  hasPhoto: false,
  photoVersion: 0,
  termsVersion: null,
  privacyVersion: null,
  consentedAt: null,
  medical: null,
  nutrition: null,
  citySuggestions: [],
};

const handlers = [
  apiAnswers('get', '/api/me/offerings', { items: [MASSAGE, STUDIO] }),
  apiAnswers('get', '/api/members/me/profile', PROFILE),
  apiAnswers('get', '/api/members/me/household', { items: [] }),
  apiAnswers('get', '/api/locations', { items: [] }),
  apiAnswers('get', '/api/me/credits', {
    timeZone: 'UTC',
    balances: [],
    history: { items: [], total: 0, page: 1, pageSize: 5 },
  }),
  apiAnswers('get', '/api/me/availability/days', { timeZone: 'UTC', offeringId: MASSAGE.id, days: [] }),
  apiAnswers('get', '/api/me/availability', {
    date: '2030-01-01',
    timeZone: 'UTC',
    offeringId: MASSAGE.id,
    durationMinutes: 60,
    slots: [],
  }),
  apiAnswers('get', '/api/public/config', {
    demo: { enabled: false, password: null, accounts: [] },
    defaultBusinessSlug: null,
    oidc: { enabled: false, name: '' },
    map: { tileUrl: null },
  }),
];

describe('booking an in-home session', () => {
  it('prefills the address and its pin from the member’s profile', async () => {
    renderRoute(`/members/services/new?offeringId=${MASSAGE.id}`, { role: 'customer', handlers });
    const latitude = (await screen.findByRole('textbox', { name: 'Latitude' })) as HTMLInputElement;
    await waitFor(() => expect(latitude.value).toBe('34.0776'));
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('-118.2606');
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe(
      '1200 Sunset Blvd',
    );
    expect(screen.getByText('The address on the map (optional)')).toBeTruthy();
  });

  it('shows no point field for a studio session', async () => {
    renderRoute(`/members/services/new?offeringId=${STUDIO.id}`, { role: 'customer', handlers });
    expect(await screen.findByRole('button', { name: /review/i })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Latitude' })).toBeNull();
  });
});
