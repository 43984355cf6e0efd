import { type Role, teamPhotoPath } from '@bmp/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, memberships, sessions, staffProfiles, users } from '../../db/schema/index.ts';
import { membershipLogin, tenantRow, tenantRowsIn } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// The studio's team: memberships of staff and experts, their own profiles and photos, the studios a
// login belongs to. Every function takes the business first (STYLE.md 6), except those that start
// from the login (listMyBusinesses).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

// ---- Staff profiles (/admin/account) ---------------------------------------------------------------

export async function findStaffProfile(db: Database, businessId: string, membershipId: string) {
  const [row] = await db
    .select()
    .from(staffProfiles)
    .where(and(eq(staffProfiles.businessId, businessId), eq(staffProfiles.membershipId, membershipId)));
  return row;
}

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
    homeBase:
      profile &&
      (profile.homeBaseAddress !== null ||
        profile.homeBaseLatitude !== null ||
        profile.homeBaseLongitude !== null)
        ? {
            address: profile.homeBaseAddress,
            latitude: profile.homeBaseLatitude,
            longitude: profile.homeBaseLongitude,
          }
        : null,
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
      brandColor: businesses.brandColor,
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
    /** Undefined: kept as it is; null: removed. */
    homeBase?: { address: string | null; latitude: number | null; longitude: number | null } | null;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fullName: values.fullName, phone: values.phone, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    const home = values.homeBase;
    const lists = {
      bio: values.bio,
      specialities: values.specialities,
      languages: values.languages,
      ...(home === undefined
        ? {}
        : {
            homeBaseAddress: home?.address ?? null,
            homeBaseLatitude: home?.latitude ?? null,
            homeBaseLongitude: home?.longitude ?? null,
          }),
    };
    await tx
      .insert(staffProfiles)
      .values({ businessId, membershipId, ...lists })
      .onConflictDoUpdate({ target: staffProfiles.membershipId, set: { ...lists, updatedAt: clock.now() } });
  });
}

/** The studios where a login has an active membership, by name. */
export async function listMyBusinesses(db: Database, userId: string) {
  return (
    db
      .select({
        businessId: businesses.id,
        businessName: businesses.name,
        role: memberships.role,
        membershipId: memberships.id,
      })
      .from(memberships)
      .innerJoin(businesses, eq(businesses.id, memberships.businessId))
      // A suspended studio is out of reach until reactivated (decision 0062): not listed, no switching in.
      .where(
        and(eq(memberships.userId, userId), eq(memberships.status, 'active'), isNull(businesses.suspendedAt)),
      )
      .orderBy(asc(businesses.name))
  );
}
