import { isStaffRole, type Role, type ServiceStatus } from '@bmp/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import { sqlList } from '../../db/schema/sql-list.ts';

// Who is an expert's client (docs/decisions/0034-expert-clients.md), decided here and nowhere else:
// every reader of a customer's data for an expert (the client list and page, the dashboards, the
// health answers) asks this file.

/** A session still to happen or under way: neither Completed nor Canceled. */
export const LIVE_SESSION_STATUSES = [
  'Requested',
  'Confirmed',
  'Rescheduled',
  'Tracking',
  'Arrived',
] as const satisfies readonly ServiceStatus[];

/**
 * The ids of the customers of `businessId` who are `expertId`'s clients, as a subquery (one column):
 * - the expert is the customer's primary expert; or
 * - they share a Completed session; or
 * - they share a live session (LIVE_SESSION_STATUSES) that the customer or the staff booked. A session
 *   is booked by whoever `services.created_by_user_id` names (book_session writes it with the
 *   history's first step); one the expert booked themselves makes no client, and a Canceled one none.
 *   A row without a creator (the demo seed writes past sessions as they happened, booked by the
 *   member) is not the expert's own booking.
 * Driven by the expert's sessions (services_expert_customer_idx) and primary clients, so a list of
 * one expert's clients never reads the studio's other sessions.
 */
export function expertClientIds(businessId: string, expertId: string): SQL {
  return sql`select s.customer_id from services s
      where s.business_id = ${businessId} and s.expert_id = ${expertId}
        and (s.status = 'Completed'
          or (s.status in (${sqlList(LIVE_SESSION_STATUSES)})
            and s.created_by_user_id is distinct from (select e.user_id from memberships e
              where e.business_id = ${businessId} and e.id = ${expertId})))
    union
    select c.id from memberships c
      where c.business_id = ${businessId} and c.primary_expert_id = ${expertId} and c.role = 'customer'`;
}

/** True for a customer id (a column such as `memberships.id`, or a value) that is one of the expert's clients. */
export function expertClientCondition(
  businessId: string,
  expertId: string,
  customerId: AnyPgColumn | SQL | string,
): SQL {
  return sql`${customerId} in (${expertClientIds(businessId, expertId)})`;
}

/** Who reads a customer's data: the studio and the caller's membership and role. */
export type CustomerReader = { businessId: string; membershipId: string; role: Role };

/**
 * Whether `reader` may read anything about this customer: it must be a customer of the reader's
 * business, and the reader staff (every customer) or an expert whose client it is. Anyone else
 * (another expert, a member, another studio) gets false; callers answer 404, as for no such customer.
 */
export async function mayReadCustomer(
  db: Database,
  reader: CustomerReader,
  customerId: string,
): Promise<boolean> {
  const staff = isStaffRole(reader.role);
  if (!staff && reader.role !== 'expert') return false;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from memberships m
        where m.business_id = ${reader.businessId} and m.id = ${customerId} and m.role = 'customer'
          ${staff ? sql`` : sql`and ${expertClientCondition(reader.businessId, reader.membershipId, sql`m.id`)}`}
      ) as ok`,
  );
  return Boolean(row?.ok);
}

/** How many clients the expert has. */
export async function countExpertClients(
  db: ReadDatabase,
  businessId: string,
  expertId: string,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${expertClientIds(businessId, expertId)}) t`,
  );
  return Number(row?.n ?? 0);
}
