import { createHash } from 'node:crypto';

// A contract's record is a hash chain (docs/decisions/0053-contracts.md): each event's hash covers its
// own fields and the hash of the event before it, so editing, removing or reordering any row breaks
// every hash after it. The first event points at GENESIS.

export const GENESIS_HASH = '0'.repeat(64);

export type ChainedFields = {
  contractId: string;
  seq: number;
  type: string;
  actorId: string | null;
  actorName: string;
  actorRole: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  consentSha256: string | null;
  detail: Record<string, string>;
  prevHash: string;
};

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The event's hash: SHA-256 of a JSON array of its fields in a fixed order (the detail's keys sorted),
 * so the same event always hashes the same on any machine.
 */
export function eventHash(event: ChainedFields): string {
  const detail = Object.fromEntries(Object.entries(event.detail).sort(([a], [b]) => (a < b ? -1 : 1)));
  return sha256Hex(
    JSON.stringify([
      event.contractId,
      event.seq,
      event.type,
      event.actorId,
      event.actorName,
      event.actorRole,
      event.at.toISOString(),
      event.ip,
      event.userAgent,
      event.documentSha256,
      event.consentSha256,
      detail,
      event.prevHash,
    ]),
  );
}

/** The first event (by seq) whose hash or link does not verify, or null when the whole chain holds. */
export function firstBrokenEvent(events: (ChainedFields & { hash: string })[]): number | null {
  let previous = GENESIS_HASH;
  let expectedSeq = 1;
  for (const event of events) {
    if (event.seq !== expectedSeq || event.prevHash !== previous || eventHash(event) !== event.hash) {
      return event.seq;
    }
    previous = event.hash;
    expectedSeq += 1;
  }
  return null;
}
