import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// One reader of the web's own source for the tests that fail on a pattern in it
// (lib/no-role-comparisons.test.ts, lib/no-hand-asserted-calls.test.ts, components/one-table.test.ts).

const src = fileURLToPath(new URL('..', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The web's source files as paths from apps/web/src with `/`, sorted: `.ts` and `.tsx`, route tests
 * (`.test.tsx`) included, without the `.test.ts` checks themselves (which quote what they look for)
 * and declarations (the generated API schema).
 */
export function sourceFiles(): string[] {
  return walk(src)
    .map((path) => relative(src, path).split('\\').join('/'))
    .sort();
}

/** A source file's text, by its path from apps/web/src. */
export const readSource = (path: string) => readFileSync(join(src, path), 'utf8');

/** Each trimmed line of these files that matches `pattern`, as `path: line`. */
export function matchingLines(paths: string[], pattern: RegExp): string[] {
  return paths.flatMap((path) =>
    readSource(path)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => pattern.test(line))
      .map((line) => `${path}: ${line}`),
  );
}
