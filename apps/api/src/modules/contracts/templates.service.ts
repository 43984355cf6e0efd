import type {
  ContractSettingsInput,
  ContractTemplate,
  ContractTemplateDetail,
  contractTemplateInputSchema,
  contractTemplatePublishSchema,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  addVersion,
  findSettings,
  findTemplate,
  insertTemplate,
  listTemplates,
  listVersions,
  publishVersion,
  saveSettings,
  type TemplateRow,
} from './templates.repository.ts';

// Templates are the owner's (decision 0053): written in Markdown with the fixed placeholders, versioned
// (saving a change writes a new version; earlier ones never change), published when the owner says.
// The first version is published at once: nothing was issued from the template before it.

type TemplateInput = z.output<typeof contractTemplateInputSchema>;

function toTemplate(row: TemplateRow, issuedCount: number, requiredWaiver: boolean): ContractTemplate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    latestVersion: row.latestVersion,
    publishedVersion: row.publishedVersion,
    requiredWaiver,
    issuedCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function templateList(db: Database, viewer: Viewer): Promise<{ items: ContractTemplate[] }> {
  const rows = await listTemplates(db, viewer.businessId);
  return { items: rows.map((row) => toTemplate(row.template, row.issuedCount, row.required)) };
}

export async function templateDetail(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<ContractTemplateDetail> {
  const rows = await listTemplates(db, viewer.businessId);
  const found = rows.find((row) => row.template.id === id);
  if (!found) throw notFound('template');
  const versions = await listVersions(db, viewer.businessId, id);
  return {
    ...toTemplate(found.template, found.issuedCount, found.required),
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: version.createdAt.toISOString(),
      createdBy: version.createdByName,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      requireResign: version.requireResign,
      bodies: { en: version.bodyEn, fr: version.bodyFr, ar: version.bodyAr },
    })),
  };
}

export async function createTemplate(
  db: Database,
  viewer: Viewer,
  input: TemplateInput,
): Promise<ContractTemplateDetail> {
  const id = await db.transaction(async (tx) => {
    const template = await insertTemplate(tx, viewer.businessId, {
      name: input.name,
      kind: input.kind,
      bodies: input.bodies,
      createdByName: viewer.person?.name ?? 'Owner',
    });
    await publishVersion(tx, viewer.businessId, template, 1, false);
    return template.id;
  });
  return templateDetail(db, viewer, id);
}

/** A changed template: a new version, not yet published (what was issued keeps its own frozen text). */
export async function reviseTemplate(
  db: Database,
  viewer: Viewer,
  id: string,
  input: TemplateInput,
): Promise<ContractTemplateDetail> {
  await db.transaction(async (tx) => {
    const template = await findTemplate(tx, viewer.businessId, id, { lock: true });
    if (!template) throw notFound('template');
    if (template.kind !== input.kind) {
      throw fieldProblem(
        400,
        'kind',
        'A template’s kind cannot change. Make a new template of the other kind instead.',
      );
    }
    await addVersion(tx, viewer.businessId, template, {
      name: input.name,
      bodies: input.bodies,
      createdByName: viewer.person?.name ?? 'Owner',
    });
  });
  return templateDetail(db, viewer, id);
}

export async function publishTemplate(
  db: Database,
  viewer: Viewer,
  id: string,
  input: z.output<typeof contractTemplatePublishSchema>,
): Promise<ContractTemplateDetail> {
  await db.transaction(async (tx) => {
    const template = await findTemplate(tx, viewer.businessId, id, { lock: true });
    if (!template) throw notFound('template');
    if (input.version > template.latestVersion) {
      throw fieldProblem(400, 'version', `This template has no version ${input.version}.`);
    }
    if (template.publishedVersion !== null && input.version <= template.publishedVersion) {
      throw fieldProblem(
        409,
        'version',
        `Version ${input.version} is not newer than the published version ${template.publishedVersion}.`,
      );
    }
    if (input.requireResign && template.kind !== 'waiver') {
      throw fieldProblem(400, 'requireResign', 'Only a waiver can ask everyone to sign again.');
    }
    await publishVersion(tx, viewer.businessId, template, input.version, input.requireResign);
  });
  return templateDetail(db, viewer, id);
}

export async function contractSettingsOf(db: Database, viewer: Viewer) {
  const settings = await findSettings(db, viewer.businessId);
  return { requiredWaiverTemplateId: settings.requiredWaiverTemplateId };
}

/** Sets (or clears) the waiver members sign before their first booking: a published waiver template. */
export async function setContractSettings(
  db: Database,
  viewer: Viewer,
  input: { requiredWaiverTemplateId: string | null },
): Promise<{ requiredWaiverTemplateId: string | null }> {
  const templateId: ContractSettingsInput['requiredWaiverTemplateId'] = input.requiredWaiverTemplateId;
  if (templateId !== null) {
    const template = await findTemplate(db, viewer.businessId, templateId);
    if (template?.kind !== 'waiver' || template.publishedVersion === null) {
      throw fieldProblem(400, 'requiredWaiverTemplateId', 'Choose a published waiver template.');
    }
  }
  await saveSettings(db, viewer.businessId, templateId);
  return { requiredWaiverTemplateId: templateId };
}
