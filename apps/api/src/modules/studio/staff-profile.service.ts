import { studioLogoPath, teamPhotoPath } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { RequestAuth } from '../../lib/route-access.ts';
import {
  findOwnProfile,
  findShellPictures,
  findTeamPhoto,
  listMyBusinesses,
  saveOwnProfile,
  saveStaffPhoto,
} from './team.repository.ts';

// A team member's own profile and photo in the studio, the shell's pictures, and the studios the
// signed-in person belongs to (the business switcher).

type Caller = Pick<RequestAuth, 'businessId' | 'membershipId' | 'userId'>;

export async function getOwnProfile(db: Database, auth: Caller) {
  return findOwnProfile(db, auth.businessId, auth.membershipId, auth.userId);
}

export async function updateOwnProfile(
  db: Database,
  auth: Caller,
  values: Parameters<typeof saveOwnProfile>[4],
): Promise<void> {
  await saveOwnProfile(db, auth.businessId, auth.membershipId, auth.userId, values);
}

/** Sets (or with null removes) the caller's photo in this studio. */
export async function setOwnPhoto(
  db: Database,
  auth: Caller,
  photo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  await saveStaffPhoto(db, auth.businessId, auth.membershipId, photo);
}

/** A team member's photo in the studio (404 when they have none). */
export async function getTeamPhoto(db: Database, businessId: string, membershipId: string) {
  const row = await findTeamPhoto(db, businessId, membershipId);
  if (!row?.photo || !row.photoType) throw new HttpProblem(404, 'Not Found', 'No photo.');
  return { photo: row.photo, photoType: row.photoType };
}

/** The signed-in shell's pictures: the studio's logo and the caller's own photo. */
export async function shellPictures(db: Database, auth: Caller) {
  const row = await findShellPictures(db, auth.businessId, auth.membershipId);
  return {
    logoPath: row?.hasLogo ? studioLogoPath(row.slug, row.logoVersion) : null,
    photoPath:
      row?.hasPhoto && row.photoVersion !== null ? teamPhotoPath(auth.membershipId, row.photoVersion) : null,
    brandColor: row?.brandColor ?? null,
  };
}

/** The studios the caller has an active membership in, the current one marked. */
export async function myBusinesses(db: Database, auth: Caller) {
  const rows = await listMyBusinesses(db, auth.userId);
  return {
    items: rows.map(({ businessId, businessName, role }) => ({
      businessId,
      businessName,
      role,
      current: businessId === auth.businessId,
    })),
  };
}

/** The caller's active membership in another studio (404 when there is none). */
export async function myMembershipIn(db: Database, auth: Caller, businessId: string) {
  const target = (await listMyBusinesses(db, auth.userId)).find((row) => row.businessId === businessId);
  if (!target) throw new HttpProblem(404, 'Not Found', 'You have no active membership in that studio.');
  return target;
}
