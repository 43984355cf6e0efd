import { openSse, type SseClient, type SseEvent } from './sse.ts';

// What a load balancer and a browser do when an API process dies, for the failure drill: requests go
// round-robin over the processes' URLs; a connection error marks that URL down (until a health probe
// answers again) and the request is sent again to the next one, with the same headers, so a mutation
// with an Idempotency-Key runs at most once. Live-event listeners reconnect with Last-Event-ID.

/** One try of a request at one URL: answered (with a status), or failed to connect or lost its answer. */
export type Attempt = { at: number; endedAt: number; url: string; status: number | null; error?: string };

export type Answer = {
  status: number;
  body: unknown;
  headers: Headers;
  /** Tries before this answer (0: answered at once). */
  retries: number;
  url: string;
};

export type RequestOptions = {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FailoverClient {
  readonly attempts: Attempt[] = [];
  private readonly down = new Set<string>();
  private next = 0;
  private probing = false;
  private stopped = false;

  constructor(
    readonly urls: string[],
    private readonly options: { maxTries?: number; timeoutMs?: number; probeEveryMs?: number } = {},
  ) {}

  /** The next URL in turn that is not marked down (any, when all are). */
  pick(): string {
    for (let i = 0; i < this.urls.length; i++) {
      const url = this.urls[(this.next + i) % this.urls.length] as string;
      if (!this.down.has(url)) {
        this.next = (this.next + i + 1) % this.urls.length;
        return url;
      }
    }
    const url = this.urls[this.next % this.urls.length] as string;
    this.next = (this.next + 1) % this.urls.length;
    return url;
  }

  isDown(url: string): boolean {
    return this.down.has(url);
  }

  /** A connection to `url` failed: it takes no request until a health probe answers. */
  markDown(url: string): void {
    this.down.add(url);
    if (!this.probing) void this.probe();
  }

  private async probe() {
    this.probing = true;
    while (!this.stopped && this.down.size > 0) {
      await sleep(this.options.probeEveryMs ?? 1000);
      for (const url of [...this.down]) {
        try {
          const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
          await answer.arrayBuffer();
          if (answer.ok) this.down.delete(url);
        } catch {
          // Still down.
        }
      }
    }
    this.probing = false;
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * Sends the request to the next URL in turn; on a connection error (refused, reset, answer cut off)
   * sends the very same request to the next one, up to `maxTries` times. Throws when none answered.
   */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const maxTries = this.options.maxTries ?? 8;
    let lastError = '';
    for (let tries = 0; tries < maxTries; tries++) {
      const url = this.pick();
      const at = Date.now();
      try {
        const answer = await send(url, method, path, options, this.options.timeoutMs);
        this.attempts.push({ at, endedAt: Date.now(), url, status: answer.status });
        return { ...answer, retries: tries, url };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        lastError = cause?.code ?? cause?.message ?? String(error);
        this.attempts.push({ at, endedAt: Date.now(), url, status: null, error: lastError });
        this.markDown(url);
        await sleep(50 * (tries + 1));
      }
    }
    throw new Error(`${method} ${path}: no process answered in ${maxTries} tries (last: ${lastError})`);
  }
}

/**
 * One request to one process, as a browser sends it (the session cookie, and the CSRF header on a
 * mutation), answering its status, headers and body (parsed when JSON). Throws on a connection error.
 */
export async function send(
  url: string,
  method: string,
  path: string,
  options: RequestOptions = {},
  timeoutMs = 60_000,
): Promise<Omit<Answer, 'retries' | 'url'>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') headers['x-requested-with'] = 'test';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body, headers: response.headers };
}

/** One connection of a listener: where, with which Last-Event-ID, and what it received. */
export type LiveConnection = {
  url: string;
  lastEventId: number;
  openedAt: number;
  closedAt?: number;
  status: number;
  client: SseClient;
};

/**
 * A browser's EventSource over several API processes: connects to the next URL in turn with the
 * Last-Event-ID of the last event it received, and whenever its stream ends (the process died, or
 * dropped a slow reader) reconnects the same way.
 */
export class ReconnectingListener {
  readonly connections: LiveConnection[] = [];
  private stopped = false;
  private lastEventId: number;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly client: FailoverClient,
    readonly cookie: string,
    afterId: number,
    private readonly reconnectDelayMs = 200,
  ) {
    this.lastEventId = afterId;
  }

  /** Connects once (resolves when the first stream is open), then keeps reconnecting until stop(). */
  async start(): Promise<void> {
    await this.connectOnce();
    this.loop = this.run();
  }

  private async connectOnce(): Promise<LiveConnection | undefined> {
    const url = this.client.pick();
    try {
      const sse = await openSse(url, { cookie: this.cookie, lastEventId: this.lastEventId });
      const connection: LiveConnection = {
        url,
        lastEventId: this.lastEventId,
        openedAt: Date.now(),
        status: sse.status,
        client: sse,
      };
      this.connections.push(connection);
      if (this.stopped) sse.close();
      if (sse.status !== 200) {
        sse.close();
        connection.closedAt = Date.now();
        return undefined;
      }
      return connection;
    } catch {
      this.client.markDown(url);
      return undefined;
    }
  }

  private async run() {
    for (;;) {
      const current = this.connections.at(-1);
      if (current && current.closedAt === undefined) {
        await current.client.ended;
        current.closedAt = Date.now();
        const last = current.client.events.at(-1);
        if (last) this.lastEventId = last.id;
      }
      if (this.stopped) return;
      await sleep(this.reconnectDelayMs);
      if (this.stopped) return;
      await this.connectOnce();
    }
  }

  /** Every event received on any connection (a replay may repeat some). */
  events(): SseEvent[] {
    return this.connections.flatMap((connection) => connection.client.events);
  }

  ids(): Set<number> {
    return new Set(this.events().map((event) => event.id));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const connection of this.connections) connection.client.close();
    await this.loop;
  }
}
