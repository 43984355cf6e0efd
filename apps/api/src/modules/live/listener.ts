import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';

// The process's ear on the "live_events" channel (decision 0060). PostgreSQL: a connection of its own,
// outside the pool (a pooler in transaction mode would break LISTEN), reopened with back-off when it
// drops; after a reconnect the hub catches up from the table, since NOTIFY is never replayed. PGlite: its
// one client delivers notifications in process.

export const LIVE_CHANNEL = 'live_events';

export type LiveListener = { stop(): Promise<void> };

export type ListenerHooks = {
  onIds(ids: number[]): void;
  /** The connection came back after a drop: events of the gap must be read from the table. */
  onReconnect(): void;
  onError(error: unknown): void;
};

/** Parses a NOTIFY payload: ids separated by commas (db/sql/functions/live_event_notify.sql). */
export function parseIds(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

export async function startLiveListener(
  driver: DatabaseHandle['driver'],
  hooks: ListenerHooks,
): Promise<LiveListener> {
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(LIVE_CHANNEL, (payload) => hooks.onIds(parseIds(payload)));
    return {
      async stop() {
        if (!driver.client.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(driver.url, hooks);
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

async function listenOnPostgres(url: string, hooks: ListenerHooks): Promise<LiveListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: url, application_name: 'bmp-live-listener' });
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) hooks.onIds(parseIds(message.payload));
    });
    next.on('error', (error) => {
      hooks.onError(error);
      reconnectSoon();
    });
    next.on('end', () => {
      if (client === next) reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    failures = 0;
    if (isReconnect) hooks.onReconnect();
  };

  const reconnectSoon = () => {
    if (stopped || timer) return;
    const dropped = client;
    client = undefined;
    dropped?.removeAllListeners('end');
    void dropped?.end().catch(() => undefined);
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 5000;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((error: unknown) => {
        hooks.onError(error);
        reconnectSoon();
      });
    }, wait);
    timer.unref();
  };

  // The first connection's failure is the caller's to retry (LiveHub.listen); later drops retry here.
  await connect(false);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      last?.removeAllListeners('end');
      await last?.end().catch(() => undefined);
    },
  };
}
