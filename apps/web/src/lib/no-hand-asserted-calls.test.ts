import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../test/source-files.ts';

// The web calls the API through `api` (lib/api-client.ts), typed from the OpenAPI document
// (docs/decisions/0037-typed-api-contract.md). A call whose answer type is asserted by hand (the
// old `apiFetch<T>` / `apiPost<T>`, or type arguments forced on `api.GET<…>`) or a raw
// `fetch('/api/…')` escapes that contract: this test fails on one anywhere in the web app,
// lib/api-client.ts included.

const HAND_ASSERTED = /\bapi(Fetch|Post)\b|\bapi\.(GET|POST|PUT|PATCH|DELETE)\s*<|\bfetch\(\s*[`'"]\/api\//;

describe('the typed API contract', () => {
  const offenders = sourceFiles().filter((path) => HAND_ASSERTED.test(readSource(path)));

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
