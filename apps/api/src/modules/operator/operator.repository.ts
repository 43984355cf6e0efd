import type { OperatorStudio, OperatorStudioSortField } from '@bmp/shared';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { businesses, sessions } from '../../db/schema/index.ts';

// The operator's view of every studio (docs/decisions/0062-platform-operator.md): counts and sums
// computed in SQL, one page at a time, never a studio's people or their data.

/** A job waiting past its time by this much counts as overdue on the console. */
export const OVERDUE_AFTER_MINUTES = 15;
const WINDOW_DAYS = 30;

type StudioRow = {
  id: string;
  name: string;
  slug: string;
  signed_up_at: Date | string;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
  currency: string;
  principals: number;
  admins: number;
  experts: number;
  customers: number;
  sessions_30d: number;
  revenue_30d_cents: number;
  failed_emails: number;
  failed_payments: number;
  overdue_jobs: number;
};

const ORDER: Record<OperatorStudioSortField, string> = {
  name: 'lower(name)',
  signedUpAt: 'signed_up_at',
  people: 'principals + admins + experts + customers',
  sessions30d: 'sessions_30d',
  revenue30d: 'revenue_30d_cents',
  problems: 'failed_emails + failed_payments + overdue_jobs',
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listStudios(
  db: ReadDatabase,
  options: {
    now: Date;
    q?: string;
    status: 'all' | 'active' | 'suspended';
    sort?: string;
    page: number;
    pageSize: number;
  },
): Promise<{ items: OperatorStudio[]; total: number }> {
  const since = new Date(options.now.getTime() - WINDOW_DAYS * 86_400_000);
  const overdueBefore = new Date(options.now.getTime() - OVERDUE_AFTER_MINUTES * 60_000);
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const field = (options.sort?.replace(/^-/, '') ?? 'signedUpAt') as OperatorStudioSortField;
  const descending = options.sort ? options.sort.startsWith('-') : true;
  // The sort comes from the schema's closed list, so the expression is one of ORDER's own strings.
  const orderBy = sql.raw(`${ORDER[field] ?? ORDER.signedUpAt} ${descending ? 'desc' : 'asc'}, id`);
  const filters: SQL[] = [sql`true`];
  if (pattern) filters.push(sql`(b.name ilike ${pattern} or b.slug ilike ${pattern})`);
  if (options.status === 'active') filters.push(sql`b.suspended_at is null`);
  if (options.status === 'suspended') filters.push(sql`b.suspended_at is not null`);

  const rows = await queryRows<StudioRow>(
    db,
    sql`
      with figures as (
        select
          b.id, b.name, b.slug, b.created_at as signed_up_at, b.suspended_at, b.suspension_reason, b.currency,
          coalesce(people.principals, 0)::int as principals,
          coalesce(people.admins, 0)::int as admins,
          coalesce(people.experts, 0)::int as experts,
          coalesce(people.customers, 0)::int as customers,
          (select count(*) from services s
            where s.business_id = b.id and s.starts_at >= ${since} and s.starts_at < ${options.now}
              and s.status <> 'Canceled')::int as sessions_30d,
          (coalesce((select sum(p.amount_cents) from payments p
             where p.business_id = b.id and p.created_at >= ${since}), 0)
           - coalesce((select sum(r.amount_cents) from refunds r
             where r.business_id = b.id and r.created_at >= ${since}), 0))::int as revenue_30d_cents,
          (select count(*) from outbox_emails e
            where e.business_id = b.id and e.status = 'failed' and e.failed_at >= ${since})::int as failed_emails,
          (select count(*) from subscription_attempts a
            where a.business_id = b.id and a.status = 'declined' and a.created_at >= ${since})::int as failed_payments,
          ((select count(*) from outbox_emails e
             where e.business_id = b.id and e.status in ('queued', 'sending') and e.next_attempt_at < ${overdueBefore})
           + (select count(*) from subscription_invoices i
             where i.business_id = b.id and i.status = 'open' and i.next_attempt_at < ${overdueBefore})
           + (select count(*) from subscriptions u
             where u.business_id = b.id and u.status = 'active' and u.next_billing_at < ${overdueBefore}))::int
            as overdue_jobs
        from businesses b
        left join lateral (
          select
            count(*) filter (where m.role = 'principal') as principals,
            count(*) filter (where m.role = 'admin') as admins,
            count(*) filter (where m.role = 'expert') as experts,
            count(*) filter (where m.role = 'customer') as customers
          from memberships m where m.business_id = b.id and m.status = 'active'
        ) people on true
        where ${sql.join(filters, sql` and `)}
      )
      select * from figures
      order by ${orderBy}
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}
    `,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from businesses b where ${sql.join(filters, sql` and `)}`,
  );
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      signedUpAt: iso(row.signed_up_at),
      suspendedAt: row.suspended_at === null ? null : iso(row.suspended_at),
      suspensionReason: row.suspension_reason,
      people: {
        principal: row.principals,
        admin: row.admins,
        expert: row.experts,
        customer: row.customers,
      },
      sessions30d: row.sessions_30d,
      revenue30dCents: row.revenue_30d_cents,
      currency: row.currency,
      health: {
        failedEmails: row.failed_emails,
        failedPayments: row.failed_payments,
        overdueJobs: row.overdue_jobs,
      },
    })),
  };
}

/** Suspends a studio that is not suspended; false when there is none such (unknown or already). */
export async function suspendStudio(
  db: Database,
  businessId: string,
  reason: string,
  at: Date,
): Promise<{ name: string } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ suspendedAt: at, suspensionReason: reason, updatedAt: at })
      .where(and(eq(businesses.id, businessId), isNull(businesses.suspendedAt)))
      .returning({ name: businesses.name });
    // Every open live stream of the studio checks its session again now (decision 0060's
    // access.changed), finds it refused and closes: an open page learns of the suspension at once.
    if (row) {
      await tx.execute(sql`
        insert into live_events (business_id, audience, type, payload)
        select ${businessId}, array_agg(distinct 'm:' || membership_id), 'access.changed', '{}'::jsonb
        from sessions where business_id = ${businessId}
        having count(*) > 0`);
    }
    return row;
  });
}

/**
 * Reactivates a suspended studio. Its people's sessions from before are deleted with it, so everyone
 * signs in afresh (they were refused while suspended).
 */
export async function reactivateStudio(
  db: Database,
  businessId: string,
  at: Date,
): Promise<{ name: string } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: at })
      .where(and(eq(businesses.id, businessId), isNotNull(businesses.suspendedAt)))
      .returning({ name: businesses.name });
    if (row) await tx.delete(sessions).where(eq(sessions.businessId, businessId));
    return row;
  });
}

/** Whether a studio exists, suspended or not (so a refused change says which it was). */
export async function findStudioState(db: Database, businessId: string) {
  const [row] = await db
    .select({ id: businesses.id, suspendedAt: businesses.suspendedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}
