import { AUTH_MESSAGES } from './schemas';

export type DecodedJwt = {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
};

function decodePart(part: string): Record<string, unknown> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char: string) => char.charCodeAt(0));
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(AUTH_MESSAGES.invalidTokenFormat);
  return value as Record<string, unknown>;
}

/**
 * Splits a 3-part token and decodes its header and payload (SPEC.md section 7). It does not verify the
 * signature: the server validates ID tokens fully; this is for reading claims and for the format
 * check. Throws "Invalid token format" for anything that is not three dot-separated parts.
 */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || signature === undefined) {
    throw new Error(AUTH_MESSAGES.invalidTokenFormat);
  }
  try {
    return { header: decodePart(header), payload: decodePart(payload), signature };
  } catch {
    throw new Error(AUTH_MESSAGES.invalidTokenFormat);
  }
}
