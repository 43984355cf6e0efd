import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { capturingLogger } from '../support/log-capture.ts';

// The probe found failed-query logs printing every parameter (an argon2 hash, bank numbers).
describe.each(testDatabaseKinds())('error logs (%s)', (kind) => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind, { logger: capturingLogger(lines) });
    t.app.post('/api/test/failing-write', { config: { access: 'public' } }, async () => {
      // Two rows with the same primary key: the second insert fails with its parameters in hand.
      const id = '00000000-0000-4000-8000-000000000001';
      await t.database.db.execute(
        sql`insert into users (id, email, full_name, password_hash) values (${id}, ${'a-SECRET@example.com'}, 'A', ${'$argon2id$SECRET-HASH'})`,
      );
      await t.database.db.execute(
        sql`insert into users (id, email, full_name, password_hash) values (${id}, ${'b-SECRET@example.com'}, 'B', ${'$argon2id$SECRET-HASH-2'})`,
      );
      return { ok: true };
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('keep no parameter values of a failed query, and still say which query failed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/failing-write',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into users');
    expect(log).not.toMatch(/SECRET/);
  });
});
