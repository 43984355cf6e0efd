// Writes the API's OpenAPI document to a file (for `redocly lint` and the generated-client check in
// `npm test`): the real app on an in-memory database, without listening.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createFieldCipher } from '../src/lib/field-encryption.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: write-openapi.ts <output.json>');
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({
  database,
  fieldCipher: createFieldCipher(randomBytes(32)),
  config: {
    logLevel: 'silent',
    webDistDir: undefined,
    seedDemo: false,
    oidc: undefined,
    publicUrl: 'http://localhost:3000',
  },
});
await app.ready();
writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
