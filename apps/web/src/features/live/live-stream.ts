import { LIVE_EVENT_TYPES, LIVE_STREAM_PATH, type LiveEventPayloads, type LiveEventType } from '@bmp/shared';

// The tab's one stream of live events (GET /api/live, docs/decisions/0060-live-tracking.md): one
// EventSource while someone is signed in, shared by every page that listens. An event only names what
// changed; a listener refetches what it shows (invalidates its query). The browser reconnects by itself
// after a dropped connection or a normal close, sending Last-Event-ID, and the server replays what was
// missed: an event may come twice, so ids seen lately are dispatched once. A reconnect answered other
// than 200 (signed out, deactivated) leaves the EventSource CLOSED; it is opened again only for a
// signed-in account (a sign-in, another business, or the same account when the tab is shown again),
// never in a loop.

export type { LiveEventType };

/** One event as listeners receive it: its type, its id on the stream, and its payload. */
export type LiveEvent<T extends LiveEventType = LiveEventType> = {
  [K in T]: { type: K; id: string; data: LiveEventPayloads[K] };
}[T];

type Listener = (event: LiveEvent) => void;

/** The ids dispatched lately (the `capacity` newest), so a replayed event is not handled twice. */
export function recentIds(capacity = 500) {
  const seen = new Set<string>();
  return {
    /** True the first time `id` comes (within the last `capacity` ids), false for a repeat. */
    add(id: string): boolean {
      if (seen.has(id)) return false;
      seen.add(id);
      // A Set iterates in insertion order: the first is the oldest.
      if (seen.size > capacity) seen.delete(seen.values().next().value as string);
      return true;
    },
    clear: () => seen.clear(),
  };
}

const CLOSED = 2; // EventSource.CLOSED, also where EventSource is missing (tests, old browsers).

export type LiveStream = ReturnType<typeof createLiveStream>;

/**
 * The stream's state and listeners. `lingerMs`: how long a released stream stays open in case the next
 * page's layout holds it again (moving between the app's two signed-in layouts keeps one connection).
 */
export function createLiveStream({ url = LIVE_STREAM_PATH, lingerMs = 2_000 } = {}) {
  const listeners = new Map<LiveEventType, Set<Listener>>();
  const gaveUpListeners = new Set<() => void>();
  const seen = recentIds();
  let source: EventSource | null = null;
  let account: string | null = null;
  /** The last event id heard for `account`: a stream opened again for it asks for what came after. */
  let lastId: string | null = null;
  let holders = 0;
  let lingering: ReturnType<typeof setTimeout> | undefined;

  const stopLingering = () => {
    clearTimeout(lingering);
    lingering = undefined;
  };

  const deliver = (from: EventSource, type: LiveEventType) => (message: Event) => {
    // A stream closed for another account is not heard any more, whatever was still on its way.
    if (from !== source) return;
    const { data, lastEventId } = message as MessageEvent<string>;
    if (lastEventId) {
      if (!seen.add(lastEventId)) return;
      lastId = lastEventId;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    const event = { type, id: lastEventId, data: payload } as LiveEvent;
    for (const listener of [...(listeners.get(type) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        // One page's failing listener must not keep the event from the others.
        console.error(error);
      }
    }
  };

  function open(next: string) {
    if (account !== next) {
      seen.clear();
      lastId = null;
    }
    account = next;
    if (source && source.readyState !== CLOSED) return;
    source?.close();
    source = null;
    if (typeof EventSource === 'undefined') return;
    // A new EventSource sends no Last-Event-ID of its own: the query carries it, so the server replays
    // what this account missed while its stream was closed. The browser's own reconnects send the header.
    const opened = new EventSource(
      lastId === null ? url : `${url}?lastEventId=${encodeURIComponent(lastId)}`,
    );
    for (const type of LIVE_EVENT_TYPES) opened.addEventListener(type, deliver(opened, type));
    opened.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself (after the server's `retry`). CLOSED: it gave up.
      if (source !== opened || opened.readyState !== CLOSED) return;
      for (const listener of [...gaveUpListeners]) listener();
    });
    source = opened;
  }

  /** Closes the stream now (signed out) and forgets its account: nothing reconnects until one holds it. */
  function close() {
    stopLingering();
    source?.close();
    source = null;
    account = null;
    lastId = null;
    holders = 0;
    seen.clear();
  }

  /** No layout holds the stream any more: closed, its account and last id kept for the next hold. */
  function letGo() {
    stopLingering();
    source?.close();
    source = null;
  }

  return {
    /**
     * Keeps the stream open for `forAccount` (a signed-in person in one business); another account's
     * stream is closed first. Returns the release: the stream closes shortly after its last holder lets
     * go, unless it is held again meanwhile.
     */
    hold(forAccount: string): () => void {
      stopLingering();
      if (account !== null && account !== forAccount) {
        source?.close();
        source = null;
      }
      holders += 1;
      open(forAccount);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders = Math.max(0, holders - 1);
        if (holders === 0 && account === forAccount) {
          stopLingering();
          lingering = setTimeout(letGo, lingerMs);
        }
      };
    },
    close,
    /** Opens the held account's stream again if the browser gave up on it (the tab shown again). */
    reopenIfClosed() {
      if (holders > 0 && account !== null && (source === null || source.readyState === CLOSED)) {
        open(account);
      }
    },
    /** Calls `listener` with each new event of one of `types`; returns the unsubscribe. */
    subscribe(types: readonly LiveEventType[], listener: Listener): () => void {
      for (const type of types) {
        const set = listeners.get(type) ?? new Set<Listener>();
        listeners.set(type, set);
        set.add(listener);
      }
      return () => {
        for (const type of types) listeners.get(type)?.delete(listener);
      };
    },
    /** Calls `listener` when the browser stops reconnecting (an answer other than 200). */
    onGiveUp(listener: () => void): () => void {
      gaveUpListeners.add(listener);
      return () => gaveUpListeners.delete(listener);
    },
    /** Whether a stream is open or connecting (for tests and diagnostics). */
    isOpen: () => source !== null && source.readyState !== CLOSED,
  };
}

/** The tab's stream. */
export const liveStream = createLiveStream();
