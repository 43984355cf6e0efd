// An API process of `npm run bench:live` (bench/live.ts): the real app (bench/api-app.ts `quietApp`,
// built as apps/api/src/server.ts builds it, with logging off) on the database the parent names,
// serving on 127.0.0.1:LIVE_PORT (0: any free port). It answers the parent over the IPC channel:
//   ready {port}                once it listens;
//   memory                      → {rss, heapUsed, external, connections} after two GCs (run it with
//                                 --expose-gc), connections = the server's open sockets;
//   cpu                         → {cpuMs} this process's CPU time so far (user + system);
//   pump-start {businessId, run, perSecond, writers}
//                               inserts rows into live_events (audience staff, type bench.tick,
//                                 payload {run, seq}) at perSecond, from `writers` loops at once;
//   pump-stop                   → {inserted} (how many this process inserted);
//   ids {run}                   → the ids of run's rows in the table (the truth for "inserted").
// SIGTERM closes it as the server does (app.close(): every stream ends with `retry: 3000`), then
// the database; the parent may also SIGKILL it. See docs/benchmarks.md "bench:live".
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/raw.ts';
import { liveEvents } from '../apps/api/src/db/schema/index.ts';
import { quietApp } from './api-app.ts';

type Message = { id: number; type: string; [key: string]: unknown };

const kind = process.env.LIVE_DB_KIND === 'pglite' ? 'pglite' : 'postgres';
const database: DatabaseHandle =
  kind === 'pglite'
    ? await openDatabase({ kind, dataDir: process.env.LIVE_DATA_DIR as string })
    : await openDatabase({ kind, url: process.env.LIVE_DB_URL as string, poolSize: 10 });
const app = await quietApp(database);
await app.listen({ port: Number(process.env.LIVE_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const send = (message: Record<string, unknown>) => process.send?.(message);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** The event writer: `writers` loops, each inserting one row at a time on its own schedule. */
let pump: { stop: () => Promise<number> } | undefined;
function startPump(businessId: string, run: string, perSecond: number, writers: number) {
  let running = true;
  let seq = 0;
  let inserted = 0;
  const interval = (1000 * writers) / perSecond;
  const started = performance.now();
  const loop = async (offset: number) => {
    for (let n = 0; running; n++) {
      await sleep(started + offset * (interval / writers) + n * interval - performance.now());
      if (!running) break;
      seq += 1;
      try {
        await database.db
          .insert(liveEvents)
          .values({ businessId, audience: ['staff'], type: 'bench.tick', payload: { run, seq } });
        inserted += 1;
      } catch (error) {
        if (running) console.error('bench live child: insert failed', error);
      }
    }
  };
  const loops = Array.from({ length: writers }, (_, offset) => loop(offset));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return inserted;
    },
  };
}

process.on('message', async (message: Message) => {
  const reply = (body: Record<string, unknown>) => send({ id: message.id, ...body });
  try {
    if (message.type === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      await sleep(50);
      gc?.();
      const usage = process.memoryUsage();
      const connections = await new Promise<number>((done) =>
        app.server.getConnections((_error, count) => done(count)),
      );
      reply({ rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, connections, gc: !!gc });
    } else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      reply({ cpuMs: (usage.user + usage.system) / 1000, at: performance.now() });
    } else if (message.type === 'pump-start') {
      pump = startPump(
        String(message.businessId),
        String(message.run),
        Number(message.perSecond),
        Number(message.writers ?? 1),
      );
      reply({});
    } else if (message.type === 'pump-stop') {
      const inserted = (await pump?.stop()) ?? 0;
      pump = undefined;
      reply({ inserted });
    } else if (message.type === 'ids') {
      const rows = await queryRows<{ id: number }>(
        database.db,
        sql`select id::int as id from live_events where type = 'bench.tick' and payload->>'run' = ${String(message.run)} order by id`,
      );
      reply({ ids: rows.map((row) => Number(row.id)) });
    }
  } catch (error) {
    reply({ error: String(error) });
  }
});

let closing = false;
process.on('SIGTERM', async () => {
  if (closing) return;
  closing = true;
  await pump?.stop();
  await app.close();
  await database.close();
  process.exit(0);
});

send({ type: 'ready', port });
