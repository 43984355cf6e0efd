import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../../../test/api-server.ts';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { sessionQueryKey } from '../../auth/index.ts';
import { clearStoredSession, storeSession } from '../../auth/session-store.ts';
import { useLiveEvent } from '../hooks/use-live-event.ts';
import { type LiveEvent, liveStream } from '../live-stream.ts';
import { LiveEventsProvider } from './LiveEventsProvider.tsx';

// The tab's live stream (decision 0060): one EventSource while signed in, each event dispatched once to
// the listeners of its type, closed on sign-out, opened again for another account, and never reopened
// in a loop after the server refused a reconnect.

const member = sessionOf('customer');

function Listener({ onEvent }: { onEvent: (event: LiveEvent) => void }) {
  useLiveEvent(['session.changed', 'class.roster'], onEvent);
  return null;
}

function renderStream(onEvent: (event: LiveEvent) => void = () => {}) {
  const queryClient = new QueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveEventsProvider />
      <Listener onEvent={onEvent} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

beforeEach(() => {
  installFakeEventSource();
});

afterEach(() => {
  liveStream.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('opens one EventSource on /api/live while someone is signed in, none for nobody', () => {
    clearStoredSession({ notify: false });
    const { unmount } = renderStream();
    expect(FakeEventSource.instances).toHaveLength(0);
    unmount();

    storeSession(member, { notify: false });
    renderStream();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/live');
    expect(liveStream.isOpen()).toBe(true);
  });

  it('gives each listener the events of its types with their payload, and nothing else', () => {
    storeSession(member, { notify: false });
    const events: LiveEvent[] = [];
    renderStream((event) => events.push(event));
    const source = FakeEventSource.latest();
    act(() => {
      source.open();
      source.emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '1');
      source.emit('notification.created', { notificationId: 'n1' }, '2');
      source.emit('class.roster', { groupId: 'g1', occurrenceId: null }, '3');
    });
    expect(events).toEqual([
      { type: 'session.changed', id: '1', data: { sessionId: 's1', status: 'Confirmed' } },
      { type: 'class.roster', id: '3', data: { groupId: 'g1', occurrenceId: null } },
    ]);
  });

  it('dispatches an event replayed after a reconnect once', () => {
    storeSession(member, { notify: false });
    const onEvent = vi.fn();
    renderStream(onEvent);
    const source = FakeEventSource.latest();
    act(() => {
      source.emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '7');
      source.fail({ giveUp: false });
      // The server replays from the browser's Last-Event-ID, which may be older than the last one heard.
      source.emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '7');
      source.emit('session.changed', { sessionId: 's1', status: 'Canceled' }, '8');
    });
    expect(onEvent.mock.calls.map(([event]) => (event as LiveEvent).id)).toEqual(['7', '8']);
    // A drop the browser retries itself opens no second EventSource.
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('stops listening when the component unmounts', () => {
    storeSession(member, { notify: false });
    const onEvent = vi.fn();
    const queryClient = new QueryClient();
    const view = render(
      <QueryClientProvider client={queryClient}>
        <LiveEventsProvider />
        <Listener onEvent={onEvent} />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <LiveEventsProvider />
      </QueryClientProvider>,
    );
    act(() =>
      FakeEventSource.latest().emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '1'),
    );
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('closes the stream at once on sign-out and opens none until someone signs in', () => {
    storeSession(member, { notify: false });
    const onEvent = vi.fn();
    renderStream(onEvent);
    const first = FakeEventSource.latest();
    act(() => clearStoredSession());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(liveStream.isOpen()).toBe(false);
    // The tab shown again while signed out opens nothing.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => storeSession(member));
    expect(FakeEventSource.instances).toHaveLength(2);
    // Nothing of the signed-out stream is asked for again.
    expect(FakeEventSource.latest().url).toBe('/api/live');
    act(() => FakeEventSource.latest().emit('class.roster', { groupId: 'g1', occurrenceId: 'o1' }, '1'));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('opens a new stream for another business and forgets the last one', () => {
    storeSession(member, { notify: false });
    const onEvent = vi.fn();
    renderStream(onEvent);
    const first = FakeEventSource.latest();
    act(() => first.emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '5'));
    act(() => storeSession({ ...member, userData: { ...member.userData, businessId: 'another-business' } }));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.readyState).not.toBe(FakeEventSource.CLOSED);
    // The old stream's late events reach nobody; the new one's do.
    act(() => first.emit('session.changed', { sessionId: 's1', status: 'Canceled' }, '6'));
    act(() => second.emit('session.changed', { sessionId: 's2', status: 'Requested' }, '9'));
    expect(onEvent.mock.calls.map(([event]) => (event as LiveEvent).id)).toEqual(['5', '9']);
  });

  it('after a refused reconnect checks the session once and reopens only when the tab is shown again', () => {
    storeSession(member, { notify: false });
    const { queryClient } = renderStream();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const first = FakeEventSource.latest();
    act(() => first.emit('session.changed', { sessionId: 's1', status: 'Confirmed' }, '41'));
    act(() => first.fail({ giveUp: true }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryKey });
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.instances).toHaveLength(2);
    // A new EventSource sends no Last-Event-ID itself: it asks for what came after the last one heard.
    expect(FakeEventSource.latest().url).toBe('/api/live?lastEventId=41');
    // Shown again while the stream is open: nothing more.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('keeps the stream across a change of layout and closes it shortly after the last one goes', () => {
    storeSession(member, { notify: false });
    vi.useFakeTimers();
    const first = renderStream();
    first.unmount();
    renderStream().unmount();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => FakeEventSource.latest().emit('class.roster', { groupId: 'g1', occurrenceId: null }, '12'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
    // Back on a signed-in page later: the same account's stream replays what it missed.
    renderStream();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/live?lastEventId=12');
  });
});
