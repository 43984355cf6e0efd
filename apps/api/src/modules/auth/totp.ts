import { APP_TITLE } from '@bmp/shared';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

/** A new random TOTP secret (160 bits, base32), as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: APP_TITLE,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URL an authenticator app scans. */
export function totpUrl(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * Checks a 6-digit code, allowing one step of clock drift either way. Returns the time step it
 * matched, so the caller can refuse the same step twice (replay), or null.
 */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the demo use it). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: now });
}
