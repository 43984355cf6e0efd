import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { businesses, users } from '../src/db/schema/index.ts';
import { spawnNode, waitForOutput as waitFor } from './support/processes.ts';

// The real server entry as `npm start` runs it (from source here, to skip the build), one process
// per test, against a data directory of its own.

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const server = spawnNode(['src/server.ts'], { PORT: '0', DATA_DIR: dataDir, ...env });
  const [, url] = await waitFor(server, /running at (http:\/\/localhost:\d+)/);
  return { ...server, url: url ?? '' };
}

async function countRows(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const [userCount] = await database.db.select({ value: count() }).from(users);
    const [businessCount] = await database.db.select({ value: count() }).from(businesses);
    return { users: userCount?.value, businesses: businessCount?.value };
  } finally {
    await database.close();
  }
}

// Each test starts real processes (and creates a PGlite database): give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on first start creates the database, seeds the demo business and prints the URL and demo sign-in', async () => {
    const server = await startServer(dataDir);
    await waitFor(server, /Demo sign-in: .*member@demo\.test.*Demo-Password-2026 \(demo data just seeded\)/);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    // A second process on the same data directory would corrupt it: it must refuse, clearly.
    const intruder = spawnNode(['src/server.ts'], { PORT: '0', DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/is in use by process \d+/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('on SIGTERM finishes the request in flight, takes no new connection and exits 0', async () => {
    const server = await startServer(dataDir);
    const port = Number(new URL(server.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    // Half a request body: the server has begun the request and must wait for the rest.
    socket.write(
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"a":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await new Promise<string>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.once('connect', () => {
        late.destroy();
        resolve('accepted');
      });
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    socket.write('12345}');
    await socketClosed;
    // The in-flight request got its full answer (POST has no route here: a 404 problem).
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('application/problem+json');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', 'bmp-server.lock'))).toBe(false);
  });

  it('on a second start reuses the data and does not seed again', async () => {
    const server = await startServer(dataDir);
    await waitFor(server, /Demo sign-in:/);
    expect(server.output()).not.toContain('just seeded');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    // The five demo accounts, the generated studio's 3 experts and 60 customers (decision 0030), the
    // 8 class members of the demo classes (decision 0031) and the platform's operator (decision 0062).
    expect(await countRows(dataDir)).toEqual({ users: 5 + 63 + 8 + 1, businesses: 1 });
  });
});

describe('a crash (SIGKILL) in the middle of writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves a database that opens on the next start and keeps every acknowledged write', async () => {
    const writer = spawnNode(['test/support/crash-writer.ts', join(dataDir, 'pglite')], {});
    await waitFor(writer, /ready/);
    const deadline = Date.now() + 30_000;
    while ((writer.output().match(/\nack /g)?.length ?? 0) < 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    writer.child.kill('SIGKILL');
    await writer.exited;
    const acknowledged = [...writer.output().matchAll(/ack (\S+)\n/g)].map((m) => m[1] ?? '');
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    // The next start opens the crashed database (taking over the dead process's lock) and serves.
    const server = await startServer(dataDir, { SEED_DEMO: 'false' });
    expect(server.output()).not.toContain('Demo sign-in');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const found = await database.db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(inArray(businesses.slug, acknowledged));
      expect(found.length).toBe(acknowledged.length);
      // SEED_DEMO=false: no demo accounts were created.
      const [userCount] = await database.db.select({ value: count() }).from(users);
      expect(userCount?.value).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('a restart right after kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bmp-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The probe restarted 0.5 s after kill -9 and was refused in 2 of 4 tries: the pid-file lock still
  // saw the killed (not yet reaped) process. The kernel-held lock is gone the moment it dies.
  it('comes up 5 times in a row, without waiting for the killed process to be reaped', async () => {
    let server = await startServer(dataDir, { SEED_DEMO: 'false' });
    for (let round = 0; round < 5; round++) {
      server.child.kill('SIGKILL');
      const next = await startServer(dataDir, { SEED_DEMO: 'false' });
      expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
      await server.exited;
      server = next;
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});
