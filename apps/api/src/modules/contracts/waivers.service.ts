import {
  type Contract,
  type paperContractSchema,
  toZonedParts,
  type WaiverStatus,
  type waiverExcuseSchema,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { sha256Hex } from './chain.ts';
import { type Actor, eventBy, toContract } from './contracts.common.ts';
import {
  findContract,
  findDependant,
  findPerson,
  findStudioFacts,
  listDependants,
  listWaiverContracts,
} from './contracts.repository.ts';
import {
  type ContractDeps,
  contractById,
  issueContract,
  recordContract,
  renderForPerson,
} from './contracts.service.ts';
import { findRequiredWaiver, findTemplate, type TemplateRow } from './templates.repository.ts';

// Waivers that matter (decision 0053): a studio may require its waiver before a member's first
// booking or class; a minor in the household needs the guardian's waiver of their own. A signature
// counts when it is of the version the studio last asked everyone to sign again from, or later; a
// paper waiver staff recorded, or an excuse staff gave with a reason, counts as well.

/** One person's (or one dependant's) waiver, keyed `personId` or `personId/dependantId`. */
export type WaiverKey = string;
export const waiverKey = (personId: string, dependantId: string | null = null): WaiverKey =>
  dependantId ? `${personId}/${dependantId}` : personId;

/** The waiver state of each of these people and their dependants (the roster, the customer page). */
/** Whether the studio requires a waiver, and each person's (and dependant's) state of it. */
export type WaiverStates = { required: boolean; states: Map<WaiverKey, WaiverStatus> };

export async function waiverStates(
  db: Database,
  businessId: string,
  personIds: readonly string[],
): Promise<WaiverStates> {
  const template = await findRequiredWaiver(db, businessId);
  const states = new Map<WaiverKey, WaiverStatus>();
  if (!template) return { required: false, states };
  const rows = await listWaiverContracts(db, businessId, template.id, personIds);
  for (const row of rows) {
    const key = waiverKey(row.personId, row.dependantId);
    const current = states.get(key);
    const counts =
      row.status === 'excused' ||
      (row.status === 'signed' && (row.templateVersion ?? 0) >= template.resignFromVersion);
    if (counts && (!current || current.state === 'pending' || current.state === 'unsigned')) {
      states.set(key, {
        state: row.status === 'excused' ? 'excused' : row.onPaper ? 'on_paper' : 'signed',
        contractId: row.id,
        at: (row.signedAt ?? row.issuedAt).toISOString(),
      });
    } else if (!current && ['draft', 'sent', 'viewed'].includes(row.status)) {
      states.set(key, { state: 'pending', contractId: row.id, at: row.issuedAt.toISOString() });
    }
  }
  return { required: true, states };
}

const UNSIGNED: WaiverStatus = { state: 'unsigned', contractId: null, at: null };
const NOT_REQUIRED: WaiverStatus = { state: 'not_required', contractId: null, at: null };

export async function waiverStatusOf(
  db: Database,
  businessId: string,
  personId: string,
  dependantId: string | null = null,
): Promise<WaiverStatus> {
  const { required, states } = await waiverStates(db, businessId, [personId]);
  if (!required) return NOT_REQUIRED;
  return states.get(waiverKey(personId, dependantId)) ?? UNSIGNED;
}

/** One person's own waiver from `waiverStates`: null when the studio requires none. */
export function ownWaiver(result: WaiverStates, personId: string): WaiverStatus | null {
  if (!result.required) return null;
  return result.states.get(waiverKey(personId)) ?? UNSIGNED;
}

const COUNTS = new Set(['signed', 'on_paper', 'excused', 'not_required']);

/**
 * Refuses a booking or a class join while the studio's required waiver is missing: the member's own,
 * and the guardian's waiver of each household participant under 18 on the day. The problem (409,
 * "Waiver Required") names the member area's contracts page, where the waiver is signed; staff
 * booking for a member are told what they can do instead.
 */
export async function assertWaiversSigned(
  db: Database,
  businessId: string,
  customerId: string,
  {
    dependantIds = [],
    onDate,
    byCustomer,
  }: {
    dependantIds?: readonly string[];
    /** The session's day (ISO date): needed with dependants, to tell a minor. */
    onDate?: string | undefined;
    byCustomer: boolean;
  },
): Promise<WaiverStates> {
  const result = await waiverStates(db, businessId, [customerId]);
  const { required, states } = result;
  if (!required) return result;
  const own = states.get(waiverKey(customerId)) ?? UNSIGNED;
  if (!COUNTS.has(own.state)) {
    throw new HttpProblem(
      409,
      'Waiver Required',
      byCustomer
        ? 'Sign the studio’s waiver first: open Contracts (/members/contracts) to read and sign it.'
        : 'This member has not signed the studio’s waiver yet. Send it from their page, record a paper waiver, or excuse them.',
      { waiver: ['/members/contracts'] },
    );
  }
  for (const dependantId of new Set(dependantIds)) {
    const theirs = states.get(waiverKey(customerId, dependantId)) ?? UNSIGNED;
    if (COUNTS.has(theirs.state)) continue;
    const dependant = await findDependant(db, businessId, customerId, dependantId);
    if (!onDate) throw new Error('assertWaiversSigned needs the session’s day to check dependants');
    if (!dependant || !isMinorOn(dependant.dateOfBirth, onDate)) continue;
    throw new HttpProblem(
      409,
      'Waiver Required',
      byCustomer
        ? `Sign the studio’s waiver for ${dependant.fullName} first, as their guardian: open Contracts (/members/contracts).`
        : `${dependant.fullName} is under 18 and has no guardian’s waiver yet. Send it from the member’s page, record a paper waiver, or excuse them.`,
      { waiver: ['/members/contracts'] },
    );
  }
  return result;
}

/** Under 18 on the day (both ISO dates): a minor needs a guardian's waiver of their own. */
export function isMinorOn(dateOfBirth: string, onDate: string): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(year + 18).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return onDate < eighteenth;
}

/**
 * The member's own copy of the studio's waiver to sign now (onboarding, or a booking refused for it):
 * the open one when there is one, otherwise a new one issued and sent to them. Null when the studio
 * requires none or it is already signed.
 */
export async function waiverToSign(
  deps: ContractDeps,
  viewer: Viewer,
  actor: Actor,
  dependantId: string | null = null,
): Promise<{ status: WaiverStatus; contract: Contract | null }> {
  const { db } = deps;
  const template = await findRequiredWaiver(db, viewer.businessId);
  if (!template) return { status: NOT_REQUIRED, contract: null };
  const status = await waiverStatusOf(db, viewer.businessId, viewer.membershipId, dependantId);
  if (COUNTS.has(status.state)) return { status, contract: null };
  if (status.state === 'pending' && status.contractId) {
    const open = await findContract(db, viewer.businessId, status.contractId);
    if (open && open.status !== 'draft' && (!open.expiresAt || open.expiresAt > clock.now())) {
      return { status, contract: toContract(open) };
    }
  }
  const contract = await issueContract(deps, viewer, actor, {
    templateId: template.id,
    personId: viewer.membershipId,
    dependantId,
    expiresInDays: 14,
    send: true,
  });
  return { status: { state: 'pending', contractId: contract.id, at: contract.issuedAt }, contract };
}

async function waiverTemplate(db: Database, businessId: string, templateId: string): Promise<TemplateRow> {
  const template = await findTemplate(db, businessId, templateId);
  if (template?.kind !== 'waiver') {
    throw fieldProblem(400, 'templateId', 'Choose a waiver template of the studio.');
  }
  return template;
}

async function waiverPerson(db: Database, businessId: string, personId: string, dependantId: string | null) {
  const person = await findPerson(db, businessId, personId);
  if (person?.role !== 'customer') throw fieldProblem(400, 'personId', 'Choose a member of the studio.');
  const dependant = (dependantId ? await findDependant(db, businessId, personId, dependantId) : null) ?? null;
  if (dependantId && !dependant)
    throw fieldProblem(400, 'dependantId', 'Choose one of this member’s household.');
  return { person, dependant };
}

/** A waiver signed on paper: the scan, who recorded it and when, as a signed contract of its own. */
export async function recordPaperWaiver(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  input: z.output<typeof paperContractSchema>,
): Promise<Contract> {
  const template = await waiverTemplate(db, viewer.businessId, input.templateId);
  const { person, dependant } = await waiverPerson(db, viewer.businessId, input.personId, input.dependantId);
  // The day it was signed, as the studio's calendar has it: today at the latest.
  const { timeZone } = await findStudioFacts(db, viewer.businessId);
  if (input.signedOn > toZonedParts(clock.now(), timeZone).date) {
    throw fieldProblem(400, 'signedOn', 'The paper cannot be signed in the future.');
  }
  const signedAt = new Date(`${input.signedOn}T12:00:00Z`);
  const rendered = await renderForPerson(db, viewer.businessId, template, person, dependant, null);
  const scan = Buffer.from(input.scan.data, 'base64');
  const at = clock.now();
  const id = await recordContract(
    db,
    viewer,
    { person, dependant },
    {
      templateId: template.id,
      templateVersion: rendered.version,
      kind: 'waiver',
      title: template.name,
      language: rendered.language,
      body: rendered.body,
      status: 'signed',
      issuedAt: at,
      signedAt,
      signedName: person.fullName,
      onPaper: true,
      paperScan: scan,
      paperScanType: input.scan.contentType,
    },
    (documentSha256) =>
      eventBy(actor, 'paper_recorded', documentSha256, at, {
        detail: { signedOn: input.signedOn, scanSha256: sha256Hex(scan), scanType: input.scan.contentType },
      }),
  );
  return contractById(db, viewer, id);
}

/** Staff excuse one person from the required waiver, with a reason (an event of its own record). */
export async function excuseWaiver(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  input: z.output<typeof waiverExcuseSchema>,
): Promise<Contract> {
  const template = await findRequiredWaiver(db, viewer.businessId);
  if (!template) {
    throw new HttpProblem(409, 'Conflict', 'The studio requires no waiver, so there is nothing to excuse.');
  }
  const { person, dependant } = await waiverPerson(db, viewer.businessId, input.personId, input.dependantId);
  const at = clock.now();
  const id = await recordContract(
    db,
    viewer,
    { person, dependant },
    {
      templateId: template.id,
      templateVersion: template.publishedVersion,
      kind: 'waiver',
      title: template.name,
      language: 'en',
      body: `${template.name}: excused by the studio. Reason: ${input.reason}`,
      status: 'excused',
      issuedAt: at,
      excusedReason: input.reason,
    },
    (documentSha256) => eventBy(actor, 'excused', documentSha256, at, { detail: { reason: input.reason } }),
  );
  return contractById(db, viewer, id);
}

/** A customer's waiver state and each dependant's (the customer page). */
export async function customerWaivers(db: Database, viewer: Viewer, customerId: string) {
  const person = await findPerson(db, viewer.businessId, customerId);
  if (person?.role !== 'customer') throw notFound('customer');
  const [{ required, states }, dependants] = await Promise.all([
    waiverStates(db, viewer.businessId, [customerId]),
    listDependants(db, viewer.businessId, customerId),
  ]);
  const stateOf = (dependantId: string | null) =>
    required ? (states.get(waiverKey(customerId, dependantId)) ?? UNSIGNED) : NOT_REQUIRED;
  return {
    required,
    own: stateOf(null),
    dependants: dependants.map((dependant) => ({
      id: dependant.id,
      name: dependant.fullName,
      status: stateOf(dependant.id),
    })),
  };
}

/** The signed-in person's own waiver and their household's; the team signs no waiver. */
export async function myWaivers(db: Database, viewer: Viewer) {
  if (viewer.role !== 'customer') return { required: false, own: NOT_REQUIRED, dependants: [] };
  return customerWaivers(db, viewer, viewer.membershipId);
}
