import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswers, server } from '../../test/api-server.ts';
import { FakeEventSource, installFakeEventSource } from '../../test/fake-event-source.ts';
import { SERVICE } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { useServices } from '../booking/api/booking.ts';
import { useGroup, useMyClasses, useRoster } from '../groups/api/groups.ts';
import { liveStream } from './live-stream.ts';

// The stream's first users (decision 0060): the bell, a session's page, the sessions lists and a
// class's roster fetch again what they show when an event names it, without polling or a reload.

beforeEach(() => {
  installFakeEventSource();
});

afterEach(() => {
  liveStream.close();
  vi.unstubAllGlobals();
});

const ID = SERVICE.id;

describe('a member’s session page and bell', () => {
  it('shows the session Confirmed when the stream says it changed, and the bell’s new count', async () => {
    let status: 'Requested' | 'Confirmed' = 'Requested';
    let unread = 0;
    renderRoute(`/members/services/details/${ID}`, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/services/{id}', () => ({ ...SERVICE, status })),
        apiAnswers('get', '/api/me/services/{id}/history', () => ({
          items: status === 'Confirmed' ? [historyStep('Confirmed')] : [],
        })),
        apiAnswers('get', '/api/me/services/{id}/plans', {
          serviceId: ID,
          workout: null,
          recovery: null,
          updatedAt: null,
          updatedBy: null,
        }),
        apiAnswers('get', '/api/me/notifications', () => ({
          items: [],
          unreadCount: unread,
          timeZone: 'UTC',
        })),
      ],
    });
    expect(await screen.findByText('Requested')).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.latest();

    status = 'Confirmed';
    unread = 1;
    // Another session's change leaves this page alone.
    act(() => stream.emit('session.changed', { sessionId: 'another-session', status: 'Confirmed' }, '1'));
    act(() => stream.emit('session.changed', { sessionId: ID, status: 'Confirmed' }, '2'));
    await waitFor(() => expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(1));
    expect(screen.queryByText('Requested')).toBeNull();
    // The bell did not poll: it shows the new count only once told.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    act(() => stream.emit('notification.created', { notificationId: 'n1' }, '3'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});

function historyStep(to: 'Confirmed') {
  return {
    id: 'h1',
    from: 'Requested' as const,
    to,
    actor: { id: 'a1', name: 'Adam Admin', role: 'admin' },
    reason: null,
    startsAt: SERVICE.startsAt,
    previousStartsAt: null,
    at: '2030-05-02T10:00:00.000Z',
  };
}

/** Counts the GETs of `path` (an MSW path), answering `body`. */
function counted(path: string, body: unknown) {
  const calls = { count: 0 };
  server.use(
    http.get(path, () => {
      calls.count += 1;
      return HttpResponse.json(body as never);
    }),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The hooks listen whether or not a stream is open; a stream is opened here to feed them. */
function openStream(): FakeEventSource {
  liveStream.hold('test-account');
  return FakeEventSource.latest();
}

describe('lists and rosters', () => {
  it('fetches the sessions list again on any session’s change, once for a burst of them', async () => {
    const list = counted('/api/services', { items: [], total: 0, page: 1, pageSize: 10 });
    const stream = openStream();
    renderHook(() => useServices('team', {}), { wrapper });
    await waitFor(() => expect(list.count).toBe(1));
    act(() => {
      // Staff hear every session's change; a busy minute must not cancel fetch after fetch.
      for (let id = 1; id <= 5; id++) {
        stream.emit('session.changed', { sessionId: `s${id}`, status: 'Canceled' }, String(id));
      }
    });
    await waitFor(() => expect(list.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(list.count).toBe(2);
  });

  it('fetches the roster shown again when its session’s seats change, not another’s', async () => {
    const roster = counted('/api/group-occurrences/:id/roster', { seats: [], waitlist: [] });
    const stream = openStream();
    renderHook(() => useRoster('occ-1'), { wrapper });
    await waitFor(() => expect(roster.count).toBe(1));
    act(() => stream.emit('class.roster', { groupId: 'g1', occurrenceId: 'occ-2' }, '1'));
    act(() => stream.emit('class.roster', { groupId: 'g1', occurrenceId: 'occ-1' }, '2'));
    await waitFor(() => expect(roster.count).toBe(2));
    // The same event replayed after a reconnect is not fetched for again.
    act(() => stream.emit('class.roster', { groupId: 'g1', occurrenceId: 'occ-1' }, '2'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(roster.count).toBe(2);
  });

  it('fetches the group (its seat counts) and the member’s classes again on a roster change', async () => {
    const group = counted('/api/groups/:id', { id: 'g1', occurrences: [] });
    const mine = counted('/api/me/classes', { items: [] });
    const stream = openStream();
    renderHook(
      () => {
        useGroup('g1');
        useMyClasses();
      },
      { wrapper },
    );
    await waitFor(() => expect([group.count, mine.count]).toEqual([1, 1]));
    act(() => stream.emit('class.roster', { groupId: 'other-group', occurrenceId: null }, '1'));
    await waitFor(() => expect(mine.count).toBe(2));
    expect(group.count).toBe(1);
    act(() => stream.emit('class.roster', { groupId: 'g1', occurrenceId: 'occ-1' }, '2'));
    await waitFor(() => expect([group.count, mine.count]).toEqual([2, 3]));
  });
});
