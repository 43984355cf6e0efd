import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { DatabaseHandle, DatabaseKind } from '../../src/db/client.ts';
import { createFieldCipher } from '../../src/lib/field-encryption.ts';
import { openTestDatabase } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The real application on a private test database, with logging off unless a logger is given. */
export async function buildTestApp(
  kind: DatabaseKind,
  options: {
    logger?: FastifyServerOptions['loggerInstance'];
    webDistDir?: string;
    config?: Partial<Pick<AppConfig, 'seedDemo' | 'oidc' | 'stripe'>>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    database,
    fieldCipher: createFieldCipher(randomBytes(32)),
    config: {
      logLevel: 'silent',
      webDistDir: options.webDistDir,
      seedDemo: false,
      oidc: undefined,
      stripe: undefined,
      ...options.config,
    },
    ...(options.logger ? { logger: options.logger } : { logger: { level: 'silent' } }),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
