import { vi } from 'vitest';

// An EventSource for tests (jsdom has none): the test opens, feeds and breaks the connection by hand.
// `installFakeEventSource()` puts it on the window for one test (vi.unstubAllGlobals() removes it).

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every one made since the last install, oldest first. */
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials = false;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The server accepted the connection. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The server sent `id: <id>\nevent: <type>\ndata: <JSON>`. */
  emit(type: string, data: unknown, id: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The connection dropped and the browser retries by itself (CONNECTING), or a retry was refused (CLOSED). */
  fail({ giveUp }: { giveUp: boolean }) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The newest one, which the app is listening to. */
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
