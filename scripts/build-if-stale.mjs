// Builds the web app and the API bundle only when their sources changed since the last build, so a
// second `npm start` is quick. The stamp is a hash of every input file's path and content.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const TARGETS = [
  {
    name: 'web app',
    workspace: '@bmp/web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/prerender.ts',
      'apps/web/package.json',
    ],
  },
  {
    name: 'API',
    workspace: '@bmp/api',
    stamp: 'apps/api/dist/.build-stamp',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json'],
  },
];
const SHARED_INPUTS = ['packages/shared/src', 'package-lock.json'];

function listFiles(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => listFiles(relative(root, join(full, entry.name))))
    .sort();
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds each target whose inputs changed; returns the names of those it built. */
export function buildIfStale({ force = false } = {}) {
  const built = [];
  for (const target of TARGETS) {
    const digest = hashInputs([...target.inputs, ...SHARED_INPUTS]);
    const stampPath = join(root, target.stamp);
    if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === digest) continue;
    console.info(`Building the ${target.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed.`);
    writeFileSync(stampPath, digest);
    built.push(target.name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale({ force: process.argv.includes('--force') });
}
