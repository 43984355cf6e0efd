// `npm run operator:create -- <email> [--name "Full Name"]`
//
// Makes the platform's operator (docs/decisions/0062-platform-operator.md): an account with no studio
// that holds `manage all`. Prints a new password and the two-step secret once; the operator signs in
// at /login with both. Run it again for the same email to issue a new password and secret. It opens
// the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR, which the server
// must not hold open at the same time).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { emailSchema } from '@bmp/shared';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { newTotpSecret, totpUrl } from '../src/modules/auth/totp.ts';
import { createOperator, OperatorRefused } from '../src/modules/operator/index.ts';

const args = process.argv.slice(2);
const nameAt = args.indexOf('--name');
const fullName = nameAt === -1 ? 'Platform operator' : (args[nameAt + 1] ?? '').trim();
const email = args.filter((_, index) => nameAt === -1 || (index !== nameAt && index !== nameAt + 1))[0];
const parsed = emailSchema.safeParse(email ?? '');
if (!parsed.success || !fullName) {
  console.error('usage: npm run operator:create -- <email> [--name "Full Name"]');
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
);
try {
  await database.migrate();
  // 18 random bytes: 24 characters of base64url, far past any guessing.
  const password = randomBytes(18).toString('base64url');
  const totpSecret = newTotpSecret();
  await createOperator(database.db, {
    email: parsed.data,
    fullName,
    passwordHash: await hashPassword(password),
    totpSecret,
  });
  console.info(`The platform's operator ${parsed.data} is ready. Shown once:`);
  console.info(`  password:          ${password}`);
  console.info(`  two-step secret:   ${totpSecret}`);
  console.info(`  authenticator URL: ${totpUrl(totpSecret, parsed.data)}`);
  console.info('Sign in at /login; the console is at /operator.');
} catch (error) {
  if (error instanceof OperatorRefused) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
