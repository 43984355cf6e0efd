import { z } from 'zod';
import { ACCESSIBILITY, AMENITIES, EQUIPMENT, LANGUAGES, SPECIALITIES } from '../constants/lists';
import { PAGE_SIZES } from '../constants/ui';
import {
  businessHoursSchema,
  emailSchema,
  locationOptionSchema,
  multilineTextSchema,
  nameSchema,
  textSchema,
  usPhoneSchema,
} from '../schemas';
import { optionalPointShape, refinePointHalves } from '../tracking/points';
import { geofenceSchema, latitudeSchema, longitudeSchema } from '../tracking/schemas';

// The studio's own set-up (docs/decisions/0029-studio-set-up.md): business profile, locations, team
// invitations and the public studio page. The API's routes and the web's forms share these shapes.

/** Whether the runtime knows an IANA zone name ('America/Los_Angeles'); 'UTC' counts. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .min(1, 'Choose a time zone.')
  .max(64, 'Choose a time zone from the list.')
  .refine(isKnownTimeZone, { error: 'Choose a time zone from the list (for example America/Los_Angeles).' });

/** The free-cancel window: how many hours before a session a member may still cancel for free. */
export const FREE_CANCEL_HOURS_MAX = 720;

const listOf = <T extends readonly [string, ...string[]]>(items: T, what: string) =>
  z
    .array(z.enum(items, { error: `Choose ${what} from the list.` }))
    .max(items.length)
    .transform((values) => [...new Set(values)]);

/** The most unpaid pay-at-studio purchases a studio may let one member hold (a check constraint too). */
export const MAX_UNPAID_PURCHASES = 10;

export const businessProfileInputSchema = z.strictObject({
  name: nameSchema({ enter: 'Enter the name of your business.', what: 'the business name', max: 120 }),
  timeZone: timeZoneSchema,
  contactEmail: emailSchema.nullable(),
  contactPhone: usPhoneSchema.nullable(),
  hours: businessHoursSchema,
  amenities: listOf(AMENITIES, 'amenities'),
  accessibility: listOf(ACCESSIBILITY, 'accessibility features'),
  equipment: listOf(EQUIPMENT, 'equipment'),
  specialities: listOf(SPECIALITIES, 'specialities'),
  languages: listOf(LANGUAGES, 'languages'),
  freeCancelHours: z
    .number({ error: 'Enter the free-cancel window in hours.' })
    .int('Enter whole hours.')
    .min(0, 'Enter 0 hours or more.')
    .max(FREE_CANCEL_HOURS_MAX, `Enter at most ${FREE_CANCEL_HOURS_MAX} hours (30 days).`),
  /**
   * Paying at the studio (decision 0046): members may book before paying, and may hold this many
   * unpaid purchases. Left as they are when not sent.
   */
  bookBeforePaying: z.boolean({ error: 'Choose whether members may book before paying.' }).optional(),
  maxUnpaidPurchases: z
    .number({ error: 'Enter how many unpaid purchases a member may hold.' })
    .int('Enter a whole number.')
    .min(1, 'Enter 1 or more.')
    .max(MAX_UNPAID_PURCHASES, `Enter at most ${MAX_UNPAID_PURCHASES}.`)
    .optional(),
  /**
   * Live tracking (decision 0060): a trip counts as arrived within this many metres of the client's
   * address (20 to 1000). Left as it is when not sent.
   */
  arrivalGeofenceMeters: geofenceSchema.optional(),
  /**
   * Booked sessions that would fall outside the new hours are listed first; the change is saved only
   * once the owner confirms it with this flag. The sessions themselves are never moved or canceled.
   */
  confirmOutsideHours: z.boolean().optional(),
});
export type BusinessProfileInput = z.input<typeof businessProfileInputSchema>;

/** A booked session the new hours or time zone would leave outside opening time. */
export const sessionOutsideHoursSchema = z
  .object({
    id: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    offeringName: z.string(),
    customerName: z.string(),
    expertName: z.string(),
    status: z.string(),
  })
  .meta({ id: 'SessionOutsideHours' });
export type SessionOutsideHours = z.infer<typeof sessionOutsideHoursSchema>;

export const hoursCheckSchema = z
  .object({ sessions: z.array(sessionOutsideHoursSchema) })
  .meta({ id: 'HoursCheck' });

export const hoursCheckInputSchema = z.strictObject({
  timeZone: timeZoneSchema,
  hours: businessHoursSchema,
});

export const businessProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    timeZone: z.string(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    hours: z.array(
      z.object({
        day: z.string(),
        open: z.string().nullable(),
        close: z.string().nullable(),
        closed: z.boolean(),
        openDisplay: z.string(),
        closeDisplay: z.string(),
      }),
    ),
    amenities: z.array(z.string()),
    accessibility: z.array(z.string()),
    equipment: z.array(z.string()),
    specialities: z.array(z.string()),
    languages: z.array(z.string()),
    freeCancelHours: z.number().int(),
    bookBeforePaying: z.boolean(),
    maxUnpaidPurchases: z.number().int(),
    /** A trip counts as arrived within this many metres of the client (decision 0060). */
    arrivalGeofenceMeters: z.number().int(),
    hasLogo: z.boolean(),
    logoVersion: z.number().int(),
    /** The studio's own primary colour ("#rrggbb"), null for SPEC.md's. */
    brandColor: z.string().nullable(),
    /** The studio's public page (path), where members find its sign-up link. */
    publicPath: z.string(),
    /** The sign-up link members register through (path and query). */
    signupPath: z.string(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const LOGO_MAX_BYTES = 512 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const logoInputSchema = z.strictObject({
  contentType: z.enum(IMAGE_TYPES, { error: 'Choose a JPEG, PNG or WebP image.' }),
  data: z.base64({ error: 'The logo could not be read.' }).max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, {
    error: 'Choose a logo of at most 512 KB.',
  }),
});

// ---- Locations --------------------------------------------------------------------------------------

/**
 * A location's fields. Its point on the map (decision 0060: a pin dropped or typed) is optional; the
 * routes take these with `refinePointHalves` (both halves or neither), which this shape cannot carry
 * because the update is made from it by omit and partial.
 */
export const locationInputSchema = locationOptionSchema.extend({
  address: textSchema({ max: 300, tooLong: 'Use at most 300 characters for the address.' })
    .nullable()
    .optional()
    .transform((value) => value || null),
  ...optionalPointShape,
});
export type LocationInput = z.input<typeof locationInputSchema>;

export const locationUpdateSchema = locationInputSchema.omit({ code: true });

/** POST /api/business/locations: a location, its point both halves or neither. */
export const locationCreateSchema = locationInputSchema.superRefine((value, ctx) =>
  refinePointHalves(value, ctx),
);

/** PATCH /api/business/locations/:id: any of its fields, or deactivating it; a point both halves or neither. */
export const locationPatchSchema = locationUpdateSchema
  .partial()
  .extend({ active: z.boolean().optional() })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
export type LocationPatchInput = z.input<typeof locationPatchSchema>;

export const studioLocationSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    display: z.string(),
    state: z.string(),
    address: z.string().nullable(),
    /** Where it is on the map (decision 0060): both or neither. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    active: z.boolean(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'StudioLocation' });
export type StudioLocation = z.infer<typeof studioLocationSchema>;

// ---- Team -------------------------------------------------------------------------------------------

export const TEAM_ROLES = ['principal', 'admin', 'expert'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const invitationInputSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(TEAM_ROLES, { error: 'Choose a role: principal, admin or expert.' }),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const roleChangeSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, { error: 'Choose a role: principal, admin or expert.' }),
});

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(['active', 'invited', 'deactivated']),
    isMe: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    state: z.enum(INVITATION_STATES),
    expiresAt: z.iso.datetime(),
    sentAt: z.iso.datetime(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof invitationSchema>;

/**
 * An invitation as its sender gets it right after sending, resending or "Copy link": with the link,
 * shown this once (only its hash is stored; a later copy issues a new link and the old one stops).
 */
export const sentInvitationSchema = invitationSchema
  .extend({ link: z.string() })
  .meta({ id: 'SentTeamInvitation' });
export type SentTeamInvitation = z.infer<typeof sentInvitationSchema>;

export const teamSchema = z
  .object({ members: z.array(teamMemberSchema), invitations: z.array(invitationSchema) })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const teamQuerySchema = z.object({
  pageSize: z.coerce.number().pipe(z.literal(PAGE_SIZES)).optional(),
});

/** What the person opening an invitation link sees before accepting. */
export const invitationPreviewSchema = z
  .object({
    businessName: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    /** Someone with this email already has a login: they accept by signing in as that address. */
    accountExists: z.boolean(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting an invitation: a brand-new person sends a name and the password they choose; someone
 * with an account sends nothing and is signed in as the invited address (no password is checked).
 */
export const invitationAcceptSchema = z.strictObject({
  fullName: nameSchema({ enter: 'Enter your full name.', what: 'your name', max: 120 }).optional(),
  password: z.string({ error: 'Choose a password.' }).max(200).optional(),
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** A session of a deactivated expert, still ahead, to hand to someone else. */
export const sessionToReassignSchema = z
  .object({ id: z.string(), startsAt: z.iso.datetime(), offeringName: z.string(), customerName: z.string() })
  .meta({ id: 'SessionToReassign' });
export const deactivationSchema = z
  .object({ member: teamMemberSchema, upcomingSessions: z.array(sessionToReassignSchema) })
  .meta({ id: 'Deactivation' });
export type Deactivation = z.infer<typeof deactivationSchema>;

// ---- Public studio page -----------------------------------------------------------------------------

export const publicStudioSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    timeZone: z.string(),
    hasLogo: z.boolean(),
    logoVersion: z.number().int(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    hours: businessProfileSchema.shape.hours,
    amenities: z.array(z.string()),
    accessibility: z.array(z.string()),
    locations: z.array(z.object({ display: z.string(), address: z.string().nullable() })),
    offerings: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        serviceType: z.string(),
        durationMinutes: z.number().int(),
        priceCents: z.number().int().nullable(),
        credits: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PublicStudio' });
export type PublicStudio = z.infer<typeof publicStudioSchema>;

// ---- Clients ----------------------------------------------------------------------------------------

export const clientsQuerySchema = z.object({
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(10),
  q: z.string().trim().max(100, 'Search with at most 100 characters.').default(''),
});

export const clientSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    primaryExpert: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

export const clientsPageSchema = z
  .object({
    items: z.array(clientSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ClientPage' });

export const primaryExpertInputSchema = z.strictObject({
  expertId: z.uuid('Choose one of the studio’s experts.').nullable(),
});

// ---- Own profile (/admin/account) ------------------------------------------------------------------

export const STAFF_BIO_MAX = 1000;

/**
 * An expert's home base (decision 0060): where the distance to a client is measured from when they
 * are not on a trip. The address is words for people; the point (a pin dropped or typed) is what is
 * measured from, both halves or neither.
 */
export const homeBaseInputSchema = z
  .strictObject({
    address: textSchema({ max: 300, tooLong: 'Use at most 300 characters for the address.' })
      .nullable()
      .transform((value) => value || null),
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
  })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
export type HomeBaseInput = z.input<typeof homeBaseInputSchema>;

export const homeBaseSchema = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const staffProfileInputSchema = z.strictObject({
  fullName: nameSchema({ enter: 'Enter your full name.', what: 'your name', max: 120 }),
  phone: usPhoneSchema.nullable(),
  bio: multilineTextSchema({
    max: STAFF_BIO_MAX,
    tooLong: `Use at most ${STAFF_BIO_MAX} characters for your bio.`,
  }),
  specialities: listOf(SPECIALITIES, 'specialities'),
  languages: listOf(LANGUAGES, 'languages'),
  /** Null removes it; left out keeps it as it is. */
  homeBase: homeBaseInputSchema.nullable().optional(),
});
export type StaffProfileInput = z.input<typeof staffProfileInputSchema>;

export const staffProfileSchema = z
  .object({
    fullName: z.string(),
    phone: z.string().nullable(),
    bio: z.string(),
    specialities: z.array(z.string()),
    languages: z.array(z.string()),
    /** Where the team member's photo is served (with its version), or null without one. */
    photoPath: z.string().nullable(),
    /** An expert's home base (decision 0060), null when none is set. */
    homeBase: homeBaseSchema.nullable(),
  })
  .meta({ id: 'StaffProfile' });

/** A team member's own photo (/admin/account): checked by its first bytes on the server too. */
export const STAFF_PHOTO_MAX_BYTES = 700 * 1024;
export const staffPhotoInputSchema = z.strictObject({
  contentType: z.enum(IMAGE_TYPES, { error: 'Choose a JPEG, PNG or WebP image.' }),
  data: z
    .base64({ error: 'The photo could not be read.' })
    .max(Math.ceil(STAFF_PHOTO_MAX_BYTES / 3) * 4 + 4, {
      error: 'Choose a photo of at most 700 KB.',
    }),
});

/**
 * A team member's photo: readable by anyone signed in to the same studio (members see it when they pick
 * an expert), never by another studio. The version makes a changed photo a new address.
 */
export const teamPhotoPath = (membershipId: string, version: number) =>
  `/api/team/${membershipId}/photo?v=${version}`;

/** A studio's logo: public (it is on the studio's public page), addressed by the public slug. */
export const studioLogoPath = (slug: string, version: number) =>
  `/api/public/studios/${encodeURIComponent(slug)}/logo?v=${version}`;

/** The pictures of the signed-in shell: the studio's logo and the person's own photo. */
export const shellPicturesSchema = z
  .object({
    logoPath: z.string().nullable(),
    photoPath: z.string().nullable(),
    /** The studio's own primary colour ("#rrggbb"), its people's default theme colour; null for SPEC.md's. */
    brandColor: z.string().nullable(),
  })
  .meta({ id: 'ShellPictures' });
export type ShellPictures = z.infer<typeof shellPicturesSchema>;
export type StaffProfile = z.infer<typeof staffProfileSchema>;

// ---- Business switcher ------------------------------------------------------------------------------

export const myBusinessesSchema = z
  .object({
    items: z.array(
      z.object({ businessId: z.string(), businessName: z.string(), role: z.string(), current: z.boolean() }),
    ),
  })
  .meta({ id: 'MyBusinesses' });
export type MyBusinesses = z.infer<typeof myBusinessesSchema>;

export const switchBusinessSchema = z.strictObject({ businessId: z.uuid('Choose one of your studios.') });
