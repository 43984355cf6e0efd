import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { handleError } from '../lib/problem.ts';
import { isDatabaseUnavailable } from './pools.ts';

// A database that cannot be asked is told apart from one that refuses a statement: the first is a
// 503 the client may retry (docs/decisions/0066-several-processes.md), the second keeps its meaning.

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a server that refuses the connection, as pg reports it', async () => {
    const client = new pg.Client({
      connectionString: 'postgres://127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const error = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a server shutting down, crashed or starting, and a dropped connection, also as a cause', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('57P01') }))).toBe(true);
  });

  it('is false for a statement the database refused, and for errors that are not the database’s', () => {
    for (const code of ['23505', '40P01', '25006', '57014', 'ENOENT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('makes a request that met it a 503 with Retry-After, not a 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/down', async () => {
      throw new Error('Failed query', { cause: withCode('ECONNREFUSED') });
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('2');
    expect(down.json()).toMatchObject({
      status: 503,
      detail: 'The database is not reachable. Try again in a moment.',
    });
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
