import type { Service } from '@bmp/shared';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswers, server } from '../../../test/api-server.ts';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { SERVICE } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { liveStream } from '../../live/live-stream.ts';
import type { Trip } from '../api/tracking.ts';
import { useThrottledText } from '../hooks/use-throttled-text.ts';

// The member's "Your expert is on the way" (decision 0060): the distance and a range of minutes, moved
// by the live stream's points without asking the API again, fully said in text (no map tiles here), and
// a polite live region that speaks at most every 30 s, an arrival at once.

const ID = SERVICE.id;
const HOME_SESSION: Service = {
  ...SERVICE,
  place: 'home',
  status: 'Tracking',
  address: '12 Palm Street',
  allowedTransitions: [],
};
const TRIP: Trip = {
  sessionId: ID,
  status: 'Tracking',
  startsAt: SERVICE.startsAt,
  offeringName: 'Personal training',
  expert: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Tara Trainer' },
  customer: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Test customer' },
  address: '12 Palm Street',
  destination: { latitude: 34.05, longitude: -118.25 },
  position: { latitude: 34.08, longitude: -118.25, accuracy: 10, recordedAt: '2030-05-06T15:30:00.000Z' },
  distanceMeters: 3_400,
  eta: { minMinutes: 5, maxMinutes: 16 },
  geofenceMeters: 100,
};

function memberPage(trip: () => Trip, tripCalls: { count: number }) {
  return renderRoute(`/members/services/details/${ID}`, {
    role: 'customer',
    handlers: [
      apiAnswers(
        'get',
        '/api/me/services/{id}',
        (): Service => ({
          ...HOME_SESSION,
          status: trip().status === 'Arrived' ? 'Arrived' : 'Tracking',
        }),
      ),
      apiAnswers('get', '/api/me/services/{id}/history', { items: [] }),
      apiAnswers('get', '/api/me/services/{id}/plans', {
        serviceId: ID,
        workout: null,
        recovery: null,
        updatedAt: null,
        updatedBy: null,
      }),
      apiAnswers('get', '/api/me/services/{id}/trip', () => {
        tripCalls.count += 1;
        return trip();
      }),
      apiAnswers('get', '/api/public/config', {
        demo: { enabled: false, password: null, accounts: [] },
        defaultBusinessSlug: null,
        oidc: { enabled: false, name: '' },
        map: { tileUrl: null },
      }),
    ],
  });
}

const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

beforeEach(() => {
  installFakeEventSource();
});

afterEach(() => {
  liveStream.close();
  vi.unstubAllGlobals();
  server.resetHandlers();
});

describe('the member’s view of an in-home session on its way', () => {
  it('shows the expert’s distance and arrival as a range, moved live, and their arrival', async () => {
    let current = TRIP;
    const calls = { count: 0 };
    memberPage(() => current, calls);

    // The first render compiles the lazy page: a loaded machine may take a while.
    expect(
      await screen.findByRole('heading', { name: 'Your expert is on the way' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('3.4 km')).toBeTruthy();
    expect(screen.getByText('about 5–16 min')).toBeTruthy();
    // No tiles: the map says so, and every figure is in the text beside it.
    expect(await screen.findByText(/Map tiles are unavailable/)).toBeTruthy();
    expect(calls.count).toBe(1);

    act(() => {
      FakeEventSource.latest().emit(
        'tracking.position',
        {
          sessionId: ID,
          expertId: TRIP.expert.id,
          latitude: 34.06,
          longitude: -118.25,
          accuracy: 8,
          recordedAt: '2030-05-06T15:31:00.000Z',
          distanceMeters: 1_200,
          eta: { minMinutes: 2, maxMinutes: 6 },
        },
        'e1',
      );
    });
    expect(await screen.findByText('1.2 km')).toBeTruthy();
    expect(screen.getByText('about 2–6 min')).toBeTruthy();
    expect(screen.queryByText('3.4 km')).toBeNull();
    // Moved from the event: the API was not asked again.
    expect(calls.count).toBe(1);
    // The polite region waits its 30 s before speaking the new distance.
    expect(liveRegion()?.textContent).toContain('3.4 km');
    // Another session's point changes nothing.
    act(() => {
      FakeEventSource.latest().emit(
        'tracking.position',
        {
          sessionId: '00000000-0000-4000-8000-0000000000a2',
          expertId: TRIP.expert.id,
          latitude: 1,
          longitude: 1,
          accuracy: null,
          recordedAt: '2030-05-06T15:32:00.000Z',
          distanceMeters: 99_000,
          eta: { minMinutes: 100, maxMinutes: 200 },
        },
        'e2',
      );
    });
    expect(screen.getByText('1.2 km')).toBeTruthy();

    current = { ...TRIP, status: 'Arrived', position: null, distanceMeters: null, eta: null };
    act(() => {
      FakeEventSource.latest().emit('session.changed', { sessionId: ID, status: 'Arrived' }, 'e3');
    });
    expect(await screen.findByRole('heading', { name: 'Your expert has arrived' })).toBeTruthy();
    expect(screen.getByText('Tara Trainer is at the address.')).toBeTruthy();
    await waitFor(() => expect(liveRegion()?.textContent).toBe('Tara Trainer has arrived.'));
  }, 40_000);

  it('shows nothing of a trip for a session at the studio', async () => {
    const calls = { count: 0 };
    renderRoute(`/members/services/details/${ID}`, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/services/{id}', { ...SERVICE, status: 'Confirmed' }),
        apiAnswers('get', '/api/me/services/{id}/history', { items: [] }),
        apiAnswers('get', '/api/me/services/{id}/plans', {
          serviceId: ID,
          workout: null,
          recovery: null,
          updatedAt: null,
          updatedBy: null,
        }),
        apiAnswers('get', '/api/me/services/{id}/trip', () => {
          calls.count += 1;
          return TRIP;
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Personal training' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/on the way/)).toBeNull();
    expect(calls.count).toBe(0);
  }, 40_000);
});

describe('the live region’s pace', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a new text at most every 30 s (the newest), and an urgent one at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { result, rerender } = renderHook(
      ({ text, key }: { text: string; key: string }) => useThrottledText(text, 30_000, key),
      { initialProps: { text: '3.4 km', key: 'Tracking' } },
    );
    expect(result.current).toBe('3.4 km');
    rerender({ text: '3.0 km', key: 'Tracking' });
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    rerender({ text: '2.6 km', key: 'Tracking' });
    await act(async () => vi.advanceTimersByTimeAsync(19_000));
    expect(result.current).toBe('3.4 km');
    await act(async () => vi.advanceTimersByTimeAsync(1_100));
    expect(result.current).toBe('2.6 km');

    rerender({ text: '2.2 km', key: 'Tracking' });
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(result.current).toBe('2.6 km');
    rerender({ text: 'Arrived', key: 'Arrived' });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe('Arrived');
  });
});
