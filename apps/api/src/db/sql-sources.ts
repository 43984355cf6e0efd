// The readable sources of the database's functions and triggers (src/db/sql/, decision 0039): reading
// them, splitting SQL text into statements (each with the comment lines just above it, respecting
// quotes, dollar quotes and comments), and naming what a statement defines or drops. Used by the test
// that compares the sources with the migrated database (sql-sources.test.ts), by
// `npm run db:function -w @bmp/api -- <name>` (scripts/db-function.ts) and by the one-off extraction
// from the migrations (scripts/extract-sql-sources.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SQL_SOURCES_DIR = join(import.meta.dirname, 'sql');

export type SqlStatement = { sql: string; comments: string };
export type SqlObject =
  | { kind: 'function'; action: 'create' | 'drop'; name: string }
  | { kind: 'trigger'; action: 'create' | 'drop'; name: string; table: string };
export type SqlSourceFile = { path: string; statements: (SqlStatement & { object: SqlObject })[] };

/** Every source file (functions/*.sql, triggers/*.sql) with its statements, each naming its object. */
export function readSqlSources(dir = SQL_SOURCES_DIR): SqlSourceFile[] {
  const files: SqlSourceFile[] = [];
  for (const folder of ['functions', 'triggers']) {
    for (const file of readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const path = `${folder}/${file}`;
      // The file's header (its first comment lines, up to a blank line) says what the file is; the
      // comments after it belong to the statements and go into migrations with them.
      const text = readFileSync(join(dir, path), 'utf8').replace(/^(?:--.*\n)+\s*\n/, '');
      const statements = splitStatements(text).map((statement) => {
        const object = describeStatement(statement.sql);
        if (object?.action !== 'create' || object.kind !== folder.slice(0, -1))
          throw new Error(`${path}: only CREATE ${folder.slice(0, -1).toUpperCase()} statements belong here`);
        return { ...statement, object };
      });
      files.push({ path, statements });
    }
  }
  return files;
}

/** Statements of `text`: { sql, comments } where comments are the `--` lines just before it. */
export function splitStatements(text: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let i = 0;
  let start = 0;
  let pendingComments: string[] = [];
  const n = text.length;
  let sawCode = false;
  while (i < n) {
    const c = text[i] as string;
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const line = text.slice(i, end === -1 ? n : end);
      if (!sawCode) {
        if (!line.startsWith('--> statement-breakpoint')) pendingComments.push(line);
        start = end === -1 ? n : end + 1;
      }
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (text[j] === c && text[j + 1] === c) j += 2;
        else if (text[j] === c) break;
        else j++;
      }
      i = j + 1;
      sawCode = true;
      continue;
    }
    if (c === '$') {
      const match = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64));
      if (match) {
        const end = text.indexOf(match[0], i + match[0].length);
        i = end === -1 ? n : end + match[0].length;
        sawCode = true;
        continue;
      }
    }
    if (c === ';') {
      const sql = text.slice(start, i + 1).trim();
      if (sql) statements.push({ sql, comments: pendingComments.join('\n') });
      pendingComments = [];
      sawCode = false;
      start = i + 1;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      if (!sawCode) start = i + 1;
      i++;
      continue;
    }
    sawCode = true;
    i++;
  }
  const rest = text.slice(start).trim();
  if (rest && sawCode) statements.push({ sql: rest, comments: pendingComments.join('\n') });
  return statements;
}

const ident = '"?([A-Za-z_][A-Za-z0-9_]*)"?';
const qualified = String.raw`(?:"?public"?\.)?${ident}`;

/**
 * What a statement defines or drops: { kind: 'function' | 'trigger', action: 'create' | 'drop',
 * name, table? } or null.
 */
export function describeStatement(sql: string): SqlObject | null {
  let m = new RegExp(String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+${qualified}`, 'i').exec(sql);
  if (m) return { kind: 'function', action: 'create', name: m[1] as string };
  m = new RegExp(String.raw`^DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?${qualified}`, 'i').exec(sql);
  if (m) return { kind: 'function', action: 'drop', name: m[1] as string };
  m = new RegExp(
    String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+${ident}[\s\S]*?\sON\s+${qualified}`,
    'i',
  ).exec(sql);
  if (m) return { kind: 'trigger', action: 'create', name: m[1] as string, table: m[2] as string };
  m = new RegExp(String.raw`^DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?${ident}\s+ON\s+${qualified}`, 'i').exec(
    sql,
  );
  if (m) return { kind: 'trigger', action: 'drop', name: m[1] as string, table: m[2] as string };
  return null;
}
