import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateInput,
  abilityRulesFor,
  addDays,
  buildAbility,
  isStaffRole,
  toZonedParts,
  zonedTimeToUtc,
} from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, notFound } from '../../lib/problem.ts';
import type { RequestAuth, SuspendedStudio } from '../../lib/route-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  type ApiKeyRow,
  countKeyRequest,
  findKeyForRequest,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
} from './api-keys.repository.ts';

// API keys (docs/decisions/0063-open-studio.md). A key is `bmp_<12 hex>_<32 random characters>`: the
// first part is its public prefix (looked up), the whole key's SHA-256 is kept (a key is random enough
// that a slow hash adds nothing), and the key itself is shown once.

/** Requests a key may make in a minute, across every API process (the app's config may lower it). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
const KEY_SHAPE = /^(bmp_[0-9a-f]{12})_[A-Za-z0-9_-]{32}$/;

/** What is kept of a key: its SHA-256, in hex. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(row: ApiKeyRow, createdBy: string | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy,
  };
}

export async function listKeys(db: Database, viewer: Viewer): Promise<ApiKey[]> {
  return (await listApiKeys(db, viewer.businessId)).map((row) => toApiKey(row.key, row.createdBy));
}

/** Creates a key; the answer carries the whole key, which is never shown again. */
export async function createKey(
  db: Database,
  viewer: Viewer,
  timeZone: string,
  input: ApiKeyCreateInput,
): Promise<ApiKeyCreated> {
  let expiresAt: Date | null = null;
  if (input.expiresOn) {
    const today = toZonedParts(clock.now(), timeZone).date;
    if (input.expiresOn < today) {
      throw fieldProblem(422, 'expiresOn', 'Choose today or a later day.');
    }
    // The key works through its last day, in the studio's calendar.
    expiresAt = zonedTimeToUtc(addDays(input.expiresOn, 1), '00:00', timeZone);
    if (!expiresAt) throw fieldProblem(422, 'expiresOn', 'Choose a day that exists.');
  }
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(24).toString('base64url')}`;
  const row = await insertApiKey(db, {
    businessId: viewer.businessId,
    name: input.name,
    prefix,
    secretHash: hashKey(secret),
    scopes: [...new Set(input.scopes)],
    expiresAt,
    createdByUserId: viewer.userId,
    createdAt: clock.now(),
  });
  return { key: toApiKey(row, viewer.person?.name ?? null), secret };
}

/** Revokes a key at once: its next request is refused. Revoking it again changes nothing. */
export async function revokeKey(db: Database, viewer: Viewer, id: string): Promise<ApiKey> {
  const row = await revokeApiKey(db, viewer.businessId, id, clock.now());
  if (!row) throw notFound('API key');
  return toApiKey(row.key, row.createdBy);
}

export type KeyAuthentication =
  | { kind: 'auth'; auth: RequestAuth }
  | { kind: 'suspended'; studio: SuspendedStudio }
  | { kind: 'refused'; status: 401; detail: string }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The caller of a request that sent `Authorization: Bearer <key>`: the key's studio, acting as its
 * staff (an admin's abilities; the routes a key may call are narrowed further by API_KEY_ROUTES and
 * its scopes), or why it is refused. Counts the request against the key's rate limit.
 */
export async function authenticateKey(
  db: Database,
  authorization: string,
  requestsPerMinute: number,
): Promise<KeyAuthentication> {
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  const shape = KEY_SHAPE.exec(token);
  const invalid = { kind: 'refused', status: 401, detail: 'This API key is not valid.' } as const;
  if (!shape?.[1]) return invalid;
  const row = await findKeyForRequest(db, shape[1]);
  if (!row) return invalid;
  const given = Buffer.from(hashKey(token), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) return invalid;
  const now = clock.now();
  if (row.revokedAt) return { kind: 'refused', status: 401, detail: 'This API key was revoked.' };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    return { kind: 'refused', status: 401, detail: 'This API key has expired.' };
  }
  if (row.suspensionReason !== null) {
    return {
      kind: 'suspended',
      studio: { businessId: row.businessId, businessName: row.businessName, reason: row.suspensionReason },
    };
  }
  // A key works while the person who made it still runs the studio (as a personal token would).
  if (
    !row.userId ||
    !row.membershipId ||
    row.membershipStatus !== 'active' ||
    !row.role ||
    !isStaffRole(row.role)
  ) {
    return {
      kind: 'refused',
      status: 401,
      detail: 'The person who created this API key no longer runs the studio: create a new key.',
    };
  }
  const { count, windowStartedAt } = await countKeyRequest(db, row.id, now, MINUTE_MS);
  if (count > requestsPerMinute) {
    const leftMs = windowStartedAt.getTime() + MINUTE_MS - now.getTime();
    return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
  }
  const abilityRules = abilityRulesFor({ role: 'admin', status: 'active', onboarded: true });
  return {
    kind: 'auth',
    auth: {
      sessionTokenHash: '',
      stage: 'active',
      userId: row.userId,
      email: row.email ?? '',
      fullName: row.fullName ?? '',
      emailVerified: true,
      twoFactorEnabled: false,
      membershipId: row.membershipId,
      businessId: row.businessId,
      businessName: row.businessName,
      businessSlug: row.businessSlug,
      businessTimeZone: row.businessTimeZone,
      configVersion: row.configVersion,
      role: 'admin',
      onboarded: true,
      abilityRules,
      ability: buildAbility(abilityRules),
      apiKey: { id: row.id, name: row.name, scopes: row.scopes },
    },
  };
}
