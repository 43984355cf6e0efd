import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  advanceClock,
  freezeClock,
  isClockMovable,
  makeClockMovable,
  now,
  nowMs,
  resetClock,
  setClock,
} from './clock.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

// Files that read the system clock on purpose, each with its reason. Everything else asks lib/clock.ts.
const SYSTEM_CLOCK_ALLOWED: Record<string, string> = {
  'lib/clock.ts': 'the clock itself',
  'db/data-dir-lock.ts': 'a lock file goes stale in real time, whatever a test did to the clock',
  'modules/auth/totp.ts': 'two-step codes come from the person’s phone, which keeps real time',
  'modules/oidc/oidc.service.ts': 'the identity provider signs its tokens in real time',
  'db/replica.ts': 'replication lag and the browser’s last change are real time, like the replica’s replay',
  'modules/metrics/metrics.repository.ts':
    'a job’s wait is real time: pg-boss dates its jobs with the database’s clock',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests and their factories build data at chosen instants; they are not the server.
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.factories.ts')
      ? [path]
      : [];
  });
}

/** The text of a file's template literals (SQL lives there), without their `${...}` parts. */
function templateText(source: string): string {
  let out = '';
  let inTemplate = false;
  let depth = 0; // braces inside a `${...}` of the current template
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (!inTemplate) {
      if (char === '`') inTemplate = true;
      continue;
    }
    if (depth > 0) {
      if (char === '{') depth++;
      if (char === '}') depth--;
      continue;
    }
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '$' && source[i + 1] === '{') {
      depth = 1;
      i++;
      continue;
    }
    if (char === '`') {
      inTemplate = false;
      out += '\n';
      continue;
    }
    out += char;
  }
  return out;
}

describe('the server clock', () => {
  afterEach(() => {
    if (isClockMovable()) resetClock();
  });

  it('is the only reader of the system clock: no new Date(), Date.now() or SQL now() elsewhere', () => {
    const offenders: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path);
      if (file in SYSTEM_CLOCK_ALLOWED) continue;
      const source = readFileSync(path, 'utf8');
      source.split('\n').forEach((line, index) => {
        // Comments may mention them; code may not.
        const code = line.replace(/\/\/.*$|\/\*.*$|^\s*\*.*$/, '');
        if (/new Date\(\)|Date\.now\(\)/.test(code)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
      // SQL takes the clock as a parameter; PostgreSQL's own now() would not move with it.
      for (const line of templateText(source).split('\n')) {
        if (/(?<![.\w])now\(\)/.test(line.replace(/--.*$/, '')))
          offenders.push(`${file}: SQL now(): ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('cannot be moved unless the process made it movable', async () => {
    // A fresh module instance: this file's own may have been made movable by another test.
    vi.resetModules();
    const fresh = await import('./clock.ts');
    expect(() => fresh.advanceClock(60_000)).toThrow(/only be moved in a test/);
    expect(() => fresh.setClock(new Date(0))).toThrow(/only be moved in a test/);
  });

  it('moves forward, to an instant, and back to the system clock', () => {
    makeClockMovable();
    const before = nowMs();
    const moved = advanceClock(3 * 24 * 60 * 60_000).getTime();
    expect(moved - before).toBeGreaterThanOrEqual(3 * 24 * 60 * 60_000);
    expect(moved - before).toBeLessThan(3 * 24 * 60 * 60_000 + 1_000);
    setClock(new Date('2031-02-03T04:05:06.000Z'));
    expect(now().getTime() - Date.parse('2031-02-03T04:05:06.000Z')).toBeLessThan(1_000);
    freezeClock(new Date('2031-02-03T04:05:06.007Z'));
    expect(now().toISOString()).toBe('2031-02-03T04:05:06.007Z');
    advanceClock(1);
    expect(now().toISOString()).toBe('2031-02-03T04:05:06.008Z');
    resetClock();
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1_000);
  });

  it('is refused at start-up outside NODE_ENV=test', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'movable', NODE_ENV: 'production' })).toThrow(/test-only switch/);
    expect(() => loadConfig({ TEST_CLOCK: 'movable' })).toThrow(/test-only switch/);
    expect(() => loadConfig({ TEST_CLOCK: 'yes', NODE_ENV: 'test' })).toThrow(/can only be "movable"/);
    expect(loadConfig({ TEST_CLOCK: 'movable', NODE_ENV: 'test' }).movableClock).toBe(true);
    expect(loadConfig({}).movableClock).toBe(false);
  });
});
