import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './businesses.ts';
import { bytea, createdAt, instant, pointCheck, primaryId, updatedAt } from './columns.ts';
import { membershipFk } from './people.ts';

export const INVITATION_ROLES = ['principal', 'admin', 'expert'] as const;

/**
 * An invitation to join a studio's team (/admin/business/team). The link carries a random token; only
 * its SHA-256 is stored. It works once (accepted_at), until it expires (7 days) or is revoked; a
 * resend replaces the token, so the older link stops working.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: INVITATION_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: uuid('invited_by_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    unique('team_invitations_token_unique').on(t.tokenHash),
    unique('team_invitations_business_id').on(t.businessId, t.id),
    membershipFk('team_invitations_invited_by_fk', t.businessId, t.invitedById).onDelete('cascade'),
    index('team_invitations_business_idx').on(t.businessId, t.createdAt),
    // One open invitation per address and studio: a second invite is a resend.
    uniqueIndex('team_invitations_open_email')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('team_invitations_role_known', sql`${t.role} in ('principal', 'admin', 'expert')`),
    check('team_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * What a member of the team shows about themselves in one studio (/admin/account): a photo and, for
 * experts, a bio, specialities and languages that members see when they pick an expert.
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    membershipId: uuid('membership_id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    bio: text('bio').notNull().default(''),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    photoVersion: integer('photo_version').notNull().default(0),
    // An expert's home base: where the distance page measures from when they are not on a trip.
    homeBaseAddress: text('home_base_address'),
    homeBaseLatitude: doublePrecision('home_base_latitude'),
    homeBaseLongitude: doublePrecision('home_base_longitude'),
    updatedAt: updatedAt(),
  },
  (t) => [
    membershipFk('staff_profiles_membership_fk', t.businessId, t.membershipId).onDelete('cascade'),
    pointCheck('staff_profiles_home_base_point', t.homeBaseLatitude, t.homeBaseLongitude),
    check('staff_profiles_photo_size', sql`${t.photo} is null or octet_length(${t.photo}) <= 716800`),
  ],
);
