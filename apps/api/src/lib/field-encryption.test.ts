import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, loadEncryptionKey } from './field-encryption.ts';

describe('field encryption', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips, and never stores the same plaintext the same way twice', () => {
    const a = cipher.encrypt('000123456789');
    const b = cipher.encrypt('000123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(cipher.decrypt(a)).toBe('000123456789');
  });

  it('refuses a tampered value and a wrong key', () => {
    const stored = cipher.encrypt('123456789');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });

  it('generates a key once in the data directory, private to the owner, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bmp-key-'));
    const first = loadEncryptionKey({}, dir);
    const second = loadEncryptionKey({}, dir);
    expect(first.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
    expect(statSync(join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'encryption.key'), 'utf8')).toBe(first.key.toString('base64'));
  });

  it('prefers DATA_ENCRYPTION_KEY and rejects one of the wrong size', () => {
    const key = randomBytes(32);
    expect(
      loadEncryptionKey({ DATA_ENCRYPTION_KEY: key.toString('hex') }, '/nonexistent').key.equals(key),
    ).toBe(true);
    expect(loadEncryptionKey({ DATA_ENCRYPTION_KEY: key.toString('base64') }, '/nonexistent').source).toBe(
      'env',
    );
    expect(() => loadEncryptionKey({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' }, '/nonexistent')).toThrow(/32 bytes/);
  });
});
