import {
  ACCESS,
  abilityRulesFor,
  buildAbility,
  consentInputSchema,
  customerPointInputSchema,
  customerProfileSchema,
  healthAnswersInputSchema,
  healthAnswersSchema as healthSchema,
  householdMemberInputSchema,
  householdMemberSchema,
  medicalAnswersInputSchema,
  memberInterestsInputSchema,
  memberProfileInputSchema,
  memberProfileSchema,
  memberProfileUpdateSchema,
  nutritionAnswersInputSchema,
  onboardingSchema,
  memberPhotoInputSchema as photoInputSchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { notFound, problems } from '../../lib/problem.ts';
import { authOf } from '../../lib/route-access.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { authSessionSchema, toAuthSession } from '../auth/index.ts';
import {
  addHouseholdMember,
  customerHealth,
  customerPhoto,
  customerProfile,
  editHouseholdMember,
  exportMemberData,
  finishMemberOnboarding,
  myHousehold,
  myPhoto,
  myProfile,
  type OnboardingCaller,
  type OnboardingInputs,
  onboardingState,
  removeHouseholdMember,
  removeMyPhoto,
  saveMyHealth,
  saveMyProfile,
  saveOnboardingStep,
  setCustomerPoint,
  setMyPhoto,
} from './members.service.ts';

// Staff and experts both hold `read service`; an expert is then limited to their own clients
// (members.service.ts decides, with the customers module).

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });
const householdParams = z.strictObject({ id: z.uuid('Not a household member id.') });

const onboardingCaller = (request: FastifyRequest): OnboardingCaller => ({
  ...viewerOf(request),
  onboarded: authOf(request).onboarded,
});

/** A photo as its bytes. Private: never kept by a shared cache; nosniff (helmet) stops a browser guessing another type. */
const sendPhoto = (photo: { bytes: Buffer; type: string }, reply: FastifyReply) =>
  reply.header('content-type', photo.type).header('cache-control', 'private, no-store').send(photo.bytes);

/** The member's profile, household, questionnaires and policies (docs/decisions/0027-member-onboarding.md). */
export function memberRoutes(db: Database, cipher: FieldCipher): FastifyPluginAsyncZod {
  const store = { db, cipher };

  return async (app) => {
    // ---- Onboarding: signed in + a check, so a finished member hears "already finished" (409), not 403.
    app.get(
      '/api/members/onboarding',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['members'],
          summary: 'Where the member is in onboarding, with what is saved so far',
          response: { 200: onboardingSchema, ...problems(404, 409) },
        },
      },
      async (request) => onboardingState(store, onboardingCaller(request)),
    );

    const stepRoute = <K extends keyof OnboardingInputs>(step: K, body: z.ZodType<OnboardingInputs[K]>) =>
      app.put(
        `/api/members/onboarding/${step}`,
        {
          config: { access: 'signedIn' },
          schema: {
            tags: ['members'],
            summary: `Saves the onboarding step "${step}"`,
            body,
            response: { 200: onboardingSchema, ...problems(400, 404, 409) },
          },
        },
        async (request) =>
          saveOnboardingStep(store, onboardingCaller(request), step, request.body as OnboardingInputs[K]),
      );

    stepRoute('profile', memberProfileInputSchema);
    stepRoute('interests', memberInterestsInputSchema);
    stepRoute('medical', medicalAnswersInputSchema);
    stepRoute('nutrition', nutritionAnswersInputSchema);

    app.post(
      '/api/members/onboarding/consent',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['members'],
          summary: 'Agrees to the policies and finishes onboarding: answers the new session (read customer)',
          body: consentInputSchema,
          response: { 200: authSessionSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { fullName } = await finishMemberOnboarding(store, onboardingCaller(request), request.body);
        await recordAudit(db, request, {
          action: 'member.onboarded',
          outcome: 'success',
          targetType: 'membership',
          targetId: auth.membershipId,
          details: { termsVersion: request.body.termsVersion, privacyVersion: request.body.privacyVersion },
        });
        // The same rules the next request will load from the membership; the browser stores them.
        const abilityRules = abilityRulesFor({ role: auth.role, status: 'active', onboarded: true });
        return toAuthSession({
          ...auth,
          fullName: fullName ?? auth.fullName,
          onboarded: true,
          abilityRules,
          ability: buildAbility(abilityRules),
        });
      },
    );

    // ---- The member's own profile (after onboarding) ------------------------------------------------
    app.get(
      '/api/members/me/profile',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'My profile with my health answers',
          response: { 200: memberProfileSchema },
        },
      },
      async (request) => myProfile(store, viewerOf(request)),
    );

    app.put(
      '/api/members/me/profile',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Saves my profile and interests',
          body: memberProfileUpdateSchema,
          response: { 200: memberProfileSchema, ...problems(400) },
        },
      },
      async (request) => saveMyProfile(store, viewerOf(request), request.body),
    );

    app.put(
      '/api/members/me/health',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Saves my medical and nutrition answers',
          body: healthAnswersInputSchema,
          response: { 200: healthSchema, ...problems(400) },
        },
      },
      async (request) => saveMyHealth(store, viewerOf(request), request.body),
    );

    app.put(
      '/api/members/me/photo',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Sets my photo (JPEG, PNG or WebP, at most 700 KB, as base64)',
          body: photoInputSchema,
          response: { 204: z.null(), ...problems(400) },
        },
      },
      async (request, reply) => {
        await setMyPhoto(store, viewerOf(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/members/me/photo',
      {
        config: { access: ACCESS.member },
        schema: { tags: ['members'], summary: 'Removes my photo', response: { 204: z.null() } },
      },
      async (request, reply) => {
        await removeMyPhoto(store, viewerOf(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/members/me/photo',
      {
        config: { access: ACCESS.member },
        schema: { tags: ['members'], summary: 'My photo', response: { ...problems(404) } },
      },
      async (request, reply) => sendPhoto(await myPhoto(store, viewerOf(request)), reply),
    );

    // ---- Household ----------------------------------------------------------------------------------
    app.get(
      '/api/members/me/household',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'My household members',
          response: { 200: z.object({ items: z.array(householdMemberSchema) }) },
        },
      },
      async (request) => ({ items: await myHousehold(store, viewerOf(request)) }),
    );

    app.post(
      '/api/members/me/household',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Adds a household member',
          body: householdMemberInputSchema,
          response: { 201: householdMemberSchema, ...problems(400) },
        },
      },
      async (request, reply) => {
        const member = await addHouseholdMember(store, viewerOf(request), request.body);
        reply.code(201);
        return member;
      },
    );

    app.put(
      '/api/members/me/household/:id',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Edits a household member',
          params: householdParams,
          body: householdMemberInputSchema,
          response: { 200: householdMemberSchema, ...problems(400, 404) },
        },
      },
      async (request) => editHouseholdMember(store, viewerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/members/me/household/:id',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['members'],
          summary: 'Removes a household member (sessions keep the names they were booked with)',
          params: householdParams,
          response: { 204: z.null(), ...problems(404) },
        },
      },
      async (request, reply) => {
        await removeHouseholdMember(store, viewerOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    // ---- My data -------------------------------------------------------------------------------------
    app.get(
      '/api/members/me/export',
      {
        // Signed in plus a check, like onboarding: the right of access does not wait for onboarding
        // to finish, so a member still onboarding (read onBoard) downloads too; an expert gets 404.
        config: { access: 'signedIn' },
        schema: {
          tags: ['members'],
          summary: 'Everything the studio holds about me, as one JSON file (a download)',
          response: { 200: z.record(z.string(), z.unknown()), ...problems(404) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        // Heavy and read-only: the replica may answer it (db/replica.ts).
        const { fileName, data } = await exportMemberData(
          { ...store, reads: request.reads },
          {
            ...viewerOf(request),
            businessName: auth.businessName,
            ability: auth.ability,
          },
        );
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        return data;
      },
    );

    // ---- Staff and experts --------------------------------------------------------------------------
    app.get(
      '/api/customers/:customerId/profile',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'A customer’s profile and medical flag (the answers: /health)',
          params: customerParams,
          response: { 200: customerProfileSchema, ...problems(404) },
        },
      },
      async (request) => customerProfile(store, viewerOf(request), request.params.customerId),
    );

    app.put(
      '/api/customers/:customerId/point',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'Places a customer’s address on the map (a pin or typed), or clears it with nulls',
          params: customerParams,
          body: customerPointInputSchema,
          response: { 200: customerProfileSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        const { customerId } = request.params;
        const profile = await setCustomerPoint(store, viewerOf(request), customerId, request.body);
        await recordAudit(db, request, {
          action: 'customer.point',
          outcome: 'success',
          targetType: 'membership',
          targetId: customerId,
        });
        return profile;
      },
    );

    app.get(
      '/api/customers/:customerId/photo',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['customers'],
          summary: 'A customer’s photo',
          params: customerParams,
          response: { ...problems(404) },
        },
      },
      async (request, reply) =>
        sendPhoto(await customerPhoto(store, viewerOf(request), request.params.customerId), reply),
    );

    app.get(
      '/api/customers/:customerId/health',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['customers'],
          summary:
            'A customer’s health answers: staff, or an expert whose client they are; every read audited',
          params: customerParams,
          response: { 200: healthSchema, ...problems(404) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { customerId } = request.params;
        const read = await customerHealth(store, viewer, customerId);
        if (read.denied) {
          await recordAudit(db, request, {
            action: 'health.read',
            outcome: 'denied',
            targetType: 'membership',
            targetId: customerId,
          });
          // The same answer as for no such customer: an expert learns nothing of others' clients.
          throw notFound('customer');
        }
        await recordAudit(db, request, {
          action: 'health.read',
          outcome: 'success',
          targetType: 'membership',
          targetId: customerId,
          details: { role: viewer.role },
        });
        return read.health;
      },
    );
  };
}
