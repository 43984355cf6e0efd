import { type ExpertCard, type Role, teamPhotoPath } from '@bmp/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import {
  businesses,
  businessHours,
  locations,
  memberships,
  offeringExperts,
  offeringLocations,
  staffProfiles,
  users,
} from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import { type EmailLanguage, isEmailLanguage } from '../outbox/index.ts';

// The business as the booking engine reads it (its calendar, people and locations): the context a
// booking is checked against. Not the studio module (modules/studio), which edits them.
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

export const hhmm = (value: string) => value.slice(0, 5);

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

export const personColumns = {
  id: memberships.id,
  name: users.fullName,
  email: users.email,
  role: memberships.role,
  status: memberships.status,
  userId: users.id,
  language: users.language,
};

export const toPerson = (row: {
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
    .innerJoin(users, membershipLogin)
    .where(and(tenantRow(memberships, businessId, membershipId), eq(memberships.role, role)));
  return row ? toPerson(row) : undefined;
}

/** The business's active experts matching `condition`, by name. */
async function activeExperts(db: ReadDatabase, businessId: string, condition?: SQL): Promise<Person[]> {
  const rows = await db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, membershipLogin)
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
export async function listActiveExperts(
  db: ReadDatabase,
  businessId: string,
  ids?: string[],
): Promise<Person[]> {
  if (ids && ids.length === 0) return [];
  return activeExperts(db, businessId, ids ? inArray(memberships.id, ids) : undefined);
}

/**
 * What members see of experts when picking one (their own profile in this studio): photo, bio,
 * specialities, languages. The business filter keeps another studio's profile out even for a known id.
 */
export async function expertCards(db: Database, businessId: string, people: Person[]): Promise<ExpertCard[]> {
  if (people.length === 0) return [];
  const rows = await db
    .select({
      membershipId: staffProfiles.membershipId,
      bio: staffProfiles.bio,
      specialities: staffProfiles.specialities,
      languages: staffProfiles.languages,
      hasPhoto: sql<boolean>`${staffProfiles.photo} is not null`,
      photoVersion: staffProfiles.photoVersion,
    })
    .from(staffProfiles)
    .where(
      tenantRowsIn(
        staffProfiles,
        businessId,
        staffProfiles.membershipId,
        people.map((person) => person.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.membershipId, row]));
  return people.map((person) => {
    const profile = byId.get(person.id);
    return {
      id: person.id,
      name: person.name,
      photoPath: profile?.hasPhoto ? teamPhotoPath(person.id, profile.photoVersion) : null,
      bio: profile?.bio ?? '',
      specialities: profile?.specialities ?? [],
      languages: profile?.languages ?? [],
    };
  });
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

/** Where an offering happens: its listed locations, or any when none is listed (SQL condition). */
function offeringHappensAt(businessId: string, offeringId: string | undefined) {
  if (!offeringId) return undefined;
  const listed = sql`select ${offeringLocations.locationId} from ${offeringLocations}
    where ${offeringLocations.businessId} = ${businessId} and ${offeringLocations.offeringId} = ${offeringId}`;
  return sql`(${locations.id} in (${listed}) or not exists (${listed}))`;
}

/** An active location of the studio; with `offeringId`, only one that offering happens at. */
export async function findLocation(
  db: Database,
  businessId: string,
  locationId: string,
  offeringId?: string,
) {
  const [row] = await db
    .select()
    .from(locations)
    // A deactivated location takes no new sessions (past ones keep it).
    .where(
      and(
        tenantRow(locations, businessId, locationId),
        eq(locations.active, true),
        offeringHappensAt(businessId, offeringId),
      ),
    );
  return row;
}

/** The default active location, or, for an offering held elsewhere, the first of its own. */
export async function findDefaultLocation(db: Database, businessId: string, offeringId?: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.businessId, businessId),
        eq(locations.active, true),
        offeringHappensAt(businessId, offeringId),
      ),
    )
    .orderBy(desc(locations.isDefault), asc(locations.createdAt))
    .limit(1);
  return row;
}
