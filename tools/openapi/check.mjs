// `npm test` stage "OpenAPI contract": writes the API's document, lints it with Redocly's recommended
// rules (0 errors), generates a TypeScript client from it with openapi-typescript and type-checks a
// small caller against that client (TypeScript 5, kept to this folder), and fails when the web's
// committed contract (apps/web/src/lib/api-schema.d.ts, web-schema.mjs) is out of date.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webSchemaIsCurrent, webSchemaText, writeDocument } from './web-schema.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const generated = join(here, 'generated');
mkdirSync(generated, { recursive: true });
const documentPath = join(generated, 'openapi.json');
const require = createRequire(import.meta.url);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function step(name, command, args, cwd = here) {
  console.info(`-- ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`OpenAPI check failed at: ${name}`);
    process.exit(1);
  }
}

const bin = (pkg, name) => join(dirname(require.resolve(`${pkg}/package.json`)), name);
console.info('-- write the document');
writeDocument(documentPath);
step('redocly lint (recommended)', process.execPath, [
  bin('@redocly/cli', 'bin/cli.js'),
  'lint',
  '--format=summary',
  documentPath,
]);
step('generate a client (openapi-typescript)', process.execPath, [
  bin('openapi-typescript', 'bin/cli.js'),
  documentPath,
  '-o',
  join(generated, 'api-client.ts'),
]);
step('type-check a caller against it', process.execPath, [bin('typescript', 'bin/tsc'), '-p', here]);
console.info('-- the web contract (apps/web/src/lib/api-schema.d.ts) is up to date');
if (!webSchemaIsCurrent(webSchemaText(documentPath))) {
  console.error('OpenAPI check failed at: the web contract');
  process.exit(1);
}
console.info('OpenAPI contract: lint clean, generated client type-checks, web contract up to date.');
