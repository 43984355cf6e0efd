// The web's typed contract (docs/decisions/0037-typed-api-contract.md): the API's OpenAPI document,
// turned by openapi-typescript into `apps/web/src/lib/api-schema.d.ts`, which openapi-fetch types
// every call with. The file is committed (so a fresh clone type-checks without building); the web
// build rewrites it, and `npm test`'s OpenAPI stage fails when the committed one is out of date.
//
//   node tools/openapi/web-schema.mjs          writes the document and the types file
//   node tools/openapi/web-schema.mjs --check  fails when the committed types file differs
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(import.meta.url);
export const webSchemaPath = join(root, 'apps', 'web', 'src', 'lib', 'api-schema.d.ts');
const HEADER =
  "// Generated from the API's OpenAPI document by tools/openapi/web-schema.mjs: do not edit.\n" +
  '// `npm run build -w @bmp/web` rewrites it; `npm run test:openapi` fails when it is out of date.\n';

const bin = (pkg, name) => join(dirname(require.resolve(`${pkg}/package.json`)), name);

function run(name, command, args) {
  const result = spawnSync(command, args, { cwd: here, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`web schema: failed at ${name}`);
    process.exit(1);
  }
}

/** Writes the API's OpenAPI document to `documentPath` (the real app on an in-memory database). */
export function writeDocument(documentPath) {
  mkdirSync(dirname(documentPath), { recursive: true });
  run('write the document', process.execPath, [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'apps', 'api', 'scripts', 'write-openapi.ts'),
    documentPath,
  ]);
}

/** The types file's text for the document at `documentPath`. */
export function webSchemaText(documentPath) {
  const output = join(dirname(documentPath), 'api-schema.d.ts');
  run('generate the types (openapi-typescript)', process.execPath, [
    bin('openapi-typescript', 'bin/cli.js'),
    documentPath,
    '-o',
    output,
  ]);
  const generated = readFileSync(output, 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\n\n?/, '');
  return HEADER + generated;
}

/** Compares the committed types file with `text`; false (and a message) when it is out of date. */
export function webSchemaIsCurrent(text) {
  let committed = '';
  try {
    committed = readFileSync(webSchemaPath, 'utf8');
  } catch {}
  if (committed === text) return true;
  console.error(
    `${relative(root, webSchemaPath)} is out of date with the API's OpenAPI document: run ` +
      '`node tools/openapi/web-schema.mjs` (or build the web app) and commit it.',
  );
  return false;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const documentPath = join(here, 'generated', 'openapi.json');
  writeDocument(documentPath);
  const text = webSchemaText(documentPath);
  if (process.argv.includes('--check')) {
    process.exit(webSchemaIsCurrent(text) ? 0 : 1);
  }
  writeFileSync(webSchemaPath, text);
  console.info(`wrote ${relative(root, webSchemaPath)}`);
}
