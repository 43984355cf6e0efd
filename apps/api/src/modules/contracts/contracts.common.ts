import type { Contract, ContractEvent, Locale } from '@bmp/shared';
import type { ContractEventRow, ContractListRow, NewEvent } from './contracts.repository.ts';

// What the contracts services share: the wire shapes of a contract and an event, and who acts.

/**
 * Who does something to a contract, as its record keeps them: their membership (null for the system),
 * name and role, and where the request came from.
 */
export type Actor = {
  id: string | null;
  name: string;
  role: string;
  ip: string | null;
  userAgent: string | null;
};

/** The background job, as an actor (expiry, reminders). */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'System', role: 'system', ip: null, userAgent: null };

/** Where a request came from (routes pass auditOrigin(request)). */
export type Origin = { ip: string | null; userAgent: string | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toContract(row: ContractListRow): Contract {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    language: row.language,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    person: { id: row.personId, name: row.personName, email: row.personEmail },
    dependant: row.dependantName ? { id: row.dependantId ?? '', name: row.dependantName } : null,
    body: row.body,
    documentSha256: row.documentSha256,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    signedAt: iso(row.signedAt),
    signedName: row.signedName,
    needsCountersign: row.needsCountersign,
    countersignedAt: iso(row.countersignedAt),
    countersignedName: row.countersignedName,
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    excusedReason: row.excusedReason,
    onPaper: row.onPaper,
    hasPdf: row.hasPdf,
    pdfSha256: row.pdfSha256,
  };
}

export function toEvent(row: ContractEventRow): ContractEvent {
  return {
    seq: row.seq,
    type: row.type as ContractEvent['type'],
    actorName: row.actorName,
    actorRole: row.actorRole,
    at: row.at.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    documentSha256: row.documentSha256,
    consentSha256: row.consentSha256,
    detail: row.detail,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** An event of `type` by `actor` on a contract whose text hashes to `documentSha256`, at `at`. */
export function eventBy(
  actor: Actor,
  type: ContractEvent['type'],
  documentSha256: string,
  at: Date,
  extra: { consentSha256?: string | null; detail?: Record<string, string> } = {},
): NewEvent {
  return {
    type,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    at,
    ip: actor.ip,
    userAgent: actor.userAgent,
    documentSha256,
    consentSha256: extra.consentSha256 ?? null,
    detail: extra.detail ?? {},
  };
}

export const isLocale = (value: string | null | undefined): value is Locale =>
  value === 'en' || value === 'fr' || value === 'ar';
