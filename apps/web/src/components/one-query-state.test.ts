import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A query's loading and error states are shown by one component, QueryState (components/QueryState.tsx;
// DataTable uses it inside its table). This test fails on a page or component that hand-rolls them
// again: a `query.isPending` returning or rendering its own spinner or text, or a `query.isError`
// rendering its own alert with the query's error. A mutation's failure (a form's submission) is the
// form's business and is not matched unless written the same way; name such a result `save`, `submit`...

const src = fileURLToPath(new URL('..', import.meta.url));
const HAND_ROLLED =
  /\bisPending\) return <|\bisPending && <(Typography|CircularProgress|LinearProgress)|\bisError(\) return| &&) <(Alert|FormAlert)[^>]*>\s*\{(errorMessage\(\w+\.error\)|t\('[\w:.]*loadError'\))/;

/** A mutation's failure written like a query's: allowed line by line. */
const ALLOWED_LINES: Record<string, string[]> = {
  // A mutation (turning two-step sign-in on), not a query: the form's own failure.
  'features/auth/components/TwoStepSettings.tsx': [
    '{setup.isError && <FormAlert>{errorMessage(setup.error)}</FormAlert>}',
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('one way to show a query state', () => {
  const offenders = sourceFiles(src)
    .map((path) => relative(src, path).split('\\').join('/'))
    .filter((path) => path !== 'components/QueryState.tsx')
    .flatMap((path) =>
      readFileSync(join(src, path), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => HAND_ROLLED.test(line) && !ALLOWED_LINES[path]?.includes(line))
        .map((line) => `${path}: ${line}`),
    )
    .sort();

  it('recognises a hand-rolled loading or error state', () => {
    for (const line of [
      "if (plans.isPending) return <CircularProgress size={24} aria-label={t('loading')} />;",
      '{services.isPending && <Typography color="text.secondary">{t(\'loading\')}</Typography>}',
      '{services.isError && <Alert severity="error">{errorMessage(services.error)}</Alert>}',
      'if (group.isError) return <FormAlert>{errorMessage(group.error)}</FormAlert>;',
      '{isError && <Alert severity="error">{t(\'loadError\')}</Alert>}',
    ]) {
      expect(HAND_ROLLED.test(line), line).toBe(true);
    }
    expect(
      HAND_ROLLED.test("if (plans.status !== 'success') return <QueryState query={plans} compact />;"),
    ).toBe(false);
    expect(HAND_ROLLED.test('disabled={save.isPending}')).toBe(false);
  });

  it('leaves loading and error states to QueryState', () => {
    expect(offenders).toEqual([]);
  });
});
