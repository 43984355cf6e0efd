import {
  INVITATION_DAYS,
  newPasswordSchema,
  type Role,
  type SentTeamInvitation,
  type TeamInvitation,
  type TeamRole,
} from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { constraintOf, sqlStateOf } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { RequestAuth } from '../../lib/route-access.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { appOrigin } from '../auth/index.ts';
import { enqueueEmail } from '../outbox/index.ts';
import { invitationTexts } from './invitation-email.ts';
import {
  claimInvitation,
  findInvitation,
  findInvitationByToken,
  findOpenInvitationTo,
  findUserByEmail,
  insertInvitation,
  insertUser,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  upsertTeamMembership,
} from './invitations.repository.ts';
import { listUpcomingSessions } from './profile.repository.ts';
import {
  endMembershipSessions,
  findMembershipOfEmail,
  findTeamMember,
  listTeam,
  lockActivePrincipals,
  setMembership,
} from './team.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);
const conflict = (message: string, field?: string) =>
  new HttpProblem(409, 'Conflict', message, field ? { [field]: [message] } : undefined);
const forbidden = (message: string, field?: string) =>
  new HttpProblem(403, 'Forbidden', message, field ? { [field]: [message] } : undefined);

export function toInvitationView(
  row: {
    id: string;
    email: string;
    role: TeamRole;
    expiresAt: Date;
    sentAt: Date;
    acceptedAt: Date | null;
    revokedAt: Date | null;
  },
  now = clock.now(),
): TeamInvitation {
  const state = row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'pending';
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state,
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
  };
}

/** Only the principal may hand out (or take away) the principal role (PRODUCT.md "Who uses it"). */
function assertMayGrant(auth: RequestAuth, role: Role) {
  if (role === 'principal' && auth.role !== 'principal') {
    throw forbidden('Only the owner (principal) can make someone a principal.', 'role');
  }
}

/** The address an invitation's link opens; only its hash is stored, so this is its one showing. */
function invitationLink(request: FastifyRequest, token: string) {
  return `${appOrigin(request)}/invite/${token}`;
}

async function sendInvitation(
  db: Database,
  request: FastifyRequest,
  auth: RequestAuth,
  invitation: { email: string; role: TeamRole },
  token: string,
) {
  await enqueueEmail(db, {
    to: invitation.email,
    businessId: auth.businessId,
    kind: 'team_invitation',
    render: invitationTexts(
      auth.businessName,
      auth.fullName,
      invitation.role,
      invitationLink(request, token),
    ),
  });
}

/**
 * Invites an address to the team. An address already in the team is refused; an address with an
 * open invitation gets that invitation again (new link, new 7 days, the role asked now). The sender
 * gets the link in the answer (to copy), and nobody else ever sees it: only its hash is kept.
 */
export async function invite(
  db: Database,
  request: FastifyRequest,
  auth: RequestAuth,
  input: { email: string; role: TeamRole },
): Promise<SentTeamInvitation> {
  assertMayGrant(auth, input.role);
  const existing = await findMembershipOfEmail(db, auth.businessId, input.email);
  if (existing && existing.role !== 'customer') {
    throw conflict('This person is already in the team.', 'email');
  }
  const token = newToken();
  const expiresAt = new Date(clock.nowMs() + INVITATION_DAYS * DAY_MS);
  const open = await findOpenInvitationTo(db, auth.businessId, input.email);
  let row: Awaited<ReturnType<typeof insertInvitation>> | undefined;
  if (open) {
    row = await renewInvitation(db, auth.businessId, open.id, {
      tokenHash: hashToken(token),
      expiresAt,
      role: input.role,
    });
  } else {
    try {
      row = await insertInvitation(db, {
        businessId: auth.businessId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedById: auth.membershipId,
        expiresAt,
      });
    } catch (error) {
      // Two invites to one address at the same moment: the second is told, the first stands.
      if (sqlStateOf(error) === '23505' && constraintOf(error) === 'team_invitations_open_email') {
        throw conflict('An invitation to this address was just sent.', 'email');
      }
      throw error;
    }
  }
  if (!row) throw conflict('An invitation to this address was just sent.', 'email');
  await sendInvitation(db, request, auth, row, token);
  return { ...toInvitationView(row), link: invitationLink(request, token) };
}

/**
 * A new link for an open invitation (the old one stops working) and 7 more days. `email` sends it
 * again ("Resend"); without it the sender only copies the new link ("Copy link"). Either way only
 * someone who may grant the invitation's role may do it.
 */
export async function renewInvitationLink(
  db: Database,
  request: FastifyRequest,
  auth: RequestAuth,
  id: string,
  options: { email: boolean },
): Promise<SentTeamInvitation> {
  const existing = await findInvitation(db, auth.businessId, id);
  if (!existing) throw notFound('invitation');
  assertMayGrant(auth, existing.role);
  if (existing.acceptedAt) throw conflict('This invitation was already accepted.');
  if (existing.revokedAt) throw conflict('This invitation was revoked. Invite the person again.');
  const token = newToken();
  const row = await renewInvitation(db, auth.businessId, id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.nowMs() + INVITATION_DAYS * DAY_MS),
  });
  if (!row) throw conflict('This invitation can no longer be renewed.');
  if (options.email) await sendInvitation(db, request, auth, row, token);
  return { ...toInvitationView(row), link: invitationLink(request, token) };
}

/** Withdraws an open invitation: only someone who may grant its role (an admin cannot withdraw the owner's principal invitation). */
export async function withdrawInvitation(db: Database, auth: RequestAuth, id: string) {
  const existing = await findInvitation(db, auth.businessId, id);
  if (!existing) throw notFound('invitation');
  assertMayGrant(auth, existing.role);
  const row = await revokeInvitation(db, auth.businessId, id);
  if (!row) throw conflict('This invitation is no longer open.');
  return toInvitationView(row);
}

/** What an invitation link opens; a clear 404/410 for an unknown, used, revoked or expired link. */
export async function openInvitation(db: Database, token: string, now = clock.now()) {
  if (token.length > 200) throw notFound('invitation');
  const row = await findInvitationByToken(db, hashToken(token), now);
  if (!row) {
    throw new HttpProblem(
      404,
      'Not Found',
      'This invitation link is not valid. Ask the studio for a new one.',
    );
  }
  if (row.acceptedAt) {
    throw new HttpProblem(410, 'Gone', 'This invitation was already used. Sign in instead.');
  }
  if (row.revokedAt) {
    throw new HttpProblem(410, 'Gone', 'This invitation was withdrawn by the studio.');
  }
  if (row.expired) {
    throw new HttpProblem(410, 'Gone', 'This invitation has expired. Ask the studio to send it again.');
  }
  return row;
}

/** The team's members and the invitations not yet accepted. */
export async function teamAndInvitations(db: Database, businessId: string) {
  const [members, invitations] = await Promise.all([
    listTeam(db, businessId),
    listInvitations(db, businessId),
  ]);
  return { members, invitations };
}

/** Whether the address already has a login (an invitation to it is accepted by signing in). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export const SIGN_IN_TO_ACCEPT = 'This address already has an account: sign in to accept the invitation.';
const signInToAccept = () => conflict(SIGN_IN_TO_ACCEPT);

/**
 * Accepts an invitation (docs/security.md "Invitations"). A person who already has an account
 * accepts by being signed in as that address, after the normal sign-in with its throttle and
 * two-step: this never checks a password for an existing account (it would be an unthrottled
 * oracle). Only a brand-new person sets a password here. Single use: the claim, the login and the
 * membership are one transaction, and the claim only succeeds on an open, unexpired invitation.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: { fullName?: string; password?: string },
  signedIn: { userId: string; email: string } | null,
) {
  const invitation = await openInvitation(db, token);
  const invitee = invitation.email.toLowerCase();
  if (signedIn && signedIn.email.toLowerCase() !== invitee) {
    throw forbidden(
      `This invitation is for ${invitation.email}. Sign out, then open the link again or sign in as that address.`,
    );
  }
  const user = signedIn ? { id: signedIn.userId } : await findUserByEmail(db, invitation.email);
  if (user && !signedIn) throw signInToAccept();
  let passwordHash: string | null = null;
  if (!user) {
    if (!input.fullName) {
      throw new HttpProblem(400, 'Bad Request', 'Enter your full name.', {
        fullName: ['Enter your full name.'],
      });
    }
    const strength = newPasswordSchema.safeParse(input.password ?? '');
    if (!strength.success) {
      const message = strength.error.issues[0]?.message ?? 'Choose a stronger password.';
      throw new HttpProblem(400, 'Bad Request', message, { password: [message] });
    }
    passwordHash = await hashPassword(strength.data);
  }
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimInvitation(tx, invitation.id, now))) {
        throw new HttpProblem(410, 'Gone', 'This invitation was already used. Sign in instead.');
      }
      const userId =
        user?.id ??
        (await insertUser(tx, {
          email: invitation.email,
          fullName: input.fullName ?? invitation.email,
          passwordHash: passwordHash ?? '',
        }));
      const membershipId = await upsertTeamMembership(tx, invitation.businessId, userId, invitation.role);
      return { userId, membershipId, businessId: invitation.businessId, invitationId: invitation.id };
    });
  } catch (error) {
    // Another studio's invitation to the same new address was accepted a moment earlier: the
    // account exists now, so this one is accepted by signing in with it (the invitation stays open).
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'users_email_unique') throw signInToAccept();
    throw error;
  }
}

async function memberOrThrow(db: Database, businessId: string, membershipId: string) {
  const member = await findTeamMember(db, businessId, membershipId);
  if (!member) throw notFound('team member');
  return member;
}

const LAST_PRINCIPAL = 'The studio needs at least one active principal. Make someone else principal first.';

/** Changes a team member's role; the last active principal can never be demoted. */
export async function changeRole(db: Database, auth: RequestAuth, membershipId: string, role: TeamRole) {
  const member = await memberOrThrow(db, auth.businessId, membershipId);
  assertMayGrant(auth, role);
  if (member.role === 'principal' && auth.role !== 'principal') {
    throw forbidden('Only a principal can change a principal’s role.', 'role');
  }
  await db.transaction(async (tx) => {
    const principals = await lockActivePrincipals(tx, auth.businessId);
    if (member.role === 'principal' && role !== 'principal' && principals.every((id) => id === member.id)) {
      throw conflict(LAST_PRINCIPAL, 'role');
    }
    await setMembership(tx, auth.businessId, membershipId, { role });
    // A new role means new abilities: the person signs in again with them.
    if (role !== member.role) await endMembershipSessions(tx, auth.businessId, membershipId);
  });
  return { before: member.role, member: await memberOrThrow(db, auth.businessId, membershipId) };
}

/** The principal hands ownership to another active team member and becomes an admin. */
export async function transferOwnership(db: Database, auth: RequestAuth, membershipId: string) {
  if (auth.role !== 'principal') throw forbidden('Only the owner (principal) can transfer ownership.');
  const member = await memberOrThrow(db, auth.businessId, membershipId);
  if (member.id === auth.membershipId) throw conflict('You are already the owner.');
  if (member.status !== 'active') throw conflict('Reactivate this person before making them the owner.');
  await db.transaction(async (tx) => {
    await lockActivePrincipals(tx, auth.businessId);
    await setMembership(tx, auth.businessId, member.id, { role: 'principal' });
    await setMembership(tx, auth.businessId, auth.membershipId, { role: 'admin' });
    await endMembershipSessions(tx, auth.businessId, member.id);
  });
  return memberOrThrow(db, auth.businessId, membershipId);
}

/**
 * Deactivates a team member: their sessions are deleted (signed out at once; loadAuth also refuses a
 * deactivated membership) and their sessions still ahead are listed so staff can reassign them.
 */
export async function deactivate(db: Database, auth: RequestAuth, membershipId: string) {
  const member = await memberOrThrow(db, auth.businessId, membershipId);
  if (member.id === auth.membershipId) throw conflict('You cannot deactivate yourself.');
  if (member.role === 'principal' && auth.role !== 'principal') {
    throw forbidden('Only a principal can deactivate a principal.');
  }
  await db.transaction(async (tx) => {
    const principals = await lockActivePrincipals(tx, auth.businessId);
    if (member.role === 'principal' && principals.every((id) => id === member.id)) {
      throw conflict(LAST_PRINCIPAL);
    }
    await setMembership(tx, auth.businessId, member.id, { status: 'deactivated' });
    await endMembershipSessions(tx, auth.businessId, member.id);
  });
  const upcoming =
    member.role === 'expert' ? await listUpcomingSessions(db, auth.businessId, clock.now(), member.id) : [];
  return {
    member: await memberOrThrow(db, auth.businessId, membershipId),
    upcomingSessions: upcoming.map((session) => ({
      id: session.id,
      startsAt: session.startsAt.toISOString(),
      offeringName: session.offeringName,
      customerName: session.customerName,
    })),
  };
}

export async function reactivate(db: Database, auth: RequestAuth, membershipId: string) {
  const member = await memberOrThrow(db, auth.businessId, membershipId);
  if (member.role === 'principal' && auth.role !== 'principal') {
    throw forbidden('Only a principal can reactivate a principal.');
  }
  await setMembership(db, auth.businessId, member.id, { status: 'active' });
  return memberOrThrow(db, auth.businessId, membershipId);
}
