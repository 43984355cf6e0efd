import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/support/databases.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { queryRows } from './raw.ts';
import { readSqlSources } from './sql-sources.ts';

// The database's functions and triggers are kept readable in src/db/sql/ (decision 0039); the
// migrations carry them to the database. This test fails when the two disagree: in one transaction on
// the migrated template database it reads every function's and trigger's definition as PostgreSQL
// prints it (pg_get_functiondef, pg_get_triggerdef), drops them all, runs every source file, reads
// them again and rolls back. Any difference (a body, an argument, a trigger's timing or condition), a
// function or trigger without a source file, or a source file without its object in the migrated
// database is named.

type Definitions = Map<string, string>;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function definitions(db: Database): Promise<Definitions> {
  const functions = await queryRows<{ name: string; args: string; definition: string }>(
    db,
    sql`select p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
          pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                          and d.objid = p.oid and d.deptype = 'e')`,
  );
  const triggers = await queryRows<{ name: string; table: string; definition: string }>(
    db,
    sql`select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal`,
  );
  return new Map([
    ...functions.map((f) => [`function ${f.name}(${f.args})`, normalise(f.definition)] as const),
    ...triggers.map((t) => [`trigger ${t.name} on ${t.table}`, normalise(t.definition)] as const),
  ]);
}

/** Where two normalised definitions first part, with a little context on each side. */
function firstDifference(source: string, migrated: string): string {
  let i = 0;
  while (i < source.length && source[i] === migrated[i]) i++;
  const from = Math.max(0, i - 40);
  return `source: …${source.slice(from, i + 60)}…\n    migrated: …${migrated.slice(from, i + 60)}…`;
}

function disagreements(sources: Definitions, migrated: Definitions): string[] {
  const problems: string[] = [];
  for (const [key, definition] of migrated) {
    const fromSource = sources.get(key);
    if (fromSource === undefined)
      problems.push(`${key} is in the migrated database but in no file of src/db/sql`);
    else if (fromSource !== definition)
      problems.push(`${key} differs from its source file:\n    ${firstDifference(fromSource, definition)}`);
  }
  for (const key of sources.keys())
    if (!migrated.has(key)) problems.push(`${key} has a source file but is not in the migrated database`);
  return problems.sort();
}

class RollBack extends Error {}

function innermostMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

describe('SQL source files', () => {
  it('hold one object each, named after the file: functions/<name>.sql, triggers/<table>.sql', () => {
    const misplaced: string[] = [];
    for (const file of readSqlSources()) {
      const base = file.path.replace(/^.*\//, '').replace(/\.sql$/, '');
      if (file.statements.length === 0) misplaced.push(`${file.path} holds no statement`);
      for (const { object } of file.statements) {
        const where = object.kind === 'function' ? object.name : object.table;
        if (where !== base) misplaced.push(`${file.path} holds ${object.kind} ${object.name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('SQL source files on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('define exactly the functions and triggers of the migrated database', async () => {
    const files = readSqlSources();
    const migrated = await definitions(database.db);
    let fromSources: Definitions = new Map();
    const runErrors: string[] = [];
    await database.db
      .transaction(async (tx) => {
        const db = tx as unknown as Database;
        for (const key of migrated.keys()) {
          const trigger = /^trigger (\S+) on (\S+)$/.exec(key);
          if (trigger)
            await db.execute(
              sql`drop trigger ${sql.identifier(trigger[1] ?? '')} on ${sql.identifier(trigger[2] ?? '')}`,
            );
        }
        for (const key of migrated.keys())
          if (key.startsWith('function '))
            await db.execute(sql.raw(`drop ${key.replace(/^function (\w+)/, 'function "$1"')}`));
        const ordered = [...files].sort(
          (a, b) => Number(a.path.startsWith('triggers/')) - Number(b.path.startsWith('triggers/')),
        );
        for (const file of ordered)
          for (const statement of file.statements) {
            // Each in a savepoint, so one that fails is reported and the others still run.
            await tx
              .transaction(async (step) => {
                await step.execute(sql.raw(statement.sql));
              })
              .catch((error: unknown) => {
                const { kind, name } = statement.object;
                runErrors.push(`${file.path}: ${kind} ${name} does not run: ${innermostMessage(error)}`);
              });
          }
        fromSources = await definitions(db);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    expect(migrated.size).toBeGreaterThan(0);
    expect([...runErrors, ...disagreements(fromSources, migrated)]).toEqual([]);
  });
});
