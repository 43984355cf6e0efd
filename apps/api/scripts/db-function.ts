// `npm run db:function -w @bmp/api -- <name>... [--migration <migration_name>]`
//
// Prints the migration text for functions and triggers from their source files in src/db/sql
// (decision 0039, README.md there): a function name gives its CREATE OR REPLACE FUNCTION, a trigger
// name gives DROP TRIGGER IF EXISTS and its CREATE TRIGGER, a table name gives that for each of the
// table's triggers. With --migration it creates the next migration with `drizzle-kit generate
// --custom --name=<migration_name>` (journal entry and snapshot included) and writes the text into it.
//
// It writes what the sources say now. A change of a function's arguments or result type needs a
// DROP FUNCTION of the old signature before it in the migration, written by hand (CREATE OR REPLACE
// cannot change them, and a new argument list makes a second function beside the old one).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSqlSources } from '../src/db/sql-sources.ts';

const api = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const at = args.indexOf('--migration');
const migrationName = at === -1 ? undefined : args[at + 1];
const names = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
if (names.length === 0 || (at !== -1 && !migrationName)) {
  console.error('usage: npm run db:function -w @bmp/api -- <function|trigger|table>... [--migration <name>]');
  process.exit(2);
}

const sources = readSqlSources();
const chunks: string[] = [];
for (const name of names) {
  const found = sources.flatMap((file) =>
    file.statements.filter(
      ({ object }) =>
        object.name === name || (object.kind === 'trigger' && file.path === `triggers/${name}.sql`),
    ),
  );
  if (found.length === 0) {
    console.error(`no function, trigger or table named ${name} in src/db/sql`);
    process.exit(1);
  }
  for (const { object, sql, comments } of found) {
    const text = comments ? `${comments}\n${sql}` : sql;
    chunks.push(
      object.kind === 'trigger'
        ? `DROP TRIGGER IF EXISTS "${object.name}" ON "${object.table}";\n--> statement-breakpoint\n${text}`
        : text,
    );
  }
}
const text = `${chunks.join('\n--> statement-breakpoint\n')}\n`;

if (!migrationName) {
  process.stdout.write(text);
} else {
  const generated = spawnSync('npx', ['drizzle-kit', 'generate', '--custom', `--name=${migrationName}`], {
    cwd: api,
    stdio: 'inherit',
  });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
  const journal = JSON.parse(readFileSync(join(api, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tag = journal.entries.at(-1)?.tag;
  if (!tag?.endsWith(migrationName)) throw new Error(`drizzle-kit did not create ${migrationName}`);
  const file = join(api, 'drizzle', `${tag}.sql`);
  const header = `-- Hand-written from src/db/sql (npm run db:function -w @bmp/api -- ${names.join(' ')}).\n`;
  writeFileSync(file, `${header}${text}`);
  console.info(`wrote drizzle/${tag}.sql; add what else the migration needs by hand`);
}
