import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { apiAnswers, apiProblem, server } from '../../../test/api-server.ts';
import { TripSharing } from './TripSharing.tsx';

// The expert's position sharing (decision 0060), with a fake geolocation, a fake wake lock and the
// API answered by MSW: a reading goes out at most once per 10 s unless the expert moved 25 m, a reading
// held back goes once its 10 s are up, and everything stops when the server says Arrived.

const ID = '5b1f0d3e-8a7c-4f2e-9b6d-1c2a3b4c5d6e';
const START = { latitude: 34.05, longitude: -118.25 };
/** Degrees of latitude per metre, near enough. */
const PER_METER = 1 / 111_195;
const north = (meters: number) => ({
  latitude: START.latitude + meters * PER_METER,
  longitude: START.longitude,
});

type Watcher = { success: PositionCallback; error?: PositionErrorCallback | null };

function installGeolocation() {
  const watchers = new Map<number, Watcher>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn(
      (success: PositionCallback, error?: PositionErrorCallback | null, _options?: PositionOptions) => {
        const id = next++;
        watchers.set(id, { success, error });
        return id;
      },
    ),
    clearWatch: vi.fn((id: number) => {
      watchers.delete(id);
    }),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    geolocation,
    watching: () => watchers.size,
    move(point: { latitude: number; longitude: number }, accuracy = 8) {
      act(() => {
        for (const watcher of watchers.values())
          watcher.success({
            coords: {
              ...point,
              accuracy,
              altitude: null,
              altitudeAccuracy: null,
              heading: null,
              speed: null,
            },
            timestamp: Date.now(),
          } as GeolocationPosition);
      });
    },
    fail(code: 1 | 2 | 3) {
      act(() => {
        for (const watcher of watchers.values())
          watcher.error?.({
            code,
            message: 'fake',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          });
      });
    },
  };
}

function installWakeLock() {
  const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const request = vi.fn(async () => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels, held: () => sentinels.filter((sentinel) => !sentinel.released).length };
}

/** Records the points sent; answers with `reply(n)` for the n-th (from 1). */
function recordPoints(reply: (count: number) => 'Tracking' | 'Arrived' = () => 'Tracking') {
  const points: { latitude: number; longitude: number; accuracy?: number }[] = [];
  server.use(
    apiAnswers('post', '/api/services/{id}/position', async (request) => {
      points.push(await request.json());
      const status = reply(points.length);
      return status === 'Arrived'
        ? { status, distanceMeters: 40, eta: null }
        : { status, distanceMeters: 3_400, eta: { minMinutes: 5, maxMinutes: 16 } };
    }),
  );
  return points;
}

/** Sharing started, its first point (START) sent: the fakes, and the points the API received. */
async function sharingAfterFirstPoint(reply?: (count: number) => 'Tracking' | 'Arrived') {
  const fake = installGeolocation();
  const wakeLock = installWakeLock();
  const points = recordPoints(reply);
  const view = render(<TripSharing serviceId={ID} />);
  fake.move(START);
  await waitFor(() => expect(points).toHaveLength(1));
  return { fake, wakeLock, points, view };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  await loadNamespaces(['tracking']);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('TripSharing', () => {
  it('watches with high accuracy and says to keep the page open', () => {
    const fake = installGeolocation();
    installWakeLock();
    recordPoints();
    render(<TripSharing serviceId={ID} />);
    expect(fake.geolocation.watchPosition).toHaveBeenCalledTimes(1);
    expect(fake.geolocation.watchPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
    expect(
      screen.getByText(
        'Keep this page open while you travel: your position is shared only while it is open.',
      ),
    ).toBeTruthy();
  });

  it('sends at most one point per 10 s unless the expert moved 25 m, and the one held back once its 10 s are up', async () => {
    const fake = installGeolocation();
    installWakeLock();
    const points = recordPoints();
    render(<TripSharing serviceId={ID} />);

    fake.move(START);
    await waitFor(() => expect(points).toHaveLength(1));
    expect(points[0]).toEqual({ ...START, accuracy: 8 });
    // The reply's distance and ETA, the ETA as a range.
    expect(await screen.findByText('3.4 km')).toBeTruthy();
    expect(screen.getByText('about 5–16 min')).toBeTruthy();

    await advance(2_000);
    fake.move(north(10));
    await advance(2_000);
    fake.move(north(20));
    await advance(500);
    expect(points).toHaveLength(1);

    // 40 m from the last point sent: at once, 5 s after it.
    await advance(500);
    fake.move(north(40));
    await waitFor(() => expect(points).toHaveLength(2));
    expect(points[1]?.latitude).toBeCloseTo(north(40).latitude, 8);

    // A 5 m move a second later is held back until 10 s after the last sent point...
    await advance(1_000);
    fake.move(north(45));
    await advance(8_000);
    expect(points).toHaveLength(2);
    // ...then sent, so the last small move before a stop still arrives.
    await advance(1_100);
    await waitFor(() => expect(points).toHaveLength(3));
    expect(points[2]?.latitude).toBeCloseTo(north(45).latitude, 8);

    // Standing still sends nothing more.
    await advance(30_000);
    expect(points).toHaveLength(3);
  });

  it('stops watching and lets the screen sleep when the server answers Arrived', async () => {
    const fake = installGeolocation();
    const wakeLock = installWakeLock();
    const points = recordPoints((count) => (count >= 2 ? 'Arrived' : 'Tracking'));
    const onArrived = vi.fn();
    render(<TripSharing serviceId={ID} onArrived={onArrived} />);
    await waitFor(() => expect(wakeLock.held()).toBe(1));

    fake.move(START);
    await waitFor(() => expect(points).toHaveLength(1));
    await advance(11_000);
    fake.move(north(5));
    await waitFor(() => expect(points).toHaveLength(2));

    expect(await screen.findByText('You have arrived. Your position is no longer shared.')).toBeTruthy();
    expect(onArrived).toHaveBeenCalledTimes(1);
    expect(fake.watching()).toBe(0);
    await waitFor(() => expect(wakeLock.held()).toBe(0));

    fake.move(north(500));
    await advance(20_000);
    expect(points).toHaveLength(2);
    expect(screen.queryByText(/Keep this page open/)).toBeNull();
  });

  it('sends a 25 m move that came right after the last point 2 s after it, not 10 s later', async () => {
    const { fake, points } = await sharingAfterFirstPoint();

    await advance(300);
    fake.move(north(1_000));
    await advance(1_500);
    expect(points).toHaveLength(1);
    await advance(300);
    await waitFor(() => expect(points).toHaveLength(2));
    expect(points[1]?.latitude).toBeCloseTo(north(1_000).latitude, 8);
  });

  it('sends a point the server refused as too soon (429) again a second later, and arrives with it', async () => {
    const { fake, points } = await sharingAfterFirstPoint((count) => (count >= 2 ? 'Arrived' : 'Tracking'));

    // The point at the door comes a second later by the browser's clock, too soon by the server's.
    let refused = 0;
    server.use(
      http.post(
        '*/api/services/:id/position',
        () => {
          refused += 1;
          return HttpResponse.json(
            { type: 'about:blank', title: 'Too Many Requests', status: 429 },
            { status: 429 },
          );
        },
        { once: true },
      ),
    );
    await advance(2_100);
    fake.move(north(3_000));
    await waitFor(() => expect(refused).toBe(1));
    expect(points).toHaveLength(1);
    // The position stands still, so no new reading comes: the refused one goes again by itself.
    await advance(1_100);
    await waitFor(() => expect(points).toHaveLength(2));
    expect(points[1]?.latitude).toBeCloseTo(north(3_000).latitude, 8);
    expect(await screen.findByText('You have arrived. Your position is no longer shared.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops watching and says so when the session turns Arrived before the last point’s answer', async () => {
    const { fake, wakeLock, points, view } = await sharingAfterFirstPoint();
    await waitFor(() => expect(wakeLock.held()).toBe(1));

    // The page refetched the session on its live event: it is Arrived.
    const onArrived = vi.fn();
    view.rerender(<TripSharing serviceId={ID} arrived onArrived={onArrived} />);
    expect(await screen.findByText('You have arrived. Your position is no longer shared.')).toBeTruthy();
    expect(fake.watching()).toBe(0);
    await waitFor(() => expect(wakeLock.held()).toBe(0));
    expect(onArrived).not.toHaveBeenCalled();
    fake.move(north(500));
    await advance(20_000);
    expect(points).toHaveLength(1);
  });

  it('stops when the session is no longer on its way (409)', async () => {
    const fake = installGeolocation();
    installWakeLock();
    server.use(apiProblem('post', '/api/services/{id}/position', 409, { detail: 'Not on its way.' }));
    const onEnded = vi.fn();
    render(<TripSharing serviceId={ID} onEnded={onEnded} />);
    fake.move(START);
    expect(await screen.findByText(/no longer on its way/)).toBeTruthy();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(fake.watching()).toBe(0);
  });

  it('says clearly when location is blocked, and watches again on "Try again"', async () => {
    const fake = installGeolocation();
    installWakeLock();
    const points = recordPoints();
    render(<TripSharing serviceId={ID} />);
    fake.fail(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Location access is blocked for this site');
    expect(fake.watching()).toBe(0);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fake.geolocation.watchPosition).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    fake.move(START);
    await waitFor(() => expect(points).toHaveLength(1));
  });

  it('says when no position can be found, and clears it at the next reading', async () => {
    const fake = installGeolocation();
    installWakeLock();
    recordPoints();
    render(<TripSharing serviceId={ID} />);
    fake.fail(2);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your position cannot be found right now',
    );
    expect(fake.watching()).toBe(1);
    fake.move(START);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when the browser has no geolocation, without a retry', () => {
    installWakeLock();
    render(<TripSharing serviceId={ID} />);
    expect(screen.getByRole('alert').textContent).toContain('This browser cannot share its position');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the screen awake, asks again when the page is shown again, and lets go on unmount', async () => {
    const fake = installGeolocation();
    const wakeLock = installWakeLock();
    recordPoints();
    const { unmount } = render(<TripSharing serviceId={ID} />);
    await waitFor(() => expect(wakeLock.held()).toBe(1));

    // Hidden, the browser releases the lock; shown again, it is asked for again.
    act(() => {
      for (const sentinel of wakeLock.sentinels) sentinel.released = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(wakeLock.held()).toBe(1));

    unmount();
    expect(fake.watching()).toBe(0);
    await waitFor(() => expect(wakeLock.held()).toBe(0));
  });

  it('shares without a wake lock where the browser has none, and says the screen may sleep', () => {
    const fake = installGeolocation();
    recordPoints();
    render(<TripSharing serviceId={ID} />);
    expect(fake.watching()).toBe(1);
    expect(screen.getByText(/cannot keep the screen on/)).toBeTruthy();
  });
});
