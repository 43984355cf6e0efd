import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `The database in ${dir} is in use by ${pid ? `process ${pid}` : 'another process'}. PGlite allows one process per data directory: ` +
        'stop the other server, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

// A process killed a moment ago may still hold its lock for a few milliseconds while the kernel
// tears it down; a restart waits this long before it calls the directory taken.
const WAIT_FOR_DYING_HOLDER_MS = 2_000;

/**
 * Takes an exclusive lock on a PGlite data directory, held until the returned function is called or
 * the process ends in any way (kill -9 included).
 *
 * On Linux the lock is a listening socket in the abstract namespace, named after the directory: the
 * kernel frees it the moment the process dies, so a crash never blocks the next start, and neither a
 * zombie nor a reused pid can fool it (a pid file could be fooled by both). The pid is still written
 * to `bmp-server.lock`, only to name the holder in the error message. Elsewhere, the pid file is the
 * lock, as before.
 */
export async function acquireDataDirLock(dir: string): Promise<() => void> {
  const pidFile = join(dir, 'bmp-server.lock');
  if (process.platform !== 'linux') return acquirePidFileLock(dir, pidFile);
  const name = `\0bmp-pglite-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 40)}`;
  const deadline = Date.now() + WAIT_FOR_DYING_HOLDER_MS;
  for (;;) {
    const server = net.createServer();
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
      );
      server.listen(name, () => resolve(true));
    });
    if (listening) {
      server.unref(); // the lock never keeps the process alive on its own
      writePid(pidFile);
      return () => {
        server.close();
        rmSync(pidFile, { force: true });
      };
    }
    if (Date.now() >= deadline) throw new DataDirLockedError(dir, readPid(pidFile));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function writePid(path: string) {
  const fd = openSync(path, 'w');
  writeSync(fd, String(process.pid));
  closeSync(fd);
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function acquirePidFileLock(dir: string, path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(path);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
