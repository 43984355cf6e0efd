import { type Role, teamPhotoPath, WEEKDAYS } from '@bmp/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  businessHours,
  locations,
  memberships,
  offerings,
  services,
  sessions,
  staffProfiles,
  teamInvitations,
  users,
} from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Queries of the studio's set-up. Every function takes the business first (STYLE.md 6).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// ---- Business profile -------------------------------------------------------------------------------

export async function findBusinessProfile(db: Database, businessId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      timeZone: businesses.timeZone,
      contactEmail: businesses.contactEmail,
      contactPhone: businesses.contactPhone,
      amenities: businesses.amenities,
      accessibility: businesses.accessibility,
      equipment: businesses.equipment,
      specialities: businesses.specialities,
      languages: businesses.languages,
      freeCancelHours: businesses.freeCancelHours,
      hasLogo: sql<boolean>`${businesses.logo} is not null`,
      logoVersion: businesses.logoVersion,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return undefined;
  const hours = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.businessId, businessId))
    .orderBy(asc(businessHours.weekday));
  return { ...business, hours };
}

export type ProfileValues = {
  name: string;
  timeZone: string;
  contactEmail: string | null;
  contactPhone: string | null;
  amenities: string[];
  accessibility: string[];
  equipment: string[];
  specialities: string[];
  languages: string[];
  freeCancelHours: number;
};

export type HoursRow = { weekday: number; opensAt: string | null; closesAt: string | null; closed: boolean };

/** Saves the profile and replaces the week's hours, in one transaction. */
export async function saveBusinessProfile(
  db: Database,
  businessId: string,
  values: ProfileValues,
  hours: HoursRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(businesses.id, businessId));
    await tx.delete(businessHours).where(eq(businessHours.businessId, businessId));
    await tx.insert(businessHours).values(hours.map((row) => ({ businessId, ...row })));
  });
}

export async function saveLogo(
  db: Database,
  businessId: string,
  logo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  await db
    .update(businesses)
    .set({
      logo: logo?.bytes ?? null,
      logoType: logo?.type ?? null,
      logoVersion: sql`${businesses.logoVersion} + 1`,
    })
    .where(eq(businesses.id, businessId));
}

export async function findLogo(db: Database, slug: string) {
  const [row] = await db
    .select({ logo: businesses.logo, logoType: businesses.logoType })
    .from(businesses)
    .where(eq(businesses.slug, slug));
  return row;
}

const OPEN_STATUSES = ['Requested', 'Confirmed', 'Rescheduled', 'Tracking', 'Arrived'] as const;

const expertUsers = alias(users, 'expert_users');
const expertMemberships = alias(memberships, 'expert_memberships');

/** The studio's sessions still ahead and not finished or canceled, soonest first. */
export async function listUpcomingSessions(db: Database, businessId: string, now: Date, expertId?: string) {
  return db
    .select({
      id: services.id,
      startsAt: services.startsAt,
      endsAt: services.endsAt,
      offeringName: services.offeringName,
      status: services.status,
      customerName: users.fullName,
      expertName: expertUsers.fullName,
    })
    .from(services)
    .innerJoin(memberships, eq(memberships.id, services.customerId))
    .innerJoin(users, membershipLogin)
    .innerJoin(expertMemberships, eq(expertMemberships.id, services.expertId))
    .innerJoin(expertUsers, eq(expertUsers.id, expertMemberships.userId))
    .where(
      and(
        eq(services.businessId, businessId),
        gt(services.endsAt, now),
        inArray(services.status, [...OPEN_STATUSES]),
        expertId ? eq(services.expertId, expertId) : undefined,
      ),
    )
    .orderBy(asc(services.startsAt))
    .limit(500);
}

// ---- Locations -------------------------------------------------------------------------------------

export async function listLocations(db: Database, businessId: string, activeOnly: boolean) {
  return db
    .select({
      id: locations.id,
      code: locations.code,
      display: locations.display,
      state: locations.state,
      address: locations.address,
      active: locations.active,
      isDefault: locations.isDefault,
    })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), activeOnly ? eq(locations.active, true) : undefined))
    .orderBy(sql`${locations.isDefault} desc`, asc(locations.display));
}

export async function findStudioLocation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(tenantRow(locations, businessId, id));
  return row;
}

export async function insertLocation(
  db: Database,
  businessId: string,
  values: { code: string; display: string; state: string; address: string | null },
) {
  const [row] = await db
    .insert(locations)
    .values({ businessId, ...values })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

export async function updateLocation(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<{ display: string; state: string; address: string | null; active: boolean }>,
) {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(tenantRow(locations, businessId, id))
    .returning();
  return row;
}

/** Makes one location the default (the one a studio session uses when none is chosen). */
export async function makeDefaultLocation(db: Database, businessId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx.update(locations).set({ isDefault: false }).where(eq(locations.businessId, businessId));
    await tx
      .update(locations)
      .set({ isDefault: true, active: true })
      .where(tenantRow(locations, businessId, id));
  });
}

// ---- Team ------------------------------------------------------------------------------------------

const TEAM_ROLES: Role[] = ['principal', 'admin', 'expert'];

/** What the team page shows of a member (with `membershipLogin` joined). */
const teamColumns = {
  id: memberships.id,
  userId: users.id,
  name: users.fullName,
  email: users.email,
  role: memberships.role,
  status: memberships.status,
};

export async function listTeam(db: Database, businessId: string) {
  return db
    .select(teamColumns)
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(tenantRowsIn(memberships, businessId, memberships.role, TEAM_ROLES))
    .orderBy(asc(users.fullName), asc(memberships.id));
}

export async function findTeamMember(db: Database | Tx, businessId: string, membershipId: string) {
  const [row] = await db
    .select(teamColumns)
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(tenantRow(memberships, businessId, membershipId), inArray(memberships.role, TEAM_ROLES)));
  return row;
}

/** Active principals of the studio, locked for the transaction (the last-principal guard). */
export async function lockActivePrincipals(tx: Tx, businessId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.role, 'principal'),
        eq(memberships.status, 'active'),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

export async function setMembership(
  db: Database | Tx,
  businessId: string,
  membershipId: string,
  values: Partial<{ role: Role; status: 'active' | 'deactivated' }>,
) {
  await db
    .update(memberships)
    .set({ ...values, updatedAt: clock.now() })
    .where(tenantRow(memberships, businessId, membershipId));
}

/** Signs a membership out everywhere at once: its sessions are deleted. */
export async function endMembershipSessions(db: Database | Tx, businessId: string, membershipId: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.businessId, businessId), eq(sessions.membershipId, membershipId)));
}

/** The membership this login has in the studio (any role), if any. */
export async function findMembershipOfEmail(db: Database, businessId: string, email: string) {
  const [row] = await db
    .select({ id: memberships.id, role: memberships.role, status: memberships.status })
    .from(memberships)
    .innerJoin(users, membershipLogin)
    .where(and(eq(memberships.businessId, businessId), eq(users.email, email)));
  return row;
}

// ---- Invitations -----------------------------------------------------------------------------------

const invitationColumns = {
  id: teamInvitations.id,
  businessId: teamInvitations.businessId,
  email: teamInvitations.email,
  role: teamInvitations.role,
  expiresAt: teamInvitations.expiresAt,
  acceptedAt: teamInvitations.acceptedAt,
  revokedAt: teamInvitations.revokedAt,
  sentAt: teamInvitations.sentAt,
  createdAt: teamInvitations.createdAt,
};
export type InvitationRow = Awaited<ReturnType<typeof findInvitation>>;

export async function listInvitations(db: Database, businessId: string) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), isNull(teamInvitations.acceptedAt)))
    .orderBy(sql`${teamInvitations.createdAt} desc`)
    .limit(200);
}

export async function findInvitation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(tenantRow(teamInvitations, businessId, id));
  return row;
}

/** An invitation neither accepted nor revoked. */
const stillOpen = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

export async function findOpenInvitationTo(db: Database, businessId: string, email: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), eq(teamInvitations.email, email), stillOpen));
  return row;
}

export async function insertInvitation(
  db: Database | Tx,
  values: {
    businessId: string;
    email: string;
    role: 'principal' | 'admin' | 'expert';
    tokenHash: string;
    invitedById: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(teamInvitations).values(values).returning(invitationColumns);
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** A new token and expiry for an open invitation (resend): the older link stops working. */
export async function renewInvitation(
  db: Database | Tx,
  businessId: string,
  id: string,
  values: { tokenHash: string; expiresAt: Date; role?: 'principal' | 'admin' | 'expert' },
) {
  const [row] = await db
    .update(teamInvitations)
    .set({ ...values, sentAt: clock.now() })
    .where(and(tenantRow(teamInvitations, businessId, id), stillOpen))
    .returning(invitationColumns);
  return row;
}

export async function revokeInvitation(db: Database, businessId: string, id: string) {
  const [row] = await db
    .update(teamInvitations)
    .set({ revokedAt: clock.now() })
    .where(and(tenantRow(teamInvitations, businessId, id), stillOpen))
    .returning(invitationColumns);
  return row;
}

/** The invitation a link's token opens, whatever its state, with its studio's name. */
export async function findInvitationByToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      ...invitationColumns,
      businessName: businesses.name,
      // Decided in the database, at its microseconds, like the claim (a JavaScript Date keeps only
      // milliseconds and would call an invitation expiring a microsecond from now already expired).
      expired: sql<boolean>`${teamInvitations.expiresAt} <= ${clock.sqlInstant(now)}`,
    })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation used, once: false when another acceptance (or a revoke) came first. */
export async function claimInvitation(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        stillOpen,
        sql`${teamInvitations.expiresAt} > ${clock.sqlInstant(now)}`,
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length === 1;
}

export async function findUserByEmail(db: Database | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Adds (or re-opens) a login's membership in the studio with a team role. */
export async function upsertTeamMembership(
  tx: Tx,
  businessId: string,
  userId: string,
  role: 'principal' | 'admin' | 'expert',
) {
  const [row] = await tx
    .insert(memberships)
    .values({ businessId, userId, role, status: 'active', onboardedAt: clock.now() })
    .onConflictDoUpdate({
      target: [memberships.businessId, memberships.userId],
      set: { role, status: 'active', onboardedAt: clock.now(), updatedAt: clock.now() },
    })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership upsert returned nothing');
  return row.id;
}

export async function insertUser(tx: Tx, values: { email: string; fullName: string; passwordHash: string }) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, emailVerifiedAt: clock.now() })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

// ---- Public studio page ----------------------------------------------------------------------------

export async function listPublicOfferings(db: Database, businessId: string) {
  return db
    .select({
      id: offerings.id,
      name: offerings.name,
      serviceType: offerings.serviceType,
      durationMinutes: offerings.durationMinutes,
      priceCents: offerings.priceCents,
      credits: offerings.creditsNeeded,
    })
    .from(offerings)
    .where(and(eq(offerings.businessId, businessId), eq(offerings.active, true)))
    .orderBy(asc(offerings.name));
}

// ---- Staff profiles (/admin/account) ---------------------------------------------------------------

export async function findStaffProfile(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select()
    .from(staffProfiles)
    .where(and(eq(staffProfiles.businessId, businessId), eq(staffProfiles.membershipId, membershipId)));
  return row;
}

export const weekdayNumber = (day: (typeof WEEKDAYS)[number]) => WEEKDAYS.indexOf(day) + 1;

/** A team member's own profile: name and phone (their login) with this studio's bio and lists. */
export async function findOwnProfile(db: Database, businessId: string, membershipId: string, userId: string) {
  const [user] = await db
    .select({ fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const profile = await findStaffProfile(db, businessId, membershipId);
  return {
    fullName: user?.fullName ?? '',
    phone: user?.phone ?? null,
    bio: profile?.bio ?? '',
    specialities: profile?.specialities ?? [],
    languages: profile?.languages ?? [],
    photoPath: profile?.photo ? teamPhotoPath(membershipId, profile.photoVersion) : null,
  };
}

/** Sets or removes a team member's own photo; the version moves so the old address is not cached. */
export async function saveStaffPhoto(
  db: Database,
  businessId: string,
  membershipId: string,
  photo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  const values = { photo: photo?.bytes ?? null, photoType: photo?.type ?? null };
  await db
    .insert(staffProfiles)
    .values({ businessId, membershipId, ...values, photoVersion: 1 })
    .onConflictDoUpdate({
      target: staffProfiles.membershipId,
      set: { ...values, photoVersion: sql`${staffProfiles.photoVersion} + 1`, updatedAt: clock.now() },
    });
}

/** A team member's photo in this studio (never a customer's: theirs is the member profile's). */
export async function findTeamPhoto(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select({ photo: staffProfiles.photo, photoType: staffProfiles.photoType })
    .from(staffProfiles)
    .innerJoin(
      memberships,
      and(
        eq(memberships.businessId, staffProfiles.businessId),
        eq(memberships.id, staffProfiles.membershipId),
      ),
    )
    .where(
      and(
        eq(staffProfiles.businessId, businessId),
        eq(staffProfiles.membershipId, membershipId),
        inArray(memberships.role, ['principal', 'admin', 'expert']),
      ),
    );
  return row;
}

/** What the signed-in shell shows: the studio's logo version and slug, and the caller's photo version. */
export async function findShellPictures(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select({
      slug: businesses.slug,
      hasLogo: sql<boolean>`${businesses.logo} is not null`,
      logoVersion: businesses.logoVersion,
      hasPhoto: sql<boolean>`${staffProfiles.photo} is not null`,
      photoVersion: staffProfiles.photoVersion,
    })
    .from(businesses)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.businessId, businesses.id), eq(staffProfiles.membershipId, membershipId)),
    )
    .where(eq(businesses.id, businessId));
  return row;
}

export async function saveOwnProfile(
  db: Database,
  businessId: string,
  membershipId: string,
  userId: string,
  values: {
    fullName: string;
    phone: string | null;
    bio: string;
    specialities: string[];
    languages: string[];
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fullName: values.fullName, phone: values.phone, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    const lists = { bio: values.bio, specialities: values.specialities, languages: values.languages };
    await tx
      .insert(staffProfiles)
      .values({ businessId, membershipId, ...lists })
      .onConflictDoUpdate({ target: staffProfiles.membershipId, set: { ...lists, updatedAt: clock.now() } });
  });
}

/** The studios where a login has an active membership, by name. */
export async function listMyBusinesses(db: Database, userId: string) {
  return db
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      role: memberships.role,
      membershipId: memberships.id,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(businesses.name));
}
