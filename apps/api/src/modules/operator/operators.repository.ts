import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, platformOperators, users } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// Making someone the platform's operator (docs/decisions/0062-platform-operator.md): only from the
// command line (`npm run operator:create`) or the demo seed, never through the API. The operator is a
// person with no studio: an account that belongs to a studio cannot become one.

export type NewOperator = {
  email: string;
  fullName: string;
  passwordHash: string;
  /** Base32 TOTP secret: two-step sign-in is on from the start, as the operator must use it. */
  totpSecret: string;
};

export class OperatorRefused extends Error {}

/** Creates the operator account, or makes an existing studio-less account the operator. */
export async function createOperator(db: Database, input: NewOperator): Promise<{ userId: string }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    let userId = existing?.id;
    if (userId) {
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .limit(1);
      if (member) {
        throw new OperatorRefused(
          `${email} belongs to a studio; the platform's operator must be an account of its own.`,
        );
      }
      await tx
        .update(users)
        .set({
          passwordHash: input.passwordHash,
          totpSecret: input.totpSecret,
          totpEnabledAt: now,
          totpLastStep: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          fullName: input.fullName,
          passwordHash: input.passwordHash,
          emailVerifiedAt: now,
          totpSecret: input.totpSecret,
          totpEnabledAt: now,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('operator insert returned nothing');
      userId = created.id;
    }
    await tx.insert(platformOperators).values({ userId }).onConflictDoNothing();
    return { userId };
  });
}
