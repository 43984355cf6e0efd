import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  memberships,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export async function listEndpoints(db: Database, businessId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function updateEndpoint(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Database, businessId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** An endpoint's latest deliveries, newest first, with their attempts. */
export async function listDeliveries(db: Database, businessId: string, endpointId: string, limit: number) {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.eventId))
    .limit(limit);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            and(
              eq(webhookAttempts.businessId, businessId),
              inArray(
                webhookAttempts.deliveryId,
                deliveries.map((delivery) => delivery.id),
              ),
            ),
          )
          .orderBy(asc(webhookAttempts.number));
  return { deliveries, attempts };
}

export async function findDelivery(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.businessId, webhookDeliveries.businessId),
        eq(webhookEndpoints.id, webhookDeliveries.endpointId),
      ),
    )
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.id, id)));
  return row;
}

/**
 * Claims due deliveries of live endpoints (every studio's, or one's): each gets a lease, so another
 * sender leaves it alone until the lease ends (a sender that dies mid-send is taken over then).
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.businessId, webhookDeliveries.businessId),
          eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        ),
      )
      // A suspended studio's deliveries wait (decision 0062): they go out once it is reactivated.
      .innerJoin(
        businesses,
        and(eq(businesses.id, webhookDeliveries.businessId), isNull(businesses.suspendedAt)),
      )
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
          isNull(webhookEndpoints.disabledAt),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ leaseUntil })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function insertAttempt(db: Database, values: typeof webhookAttempts.$inferInsert) {
  await db.insert(webhookAttempts).values(values);
}

export async function updateDelivery(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  await db
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.id, id)));
}

/** Every pending delivery of an endpoint stops (it was disabled). */
export async function failPendingDeliveries(db: Database, businessId: string, endpointId: string, at: Date) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, leaseUntil: null, updatedAt: at })
    .where(
      and(
        eq(webhookDeliveries.businessId, businessId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}

/** The studio's owners: told when an endpoint is disabled. */
export async function findOwners(db: Database, businessId: string) {
  return db
    .select({ email: users.email, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'principal'),
        eq(memberships.status, 'active'),
      ),
    );
}

/** Marks an endpoint failing from `at` unless it already is (its first failure since a success). */
export async function markFailing(db: Database, businessId: string, endpointId: string, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
    .returning();
  return row;
}

export async function countAttempts(db: Database, businessId: string, deliveryId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.businessId, businessId), eq(webhookAttempts.deliveryId, deliveryId)));
  return row?.count ?? 0;
}
