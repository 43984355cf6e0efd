import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web calls the API through `api` (lib/api-client.ts), typed from the OpenAPI document
// (docs/decisions/0037-typed-api-contract.md). A call whose answer type is asserted by hand (the
// old `apiFetch<T>` / `apiPost<T>`, or type arguments forced on `api.GET<…>`) or a raw
// `fetch('/api/…')` escapes that contract: this test fails on one anywhere in the web app,
// lib/api-client.ts included.

const src = fileURLToPath(new URL('..', import.meta.url));
const HAND_ASSERTED = /\bapi(Fetch|Post)\b|\bapi\.(GET|POST|PUT|PATCH|DELETE)\s*<|\bfetch\(\s*[`'"]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

describe('the typed API contract', () => {
  const offenders = sourceFiles(src)
    .map((path) => relative(src, path).split('\\').join('/'))
    .filter((path) => HAND_ASSERTED.test(readFileSync(join(src, path), 'utf8')))
    .sort();

  it('recognises each kind of hand-asserted call', () => {
    for (const line of [
      "apiFetch<Service>('/api/services')",
      "apiPost<Payment>('/api/payments', input)",
      "api.GET<Service>('/api/services/{id}')",
      "fetch('/api/services')",
      'fetch(`/api/services/1`)',
    ]) {
      expect(HAND_ASSERTED.test(line), line).toBe(true);
    }
    expect(HAND_ASSERTED.test("api.GET('/api/services/{id}', { params: { path: { id } } })")).toBe(false);
  });

  it('has no hand-asserted API call', () => {
    expect(offenders).toEqual([]);
  });
});
