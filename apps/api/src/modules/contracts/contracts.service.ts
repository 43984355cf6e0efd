import {
  type Contract,
  type ContractDetail,
  type ContractPage,
  type ContractVerification,
  type contractIssueSchema,
  type contractListQuerySchema,
  isStaffRole,
  type Locale,
  renderPlaceholders,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notify } from '../notifications/index.ts';
import { type ContractEmailKind, contractEmail, enqueueEmail, formatDay } from '../outbox/index.ts';
import { firstBrokenEvent, sha256Hex } from './chain.ts';
import { type Actor, eventBy, isLocale, toContract, toEvent } from './contracts.common.ts';
import {
  appendEvent,
  type ContractFilters,
  type ContractListRow,
  findContract,
  findContractFiles,
  findDependant,
  findPerson,
  findStudioFacts,
  insertContract,
  insertLink,
  listAllContracts,
  listContracts,
  listEvents,
  type NewContractRow,
  type NewEvent,
  updateContract,
} from './contracts.repository.ts';
import { findTemplate, findVersion, type TemplateRow } from './templates.repository.ts';

// Issuing contracts, sending them, the staff's list, voiding and verifying (decision 0053). The text
// is rendered with the person's data when the contract is issued and frozen: that text, and its
// SHA-256, are what is signed.

/** The database and the app's public origin (for the links in emails). */
export type ContractDeps = { db: Database; origin: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where in the app a person signs: members in the member area, the team on the admin signing page. */
export function appPathOf(contractId: string, personRole: string): string {
  return personRole === 'customer'
    ? `/members/contracts/${contractId}`
    : `/admin/business/contract/sign?contract=${contractId}`;
}

/** The template's published text for this person, rendered and ready to freeze. */
export async function renderForPerson(
  db: Database,
  businessId: string,
  template: TemplateRow,
  person: { fullName: string; email: string; phone: string | null; language: string | null },
  dependant: { fullName: string; dateOfBirth: string } | null,
  expiresAt: Date | null,
  membership: { plan: string; price: string; period: string } | null = null,
): Promise<{ body: string; language: Locale; version: number }> {
  if (template.publishedVersion === null) {
    throw fieldProblem(409, 'templateId', 'Publish this template before issuing it.');
  }
  const version = await findVersion(db, businessId, template.id, template.publishedVersion);
  if (!version) throw new Error('published version missing');
  const wanted: Locale = isLocale(person.language) ? person.language : 'en';
  const bodies = { en: version.bodyEn, fr: version.bodyFr, ar: version.bodyAr };
  const language: Locale = bodies[wanted].trim() ? wanted : 'en';
  const studio = await findStudioFacts(db, businessId);
  const day = (instant: Date) => formatDay(language, instant, studio.timeZone);
  const body = renderPlaceholders(bodies[language], {
    'member.fullName': person.fullName,
    'member.email': person.email,
    'member.phone': person.phone,
    'participant.fullName': dependant?.fullName ?? person.fullName,
    'participant.dateOfBirth': dependant?.dateOfBirth ?? null,
    'studio.name': studio.name,
    'studio.location': studio.location,
    'studio.cancellationHours': String(studio.freeCancelHours),
    'membership.plan': membership?.plan ?? null,
    'membership.price': membership?.price ?? null,
    'membership.period': membership?.period ?? null,
    today: day(clock.now()),
    'contract.expiresOn': expiresAt ? day(expiresAt) : null,
  });
  return { body, language, version: version.version };
}

/** Who a contract is for, named as they are when it is written (the record keeps these names). */
export type ContractParties = {
  person: { id: string; fullName: string; email: string };
  dependant: { id: string; fullName: string } | null;
};

/**
 * Writes a new contract, its text frozen with its SHA-256, and the first event of its record, in one
 * transaction (`then` runs in it too); answers the contract's id. Issuing, paper waivers and excuses
 * all start a record this way.
 */
export async function recordContract(
  db: Database,
  viewer: Viewer,
  { person, dependant }: ContractParties,
  values: Omit<
    NewContractRow,
    | 'personId'
    | 'personName'
    | 'personEmail'
    | 'dependantId'
    | 'dependantName'
    | 'documentSha256'
    | 'issuedById'
  >,
  firstEvent: (documentSha256: string) => NewEvent,
  then?: (tx: Database, contractId: string) => Promise<void>,
): Promise<string> {
  const documentSha256 = sha256Hex(values.body);
  return db.transaction(async (tx) => {
    const contractId = await insertContract(tx, viewer.businessId, {
      ...values,
      personId: person.id,
      personName: person.fullName,
      personEmail: person.email,
      dependantId: dependant?.id ?? null,
      dependantName: dependant?.fullName ?? null,
      documentSha256,
      issuedById: viewer.membershipId,
    });
    await appendEvent(tx, viewer.businessId, contractId, firstEvent(documentSha256));
    if (then) await then(tx, contractId);
    return contractId;
  });
}

/** The person a contract of this kind may be issued to, or a field problem saying why not. */
async function signerFor(
  db: Database,
  businessId: string,
  kind: TemplateRow['kind'],
  personId: string,
  dependantId: string | null,
) {
  const person = await findPerson(db, businessId, personId);
  if (person?.status !== 'active') {
    throw fieldProblem(400, 'personId', 'Choose a person of the studio.');
  }
  if (kind === 'contractor_agreement' && person.role !== 'expert' && person.role !== 'admin') {
    throw fieldProblem(
      400,
      'personId',
      'A contractor agreement is signed by a team member (an expert or an admin).',
    );
  }
  if ((kind === 'waiver' || kind === 'membership_agreement') && person.role !== 'customer') {
    throw fieldProblem(400, 'personId', 'Waivers and membership agreements are signed by members.');
  }
  if (dependantId === null) return { person, dependant: null };
  if (person.role !== 'customer') {
    throw fieldProblem(400, 'dependantId', 'Only a member signs for a dependant, as their guardian.');
  }
  const dependant = await findDependant(db, businessId, personId, dependantId);
  if (!dependant) throw fieldProblem(400, 'dependantId', 'Choose one of this member’s household.');
  return { person, dependant };
}

export async function issueContract(
  deps: ContractDeps,
  viewer: Viewer,
  actor: Actor,
  input: z.output<typeof contractIssueSchema>,
): Promise<Contract> {
  const { db } = deps;
  const template = await findTemplate(db, viewer.businessId, input.templateId);
  if (!template) throw fieldProblem(400, 'templateId', 'Choose a template of the studio.');
  const { person, dependant } = await signerFor(
    db,
    viewer.businessId,
    template.kind,
    input.personId,
    input.dependantId,
  );
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + input.expiresInDays * DAY_MS);
  const rendered = await renderForPerson(db, viewer.businessId, template, person, dependant, expiresAt);
  const id = await recordContract(
    db,
    viewer,
    { person, dependant },
    {
      templateId: template.id,
      templateVersion: rendered.version,
      kind: template.kind,
      title: template.name,
      language: rendered.language,
      body: rendered.body,
      status: 'draft',
      issuedAt,
      expiresAt,
      needsCountersign: template.kind === 'contractor_agreement',
    },
    (documentSha256) =>
      eventBy(actor, 'issued', documentSha256, issuedAt, {
        detail: { template: template.name, version: String(rendered.version) },
      }),
    async (tx, contractId) => {
      if (!input.send) return;
      const contract = await findContract(tx, viewer.businessId, contractId, { lock: true });
      if (contract) await sendLocked(tx, deps, contract, actor, person.role);
    },
  );
  return contractById(db, viewer, id);
}

/**
 * The membership agreement a member signs before a plan starts (decisions/0055-memberships.md): the
 * plan's template rendered with the plan's name, price and period, issued as sent (the member signs it
 * in the app right away). When staff sell the plan, the member is also emailed a signing link.
 */
export async function issueMembershipAgreement(
  deps: ContractDeps,
  viewer: Viewer,
  actor: Actor,
  input: {
    templateId: string;
    customerId: string;
    membership: { plan: string; price: string; period: string };
    email: boolean;
  },
): Promise<string> {
  const { db } = deps;
  const template = await findTemplate(db, viewer.businessId, input.templateId);
  if (template?.kind !== 'membership_agreement') {
    throw fieldProblem(
      409,
      'planId',
      'This plan’s membership agreement is no longer available. Ask the studio.',
    );
  }
  const { person } = await signerFor(db, viewer.businessId, template.kind, input.customerId, null);
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + 30 * DAY_MS);
  const rendered = await renderForPerson(
    db,
    viewer.businessId,
    template,
    person,
    null,
    expiresAt,
    input.membership,
  );
  return recordContract(
    db,
    viewer,
    { person, dependant: null },
    {
      templateId: template.id,
      templateVersion: rendered.version,
      kind: template.kind,
      title: `${template.name}: ${input.membership.plan}`,
      language: rendered.language,
      body: rendered.body,
      status: input.email ? 'draft' : 'sent',
      sentAt: input.email ? null : issuedAt,
      issuedAt,
      expiresAt,
      needsCountersign: false,
    },
    (documentSha256) =>
      eventBy(actor, 'issued', documentSha256, issuedAt, {
        detail: { template: template.name, version: String(rendered.version), plan: input.membership.plan },
      }),
    async (tx, contractId) => {
      if (!input.email) return;
      const contract = await findContract(tx, viewer.businessId, contractId, { lock: true });
      if (contract) await sendLocked(tx, deps, contract, actor, person.role);
    },
  );
}

/**
 * Sends a locked draft (or emails again a sent contract): a fresh signing link, the email, the
 * bell's notification, and the "emailed" event.
 */
async function sendLocked(
  db: Database,
  deps: ContractDeps,
  contract: ContractListRow,
  actor: Actor,
  personRole: string,
  kind: Extract<ContractEmailKind, 'contract.sent' | 'contract.reminder'> = 'contract.sent',
): Promise<void> {
  const at = clock.now();
  const token = newToken();
  const expiresAt = contract.expiresAt ?? new Date(at.getTime() + 14 * DAY_MS);
  await insertLink(db, contract.businessId, contract.id, hashToken(token), expiresAt);
  const studio = await findStudioFacts(db, contract.businessId);
  await enqueueEmail(
    db,
    contractEmail({
      kind,
      businessId: contract.businessId,
      membershipId: contract.personId,
      to: contract.personEmail,
      studioName: studio.name,
      timeZone: studio.timeZone,
      title: contract.title,
      personName: contract.personName,
      expiresAt,
      link: `${deps.origin}/contracts/sign/${token}`,
    }),
  );
  await notify(db, {
    businessId: contract.businessId,
    membershipId: contract.personId,
    kind: kind === 'contract.sent' ? 'contract.toSign' : 'contract.reminder',
    data: { contractId: contract.id, title: contract.title, expiresAt: expiresAt.toISOString() },
    link: appPathOf(contract.id, personRole),
  });
  if (kind === 'contract.sent' && contract.status === 'draft') {
    await updateContract(db, contract.businessId, contract.id, { status: 'sent', sentAt: at });
  } else if (kind === 'contract.reminder') {
    await updateContract(db, contract.businessId, contract.id, {
      remindersSent: contract.remindersSent + 1,
      lastRemindedAt: at,
    });
  }
  await appendEvent(
    db,
    contract.businessId,
    contract.id,
    eventBy(actor, kind === 'contract.sent' ? 'emailed' : 'reminded', contract.documentSha256, at, {
      detail: { to: contract.personEmail },
    }),
  );
}

/** Sends a draft, or emails an open contract again with a fresh link. */
export async function sendContract(deps: ContractDeps, viewer: Viewer, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const contract = await findContract(tx, viewer.businessId, id, { lock: true });
    if (!contract) throw notFound('contract');
    if (!['draft', 'sent', 'viewed'].includes(contract.status)) {
      throw new HttpProblem(
        409,
        'Conflict',
        `This contract is ${contract.status}: there is nothing to send.`,
      );
    }
    if (contract.expiresAt && contract.expiresAt <= clock.now()) {
      throw new HttpProblem(409, 'Conflict', 'This contract has expired. Issue a new one.');
    }
    const person = await findPerson(tx, viewer.businessId, contract.personId);
    await sendLocked(tx, deps, contract, actor, person?.role ?? 'customer');
  });
  return contractById(deps.db, viewer, id);
}

/** The reminder the job sends for one open contract (its row locked here). */
export async function remindContract(deps: ContractDeps, businessId: string, id: string, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const contract = await findContract(tx, businessId, id, { lock: true });
    if (!contract || !['sent', 'viewed'].includes(contract.status)) return;
    const person = await findPerson(tx, businessId, contract.personId);
    await sendLocked(tx, deps, contract, actor, person?.role ?? 'customer', 'contract.reminder');
  });
}

/** Expires one open contract past its date (the job), with its event. */
export async function expireContract(db: Database, businessId: string, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const contract = await findContract(tx, businessId, id, { lock: true });
    if (!contract || !['draft', 'sent', 'viewed'].includes(contract.status)) return;
    if (!contract.expiresAt || contract.expiresAt > clock.now()) return;
    const at = clock.now();
    await updateContract(tx, businessId, id, { status: 'expired' });
    await appendEvent(tx, businessId, id, eventBy(actor, 'expired', contract.documentSha256, at));
  });
}

export async function contractById(db: Database, viewer: Viewer, id: string): Promise<Contract> {
  const row = await findContract(db, viewer.businessId, id);
  if (!row) throw notFound('contract');
  return toContract(row);
}

export async function contractDetail(db: Database, viewer: Viewer, id: string): Promise<ContractDetail> {
  const row = await findContract(db, viewer.businessId, id);
  if (!row) throw notFound('contract');
  const events = await listEvents(db, viewer.businessId, id);
  return { ...toContract(row), events: events.map(toEvent) };
}

export async function contractPage(
  db: ReadDatabase,
  viewer: Viewer,
  query: z.output<typeof contractListQuerySchema>,
): Promise<ContractPage> {
  const { page, pageSize, sort, order, ...filters } = query;
  const { items, total } = await listContracts(db, viewer.businessId, filters, {
    sort,
    order,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: items.map(toContract), total, page, pageSize };
}

/** At most this many rows in one CSV; a studio with more narrows the filters. */
export const CSV_ROW_LIMIT = 10_000;

export async function contractsForCsv(db: ReadDatabase, viewer: Viewer, filters: ContractFilters) {
  return (await listAllContracts(db, viewer.businessId, filters, CSV_ROW_LIMIT)).map(toContract);
}

/** Voids a contract, signed or not: it is kept, marked void with the reason (nothing is deleted). */
export async function voidContract(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  id: string,
  reason: string,
): Promise<Contract> {
  await db.transaction(async (tx) => {
    const contract = await findContract(tx, viewer.businessId, id, { lock: true });
    if (!contract) throw notFound('contract');
    if (['voided', 'declined', 'expired'].includes(contract.status)) {
      throw new HttpProblem(409, 'Conflict', `This contract is already ${contract.status}.`);
    }
    const at = clock.now();
    await updateContract(tx, viewer.businessId, id, { status: 'voided', voidedAt: at, voidReason: reason });
    await appendEvent(
      tx,
      viewer.businessId,
      id,
      eventBy(actor, 'voided', contract.documentSha256, at, { detail: { reason } }),
    );
  });
  return contractById(db, viewer, id);
}

/**
 * Recomputes the record: every event's hash and link, the frozen text's hash against the one recorded
 * at issue, the stored PDF against its hash and, when a file is uploaded, whether it is that PDF.
 */
export async function verifyContract(
  db: Database,
  viewer: Viewer,
  id: string,
  upload: Buffer | null,
): Promise<ContractVerification> {
  const contract = await findContract(db, viewer.businessId, id);
  if (!contract) throw notFound('contract');
  const [events, files] = await Promise.all([
    listEvents(db, viewer.businessId, id),
    findContractFiles(db, viewer.businessId, id),
  ]);
  const brokenAtSeq = firstBrokenEvent(events);
  const bodyHash = sha256Hex(contract.body);
  const documentValid =
    bodyHash === contract.documentSha256 && events.every((event) => event.documentSha256 === bodyHash);
  const pdf = files?.pdf ?? null;
  const pdfValid = pdf ? sha256Hex(pdf) === contract.pdfSha256 : null;
  return {
    chainValid: brokenAtSeq === null && events.length > 0,
    brokenAtSeq,
    documentValid,
    pdfValid,
    uploadMatches: upload ? pdf !== null && Buffer.compare(upload, pdf) === 0 : null,
  };
}

/**
 * The sealed PDF of a contract, exactly as stored at signing; the download is an event of the record.
 * `mayRead` says whether this caller may have it (the route's own rule: staff, or the signer).
 */
export async function downloadPdf(
  db: Database,
  businessId: string,
  id: string,
  actor: Actor,
  mayRead: (contract: ContractListRow) => boolean,
): Promise<{ pdf: Buffer; fileName: string }> {
  return db.transaction(async (tx) => {
    const contract = await findContract(tx, businessId, id, { lock: true });
    if (!contract || !mayRead(contract)) throw notFound('contract');
    const files = await findContractFiles(tx, businessId, id);
    if (!files?.pdf) throw new HttpProblem(404, 'Not Found', 'This contract has no signed PDF yet.');
    await appendEvent(tx, businessId, id, eventBy(actor, 'downloaded', contract.documentSha256, clock.now()));
    const slug =
      contract.title
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'contract';
    return { pdf: files.pdf, fileName: `${slug}-${contract.id.slice(0, 8)}.pdf` };
  });
}

/** The scan of a waiver signed on paper (staff). */
export async function paperScanOf(db: Database, viewer: Viewer, id: string) {
  const files = await findContractFiles(db, viewer.businessId, id);
  if (!files?.paperScan || !files.paperScanType) throw notFound('scan');
  return { bytes: files.paperScan, contentType: files.paperScanType };
}

/** Whether this viewer sees a contract from the team's side: staff all of them, an expert their own. */
export function teamMayRead(viewer: Viewer, contract: ContractListRow): boolean {
  return isStaffRole(viewer.role) || contract.personId === viewer.membershipId;
}

/** Where a membership agreement stands (signed, sent, declined, ...), or null when there is none. */
export async function agreementStatus(
  db: Database,
  businessId: string,
  contractId: string,
): Promise<Contract['status'] | null> {
  const contract = await findContract(db, businessId, contractId);
  return contract?.status ?? null;
}
