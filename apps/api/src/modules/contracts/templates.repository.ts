import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contractSettings,
  contracts,
  contractTemplates,
  contractTemplateVersions,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../db/scope.ts';
import * as clock from '../../lib/clock.ts';

// Contract templates, their versions and the studio's contract settings (docs/decisions/0053-contracts.md).
// Every function takes the business first (STYLE.md 6).

export type TemplateRow = typeof contractTemplates.$inferSelect;
export type TemplateVersionRow = typeof contractTemplateVersions.$inferSelect;
export type TemplateBodies = { en: string; fr: string; ar: string };

export async function listTemplates(db: Database, businessId: string) {
  const issued = db
    .select({ templateId: contracts.templateId, issued: count().as('issued') })
    .from(contracts)
    .where(eq(contracts.businessId, businessId))
    .groupBy(contracts.templateId)
    .as('issued');
  return db
    .select({
      template: contractTemplates,
      issuedCount: sql<number>`coalesce(${issued.issued}, 0)`.mapWith(Number),
      required: sql<boolean>`${contractSettings.requiredWaiverTemplateId} is not null`,
    })
    .from(contractTemplates)
    .leftJoin(issued, eq(issued.templateId, contractTemplates.id))
    .leftJoin(
      contractSettings,
      and(
        eq(contractSettings.businessId, contractTemplates.businessId),
        eq(contractSettings.requiredWaiverTemplateId, contractTemplates.id),
      ),
    )
    .where(eq(contractTemplates.businessId, businessId))
    .orderBy(asc(contractTemplates.name), asc(contractTemplates.id));
}

export async function findTemplate(db: Database, businessId: string, id: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(contractTemplates)
    .where(tenantRow(contractTemplates, businessId, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listVersions(db: Database, businessId: string, templateId: string) {
  return db
    .select()
    .from(contractTemplateVersions)
    .where(
      and(
        eq(contractTemplateVersions.businessId, businessId),
        eq(contractTemplateVersions.templateId, templateId),
      ),
    )
    .orderBy(desc(contractTemplateVersions.version));
}

export async function findVersion(db: Database, businessId: string, templateId: string, version: number) {
  const [row] = await db
    .select()
    .from(contractTemplateVersions)
    .where(
      and(
        eq(contractTemplateVersions.businessId, businessId),
        eq(contractTemplateVersions.templateId, templateId),
        eq(contractTemplateVersions.version, version),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTemplate(
  db: Database,
  businessId: string,
  values: { name: string; kind: TemplateRow['kind']; bodies: TemplateBodies; createdByName: string },
): Promise<TemplateRow> {
  const [template] = await db
    .insert(contractTemplates)
    .values({ businessId, name: values.name, kind: values.kind, latestVersion: 1 })
    .returning();
  if (!template) throw new Error('template insert returned nothing');
  await insertVersion(db, businessId, template.id, 1, values.bodies, values.createdByName);
  return template;
}

async function insertVersion(
  db: Database,
  businessId: string,
  templateId: string,
  version: number,
  bodies: TemplateBodies,
  createdByName: string,
) {
  await db.insert(contractTemplateVersions).values({
    businessId,
    templateId,
    version,
    bodyEn: bodies.en,
    bodyFr: bodies.fr,
    bodyAr: bodies.ar,
    createdByName,
  });
}

/** A new version after the newest (the template row locked by the caller); earlier ones stay as they were. */
export async function addVersion(
  db: Database,
  businessId: string,
  template: TemplateRow,
  values: { name: string; bodies: TemplateBodies; createdByName: string },
): Promise<TemplateRow> {
  const version = template.latestVersion + 1;
  await insertVersion(db, businessId, template.id, version, values.bodies, values.createdByName);
  const [row] = await db
    .update(contractTemplates)
    .set({ name: values.name, latestVersion: version, updatedAt: clock.now() })
    .where(tenantRow(contractTemplates, businessId, template.id))
    .returning();
  if (!row) throw new Error('template update returned nothing');
  return row;
}

/** Publishes a version: new contracts come from it; with `requireResign`, earlier signatures stop counting. */
export async function publishVersion(
  db: Database,
  businessId: string,
  template: TemplateRow,
  version: number,
  requireResign: boolean,
): Promise<TemplateRow> {
  await db
    .update(contractTemplateVersions)
    .set({ publishedAt: clock.now(), requireResign })
    .where(
      and(
        eq(contractTemplateVersions.businessId, businessId),
        eq(contractTemplateVersions.templateId, template.id),
        eq(contractTemplateVersions.version, version),
        sql`${contractTemplateVersions.publishedAt} is null`,
      ),
    );
  const [row] = await db
    .update(contractTemplates)
    .set({
      publishedVersion: version,
      ...(requireResign ? { resignFromVersion: version } : {}),
      updatedAt: clock.now(),
    })
    .where(tenantRow(contractTemplates, businessId, template.id))
    .returning();
  if (!row) throw new Error('template update returned nothing');
  return row;
}

export async function findSettings(db: Database, businessId: string) {
  const [row] = await db
    .select()
    .from(contractSettings)
    .where(eq(contractSettings.businessId, businessId))
    .limit(1);
  return row ?? { businessId, requiredWaiverTemplateId: null };
}

export async function saveSettings(
  db: Database,
  businessId: string,
  requiredWaiverTemplateId: string | null,
) {
  await db
    .insert(contractSettings)
    .values({ businessId, requiredWaiverTemplateId })
    .onConflictDoUpdate({
      target: contractSettings.businessId,
      set: { requiredWaiverTemplateId, updatedAt: clock.now() },
    });
}

/** The studio's required waiver template, when it has one (what booking checks). */
export async function findRequiredWaiver(db: Database, businessId: string) {
  const [row] = await db
    .select({ template: contractTemplates })
    .from(contractSettings)
    .innerJoin(
      contractTemplates,
      and(
        eq(contractTemplates.businessId, contractSettings.businessId),
        eq(contractTemplates.id, contractSettings.requiredWaiverTemplateId),
      ),
    )
    .where(eq(contractSettings.businessId, businessId))
    .limit(1);
  return row?.template;
}
