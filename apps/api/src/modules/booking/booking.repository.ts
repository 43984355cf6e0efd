import type { Role } from '@bmp/shared';
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
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { sqlStateOf, tableRowsFrom } from '../../db/raw.ts';
import {
  businesses,
  businessHours,
  type CreditKind,
  creditHolds,
  expertAvailabilityExceptions,
  expertWeeklyHours,
  locations,
  memberships,
  type OfferingRow,
  offeringExperts,
  offerings,
  type ServiceRow,
  serviceHistory,
  serviceParticipants,
  services,
  users,
} from '../../db/schema/index.ts';
import { InsufficientCreditsError } from '../credits/credits.errors.ts';
import { type EmailLanguage, isEmailLanguage } from '../outbox/email-html.ts';

// Queries of the booking engine. Every function takes the business first: the one place tenant
// scoping could be forgotten (STYLE.md 6). Inside a transaction callers pass `tx` (PGlite has one
// connection: a query on the outer handle would wait for the transaction forever).

// ---- Business and people ------------------------------------------------------------------------

export type BusinessCalendar = {
  name: string;
  timeZone: string;
  freeCancelHours: number;
  /** ISO weekday -> opening hours ('HH:MM'), or null when closed. Missing days use SPEC's default. */
  hours: Map<number, { start: string; end: string } | null>;
};

const hhmm = (value: string) => value.slice(0, 5);

export async function findBusinessCalendar(db: Database, businessId: string): Promise<BusinessCalendar> {
  // One round trip (it is on every booking's path): the hours come along as JSON.
  const [business] = await db
    .select({
      name: businesses.name,
      timeZone: businesses.timeZone,
      freeCancelHours: businesses.freeCancelHours,
      hours: sql<HoursJson[]>`coalesce((
        select json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at, 'closesAt', h.closes_at,
          'closed', h.closed))
        from ${businessHours} h where h.business_id = ${businesses.id}), '[]'::json)`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new Error(`business ${businessId} vanished`);
  const hours = new Map<number, { start: string; end: string } | null>();
  for (const row of parseJson(business.hours)) {
    hours.set(
      row.weekday,
      row.closed || !row.opensAt || !row.closesAt
        ? null
        : { start: hhmm(row.opensAt), end: hhmm(row.closesAt) },
    );
  }
  return {
    name: business.name,
    timeZone: business.timeZone,
    freeCancelHours: business.freeCancelHours,
    hours,
  };
}

type HoursJson = { weekday: number; opensAt: string | null; closesAt: string | null; closed: boolean };

/** JSON built in SQL: node-postgres parses it, PGlite may hand back the text. */
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export type Person = {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  userId: string;
  /** The language their emails are written in (null: English). */
  language: EmailLanguage | null;
};

const personColumns = {
  id: memberships.id,
  name: users.fullName,
  email: users.email,
  role: memberships.role,
  status: memberships.status,
  userId: users.id,
  language: users.language,
};

const toPerson = (row: {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: string;
  userId: string;
  language: string | null;
}): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.status === 'active',
  userId: row.userId,
  language: isEmailLanguage(row.language) ? row.language : null,
});

/** A membership of this business with the given role (an expert, a customer), or undefined. */
export async function findPerson(
  db: Database,
  businessId: string,
  membershipId: string,
  role: Role,
): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.id, membershipId),
        eq(memberships.role, role),
      ),
    );
  return row ? toPerson(row) : undefined;
}

/** The business's active experts matching `condition`, by name. */
async function activeExperts(db: Database, businessId: string, condition?: SQL): Promise<Person[]> {
  const rows = await db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'expert'),
        eq(memberships.status, 'active'),
        condition,
      ),
    )
    .orderBy(asc(users.fullName), asc(memberships.id));
  return rows.map(toPerson);
}

/** The business's active experts, by name. */
export async function listActiveExperts(db: Database, businessId: string, ids?: string[]): Promise<Person[]> {
  if (ids && ids.length === 0) return [];
  return activeExperts(db, businessId, ids ? inArray(memberships.id, ids) : undefined);
}

/**
 * Who delivers an offering now, in one query: its listed experts still active, or every active expert
 * when none is listed. With `expertId`, that expert alone if they deliver it.
 */
export async function listDeliveringExperts(
  db: Database,
  businessId: string,
  offeringId: string,
  expertId?: string,
): Promise<Person[]> {
  const listed = sql`select ${offeringExperts.expertId} from ${offeringExperts}
    where ${offeringExperts.businessId} = ${businessId} and ${offeringExperts.offeringId} = ${offeringId}`;
  return activeExperts(
    db,
    businessId,
    and(
      expertId ? eq(memberships.id, expertId) : undefined,
      sql`(${memberships.id} in (${listed}) or not exists (${listed}))`,
    ),
  );
}

export async function findLocation(db: Database, businessId: string, locationId: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
  return row;
}

export async function findDefaultLocation(db: Database, businessId: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(desc(locations.isDefault), asc(locations.createdAt))
    .limit(1);
  return row;
}

// ---- Offerings ------------------------------------------------------------------------------------

export type OfferingValues = Omit<
  typeof offerings.$inferInsert,
  'id' | 'businessId' | 'createdAt' | 'updatedAt'
>;

export async function findOffering(db: Database, businessId: string, offeringId: string) {
  const [row] = await db
    .select()
    .from(offerings)
    .where(and(eq(offerings.businessId, businessId), eq(offerings.id, offeringId)));
  return row;
}

/** The experts listed on offerings (an empty list means every active expert). */
export async function listOfferingExperts(
  db: Database,
  businessId: string,
  offeringIds: string[],
): Promise<Map<string, Person[]>> {
  const map = new Map<string, Person[]>();
  if (offeringIds.length === 0) return map;
  const rows = await db
    .select({ offeringId: offeringExperts.offeringId, ...personColumns })
    .from(offeringExperts)
    .innerJoin(
      memberships,
      and(
        eq(memberships.businessId, offeringExperts.businessId),
        eq(memberships.id, offeringExperts.expertId),
      ),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(offeringExperts.businessId, businessId), inArray(offeringExperts.offeringId, offeringIds)))
    .orderBy(asc(users.fullName));
  for (const row of rows) {
    const list = map.get(row.offeringId) ?? [];
    list.push(toPerson(row));
    map.set(row.offeringId, list);
  }
  return map;
}

export type OfferingFilter = {
  active?: boolean;
  serviceType?: string;
  category?: string;
  q?: string;
  limit: number;
  offset: number;
};

export async function listOfferings(db: Database, businessId: string, filter: OfferingFilter) {
  const where = and(
    eq(offerings.businessId, businessId),
    filter.active === undefined ? undefined : eq(offerings.active, filter.active),
    filter.serviceType ? eq(offerings.serviceType, filter.serviceType as never) : undefined,
    filter.category ? eq(offerings.category, filter.category as never) : undefined,
    filter.q ? sql`strpos(lower(${offerings.name}), lower(${filter.q})) > 0` : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(offerings)
      .where(where)
      .orderBy(asc(offerings.serviceType), asc(offerings.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(offerings).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertOffering(
  db: Database,
  businessId: string,
  values: OfferingValues,
  expertIds: string[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offerings)
      .values({ ...values, businessId })
      .returning();
    if (!row) throw new Error('offering insert returned nothing');
    if (expertIds.length > 0) {
      await tx
        .insert(offeringExperts)
        .values(expertIds.map((expertId) => ({ businessId, offeringId: row.id, expertId })));
    }
    return row;
  });
}

export async function updateOffering(
  db: Database,
  businessId: string,
  offeringId: string,
  values: Partial<OfferingValues>,
  expertIds?: string[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(offerings)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(offerings.businessId, businessId), eq(offerings.id, offeringId)))
      .returning();
    if (!row) return undefined;
    if (expertIds) {
      await tx
        .delete(offeringExperts)
        .where(and(eq(offeringExperts.businessId, businessId), eq(offeringExperts.offeringId, offeringId)));
      if (expertIds.length > 0) {
        await tx
          .insert(offeringExperts)
          .values(expertIds.map((expertId) => ({ businessId, offeringId, expertId })));
      }
    }
    return row;
  });
}

// ---- Expert availability ----------------------------------------------------------------------------

export type WeeklyWindowRow = { weekday: number; start: string; end: string };
export type ExceptionRow = {
  id: string;
  expertId: string;
  kind: 'time_off' | 'custom_hours';
  startsOn: string;
  endsOn: string;
  start: string | null;
  end: string | null;
  note: string;
};

export async function listWeeklyHours(
  db: Database,
  businessId: string,
  expertIds: string[],
): Promise<Map<string, WeeklyWindowRow[]>> {
  const map = new Map<string, WeeklyWindowRow[]>();
  if (expertIds.length === 0) return map;
  const rows = await db
    .select()
    .from(expertWeeklyHours)
    .where(and(eq(expertWeeklyHours.businessId, businessId), inArray(expertWeeklyHours.expertId, expertIds)))
    .orderBy(asc(expertWeeklyHours.weekday), asc(expertWeeklyHours.startTime));
  for (const row of rows) {
    const list = map.get(row.expertId) ?? [];
    list.push({ weekday: row.weekday, start: hhmm(row.startTime), end: hhmm(row.endTime) });
    map.set(row.expertId, list);
  }
  return map;
}

export async function replaceWeeklyHours(
  db: Database,
  businessId: string,
  expertId: string,
  hours: WeeklyWindowRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(expertWeeklyHours)
      .where(and(eq(expertWeeklyHours.businessId, businessId), eq(expertWeeklyHours.expertId, expertId)));
    if (hours.length > 0) {
      await tx.insert(expertWeeklyHours).values(
        hours.map((window) => ({
          businessId,
          expertId,
          weekday: window.weekday,
          startTime: window.start,
          endTime: window.end,
        })),
      );
    }
  });
}

const exceptionColumns = {
  id: expertAvailabilityExceptions.id,
  expertId: expertAvailabilityExceptions.expertId,
  kind: expertAvailabilityExceptions.kind,
  startsOn: expertAvailabilityExceptions.startsOn,
  endsOn: expertAvailabilityExceptions.endsOn,
  start: expertAvailabilityExceptions.startTime,
  end: expertAvailabilityExceptions.endTime,
  note: expertAvailabilityExceptions.note,
};

const toException = (row: ExceptionRow): ExceptionRow => ({
  ...row,
  start: row.start === null ? null : hhmm(row.start),
  end: row.end === null ? null : hhmm(row.end),
});

/** Exceptions of these experts that touch the days from..to (all of them when no range is given). */
export async function listExceptions(
  db: Database,
  businessId: string,
  expertIds: string[],
  range?: { from: string; to: string },
): Promise<ExceptionRow[]> {
  if (expertIds.length === 0) return [];
  const rows = await db
    .select(exceptionColumns)
    .from(expertAvailabilityExceptions)
    .where(
      and(
        eq(expertAvailabilityExceptions.businessId, businessId),
        inArray(expertAvailabilityExceptions.expertId, expertIds),
        range ? sql`${expertAvailabilityExceptions.startsOn} <= ${range.to}` : undefined,
        range ? sql`${expertAvailabilityExceptions.endsOn} >= ${range.from}` : undefined,
      ),
    )
    .orderBy(asc(expertAvailabilityExceptions.startsOn), asc(expertAvailabilityExceptions.startTime));
  return rows.map(toException);
}

export async function insertException(
  db: Database,
  businessId: string,
  expertId: string,
  values: Omit<ExceptionRow, 'id' | 'expertId'>,
): Promise<ExceptionRow> {
  const [row] = await db
    .insert(expertAvailabilityExceptions)
    .values({
      businessId,
      expertId,
      kind: values.kind,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      startTime: values.start,
      endTime: values.end,
      note: values.note,
    })
    .returning(exceptionColumns);
  if (!row) throw new Error('exception insert returned nothing');
  return toException(row);
}

export async function deleteException(
  db: Database,
  businessId: string,
  expertId: string,
  exceptionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(expertAvailabilityExceptions)
    .where(
      and(
        eq(expertAvailabilityExceptions.businessId, businessId),
        eq(expertAvailabilityExceptions.expertId, expertId),
        eq(expertAvailabilityExceptions.id, exceptionId),
      ),
    )
    .returning({ id: expertAvailabilityExceptions.id });
  return rows.length > 0;
}

// ---- Busy time -------------------------------------------------------------------------------------

export type BusyRow = { ownerId: string; startsAt: Date; endsAt: Date };

/**
 * What the experts are already booked for between from and to: each session widened by its travel
 * buffer (the span the exclusion constraint keeps apart). Canceled sessions free their time.
 */
export async function listExpertBusy(
  db: Database,
  businessId: string,
  expertIds: string[],
  from: Date,
  to: Date,
  excludeServiceId?: string,
): Promise<BusyRow[]> {
  if (expertIds.length === 0) return [];
  return db
    .select({
      ownerId: services.expertId,
      startsAt: services.expertBusyFrom,
      endsAt: services.expertBusyUntil,
    })
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        inArray(services.expertId, expertIds),
        ne(services.status, 'Canceled'),
        lt(services.expertBusyFrom, to),
        gt(services.expertBusyUntil, from),
        excludeServiceId ? ne(services.id, excludeServiceId) : undefined,
      ),
    );
}

/** The customer's own sessions between from and to (no travel buffer: they stay home). */
export async function listCustomerBusy(
  db: Database,
  businessId: string,
  customerId: string,
  from: Date,
  to: Date,
  excludeServiceId?: string,
): Promise<BusyRow[]> {
  return db
    .select({ ownerId: services.customerId, startsAt: services.startsAt, endsAt: services.endsAt })
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        eq(services.customerId, customerId),
        ne(services.status, 'Canceled'),
        lt(services.startsAt, to),
        gt(services.endsAt, from),
        excludeServiceId ? ne(services.id, excludeServiceId) : undefined,
      ),
    );
}

// ---- Sessions --------------------------------------------------------------------------------------

/** Whose sessions a caller may see: staff all of the business, an expert theirs, a customer theirs. */
export type ServiceScope =
  | { kind: 'all' }
  | { kind: 'expert'; expertId: string }
  | { kind: 'customer'; customerId: string };

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

function serviceViewQuery(db: Database) {
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
  db: Database,
  businessId: string,
  rows: Omit<ServiceView, 'participants'>[],
): Promise<ServiceView[]> {
  if (rows.length === 0) return [];
  const participants = await db
    .select({ serviceId: serviceParticipants.serviceId, name: serviceParticipants.name })
    .from(serviceParticipants)
    .where(
      and(
        eq(serviceParticipants.businessId, businessId),
        inArray(
          serviceParticipants.serviceId,
          rows.map((row) => row.service.id),
        ),
      ),
    )
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
  db: Database,
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
 * A booking's whole write in one statement, the SQL function book_session (migration 0010): the
 * session (its exclusion constraints refuse a taken time, 23P01), participants, credit hold, the
 * "Requested" history step, the expert's email and the audit event. Answers the session row.
 */
export async function bookSession(db: Database, booking: NewBooking): Promise<ServiceRow> {
  const { offering, credits, email, actor } = booking;
  const participants = sql`array[${sql.join(
    booking.participants.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  try {
    const [row] = await tableRowsFrom(
      db,
      services,
      sql`book_session(${booking.businessId}::uuid, ${offering.id}::uuid, ${offering.name}::text,
        ${offering.serviceType}::text, ${offering.category}::text, ${offering.place}::text,
        ${booking.expertId}::uuid, ${booking.customerId}::uuid, ${booking.startsAt.toISOString()}::timestamptz,
        ${booking.endsAt.toISOString()}::timestamptz, ${offering.durationMinutes}::int,
        ${booking.travelBufferMinutes}::int, ${booking.locationId}::uuid, ${booking.address}::text,
        ${booking.notes}::text, ${booking.reminderMinutes}::smallint, ${credits?.kind ?? null}::text,
        ${credits?.quantity ?? 0}::int, ${booking.priceCents}::int, ${actor.userId}::uuid, ${actor.role}::text,
        ${participants}, ${email?.to ?? null}::text, ${email?.subject ?? null}::text, ${email?.text ?? null}::text,
        ${email?.kind ?? null}::text, ${booking.audit.ip}::text, ${booking.audit.userAgent}::text,
        ${booking.now.toISOString()}::timestamptz)`,
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
