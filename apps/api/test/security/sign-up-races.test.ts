import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS, seedDemoBusiness } from '../../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { DEMO_PASSWORD } from '../support/auth.ts';
import { testDatabaseKinds } from '../support/databases.ts';

// The probe's sign-up races: 10 parallel sign-ups with one email gave 9 × 500, and two studios with
// one name a duplicate-slug 500.
describe.each(testDatabaseKinds())('sign-up races and limits (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { signupsPerHour: 5 } });
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers 10 parallel member sign-ups with one email with one 201 and nine 409 on the email', async () => {
    const email = `racer-${randomUUID().slice(0, 8)}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: fromAddress(`198.51.100.${i + 1}`),
          payload: {
            businessSlug: DEMO_BUSINESS.slug,
            fullName: 'Rae Racer',
            email,
            password: DEMO_PASSWORD,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(Object.keys(response.json().errors)).toEqual(['email']);
    }
  });

  it('answers 10 parallel business sign-ups with one email with one 201 and nine 409', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/businesses/signup',
          headers: fromAddress(`198.51.101.${i + 1}`),
          payload: {
            businessName: `Race Studio ${i}`,
            fullName: 'Olu Owner',
            email,
            password: DEMO_PASSWORD,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
  });

  it('gives studios with one name signing up together each their own address, never a 500', async () => {
    const name = `Twin Studio ${randomUUID().slice(0, 6)}`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/businesses/signup',
          headers: fromAddress(`198.51.102.${i + 1}`),
          payload: {
            businessName: name,
            fullName: 'Tam Twin',
            email: `twin-${i}-${randomUUID().slice(0, 6)}@example.com`,
            password: DEMO_PASSWORD,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const slugs = responses.filter((r) => r.statusCode === 201).map((r) => r.json().userData.businessSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('limits sign-ups from one address per hour', async () => {
    const address = fromAddress('203.0.113.77');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: address,
        payload: {
          businessSlug: DEMO_BUSINESS.slug,
          fullName: 'Sam Script',
          email: `script-${i}-${randomUUID().slice(0, 6)}@example.com`,
          password: DEMO_PASSWORD,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
