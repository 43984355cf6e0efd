import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditEvent = {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  businessId?: string | null;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  /** Never a password, token or code: only identifiers and reasons. */
  details?: Record<string, unknown>;
};

/** Records an audit event with the request's address and user agent. */
/** Where a request came from, as audit events record it. */
export function auditOrigin(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

export async function recordAudit(db: Database, request: FastifyRequest, event: AuditEvent): Promise<void> {
  // An API key acts for the studio, not as a person: the audit names the key (decision 0063).
  const apiKey = request.auth?.apiKey;
  await db.insert(auditEvents).values({
    action: event.action,
    outcome: event.outcome,
    businessId: event.businessId ?? request.auth?.businessId ?? null,
    actorUserId: apiKey
      ? null
      : (event.actorUserId ?? request.auth?.userId ?? request.operator?.userId ?? null),
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ...auditOrigin(request),
    details: apiKey
      ? { ...event.details, apiKeyId: apiKey.id, apiKeyName: apiKey.name }
      : (event.details ?? null),
  });
}
