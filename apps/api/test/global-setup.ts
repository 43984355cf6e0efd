import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Names carry the run's start time and a random id, so concurrent runs (even from other process
// namespaces) never drop each other's databases, and leftovers of a killed run are recognised by age.
const RUN_PREFIX = `bmp_test_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
const TEMPLATE_DB = `${RUN_PREFIX}_template`;
const STALE_AFTER_SECONDS = 3 * 60 * 60;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresAdminUrl: string | null;
    postgresTemplateDb: string;
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

type Templates = {
  pgliteTemplatePath: string;
  /** Named by the run that built it (this module may be loaded once per project). */
  postgresTemplateDb: string;
  postgresAdminUrl: string | null;
  teardown?: () => Promise<void>;
};

// Both API projects (vitest.config.ts: 'api' and 'api-mocked') name this setup; vitest runs it once
// for each, in the one main process. The templates are built once and shared, and dropped once.
const shared = globalThis as { bmpTestTemplates?: Promise<Templates> };

export default async function setup(project: TestProject) {
  shared.bmpTestTemplates ??= buildTemplates();
  const templates = await shared.bmpTestTemplates;
  project.provide('pgliteTemplatePath', templates.pgliteTemplatePath);
  project.provide('postgresTemplateDb', templates.postgresTemplateDb);
  project.provide('postgresAdminUrl', templates.postgresAdminUrl);
  return templates.teardown;
}

/**
 * Builds the migrated templates once per run: a dumped PGlite data directory (creating one costs
 * 6-10 s, loading a dump about 1 s) and, when PostgreSQL is reachable, a template database that each
 * test file clones with CREATE DATABASE ... TEMPLATE.
 */
async function buildTemplates(): Promise<Templates> {
  const dir = join(import.meta.dirname, '..', '.test-data');
  mkdirSync(dir, { recursive: true });

  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const templatePath = join(dir, 'pglite-template.tar.gz');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  if (!(await postgresReachable())) {
    // The concurrency tests only really race on PostgreSQL (PGlite has one connection and interleaves
    // transactions), so CI must not pass without it: under CI=true the notice below is a failure.
    // (npm test sets CI for Playwright and passes the caller's own setting as BMP_REQUIRE_POSTGRES.)
    if ((process.env.BMP_REQUIRE_POSTGRES ?? process.env.CI) === 'true') {
      throw new Error(
        `[integration] CI=true and PostgreSQL is NOT reachable at ${ADMIN_URL}: the concurrency tests need it. ` +
          'Start PostgreSQL or set TEST_POSTGRES_URL.',
      );
    }
    console.warn(
      `\n[integration] PostgreSQL is NOT reachable at ${ADMIN_URL}: the integration suite runs on PGlite only.\n` +
        '              Start PostgreSQL (or set TEST_POSTGRES_URL) to run it on both databases.\n',
    );
    return { pgliteTemplatePath: templatePath, postgresTemplateDb: TEMPLATE_DB, postgresAdminUrl: null };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    // Leftovers of killed runs go; a concurrent run's databases (younger than 3 hours) stay.
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'bmp\\_test\\_%'",
    );
    for (const { datname } of existing.rows) {
      const startedAt = Number(datname.split('_')[2]);
      const stale = !Number.isInteger(startedAt) || Date.now() / 1000 - startedAt > STALE_AFTER_SECONDS;
      if (stale) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({
    kind: 'postgres',
    url: withDatabase(ADMIN_URL, TEMPLATE_DB),
    poolSize: 1,
  });
  await template.migrate();
  await template.close();
  console.info(`[integration] running on PGlite and on PostgreSQL (${ADMIN_URL})`);

  let dropped: Promise<void> | undefined;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    try {
      const mine = await cleanup.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${RUN_PREFIX.replaceAll('_', '\\_')}\\_%`],
      );
      for (const { datname } of mine.rows)
        await cleanup.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  return {
    pgliteTemplatePath: templatePath,
    postgresTemplateDb: TEMPLATE_DB,
    postgresAdminUrl: ADMIN_URL,
    teardown: () => {
      dropped ??= drop();
      return dropped;
    },
  };
}
