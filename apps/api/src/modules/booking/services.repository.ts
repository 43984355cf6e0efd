import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { sqlStateOf, tableRowsFrom } from '../../db/raw.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  type CreditKind,
  creditHolds,
  locations,
  memberships,
  type OfferingRow,
  type ServiceRow,
  serviceHistory,
  serviceParticipants,
  services,
  users,
} from '../../db/schema/index.ts';
import { tenantRow, tenantRowsIn } from '../../db/scope.ts';
import type { ServiceScope } from '../../lib/viewer.ts';
import { InsufficientCreditsError } from '../credits/index.ts';

// Booked sessions (`services`), their history and the booking write itself.
// Queries of the booking engine. Every function takes the business first: the one place tenant
// scoping could be forgotten (STYLE.md 6). Inside a transaction callers pass `tx` (PGlite has one
// connection: a query on the outer handle would wait for the transaction forever).

// ---- Sessions --------------------------------------------------------------------------------------

/** The rows a scope may see, as a condition on `services` (undefined: all of the business). */
export function scopeCondition(scope: ServiceScope): SQL | undefined {
  if (scope.kind === 'expert') return eq(services.expertId, scope.expertId);
  if (scope.kind === 'customer') return eq(services.customerId, scope.customerId);
  return undefined;
}

const expertMembership = alias(memberships, 'expert_membership');
const expertUser = alias(users, 'expert_user');
const customerMembership = alias(memberships, 'customer_membership');
const customerUser = alias(users, 'customer_user');

export type ServiceView = {
  service: ServiceRow;
  expertName: string;
  customerName: string;
  locationDisplay: string | null;
  holdStatus: 'held' | 'spent' | 'released' | null;
  participants: { name: string }[];
};

function serviceViewQuery(db: ReadDatabase) {
  return db
    .select({
      service: services,
      expertName: expertUser.fullName,
      customerName: customerUser.fullName,
      locationDisplay: locations.display,
      holdStatus: creditHolds.status,
    })
    .from(services)
    .innerJoin(expertMembership, eq(expertMembership.id, services.expertId))
    .innerJoin(expertUser, eq(expertUser.id, expertMembership.userId))
    .innerJoin(customerMembership, eq(customerMembership.id, services.customerId))
    .innerJoin(customerUser, eq(customerUser.id, customerMembership.userId))
    .leftJoin(locations, eq(locations.id, services.locationId))
    .leftJoin(creditHolds, eq(creditHolds.id, services.creditHoldId));
}

async function withParticipants(
  db: ReadDatabase,
  businessId: string,
  rows: Omit<ServiceView, 'participants'>[],
): Promise<ServiceView[]> {
  if (rows.length === 0) return [];
  const serviceIds = rows.map((row) => row.service.id);
  const participants = await db
    .select({ serviceId: serviceParticipants.serviceId, name: serviceParticipants.name })
    .from(serviceParticipants)
    .where(tenantRowsIn(serviceParticipants, businessId, serviceParticipants.serviceId, serviceIds))
    .orderBy(asc(serviceParticipants.position));
  return rows.map((row) => ({
    ...row,
    participants: participants
      .filter((participant) => participant.serviceId === row.service.id)
      .map(({ name }) => ({ name })),
  }));
}

export async function findServiceView(
  db: Database,
  businessId: string,
  serviceId: string,
  scope: ServiceScope,
): Promise<ServiceView | undefined> {
  const rows = await serviceViewQuery(db).where(
    and(eq(services.businessId, businessId), eq(services.id, serviceId), scopeCondition(scope)),
  );
  const [view] = await withParticipants(db, businessId, rows);
  return view;
}

export type ServiceFilter = {
  /** Text in the offering's, the customer's or the expert's name. */
  q?: string;
  status?: string;
  upcoming?: boolean;
  expertId?: string;
  customerId?: string;
  serviceType?: string;
  /** Sessions held at this studio location (the staff calendar's filter). */
  locationId?: string;
  from?: Date;
  to?: Date;
  now: Date;
  sort: { field: 'startsAt' | 'createdAt' | 'status' | 'serviceType'; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  startsAt: services.startsAt,
  createdAt: services.createdAt,
  status: services.status,
  serviceType: services.serviceType,
} as const;

/**
 * A session whose offering, customer or expert name contains `text` (% and _ taken literally). A
 * subquery rather than the list's joins, so the count query needs no joins either.
 */
function matchesText(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(services.offeringName, pattern),
    sql`exists (select 1 from ${memberships} m join ${users} u on u.id = m.user_id
      where m.id in (${services.customerId}, ${services.expertId}) and u.full_name ilike ${pattern})`,
  ) as SQL;
}

export async function listServiceViews(
  db: ReadDatabase,
  businessId: string,
  scope: ServiceScope,
  filter: ServiceFilter,
): Promise<{ items: ServiceView[]; total: number }> {
  const where = and(
    eq(services.businessId, businessId),
    scopeCondition(scope),
    filter.status ? eq(services.status, filter.status as never) : undefined,
    // Upcoming (SPEC.md section 4): still to happen, so neither Completed nor Canceled, and later than
    // now. A canceled session is listed with the past ones, not among what is coming.
    filter.upcoming === true
      ? and(notInArray(services.status, ['Completed', 'Canceled']), gt(services.startsAt, filter.now))
      : undefined,
    filter.upcoming === false
      ? or(inArray(services.status, ['Completed', 'Canceled']), sql`${services.startsAt} <= ${filter.now}`)
      : undefined,
    filter.q ? matchesText(filter.q) : undefined,
    filter.expertId ? eq(services.expertId, filter.expertId) : undefined,
    filter.customerId ? eq(services.customerId, filter.customerId) : undefined,
    filter.serviceType ? eq(services.serviceType, filter.serviceType as never) : undefined,
    filter.locationId ? eq(services.locationId, filter.locationId) : undefined,
    filter.from ? gte(services.startsAt, filter.from) : undefined,
    filter.to ? lt(services.startsAt, filter.to) : undefined,
  );
  const order = filter.sort.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    serviceViewQuery(db)
      .where(where)
      .orderBy(order(SORT_COLUMNS[filter.sort.field]), order(services.startsAt), asc(services.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return { items: await withParticipants(db, businessId, rows), total: total?.n ?? 0 };
}

export async function listHistory(db: Database, businessId: string, serviceId: string) {
  return db
    .select({
      entry: serviceHistory,
      actorName: users.fullName,
    })
    .from(serviceHistory)
    .leftJoin(users, eq(users.id, serviceHistory.actorUserId))
    .where(and(eq(serviceHistory.businessId, businessId), eq(serviceHistory.serviceId, serviceId)))
    .orderBy(asc(serviceHistory.seq));
}

export type HistoryValues = {
  serviceId: string;
  fromStatus: ServiceRow['status'] | null;
  toStatus: ServiceRow['status'];
  actorUserId: string | null;
  actorRole: string | null;
  reason: string | null;
  startsAt: Date;
  previousStartsAt: Date | null;
};

export async function insertHistory(db: Database, businessId: string, values: HistoryValues): Promise<void> {
  await db.insert(serviceHistory).values({ ...values, businessId });
}

export type { ServiceRow } from '../../db/schema/index.ts';

/** What a lifecycle step writes on the session (status, new times, completion or cancel fields). */
export type ServiceStepChanges = Partial<typeof services.$inferInsert>;

/**
 * Writes a step, but only from the status and start the caller checked: answers false when a
 * concurrent step moved the session first.
 */
export async function updateServiceFrom(
  db: Database,
  businessId: string,
  from: { id: string; status: ServiceRow['status']; startsAt: Date },
  changes: ServiceStepChanges,
): Promise<boolean> {
  const updated = await db
    .update(services)
    .set(changes)
    .where(
      and(
        tenantRow(services, businessId, from.id),
        eq(services.status, from.status),
        eq(services.startsAt, from.startsAt),
      ),
    )
    .returning({ id: services.id });
  return updated.length > 0;
}

/** The credit hold a session's credits are held by now (a reschedule holds again). */
export async function setServiceHold(db: Database, businessId: string, serviceId: string, holdId: string) {
  await db
    .update(services)
    .set({ creditHoldId: holdId })
    .where(tenantRow(services, businessId, serviceId));
}

export async function updateCompletionNotes(
  db: Database,
  businessId: string,
  serviceId: string,
  completionNotes: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(services)
    .set({ completionNotes, updatedAt: now })
    .where(tenantRow(services, businessId, serviceId));
}

/** The customer's review of their completed session, once: false when it is already reviewed. */
export async function saveReview(
  db: Database,
  businessId: string,
  customerId: string,
  serviceId: string,
  review: { stars: number; text: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(services)
    .set({ reviewStars: review.stars, reviewText: review.text, reviewedAt: now, updatedAt: now })
    .where(
      and(
        tenantRow(services, businessId, serviceId),
        eq(services.customerId, customerId),
        eq(services.status, 'Completed'),
        isNull(services.reviewStars),
      ),
    )
    .returning({ id: services.id });
  return updated.length > 0;
}

/** Everything `book_session` writes, checked by services.service bookService beforehand. */
export type NewBooking = {
  businessId: string;
  offering: Pick<OfferingRow, 'id' | 'name' | 'serviceType' | 'category' | 'place' | 'durationMinutes'>;
  expertId: string;
  customerId: string;
  startsAt: Date;
  endsAt: Date;
  travelBufferMinutes: number;
  locationId: string | null;
  address: string | null;
  /** An in-home session's address on the map (decision 0060). */
  point?: { latitude: number; longitude: number } | null;
  notes: string;
  reminderMinutes: number | null;
  credits: { kind: CreditKind; quantity: number } | null;
  priceCents: number | null;
  participants: string[];
  actor: { userId: string; role: string };
  email: { to: string; subject: string; text: string; kind: string } | null;
  audit: { ip: string | null; userAgent: string | null };
  now: Date;
};

/** Lots are due to expire before the hold can take credits (SQLSTATE BK002): expire them, then book. */
export class CreditsDueToExpireError extends Error {
  constructor() {
    super('credit lots are due to expire before the hold');
    this.name = 'CreditsDueToExpireError';
  }
}

/**
 * book_session's one argument, a named record: exactly the keys the function reads
 * (src/db/sql/functions/book_session.sql; it refuses a key missing or unknown), null where there is
 * nothing.
 */
export function bookSessionRequest(booking: NewBooking) {
  const { offering, credits, email, actor } = booking;
  return {
    business_id: booking.businessId,
    offering_id: offering.id,
    offering_name: offering.name,
    service_type: offering.serviceType,
    category: offering.category,
    place: offering.place,
    expert_id: booking.expertId,
    customer_id: booking.customerId,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    duration_minutes: offering.durationMinutes,
    travel_buffer_minutes: booking.travelBufferMinutes,
    location_id: booking.locationId,
    address: booking.address,
    latitude: booking.point?.latitude ?? null,
    longitude: booking.point?.longitude ?? null,
    notes: booking.notes,
    reminder_minutes: booking.reminderMinutes,
    credit_kind: credits?.kind ?? null,
    credits: credits?.quantity ?? 0,
    price_cents: booking.priceCents,
    actor_user_id: actor.userId,
    actor_role: actor.role,
    participants: booking.participants,
    email_to: email?.to ?? null,
    email_subject: email?.subject ?? null,
    email_text: email?.text ?? null,
    email_kind: email?.kind ?? null,
    audit_ip: booking.audit.ip,
    audit_user_agent: booking.audit.userAgent,
    now: booking.now.toISOString(),
  };
}

/**
 * A booking's whole write in one statement, the SQL function book_session
 * (src/db/sql/functions/book_session.sql): the session (its exclusion constraints refuse a taken
 * time, 23P01), participants, credit hold, the "Requested" history step, the expert's email and the
 * audit event. It takes one jsonb record (bookSessionRequest). Answers the session row.
 */
export async function bookSession(db: Database, booking: NewBooking): Promise<ServiceRow> {
  const { credits } = booking;
  try {
    const [row] = await tableRowsFrom(
      db,
      services,
      sql`book_session(${JSON.stringify(bookSessionRequest(booking))}::jsonb)`,
    );
    if (!row) throw new Error('book_session answered nothing');
    return row;
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === 'BK001' && credits) {
      throw new InsufficientCreditsError(booking.customerId, credits.kind, credits.quantity);
    }
    if (state === 'BK002') throw new CreditsDueToExpireError();
    throw error;
  }
}
