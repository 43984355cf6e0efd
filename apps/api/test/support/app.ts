import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { DatabaseHandle, DatabaseKind } from '../../src/db/client.ts';
import { createFieldCipher, type FieldCipher } from '../../src/lib/field-encryption.ts';
import type { Resolver } from '../../src/modules/webhooks/index.ts';
import { openTestDatabase } from './databases.ts';

/** The public origin test apps build their links from (PUBLIC_URL). */
export const TEST_PUBLIC_URL = 'http://app.test:3000';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

export type TestAppOptions = {
  logger?: FastifyServerOptions['loggerInstance'];
  webDistDir?: string;
  config?: Partial<
    Pick<
      AppConfig,
      | 'seedDemo'
      | 'oidc'
      | 'stripe'
      | 'publicUrl'
      | 'trustProxy'
      | 'signupsPerHour'
      | 'mail'
      | 'mapTileUrl'
      | 'webhooksAllowLoopback'
      | 'metricsToken'
    >
  >;
  /** The app's cipher, when the test seeds encrypted data the app must read (the demo payees). */
  fieldCipher?: FieldCipher;
  /** An API key's requests a minute (the API keys test lowers it to reach the limit). */
  apiKeyRequestsPerMinute?: number;
  /** How webhook hosts resolve (no outside DNS answers here). */
  webhookResolver?: Resolver;
};

/** The real application on a database, with logging off unless a logger is given (also a second API process). */
export function appOn(database: DatabaseHandle, options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    database,
    fieldCipher: options.fieldCipher ?? createFieldCipher(randomBytes(32)),
    config: {
      logLevel: 'silent',
      webDistDir: options.webDistDir,
      seedDemo: false,
      oidc: undefined,
      stripe: undefined,
      publicUrl: TEST_PUBLIC_URL,
      // app.inject() comes from 127.0.0.1: trusting it as the proxy lets tests give each request its
      // own X-Forwarded-For address. test/security/ builds apps without it to prove the default.
      trustProxy: ['127.0.0.1'],
      // Test files sign up hundreds of members from one address; test/security/ checks the limit.
      signupsPerHour: 100_000,
      ...options.config,
    },
    ...(options.logger ? { logger: options.logger } : { logger: { level: 'silent' } }),
    ...(options.apiKeyRequestsPerMinute ? { apiKeyRequestsPerMinute: options.apiKeyRequestsPerMinute } : {}),
    ...(options.webhookResolver ? { webhookResolver: options.webhookResolver } : {}),
  });
}

/** The real application on a private test database, with logging off unless a logger is given. */
export async function buildTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await appOn(database, options);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
