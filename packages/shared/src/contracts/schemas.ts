import { z } from 'zod';
import { LOCALES } from '../constants/ui';
import { isoDateSchema } from '../dates';
import { pageQueryShape, pageSchemaOf } from '../http';
import { multilineTextSchema, nameSchema, textSchema } from '../schemas';
import { CONTRACT_PLACEHOLDERS, unknownPlaceholders } from './placeholders';

// Contracts and e-signatures (PRODUCT.md "Contract"; docs/decisions/0053-contracts.md): templates with
// versions, contracts issued from them (the text frozen), signing, and the record of every event.

export const CONTRACT_KINDS = ['waiver', 'membership_agreement', 'contractor_agreement', 'other'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * draft → sent → viewed → signed; declined, voided or expired instead. A contractor agreement the
 * expert signed waits in `countersign` for the owner. `excused` is the staff's override of a waiver
 * for one person (with a reason); a paper waiver staff record is `signed` with `onPaper`.
 */
export const CONTRACT_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'countersign',
  'signed',
  'declined',
  'voided',
  'expired',
  'excused',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Still waiting for the signer: what the "unsigned" view and the reminders cover. */
export const OPEN_CONTRACT_STATUSES = [
  'draft',
  'sent',
  'viewed',
] as const satisfies readonly ContractStatus[];

export const CONTRACT_EVENT_TYPES = [
  'issued',
  'emailed',
  'reminded',
  'viewed',
  'consented',
  'signed',
  'countersigned',
  'declined',
  'voided',
  'expired',
  'downloaded',
  'paper_recorded',
  'excused',
] as const;
export type ContractEventType = (typeof CONTRACT_EVENT_TYPES)[number];

export const CONTRACT_BODY_MAX = 30_000;

/** A template body: Markdown with placeholders from the fixed list only; an unknown one is named. */
function bodySchema(language: string) {
  return multilineTextSchema({
    max: CONTRACT_BODY_MAX,
    tooLong: `Use at most ${CONTRACT_BODY_MAX.toLocaleString('en-US')} characters.`,
    ...(language === 'en' ? { enter: 'Write the contract’s text.' } : {}),
  }).superRefine((body, context) => {
    const unknown = unknownPlaceholders(body);
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}. Use one of: ${CONTRACT_PLACEHOLDERS.map((placeholder) => `{{${placeholder.key}}}`).join(', ')}.`,
      });
    }
  });
}

/**
 * A template as the owner writes it: the text in English, and in French and Arabic when the studio
 * has them (a signer gets their own language when it is written, English otherwise).
 */
export const contractTemplateInputSchema = z.strictObject({
  name: nameSchema({ enter: 'Enter the template’s name.', what: 'the name', min: 2, max: 120 }),
  kind: z.enum(CONTRACT_KINDS, { error: 'Choose what kind of contract this is.' }),
  bodies: z.strictObject({
    en: bodySchema('en'),
    fr: bodySchema('fr').optional().default(''),
    ar: bodySchema('ar').optional().default(''),
  }),
});
export type ContractTemplateInput = z.input<typeof contractTemplateInputSchema>;

export const contractTemplatePublishSchema = z.strictObject({
  version: z.number({ error: 'Choose the version to publish.' }).int().min(1),
  /** Waivers: everyone who signed an earlier version signs this one before their next booking. */
  requireResign: z.boolean().default(false),
});
export type ContractTemplatePublish = z.input<typeof contractTemplatePublishSchema>;

export const contractTemplateVersionSchema = z
  .object({
    version: z.number().int(),
    createdAt: z.string(),
    createdBy: z.string(),
    publishedAt: z.string().nullable(),
    requireResign: z.boolean(),
    bodies: z.object({ en: z.string(), fr: z.string(), ar: z.string() }),
  })
  .meta({ id: 'ContractTemplateVersion' });

export const contractTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(CONTRACT_KINDS),
    /** The newest version (it may be a draft not yet published). */
    latestVersion: z.number().int(),
    /** The version new contracts are issued from; null until the first is published. */
    publishedVersion: z.number().int().nullable(),
    /** Whether this template is the waiver members must sign before booking. */
    requiredWaiver: z.boolean(),
    issuedCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContractTemplate' });
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractTemplateDetailSchema = contractTemplateSchema
  .extend({ versions: z.array(contractTemplateVersionSchema) })
  .meta({ id: 'ContractTemplateDetail' });
export type ContractTemplateDetail = z.infer<typeof contractTemplateDetailSchema>;

export const contractTemplateListSchema = z
  .object({ items: z.array(contractTemplateSchema) })
  .meta({ id: 'ContractTemplateList' });

/** The studio's contract settings: which waiver (if any) must be signed before a first booking. */
export const contractSettingsSchema = z
  .object({ requiredWaiverTemplateId: z.string().nullable() })
  .meta({ id: 'ContractSettings' });
export const contractSettingsInputSchema = z.strictObject({
  requiredWaiverTemplateId: z.uuid('Choose a published waiver template.').nullable(),
});
export type ContractSettingsInput = z.input<typeof contractSettingsInputSchema>;

export const CONTRACT_EXPIRY_DAYS = { min: 1, max: 90, default: 14 } as const;

/**
 * Issuing: a template to a person of the studio (a customer or a team member, by membership id), or
 * to a customer's dependant (the customer signs as guardian).
 */
export const contractIssueSchema = z.strictObject({
  templateId: z.uuid('Choose a template.'),
  personId: z.uuid('Choose who signs.'),
  dependantId: z.uuid('Choose the dependant.').nullable().optional().default(null),
  expiresInDays: z
    .number({ error: 'Enter the days the signer has to sign.' })
    .int('Enter whole days.')
    .min(CONTRACT_EXPIRY_DAYS.min, `Give at least ${CONTRACT_EXPIRY_DAYS.min} day.`)
    .max(CONTRACT_EXPIRY_DAYS.max, `Give at most ${CONTRACT_EXPIRY_DAYS.max} days.`)
    .default(CONTRACT_EXPIRY_DAYS.default),
  /** Send at once (email and notification); false keeps it a draft to send later. */
  send: z.boolean().default(true),
});
export type ContractIssueInput = z.input<typeof contractIssueSchema>;

export const contractReasonSchema = z.strictObject({
  reason: textSchema({
    enter: 'Give the reason.',
    min: 3,
    max: 500,
    tooShort: 'Use at least 3 characters for the reason.',
    tooLong: 'Use at most 500 characters for the reason.',
  }),
});
export type ContractReasonInput = z.input<typeof contractReasonSchema>;

export const contractDeclineSchema = z.strictObject({
  reason: textSchema({ max: 500, tooLong: 'Use at most 500 characters for the reason.' })
    .optional()
    .default(''),
});

/** A drawn signature: a PNG of at most 200 KB (a signature pad's image is 5 to 40 KB). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const contractSignSchema = z.strictObject({
  consent: z.literal(true, { error: 'Agree to sign electronically to continue.' }),
  /** The consent text's version the signer read (it must be the current one). */
  consentVersion: z.string({ error: 'Read the consent text again.' }).max(40),
  typedName: nameSchema({ enter: 'Type your full name.', what: 'your name', min: 2, max: 120 }),
  /** The drawn signature as base64 PNG; absent when the typed name alone is the signature. */
  signaturePng: z
    .base64({ error: 'The signature could not be read. Draw it again.' })
    .min(1, 'The signature is empty. Draw it again, or sign with your typed name alone.')
    .max(Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 4, {
      error: 'The signature image is too large (at most 200 KB). Clear it and draw it again.',
    })
    .nullable()
    .optional()
    .default(null),
});
export type ContractSignInput = z.input<typeof contractSignSchema>;

/** A scan of a waiver signed on paper: PDF, JPEG or PNG, at most 700 KB (the JSON body limit). */
export const PAPER_SCAN_MAX_BYTES = 700 * 1024;
export const PAPER_SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const paperContractSchema = z.strictObject({
  templateId: z.uuid('Choose the waiver template.'),
  personId: z.uuid('Choose who signed.'),
  dependantId: z.uuid('Choose the dependant.').nullable().optional().default(null),
  signedOn: isoDateSchema,
  scan: z.strictObject({
    contentType: z.enum(PAPER_SCAN_TYPES, { error: 'Choose a PDF, JPEG or PNG scan.' }),
    data: z
      .base64({ error: 'The scan could not be read.' })
      .min(1, 'Choose the scan of the signed paper.')
      .max(Math.ceil(PAPER_SCAN_MAX_BYTES / 3) * 4 + 4, { error: 'Choose a scan of at most 700 KB.' }),
  }),
});
export type PaperContractInput = z.input<typeof paperContractSchema>;

export const waiverExcuseSchema = contractReasonSchema.extend({
  personId: z.uuid('Choose the person.'),
  dependantId: z.uuid('Choose the dependant.').nullable().optional().default(null),
});
export type WaiverExcuseInput = z.input<typeof waiverExcuseSchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const contractEventSchema = z
  .object({
    seq: z.number().int(),
    type: z.enum(CONTRACT_EVENT_TYPES),
    actorName: z.string(),
    actorRole: z.string(),
    at: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    documentSha256: z.string(),
    consentSha256: z.string().nullable(),
    detail: z.record(z.string(), z.string()),
    prevHash: z.string(),
    hash: z.string(),
  })
  .meta({ id: 'ContractEvent' });
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const contractSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    language: z.enum(LOCALES),
    templateId: z.string().nullable(),
    templateVersion: z.number().int().nullable(),
    /** Who signs (the member, the guardian, the team member). */
    person: personRefSchema,
    /** The dependant the guardian signs for, or null. */
    dependant: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The frozen text (Markdown) that is signed. */
    body: z.string(),
    documentSha256: z.string(),
    issuedAt: z.string(),
    expiresAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    signedAt: z.string().nullable(),
    signedName: z.string().nullable(),
    needsCountersign: z.boolean(),
    countersignedAt: z.string().nullable(),
    countersignedName: z.string().nullable(),
    declinedAt: z.string().nullable(),
    declineReason: z.string().nullable(),
    voidedAt: z.string().nullable(),
    voidReason: z.string().nullable(),
    excusedReason: z.string().nullable(),
    onPaper: z.boolean(),
    /** The sealed PDF exists (built once at signing). */
    hasPdf: z.boolean(),
    pdfSha256: z.string().nullable(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const contractDetailSchema = contractSchema
  .extend({ events: z.array(contractEventSchema) })
  .meta({ id: 'ContractDetail' });
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractPageSchema = pageSchemaOf(contractSchema).meta({ id: 'ContractPage' });
export type ContractPage = z.infer<typeof contractPageSchema>;

export const CONTRACT_SORTS = ['issuedAt', 'person', 'status', 'title'] as const;

/** Filters the list and its CSV share. */
export const contractFiltersShape = {
  q: z.string().trim().max(100).optional(),
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a status.' }).optional(),
  kind: z.enum(CONTRACT_KINDS, { error: 'Choose a kind.' }).optional(),
  personId: z.uuid('Not a person id.').optional(),
  /** Only contracts still waiting for a signature (draft, sent, viewed, countersign). */
  unsigned: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
};
export const contractListQuerySchema = z.object({
  ...pageQueryShape(20),
  ...contractFiltersShape,
  sort: z.enum(CONTRACT_SORTS).default('issuedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const contractCsvQuerySchema = z.object(contractFiltersShape);

/** What the signer sees: the contract, the consent text to agree to, and who they sign as. */
export const contractToSignSchema = z
  .object({
    contract: contractSchema,
    studioName: z.string(),
    consent: z.object({
      version: z.string(),
      title: z.string(),
      paragraphs: z.array(z.string()),
      agree: z.string(),
    }),
    /** signer, guardian or countersigner: whose signature this page asks for. */
    signAs: z.enum(['signer', 'guardian', 'countersigner']).nullable(),
  })
  .meta({ id: 'ContractToSign' });
export type ContractToSign = z.infer<typeof contractToSignSchema>;

export const contractVerifySchema = z.strictObject({
  /** An uploaded PDF to compare with the stored one (base64), or null to check the record only. */
  pdf: z
    .base64({ error: 'The file could not be read.' })
    .max(Math.ceil((2 * 1024 * 1024) / 3) * 4 + 4, { error: 'Choose a PDF of at most 2 MB.' })
    .nullable()
    .optional()
    .default(null),
});

export const contractVerificationSchema = z
  .object({
    /** Every event's hash recomputes and each names the one before it. */
    chainValid: z.boolean(),
    /** The first event that does not verify, when one does not. */
    brokenAtSeq: z.number().int().nullable(),
    /** The frozen text still hashes to the hash recorded at issue. */
    documentValid: z.boolean(),
    /** The stored PDF still hashes to the hash recorded at signing (null: no PDF). */
    pdfValid: z.boolean().nullable(),
    /** The uploaded file is byte for byte the stored PDF (null: nothing uploaded). */
    uploadMatches: z.boolean().nullable(),
  })
  .meta({ id: 'ContractVerification' });
export type ContractVerification = z.infer<typeof contractVerificationSchema>;

/** A person's waiver, as the customer page and the class roster show it. */
export const WAIVER_STATES = [
  'not_required',
  'signed',
  'on_paper',
  'excused',
  'pending',
  'unsigned',
] as const;
export type WaiverState = (typeof WAIVER_STATES)[number];
export const waiverStatusSchema = z
  .object({
    state: z.enum(WAIVER_STATES),
    contractId: z.string().nullable(),
    at: z.string().nullable(),
  })
  .meta({ id: 'WaiverStatus' });
export type WaiverStatus = z.infer<typeof waiverStatusSchema>;
