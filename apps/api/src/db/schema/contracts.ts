import { CONTRACT_KINDS, CONTRACT_STATUSES, LOCALES } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './businesses.ts';
import { bytea, createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { membershipFk } from './people.ts';

// Contracts and e-signatures (PRODUCT.md "Contract"; docs/decisions/0053-contracts.md). A template has
// versions that never change once written; a contract is issued from one version with its text
// rendered and frozen; every event on a contract is a row of a hash chain that cannot be edited.

export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    latestVersion: integer('latest_version').notNull().default(1),
    // The version new contracts are issued from (null until the first is published).
    publishedVersion: integer('published_version'),
    // Waivers: signatures of versions before this one no longer count (the owner's "sign again").
    resignFromVersion: integer('resign_from_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contract_templates_business_id').on(t.businessId, t.id),
    index('contract_templates_business_idx').on(t.businessId, t.name),
    check(
      'contract_templates_kind_known',
      sql`${t.kind} in ('waiver', 'membership_agreement', 'contractor_agreement', 'other')`,
    ),
    check(
      'contract_templates_versions',
      sql`${t.publishedVersion} is null or ${t.publishedVersion} between 1 and ${t.latestVersion}`,
    ),
  ],
);

export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    publishedAt: instant('published_at'),
    requireResign: boolean('require_resign').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'contract_template_versions_template_fk',
      columns: [t.businessId, t.templateId],
      foreignColumns: [contractTemplates.businessId, contractTemplates.id],
    }).onDelete('cascade'),
    unique('contract_template_versions_number').on(t.templateId, t.version),
  ],
);

/** The studio's contract settings: the waiver a member signs before a first booking, when set. */
export const contractSettings = pgTable(
  'contract_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requiredWaiverTemplateId: uuid('required_waiver_template_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'contract_settings_waiver_fk',
      columns: [t.businessId, t.requiredWaiverTemplateId],
      foreignColumns: [contractTemplates.businessId, contractTemplates.id],
    }),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: primaryId(),
    businessId: businessRef({ onDelete: 'cascade' }),
    // Null for a waiver excused or recorded on paper without one (never for an issued contract).
    templateId: uuid('template_id'),
    templateVersion: integer('template_version'),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    title: text('title').notNull(),
    language: text('language', { enum: LOCALES }).notNull(),
    // Who signs (a customer, the guardian of a dependant, or a team member), and their name and email
    // as they were at issue, for the record and the PDF.
    personId: uuid('person_id').notNull(),
    personName: text('person_name').notNull(),
    personEmail: text('person_email').notNull(),
    // No foreign key: the record keeps the dependant's id and name even if the household changes later.
    dependantId: uuid('dependant_id'),
    dependantName: text('dependant_name'),
    body: text('body').notNull(),
    documentSha256: text('document_sha256').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull(),
    issuedById: uuid('issued_by_id'),
    issuedAt: instant('issued_at').notNull(),
    expiresAt: instant('expires_at'),
    sentAt: instant('sent_at'),
    viewedAt: instant('viewed_at'),
    signedAt: instant('signed_at'),
    signedName: text('signed_name'),
    signaturePng: bytea('signature_png'),
    needsCountersign: boolean('needs_countersign').notNull().default(false),
    countersignedAt: instant('countersigned_at'),
    countersignedName: text('countersigned_name'),
    countersignedById: uuid('countersigned_by_id'),
    countersignaturePng: bytea('countersignature_png'),
    declinedAt: instant('declined_at'),
    declineReason: text('decline_reason'),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    excusedReason: text('excused_reason'),
    onPaper: boolean('on_paper').notNull().default(false),
    paperScan: bytea('paper_scan'),
    paperScanType: text('paper_scan_type'),
    // The sealed PDF, built once when the last signature is given; downloads send exactly these bytes.
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: instant('last_reminded_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    membershipFk('contracts_person_fk', t.businessId, t.personId).onDelete('cascade'),
    unique('contracts_business_id').on(t.businessId, t.id),
    index('contracts_business_idx').on(t.businessId, t.issuedAt),
    index('contracts_person_idx').on(t.businessId, t.personId, t.kind),
    index('contracts_open_idx').on(t.expiresAt).where(sql`${t.status} in ('draft', 'sent', 'viewed')`),
    check(
      'contracts_status_known',
      sql`${t.status} in ('draft', 'sent', 'viewed', 'countersign', 'signed', 'declined', 'voided', 'expired', 'excused')`,
    ),
    check(
      'contracts_signature_size',
      sql`${t.signaturePng} is null or octet_length(${t.signaturePng}) <= 204800`,
    ),
  ],
);

/**
 * The emailed links that open one contract for signing without a password. Only the SHA-256 of each
 * link's token is kept; a link works while its contract is open and not past its expiry.
 */
export const contractLinks = pgTable(
  'contract_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    businessId: uuid('business_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'contract_links_contract_fk',
      columns: [t.businessId, t.contractId],
      foreignColumns: [contracts.businessId, contracts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Every event of a contract, append-only (a trigger refuses changes): who, their role, when (UTC),
 * from where, the hashes of the frozen text and of the consent text, and the hash of the event before
 * it, so that any altered row breaks the chain (docs/decisions/0053-contracts.md).
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    businessId: uuid('business_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    at: instant('at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    consentSha256: text('consent_sha256'),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ name: 'contract_events_pk', columns: [t.contractId, t.seq] }),
    foreignKey({
      name: 'contract_events_contract_fk',
      columns: [t.businessId, t.contractId],
      foreignColumns: [contracts.businessId, contracts.id],
    }).onDelete('cascade'),
  ],
);
