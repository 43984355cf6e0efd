import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas';

// A studio's full export (docs/decisions/0064-studio-export.md): one zip of a CSV per table, the sealed
// contract PDFs and manifest.json, built by a job and kept 7 days. These are its request, its state as
// the owner's page polls it, and the manifest's shape.

export const STUDIO_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StudioExportStatus = (typeof STUDIO_EXPORT_STATUSES)[number];

/** The parts of the studio the job writes, in order; `step` is one of them while it runs. */
export const STUDIO_EXPORT_STEPS = [
  'studio',
  'team',
  'customers',
  'sessions',
  'classes',
  'money',
  'memberships',
  'contracts',
  'payees',
  'archive',
] as const;
export type StudioExportStep = (typeof STUDIO_EXPORT_STEPS)[number];

/** How long an archive can be downloaded after it is built. */
export const STUDIO_EXPORT_KEPT_DAYS = 7;

/** The manifest's `formatVersion`: raised when a file's columns change meaning, not when one is added. */
export const STUDIO_EXPORT_FORMAT_VERSION = 1;

export const STUDIO_EXPORT_MESSAGES = {
  passwordRequired: 'Enter your password to include full bank numbers.',
  alreadyRunning: 'An export of this studio is already being built. Wait for it to finish.',
  notReady: 'This export is not ready yet.',
  failed: 'This export failed. Start a new one.',
  expired: 'This export has expired: archives are kept for 7 days. Start a new export.',
} as const;

/**
 * Starting an export. Full bank numbers need the owner to sign in again: `password` (and `code` when
 * two-step sign-in is on); without `includeBankNumbers` both are ignored.
 */
export const studioExportRequestSchema = z
  .strictObject({
    includeBankNumbers: z.boolean({ error: 'Choose whether to include full bank numbers.' }).default(false),
    password: z
      .string({ error: STUDIO_EXPORT_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, 'This password is too long.')
      .optional(),
    code: z.string({ error: 'Enter the code from your authenticator app.' }).trim().max(20).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.includeBankNumbers && !value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: STUDIO_EXPORT_MESSAGES.passwordRequired });
    }
  })
  .meta({ id: 'StudioExportRequest' });
export type StudioExportRequest = z.input<typeof studioExportRequestSchema>;

/** One export as the owner's page shows it (never the archive's bytes). */
export const studioExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(STUDIO_EXPORT_STATUSES),
    /** 0-100. */
    progress: z.number().int(),
    /** The part being written (STUDIO_EXPORT_STEPS), '' before it starts. */
    step: z.string(),
    includeBankNumbers: z.boolean(),
    requestedBy: z.string().nullable(),
    archiveBytes: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    expiresAt: z.string(),
    /** Past its 7 days: the archive is gone (the download answers 410). */
    expired: z.boolean(),
  })
  .meta({ id: 'StudioExport' });
export type StudioExport = z.infer<typeof studioExportSchema>;

export const studioExportListSchema = z
  .object({ items: z.array(studioExportSchema) })
  .meta({ id: 'StudioExportList' });
export type StudioExportList = z.infer<typeof studioExportListSchema>;

/** One file of the archive: a CSV with its columns and row count, or a contract's PDF. */
export const studioExportFileSchema = z.discriminatedUnion('type', [
  z.object({
    name: z.string(),
    type: z.literal('csv'),
    columns: z.array(z.string()),
    rows: z.number().int(),
  }),
  z.object({ name: z.string(), type: z.literal('pdf'), bytes: z.number().int() }),
]);
export type StudioExportFile = z.infer<typeof studioExportFileSchema>;

/** manifest.json at the archive's root. */
export const studioExportManifestSchema = z.object({
  formatVersion: z.literal(STUDIO_EXPORT_FORMAT_VERSION),
  studio: z.object({ id: z.string(), name: z.string(), slug: z.string(), timeZone: z.string() }),
  createdAt: z.string(),
  /** `masked`: last 4 digits only; `full`: the owner signed in again to include them. */
  bankNumbers: z.enum(['masked', 'full']),
  files: z.array(studioExportFileSchema),
});
export type StudioExportManifest = z.infer<typeof studioExportManifestSchema>;
