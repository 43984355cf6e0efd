import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { JOB_SCHEMA } from '../../lib/jobs/index.ts';

/** One job queue as scraped: runs waiting, and how long the longest-waiting due one has waited. */
export type JobQueueStat = { queue: string; waiting: number; oldestWaitingSeconds: number };

/** Whether pg-boss's tables exist yet (the job runner creates them when it first starts). */
export async function jobTablesExist(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as present`,
  );
  return row?.present === true;
}

/**
 * Per queue (every queue pg-boss knows, 0 when none wait): the runs waiting for a worker (created, or
 * failed and waiting for their retry), and the seconds since the oldest of those became due
 * (start_after passed; 0 when none is due). One query, on pg-boss's index of live runs (name, state,
 * blocked, start_after).
 */
export async function jobQueueStats(db: Database): Promise<JobQueueStat[]> {
  const schema = sql.identifier(JOB_SCHEMA);
  const rows = await queryRows<{ queue: string; waiting: number; oldest: number }>(
    db,
    sql`select q.name as queue,
          count(j.id)::int as waiting,
          coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8 as oldest
        from ${schema}.queue q
        left join ${schema}.job j on j.name = q.name and j.state in ('created', 'retry')
        group by q.name
        order by q.name`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest)),
  }));
}
