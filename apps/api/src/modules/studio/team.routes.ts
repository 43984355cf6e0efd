import {
  ACCESS,
  deactivationSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationSchema,
  myBusinessesSchema,
  roleChangeSchema,
  STAFF_PHOTO_MAX_BYTES,
  sentInvitationSchema,
  shellPicturesSchema,
  staffPhotoInputSchema,
  staffProfileInputSchema,
  staffProfileSchema,
  switchBusinessSchema,
  type TeamRole,
  teamMemberSchema,
  teamSchema,
} from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { checkedImage } from '../../lib/images.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf, type RequestAuth } from '../../lib/route-access.ts';
import { authSessionSchema, loadAuth, startSession, toAuthSession } from '../auth/index.ts';
import {
  getOwnProfile,
  getTeamPhoto,
  myBusinesses,
  myMembershipIn,
  setOwnPhoto,
  shellPictures,
  updateOwnProfile,
} from './staff-profile.service.ts';
import {
  acceptInvitation,
  accountExists,
  changeRole,
  deactivate,
  invite,
  openInvitation,
  reactivate,
  renewInvitationLink,
  teamAndInvitations,
  toInvitationView,
  transferOwnership,
  withdrawInvitation,
} from './team.service.ts';

const idParams = z.strictObject({ id: z.uuid('Not an id.') });
const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });

const memberView = (
  auth: RequestAuth,
  member: { id: string; name: string; email: string; role: string; status: string },
) => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role as TeamRole,
  status: member.status as 'active' | 'invited' | 'deactivated',
  isMe: member.id === auth.membershipId,
});

const errors = problems(400, 401, 403, 404, 409);

/** The team at /admin/business/team: members, invitations, roles, deactivation; every step audited. */
export function teamRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/business/team',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: 'The team (principals, admins, experts) and the invitations not yet accepted',
          response: { 200: teamSchema, ...problems(401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { members, invitations } = await teamAndInvitations(db, auth.businessId);
        return {
          members: members.map((member) => memberView(auth, member)),
          invitations: invitations.map((row) => toInvitationView(row)),
        };
      },
    );

    app.post(
      '/api/business/team/invitations',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary:
            'Invites someone by email with a role (the link works once, for 7 days); the answer holds the link, shown this once',
          body: invitationInputSchema,
          response: { 201: sentInvitationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        try {
          const view = await invite(db, request, auth, request.body);
          await recordAudit(db, request, {
            action: 'team.invite',
            outcome: 'success',
            targetType: 'invitation',
            targetId: view.id,
            details: { role: view.role },
          });
          reply.code(201);
          return view;
        } catch (error) {
          if (error instanceof HttpProblem && error.status === 403) {
            await recordAudit(db, request, {
              action: 'team.invite',
              outcome: 'denied',
              details: { role: request.body.role },
            });
          }
          throw error;
        }
      },
    );

    app.post(
      '/api/business/team/invitations/:id/resend',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: 'Sends the invitation again with a new link and 7 more days (the old link stops working)',
          params: idParams,
          response: { 200: sentInvitationSchema, ...errors },
        },
      },
      async (request) => {
        const view = await renewInvitationLink(db, request, authOf(request), request.params.id, {
          email: true,
        });
        await recordAudit(db, request, {
          action: 'team.invite_resend',
          outcome: 'success',
          targetType: 'invitation',
          targetId: view.id,
        });
        return view;
      },
    );

    app.post(
      '/api/business/team/invitations/:id/link',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary:
            'A new link to copy, without emailing it (the old link stops working; only its hash is kept, so it cannot be shown again)',
          params: idParams,
          response: { 200: sentInvitationSchema, ...errors },
        },
      },
      async (request) => {
        const view = await renewInvitationLink(db, request, authOf(request), request.params.id, {
          email: false,
        });
        await recordAudit(db, request, {
          action: 'team.invite_link',
          outcome: 'success',
          targetType: 'invitation',
          targetId: view.id,
        });
        return view;
      },
    );

    app.post(
      '/api/business/team/invitations/:id/revoke',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: 'Withdraws an invitation: its link stops working',
          params: idParams,
          response: { 200: invitationSchema, ...errors },
        },
      },
      async (request) => {
        const view = await withdrawInvitation(db, authOf(request), request.params.id);
        await recordAudit(db, request, {
          action: 'team.invite_revoke',
          outcome: 'success',
          targetType: 'invitation',
          targetId: view.id,
        });
        return view;
      },
    );

    app.patch(
      '/api/business/team/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: "Changes a team member's role (the last principal cannot be demoted)",
          params: idParams,
          body: roleChangeSchema,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { before, member } = await changeRole(db, auth, request.params.id, request.body.role);
        await recordAudit(db, request, {
          action: 'team.role_change',
          outcome: 'success',
          targetType: 'membership',
          targetId: member.id,
          details: { from: before, to: member.role },
        });
        return memberView(auth, member);
      },
    );

    app.post(
      '/api/business/team/:id/transfer-ownership',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['team'],
          summary: 'The principal makes another team member principal and becomes an admin',
          params: idParams,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const member = await transferOwnership(db, auth, request.params.id);
        await recordAudit(db, request, {
          action: 'team.ownership_transfer',
          outcome: 'success',
          targetType: 'membership',
          targetId: member.id,
        });
        return memberView(auth, member);
      },
    );

    app.post(
      '/api/business/team/:id/deactivate',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: 'Deactivates a team member: signed out at once; lists their sessions ahead to reassign',
          params: idParams,
          response: { 200: deactivationSchema, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const result = await deactivate(db, auth, request.params.id);
        await recordAudit(db, request, {
          action: 'team.deactivate',
          outcome: 'success',
          targetType: 'membership',
          targetId: result.member.id,
          details: { upcomingSessions: result.upcomingSessions.length },
        });
        return { member: memberView(auth, result.member), upcomingSessions: result.upcomingSessions };
      },
    );

    app.post(
      '/api/business/team/:id/reactivate',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['team'],
          summary: 'Reactivates a team member',
          params: idParams,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const member = await reactivate(db, auth, request.params.id);
        await recordAudit(db, request, {
          action: 'team.reactivate',
          outcome: 'success',
          targetType: 'membership',
          targetId: member.id,
        });
        return memberView(auth, member);
      },
    );

    // ---- Own profile (/admin/account) ----------------------------------------------------------

    app.get(
      '/api/me/staff-profile',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['team'],
          summary: 'My own profile in this studio: name, phone, and an expert’s bio, specialities, languages',
          response: { 200: staffProfileSchema, ...problems(401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return getOwnProfile(db, auth);
      },
    );

    app.put(
      '/api/me/staff-profile',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['team'],
          summary: 'Saves my own profile',
          body: staffProfileInputSchema,
          response: { 200: staffProfileSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await updateOwnProfile(db, auth, request.body);
        await recordAudit(db, request, {
          action: 'team.own_profile_update',
          outcome: 'success',
          targetType: 'membership',
          targetId: auth.membershipId,
        });
        return getOwnProfile(db, auth);
      },
    );

    app.put(
      '/api/me/staff-profile/photo',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['team'],
          summary: 'Sets my photo in this studio (JPEG, PNG or WebP, at most 700 KB, as base64)',
          body: staffPhotoInputSchema,
          response: { 200: staffProfileSchema, ...problems(400, 401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const photo = checkedImage(request.body, STAFF_PHOTO_MAX_BYTES, 'Choose a photo of at most 700 KB.');
        await setOwnPhoto(db, auth, photo);
        await recordAudit(db, request, {
          action: 'team.photo_set',
          outcome: 'success',
          targetType: 'membership',
          targetId: auth.membershipId,
        });
        return getOwnProfile(db, auth);
      },
    );

    app.delete(
      '/api/me/staff-profile/photo',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['team'],
          summary: 'Removes my photo in this studio',
          response: { 200: staffProfileSchema, ...problems(401, 403) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await setOwnPhoto(db, auth, null);
        await recordAudit(db, request, {
          action: 'team.photo_removed',
          outcome: 'success',
          targetType: 'membership',
          targetId: auth.membershipId,
        });
        return getOwnProfile(db, auth);
      },
    );

    app.get(
      '/api/team/:id/photo',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['team'],
          summary:
            "A team member's photo, for anyone signed in to the same studio (members pick experts by it)",
          params: idParams,
          response: { ...problems(401, 404) },
        },
      },
      async (request, reply) => {
        const row = await getTeamPhoto(db, authOf(request).businessId, request.params.id);
        // Private to the studio's signed-in people: a shared cache must not keep it. The address
        // carries the photo's version, so the browser may keep it for a while.
        return reply
          .header('content-type', row.photoType)
          .header('cache-control', 'private, max-age=86400')
          .send(row.photo as never);
      },
    );

    app.get(
      '/api/me/shell-pictures',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['team'],
          summary: "The signed-in shell's pictures: the studio's logo and my own photo (team members)",
          response: { 200: shellPicturesSchema, ...problems(401) },
        },
      },
      async (request) => shellPictures(db, authOf(request)),
    );

    // ---- Business switcher ----------------------------------------------------------------------

    app.get(
      '/api/me/businesses',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['team'],
          summary: 'The studios I have an active membership in (the user menu’s business switcher)',
          response: { 200: myBusinessesSchema, ...problems(401) },
        },
      },
      async (request) => myBusinesses(db, authOf(request)),
    );

    app.post(
      '/api/me/switch-business',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['team'],
          summary: 'Moves this sign-in to another of my studios (a new session in that membership)',
          body: switchBusinessSchema,
          response: { 200: authSessionSchema, ...problems(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const target = await myMembershipIn(db, auth, request.body.businessId);
        const { token } = await startSession(db, request, reply, {
          userId: auth.userId,
          membershipId: target.membershipId,
          businessId: target.businessId,
        });
        const next = await loadAuth(db, token);
        if (!next) throw new Error('a session just created could not be loaded');
        await recordAudit(db, request, {
          action: 'auth.switch_business',
          outcome: 'success',
          businessId: target.businessId,
          details: { from: auth.businessId },
        });
        return toAuthSession(next);
      },
    );

    // ---- The invitation link (public) ---------------------------------------------------------

    app.get(
      '/api/public/invitations/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['team'],
          summary: 'What an invitation link offers (studio, role, whether the email has a login)',
          params: tokenParams,
          response: { 200: invitationPreviewSchema, ...problems(404, 410) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const row = await openInvitation(db, request.params.token);
        return {
          businessName: row.businessName,
          email: row.email,
          role: row.role,
          accountExists: await accountExists(db, row.email),
        };
      },
    );

    app.post(
      '/api/public/invitations/:token/accept',
      {
        config: { access: 'public' },
        schema: {
          tags: ['team'],
          summary:
            'Accepts an invitation and signs in to that studio: a new person creates their login; someone with an account must be signed in as the invited address (409 otherwise; no password is checked here)',
          params: tokenParams,
          body: invitationAcceptSchema,
          response: { 200: authSessionSchema, ...problems(400, 403, 404, 409, 410) },
        },
      },
      async (request, reply) => {
        // Only a finished sign-in counts: one waiting for its two-step code is not signed in yet.
        const signedIn = request.auth?.stage === 'active' ? request.auth : null;
        const accepted = await acceptInvitation(db, request.params.token, request.body, signedIn);
        const { token } = await startSession(db, request, reply, accepted);
        const auth = await loadAuth(db, token);
        if (!auth) throw new Error('a session just created could not be loaded');
        await recordAudit(db, request, {
          action: 'team.invite_accept',
          outcome: 'success',
          actorUserId: accepted.userId,
          businessId: accepted.businessId,
          targetType: 'invitation',
          targetId: accepted.invitationId,
        });
        return toAuthSession(auth);
      },
    );
  };
}
