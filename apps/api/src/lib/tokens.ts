import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 256 bits (sessions, email links, OpenID state). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
