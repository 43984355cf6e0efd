// One-off (kept for the record, decision 0039): wrote src/db/sql/functions/<name>.sql and
// src/db/sql/triggers/<table>.sql from the migrations, each object's last definition winning and a
// later DROP removing it. Since then the files in src/db/sql are the sources: edit them, not this
// script's output (running it again overwrites them with what the migrations say).
// Usage: npx tsx apps/api/scripts/extract-sql-sources.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeStatement, type SqlStatement, splitStatements } from '../src/db/sql-sources.ts';

type Found = SqlStatement & { tag: string };
type FoundTrigger = Found & { name: string; table: string; fn?: string };

const api = join(import.meta.dirname, '..');
const drizzle = join(api, 'drizzle');
const out = join(api, 'src', 'db', 'sql');
const journal = JSON.parse(readFileSync(join(drizzle, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

const functions = new Map<string, Found>();
const triggers = new Map<string, FoundTrigger>();
for (const { tag } of journal.entries) {
  const text = readFileSync(join(drizzle, `${tag}.sql`), 'utf8');
  for (const statement of splitStatements(text)) {
    const what = describeStatement(statement.sql);
    if (!what) continue;
    if (what.kind === 'function') {
      if (what.action === 'drop') functions.delete(what.name);
      else functions.set(what.name, { ...statement, tag });
    } else {
      const key = `${what.table}.${what.name}`;
      if (what.action === 'drop') triggers.delete(key);
      else triggers.set(key, { ...statement, name: what.name, table: what.table, tag });
    }
  }
}

const callers = new Map<string, FoundTrigger[]>();
for (const trigger of triggers.values()) {
  const fn = /EXECUTE\s+(?:FUNCTION|PROCEDURE)\s+(?:"?public"?\.)?"?([A-Za-z_0-9]+)"?/i.exec(
    trigger.sql,
  )?.[1];
  if (!fn) throw new Error(`no function in trigger ${trigger.name}`);
  trigger.fn = fn;
  if (!callers.has(fn)) callers.set(fn, []);
  callers.get(fn)?.push(trigger);
}

const withComments = ({ comments, sql }: SqlStatement) => (comments ? `${comments}\n${sql}` : sql);

mkdirSync(join(out, 'functions'), { recursive: true });
mkdirSync(join(out, 'triggers'), { recursive: true });
for (const [name, fn] of [...functions].sort(([a], [b]) => a.localeCompare(b))) {
  const sql = fn.sql.replace(/^CREATE\s+FUNCTION/i, 'CREATE OR REPLACE FUNCTION');
  const used = (callers.get(name) ?? []).map((t) => `--   triggers/${t.table}.sql: ${t.name}`);
  const header = [
    `-- Function ${name}: its current definition. Change it here, then put the changed definition in a`,
    '-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.',
    ...(used.length > 0 ? ['-- Called by the triggers:', ...used] : []),
  ];
  writeFileSync(
    join(out, 'functions', `${name}.sql`),
    `${header.join('\n')}\n\n${withComments({ ...fn, sql })}\n`,
  );
}

const byTable = new Map<string, FoundTrigger[]>();
for (const trigger of triggers.values()) {
  if (!byTable.has(trigger.table)) byTable.set(trigger.table, []);
  byTable.get(trigger.table)?.push(trigger);
}
for (const [table, list] of byTable) {
  list.sort((a, b) => a.name.localeCompare(b.name));
  const header = [
    `-- Triggers on "${table}": their current definitions, each calling a function in functions/.`,
    '-- Change one here, then write a new migration that drops and creates it (README.md in this folder);',
    '-- src/db/sql-sources.test.ts compares them with the migrated database.',
  ];
  const body = list.map((t) => `-- Calls functions/${t.fn}.sql\n${withComments(t)}`).join('\n\n');
  writeFileSync(join(out, 'triggers', `${table}.sql`), `${header.join('\n')}\n\n${body}\n`);
}
console.info(`${functions.size} functions, ${triggers.size} triggers on ${byTable.size} tables`);
