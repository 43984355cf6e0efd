import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { createFieldCipher, type FieldCipher } from '../apps/api/src/lib/field-encryption.ts';

// The API for the benchmarks that call it in-process (app.inject). Loaded by path so `tsc -p bench`
// (DOM types for the web benchmarks) does not type-check the whole API under the wrong lib; tsx runs
// it as usual.
type BuildApp = (options: {
  database: DatabaseHandle;
  fieldCipher: FieldCipher;
  config: { logLevel: string; webDistDir: undefined; seedDemo: boolean; oidc: undefined };
  logger: { level: string };
}) => Promise<FastifyInstance>;
const APP_MODULE = '../apps/api/src/app.ts';

/** The API on this database, silent, without the demo studio or single sign-on. */
export async function quietApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const { buildApp } = (await import(APP_MODULE)) as { buildApp: BuildApp };
  return buildApp({
    database,
    fieldCipher: createFieldCipher(randomBytes(32)),
    config: { logLevel: 'silent', webDistDir: undefined, seedDemo: false, oidc: undefined },
    logger: { level: 'silent' },
  });
}
