import http from 'node:http';

// A server-sent-events client for tests and benchmarks: what a browser's EventSource receives.

export type SseEvent = { id: number; type: string; data: Record<string, unknown> };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after `ms`. */
  next(match: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export function openSse(
  origin: string,
  options: {
    cookie?: string;
    lastEventId?: number | string;
    path?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
    const request = http.get(
      `${origin}${options.path ?? '/api/live'}`,
      { headers, agent: false },
      (response) => {
        const events: SseEvent[] = [];
        const waiters = new Set<{ match: (event: SseEvent) => boolean; done: (event: SseEvent) => void }>();
        let buffer = '';
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => {
          endedResolve = done;
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (;;) {
            const end = buffer.indexOf('\n\n');
            if (end < 0) break;
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line.includes(':')) continue;
              const at = line.indexOf(':');
              fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            const event = {
              id: Number(fields.get('id')),
              type: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>,
            };
            events.push(event);
            for (const waiter of [...waiters]) {
              if (waiter.match(event)) {
                waiters.delete(waiter);
                waiter.done(event);
              }
            }
          }
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        response.on('error', () => endedResolve());
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          ended,
          next(match, ms = 5000) {
            const found = events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((done, fail) => {
              const waiter = {
                match,
                done: (event: SseEvent) => {
                  clearTimeout(timer);
                  done(event);
                },
              };
              const timer = setTimeout(() => {
                waiters.delete(waiter);
                fail(
                  new Error(
                    `no matching event in ${ms} ms; got ${JSON.stringify(events.map((e) => e.type))}`,
                  ),
                );
              }, ms);
              waiters.add(waiter);
            });
          },
          close() {
            request.destroy();
            response.destroy();
          },
        });
      },
    );
    request.on('error', reject);
  });
}
