import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Encrypts single fields (bank account numbers, tax IDs) for storage: AES-256-GCM, random IV each time. */
export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A cipher for a 32-byte key. Stored form: `v1:<base64 of iv | tag | ciphertext>`. */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes (AES-256).');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(stored) {
      const [version, payload] = stored.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown encrypted field format.');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      // GCM authenticates: a tampered value or a wrong key throws here instead of returning garbage.
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key: DATA_ENCRYPTION_KEY (32 bytes as base64 or hex) when set; otherwise a key generated once and
 * kept in the data directory (mode 0600) — right for the embedded default, where the data lives there too.
 * Several API processes on one PostgreSQL must share DATA_ENCRYPTION_KEY.
 */
export function loadEncryptionKey(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): { key: Buffer; source: 'env' | 'file' } {
  const configured = env.DATA_ENCRYPTION_KEY?.trim();
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32)
      throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex digits.');
    return { key, source: 'env' };
  }
  const path = join(dataDir, 'encryption.key');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(path, 0o600);
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key.`);
  return { key, source: 'file' };
}
