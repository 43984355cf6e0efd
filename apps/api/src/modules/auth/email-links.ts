import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueEmail, verifyEmailTexts } from '../outbox/index.ts';
import { insertUserToken, type UserTokenPurpose } from './auth.repository.ts';

export const TOKEN_LIFETIME_SECONDS: Record<UserTokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  // A reset link is single-use and valid for 1 hour (decision 0007).
  reset_password: 60 * 60,
  change_email: 24 * 60 * 60,
};

/** Creates a single-use token for an emailed link; only its hash is stored. */
export async function issueUserToken(
  db: Database,
  userId: string,
  purpose: UserTokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = newToken();
  await insertUserToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(clock.nowMs() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/** The app's configured public origin for links in emails (never the request's Host header). */
export function appOrigin(request: FastifyRequest): string {
  return request.server.publicOrigin;
}

/** Sends the "confirm your email" link (sign-up, and on request). */
export async function sendVerificationEmail(
  db: Database,
  request: FastifyRequest,
  user: { id: string; email: string; fullName: string },
  businessId: string | null,
): Promise<void> {
  const token = await issueUserToken(db, user.id, 'verify_email');
  await enqueueEmail(db, {
    to: user.email,
    businessId,
    kind: 'verify_email',
    render: verifyEmailTexts(user.fullName, `${appOrigin(request)}/verify-email?token=${token}`),
  });
}
