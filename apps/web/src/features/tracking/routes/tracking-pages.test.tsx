import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswers } from '../../../test/api-server.ts';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { liveStream } from '../../live/live-stream.ts';
import type { DistanceRanking, Trip } from '../api/tracking.ts';

// /admin/services/track and /admin/services/distance (decision 0060): the list beside the map says
// everything the map shows, moved live; the distance ranking in the API's order with its free starts,
// assign on a requested session and book with the expert and start chosen.

const CONFIG = apiAnswers('get', '/api/public/config', {
  demo: { enabled: false, password: null, accounts: [] },
  defaultBusinessSlug: null,
  oidc: { enabled: false, name: '' },
  map: { tileUrl: null },
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const trip = (n: number, changes: Partial<Trip> = {}): Trip => ({
  sessionId: uuid(100 + n),
  status: 'Tracking',
  startsAt: '2030-05-06T17:00:00.000Z',
  offeringName: 'In-home training',
  expert: { id: uuid(200 + n), name: `Expert ${n}` },
  customer: { id: uuid(300 + n), name: `Client ${n}` },
  address: `${n} Palm Street`,
  destination: { latitude: 34.05, longitude: -118.25 },
  position: { latitude: 34.07, longitude: -118.25, accuracy: 10, recordedAt: new Date().toISOString() },
  distanceMeters: 2_200,
  eta: { minMinutes: 3, maxMinutes: 10 },
  geofenceMeters: 100,
  ...changes,
});

beforeEach(() => {
  installFakeEventSource();
});

afterEach(() => {
  liveStream.close();
  vi.unstubAllGlobals();
});

describe('/admin/services/track', () => {
  it('lists every trip today with distance, a range of minutes and the last update, moved live', async () => {
    let calls = 0;
    let items = [trip(1), trip(2, { status: 'Confirmed', position: null, distanceMeters: null, eta: null })];
    renderRoute('/admin/services/track', {
      role: 'admin',
      handlers: [
        CONFIG,
        apiAnswers('get', '/api/tracking/trips', () => {
          calls += 1;
          return { items, timeZone: 'UTC' };
        }),
      ],
    });
    const list = await screen.findByRole('region', { name: '2 trips today' }, { timeout: 20_000 });
    const moving = within(list).getByRole('listitem', { name: 'Expert 1 to Client 1' });
    expect(within(moving).getByText('2.2 km')).toBeTruthy();
    expect(within(moving).getByText('about 3–10 min')).toBeTruthy();
    const waiting = within(list).getByRole('listitem', { name: 'Expert 2 to Client 2' });
    expect(within(waiting).getByText('Not started yet')).toBeTruthy();
    expect(within(waiting).getByText('Confirmed')).toBeTruthy();

    act(() => {
      FakeEventSource.latest().emit(
        'tracking.position',
        {
          sessionId: uuid(101),
          expertId: uuid(201),
          latitude: 34.06,
          longitude: -118.25,
          accuracy: 5,
          recordedAt: new Date(Date.now() + 1_000).toISOString(),
          distanceMeters: 900,
          eta: { minMinutes: 1, maxMinutes: 5 },
        },
        'p1',
      );
    });
    expect(await within(moving).findByText('900 m')).toBeTruthy();
    expect(within(moving).getByText('about 1–5 min')).toBeTruthy();
    expect(calls).toBe(1);

    items = [
      trip(1, { status: 'Arrived', position: null, distanceMeters: null, eta: null }),
      items[1] as Trip,
    ];
    act(() => {
      FakeEventSource.latest().emit('session.changed', { sessionId: uuid(101), status: 'Arrived' }, 's1');
    });
    await waitFor(() => expect(calls).toBe(2));
    expect(await within(moving).findByText('Arrived', { selector: 'dd' })).toBeTruthy();
  }, 40_000);

  it('offers an expert the way to start or share from their session', async () => {
    renderRoute('/admin/services/track', {
      role: 'expert',
      handlers: [
        CONFIG,
        apiAnswers('get', '/api/tracking/trips', {
          items: [trip(1, { status: 'Confirmed', position: null, distanceMeters: null, eta: null })],
          timeZone: 'UTC',
        }),
      ],
    });
    const open = await screen.findByRole('link', { name: 'Open to start the trip' }, { timeout: 20_000 });
    expect(open.getAttribute('href')).toBe(`/admin/services/details/${uuid(101)}`);
  }, 40_000);
});

const RANKING: DistanceRanking = {
  target: {
    customerId: uuid(301),
    customerName: 'Client 1',
    serviceId: null,
    address: '1 Palm Street',
    point: { latitude: 34.05, longitude: -118.25 },
  },
  offering: { id: uuid(401), name: 'In-home training' },
  date: '2030-05-08',
  timeZone: 'UTC',
  experts: [
    {
      expertId: uuid(201),
      name: 'Near Expert',
      from: 'position',
      point: { latitude: 34.051, longitude: -118.25 },
      distanceMeters: 150,
      eta: { minMinutes: 1, maxMinutes: 2 },
      freeSlots: ['2030-05-08T09:00:00.000Z', '2030-05-08T10:00:00.000Z'],
    },
    {
      expertId: uuid(202),
      name: 'Far Expert',
      from: 'home',
      point: { latitude: 34.2, longitude: -118.25 },
      distanceMeters: 16_700,
      eta: { minMinutes: 34, maxMinutes: 76 },
      freeSlots: [],
    },
    {
      expertId: uuid(203),
      name: 'Nowhere Expert',
      from: null,
      point: null,
      distanceMeters: null,
      eta: null,
      freeSlots: [],
    },
  ],
};

const CLIENT = {
  id: uuid(301),
  fullName: 'Client 1',
  email: 'client1@example.test',
  phone: null,
  status: 'active' as const,
  onboarded: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  creditsAvailable: 0,
  pendingPurchases: 0,
  owedCents: 0,
};

describe('/admin/services/distance', () => {
  it('ranks the experts as the API does, with where each is measured from and a Book link per free start', async () => {
    renderRoute(`/admin/services/distance?customerId=${uuid(301)}&offeringId=${uuid(401)}&date=2030-05-08`, {
      role: 'admin',
      handlers: [
        CONFIG,
        apiAnswers('get', '/api/offerings', { items: [], total: 0, page: 1, pageSize: 100 }),
        apiAnswers('get', '/api/tracking/distance', RANKING),
        apiAnswers('get', '/api/customers/{customerId}', CLIENT),
        apiAnswers('get', '/api/customers', { items: [CLIENT], total: 1, page: 1, pageSize: 10 }),
      ],
    });
    const ranked = await screen.findByRole('region', { name: 'Nearest experts' }, { timeout: 20_000 });
    const items = within(ranked).getAllByRole('listitem', { name: /Expert$/ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '1. Near Expert',
      '2. Far Expert',
      '3. Nowhere Expert',
    ]);
    expect(
      within(items[0] as HTMLElement).getByText(/150 m from their live position · about 1–2 min/),
    ).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText(/17 km from their home base · about 34–76 min/),
    ).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText(/Distance unknown/)).toBeTruthy();
    const book = within(items[0] as HTMLElement).getAllByRole('link', {
      name: /^Book at /,
    })[0] as HTMLElement;
    const url = new URL(book.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe(`/admin/services/new/${uuid(301)}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offeringId: uuid(401),
      expertId: uuid(201),
      date: '2030-05-08',
      startsAt: '2030-05-08T09:00:00.000Z',
    });
  }, 40_000);

  it('assigns a requested session to the expert chosen', async () => {
    const assigned: unknown[] = [];
    const { user } = renderRoute(`/admin/services/distance?serviceId=${uuid(501)}`, {
      role: 'admin',
      handlers: [
        CONFIG,
        apiAnswers('get', '/api/tracking/distance', {
          ...RANKING,
          target: { ...RANKING.target, serviceId: uuid(501) },
        }),
        // 204, no body (apiAnswers types only 200 and 201 answers).
        http.post('/api/services/:id/assign', async ({ request }) => {
          assigned.push({ url: new URL(request.url).pathname, body: await request.json() });
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    const ranked = await screen.findByRole('region', { name: 'Nearest experts' }, { timeout: 20_000 });
    const near = within(ranked).getByRole('listitem', { name: '1. Near Expert' });
    await user.click(within(near).getByRole('button', { name: 'Assign' }));
    expect(await within(near).findByText('The session is now Near Expert’s.')).toBeTruthy();
    expect(assigned).toEqual([{ url: `/api/services/${uuid(501)}/assign`, body: { expertId: uuid(201) } }]);
  }, 40_000);
});
