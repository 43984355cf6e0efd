/**
 * A fresh Idempotency-Key (decision 0008): one per attempt at a booking or money action, reused when
 * the same attempt is retried, so a double click or a retry after a lost answer never books or charges
 * twice.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https or localhost); the fallback keeps a studio on
  // plain http working with the same 122 random bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header that carries it. */
export const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });
