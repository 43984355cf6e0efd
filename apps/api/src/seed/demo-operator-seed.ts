import { DEMO_PASSWORD } from '@bmp/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createOperator } from '../modules/operator/index.ts';

// The demo's platform operator (docs/decisions/0062-platform-operator.md), listed in the README but
// not on /login. Its two-step secret is fixed so a demo visitor can add it to an authenticator app
// and the browser tests can compute its codes. A real operator is made with `npm run operator:create`.

export const DEMO_OPERATOR_EMAIL = 'operator@demo.test';
/** Base32; add it to any authenticator app (Google Authenticator, 1Password, ...) as "Platform operator". */
export const DEMO_OPERATOR_TOTP_SECRET = 'KRUGKIDPOBSXEYLUN5ZCA3LPNZUXI33S';

/** Creates the demo operator once (an existing account of that address is left as it is). */
export async function seedDemoOperator(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OPERATOR_EMAIL));
  if (existing) return;
  await createOperator(db, {
    email: DEMO_OPERATOR_EMAIL,
    fullName: 'Olivia Operator',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    totpSecret: DEMO_OPERATOR_TOTP_SECRET,
  });
}
