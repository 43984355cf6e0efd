import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { allowedCaller, CALLER_EMAIL, type Caller, sessionCookieFor } from '../support/callers.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { type DateKind, fillPath, type Operation, operationsOf } from '../support/openapi-operations.ts';

// The probe sent impossible calendar dates and got 500s: 2020-13-45 in a date of birth (a RangeError
// from toISOString inside the schema), to=9999-12-31 on the session lists (a year 10000 one day
// later). Cases are generated from the OpenAPI document: every date and date-time query parameter
// and body field (found by `format: date` / `date-time` or a date pattern, however deep), each sent
// by a caller the operation lets through. Each must be refused with 400 on that field, never a 5xx.

const IMPOSSIBLE: Record<DateKind, string[]> = {
  date: ['2020-13-01', '2020-02-45', '2020-13-45', '2030-02-29', '0000-01-01', '0000-00-00', '9999-12-31'],
  'date-time': [
    '2020-13-01T10:00:00Z',
    '2020-02-45T10:00:00Z',
    '2020-02-30T10:00:00+02:00',
    '0000-01-01T10:00:00Z',
    '9999-12-31T10:00:00Z',
    '9999-12-31T23:59:59-12:00',
  ],
};
// The first and last days the API takes: the handler behind a query parameter must cope with them.
const EDGES: Record<DateKind, string[]> = {
  date: ['2000-01-01', '2100-12-31'],
  'date-time': ['2000-01-01T00:00:00Z', '2100-12-31T23:59:59Z'],
};

/** The field errors of a problem answer; none for anything else (a CSV export, say). */
function fieldErrorsOf(response: { headers: Record<string, unknown>; json(): { errors?: object } }): object {
  return String(response.headers['content-type']).includes('json') ? (response.json().errors ?? {}) : {};
}

describe.each(testDatabaseKinds())('impossible calendar dates in any input (%s)', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  const cookies = new Map<Caller, string | undefined>();

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: true } });
    await seedDemoBusiness(t.database.db);
    operations = await operationsOf(t.app);
  });
  afterAll(() => t.close());

  async function send(operation: Operation, caller: Caller, url: string, payload?: Record<string, unknown>) {
    if (!cookies.has(caller))
      cookies.set(
        caller,
        caller === 'anonymous' ? undefined : await sessionCookieFor(t.database.db, CALLER_EMAIL[caller]),
      );
    const cookie = cookies.get(caller);
    return t.app.inject({
      method: operation.method as 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'impossible-dates-test' },
      ...(payload ? { payload } : operation.hasBody ? { payload: {} } : {}),
    });
  }

  it('finds the date inputs the probe hit', () => {
    const query = operations.flatMap((operation) =>
      operation.queryParams.filter((param) => param.date).map((param) => `${operation.path}?${param.name}`),
    );
    const body = operations.flatMap((operation) =>
      operation.bodyDateFields.map((field) => `${operation.method} ${operation.path} ${field.field}`),
    );
    expect(query).toEqual(
      expect.arrayContaining([
        '/api/services?to',
        '/api/me/services?to',
        '/api/calendar?from',
        '/api/payments?from',
      ]),
    );
    expect(body).toEqual(
      expect.arrayContaining([
        'PUT /api/members/onboarding/profile dateOfBirth',
        'PUT /api/members/me/profile dateOfBirth',
        'POST /api/members/me/household dateOfBirth',
        'PUT /api/members/me/household/{id} dateOfBirth',
        'POST /api/services startsAt',
        'POST /api/groups schedule.firstDate',
        'POST /api/groups schedule.sessions.0.date',
        'PATCH /api/group-occurrences/{id} date',
      ]),
    );
  });

  it('answers 400 on the field for month 13, day 45, year 0000 and year 9999, never a 5xx', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const operation of operations) {
      const caller = allowedCaller(operation.access);
      if (!caller) continue; // only a half-finished two-step sign-in may call it; covered by auth tests
      const url = fillPath(operation.path, operation.pathValue);
      const inputs: { field: string; url: string; payload?: Record<string, unknown> }[] = [];
      for (const param of operation.queryParams) {
        if (!param.date) continue;
        for (const value of IMPOSSIBLE[param.date])
          inputs.push({ field: param.name, url: `${url}?${param.name}=${encodeURIComponent(value)}` });
      }
      for (const field of operation.bodyDateFields)
        for (const value of IMPOSSIBLE[field.kind])
          inputs.push({ field: field.field, url, payload: field.payloadWith(value) });
      for (const input of inputs) {
        cases++;
        const response = await send(operation, caller, input.url, input.payload);
        const name = `${operation.method} ${input.url} ${JSON.stringify(input.payload ?? {})} as ${caller}`;
        if (response.statusCode >= 500)
          failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        else if (response.statusCode !== 400 || !(input.field in fieldErrorsOf(response)))
          failures.push(
            `${name}: expected 400 on ${input.field}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(150);
  });

  it('takes the first and last days of the range in every date query parameter', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const caller = allowedCaller(operation.access);
      if (!caller) continue;
      const url = fillPath(operation.path, operation.pathValue);
      const dated = operation.queryParams.filter((param) => param.date);
      for (const param of dated)
        for (const value of EDGES[param.date ?? 'date']) {
          // Every date parameter of the operation at once, so ranges (from and to) are complete.
          const query = dated.map((other) => `${other.name}=${encodeURIComponent(value)}`).join('&');
          const response = await send(operation, caller, `${url}?${query}&period=custom`);
          const name = `${operation.method} ${url}?${query} as ${caller}`;
          if (response.statusCode >= 500)
            failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          else if (param.name in fieldErrorsOf(response))
            failures.push(`${name}: refused ${param.name}: ${response.body.slice(0, 200)}`);
        }
    }
    expect(failures).toEqual([]);
  });
});
