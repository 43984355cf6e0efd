import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  expertAvailabilityExceptions,
  expertWeeklyHours,
  groupOccurrences,
  groups,
  services,
} from '../../db/schema/index.ts';
import { tenantRowsIn } from '../../db/scope.ts';
import { hhmm } from './booking-context.repository.ts';

// When experts work (weekly hours and exceptions) and when people are already busy.
// Queries of the booking engine. Every function takes the business first: the one place tenant
// scoping could be forgotten (STYLE.md 6). Inside a transaction callers pass `tx` (PGlite has one
// connection: a query on the outer handle would wait for the transaction forever).

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
    .where(tenantRowsIn(expertWeeklyHours, businessId, expertWeeklyHours.expertId, expertIds))
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
/** A busy span of an expert and what fills it (the offering's or the class's name). */
export type ExpertBusyRow = BusyRow & { what: string };

/**
 * What the experts are already booked for between from and to: each session widened by its travel
 * buffer (the span the exclusion constraint keeps apart) and the classes they teach. Canceled
 * sessions and classes free their time. The one reading of an expert's busy time: the slot search
 * and the groups module's schedule checks (groups/groups.service.ts) both ask here. `except` leaves
 * out a session being moved or a group whose own occurrences change hands.
 */
export async function listExpertBusy(
  db: Database,
  businessId: string,
  expertIds: string[],
  from: Date,
  to: Date,
  except: { serviceId?: string | undefined; groupId?: string | undefined } = {},
): Promise<ExpertBusyRow[]> {
  if (expertIds.length === 0) return [];
  const sessions = await db
    .select({
      ownerId: services.expertId,
      startsAt: services.expertBusyFrom,
      endsAt: services.expertBusyUntil,
      what: services.offeringName,
    })
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        inArray(services.expertId, expertIds),
        ne(services.status, 'Canceled'),
        lt(services.expertBusyFrom, to),
        gt(services.expertBusyUntil, from),
        except.serviceId ? ne(services.id, except.serviceId) : undefined,
      ),
    );
  // The classes they teach (decision 0031): the database refuses a session over one anyway.
  const classes = await db
    .select({
      ownerId: groupOccurrences.expertId,
      startsAt: groupOccurrences.startsAt,
      endsAt: groupOccurrences.endsAt,
      what: groups.name,
    })
    .from(groupOccurrences)
    .innerJoin(
      groups,
      and(eq(groups.businessId, groupOccurrences.businessId), eq(groups.id, groupOccurrences.groupId)),
    )
    .where(
      and(
        eq(groupOccurrences.businessId, businessId),
        inArray(groupOccurrences.expertId, expertIds),
        eq(groupOccurrences.status, 'scheduled'),
        lt(groupOccurrences.startsAt, to),
        gt(groupOccurrences.endsAt, from),
        except.groupId ? ne(groupOccurrences.groupId, except.groupId) : undefined,
      ),
    );
  return classes.length === 0 ? sessions : [...sessions, ...classes];
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
