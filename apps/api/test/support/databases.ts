import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../../src/db/client.ts';

/** The engines this run tests against: PGlite always, PostgreSQL when global setup reached it. */
export function testDatabaseKinds(): DatabaseKind[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated, empty database of the given kind, private to the caller: a PGlite loaded from the
 * run's template dump, or a PostgreSQL database cloned from the template database. close() removes it.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate });
  }
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
  // Same pid prefix as the run's template (global setup), so the run's teardown finds it.
  const templateDb = inject('postgresTemplateDb');
  const name = `${templateDb.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${templateDb}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** An empty database (no migration applied) of the given kind; close() removes it. */
export async function emptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
  // Same prefix as the run's template, so the run's teardown finds it if this test dies first.
  const name = `${inject('postgresTemplateDb').replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
