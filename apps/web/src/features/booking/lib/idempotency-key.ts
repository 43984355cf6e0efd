/** A fresh Idempotency-Key for one booking attempt (decision 0008), also on plain-http studios. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https or localhost).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
