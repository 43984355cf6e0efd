import {
  ACCESS,
  abilityRulesFor,
  buildAbility,
  consentInputSchema,
  customerProfileSchema,
  hasMedicalFlag,
  healthAnswersInputSchema,
  healthAnswersSchema as healthSchema,
  householdMemberInputSchema,
  householdMemberSchema,
  MEMBER_PHOTO_MAX_BYTES,
  type MedicalAnswers,
  medicalAnswersInputSchema,
  memberInterestsInputSchema,
  memberProfileInputSchema,
  memberProfileSchema,
  memberProfileUpdateSchema,
  type NutritionAnswers,
  nutritionAnswersInputSchema,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingSchema,
  POLICY_VERSIONS,
  memberPhotoInputSchema as photoInputSchema,
} from '@bmp/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as clock from '../../lib/clock.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { checkedImage } from '../../lib/images.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import { authOf, type RequestAuth } from '../../lib/route-access.ts';
import { authSessionSchema, toAuthSession } from '../auth/index.ts';
import { mayReadCustomer } from '../customers/index.ts';
import {
  deleteHouseholdMember,
  ensureProfile,
  findCustomer,
  findProfile,
  findUserContact,
  finishOnboarding,
  type HouseholdRow,
  insertHouseholdMember,
  laterStep,
  listCustomerData,
  listHousehold,
  type MemberProfileRow,
  updateContactAndProfile,
  updateHouseholdMember,
  updateProfile,
} from './members.repository.ts';

// Staff and experts both hold `read service`; an expert is then limited to their own clients below.

const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });
const householdParams = z.strictObject({ id: z.uuid('Not a household member id.') });

/** Bytes after base64 decoding (packages/shared's memberPhotoInputSchema holds the limit). */
export const PHOTO_MAX_BYTES = MEMBER_PHOTO_MAX_BYTES;

const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);

/** The member's profile, household, questionnaires and policies (docs/decisions/0027-member-profile.md). */
export function memberRoutes(db: Database, cipher: FieldCipher): FastifyPluginAsyncZod {
  const seal = (value: unknown) => cipher.encrypt(JSON.stringify(value));
  const open = <T>(stored: string | null): T | null =>
    stored ? (JSON.parse(cipher.decrypt(stored)) as T) : null;

  const profileFields = (
    row: MemberProfileRow,
    user: { fullName: string; email: string; phone: string | null },
  ) => ({
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    locationCode: row.locationCode,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    sports: row.sports,
    goals: row.goals,
    languages: row.languages,
    medicalFlag: row.medicalFlag,
    hasPhoto: row.photo !== null,
    photoVersion: row.photoVersion,
    termsVersion: row.termsVersion,
    privacyVersion: row.privacyVersion,
    consentedAt: row.consentedAt?.toISOString() ?? null,
  });
  const health = (row: MemberProfileRow) => ({
    medicalFlag: row.medicalFlag,
    medical: open<MedicalAnswers>(row.medicalAnswersEncrypted),
    nutrition: open<NutritionAnswers>(row.nutritionAnswersEncrypted),
  });
  const toHousehold = (row: HouseholdRow) => ({
    id: row.id,
    fullName: row.fullName,
    relationship: row.relationship,
    dateOfBirth: row.dateOfBirth,
    medicalNote: open<string>(row.medicalNoteEncrypted) ?? '',
  });

  const ownProfile = async (auth: RequestAuth) => {
    const row = await ensureProfile(db, auth.businessId, auth.membershipId);
    const user = await findUserContact(db, auth.userId);
    if (!user) throw new HttpProblem(404, 'Not Found', 'No such account.');
    return { row, user };
  };

  /** A customer still onboarding, who may save `step` now (every earlier step is saved). */
  const onboardingCustomer = async (request: Parameters<typeof authOf>[0], step?: OnboardingStep) => {
    const auth = authOf(request);
    if (auth.role !== 'customer') throw new HttpProblem(404, 'Not Found', 'Only members have an onboarding.');
    if (auth.onboarded) throw conflict('Onboarding is already finished; edit your profile instead.');
    const row = await ensureProfile(db, auth.businessId, auth.membershipId);
    if (step) {
      const next = row.nextStep === 'done' ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(row.nextStep);
      if (ONBOARDING_STEPS.indexOf(step) > next) {
        throw conflict(`Finish the ${row.nextStep} step first.`);
      }
    }
    return { auth, row };
  };
  const advance = (row: MemberProfileRow, step: OnboardingStep) =>
    laterStep(row.nextStep, step, [...ONBOARDING_STEPS, 'done']) as MemberProfileRow['nextStep'];

  const onboardingView = async (auth: RequestAuth) => {
    const { row, user } = await ownProfile(auth);
    return { ...profileFields(row, user), ...health(row), nextStep: row.nextStep, policies: POLICY_VERSIONS };
  };

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
      async (request) => onboardingView((await onboardingCustomer(request)).auth),
    );

    const stepRoute = <S extends z.ZodType>(
      step: Exclude<OnboardingStep, 'consent'>,
      body: S,
      save: (auth: RequestAuth, input: z.output<S>, row: MemberProfileRow) => Promise<void>,
    ) =>
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
        async (request) => {
          const { auth, row } = await onboardingCustomer(request, step);
          await save(auth, request.body as z.output<S>, row);
          return onboardingView(auth);
        },
      );

    stepRoute('profile', memberProfileInputSchema, async (auth, input, row) => {
      await updateContactAndProfile(
        db,
        auth.businessId,
        auth.membershipId,
        auth.userId,
        { fullName: input.fullName, phone: input.phone },
        {
          dateOfBirth: input.dateOfBirth,
          address: input.address,
          locationCode: input.locationCode,
          emergencyContactName: input.emergencyContactName,
          emergencyContactPhone: input.emergencyContactPhone,
          nextStep: advance(row, 'profile'),
        },
      );
    });
    stepRoute('interests', memberInterestsInputSchema, async (auth, input, row) => {
      await updateProfile(db, auth.businessId, auth.membershipId, {
        ...input,
        nextStep: advance(row, 'interests'),
      });
    });
    stepRoute('medical', medicalAnswersInputSchema, async (auth, input, row) => {
      await updateProfile(db, auth.businessId, auth.membershipId, {
        medicalAnswersEncrypted: seal(input),
        medicalFlag: hasMedicalFlag(input),
        nextStep: advance(row, 'medical'),
      });
    });
    stepRoute('nutrition', nutritionAnswersInputSchema, async (auth, input, row) => {
      await updateProfile(db, auth.businessId, auth.membershipId, {
        nutritionAnswersEncrypted: seal(input),
        nextStep: advance(row, 'nutrition'),
      });
    });

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
        const { auth } = await onboardingCustomer(request, 'consent');
        const now = clock.now();
        await finishOnboarding(
          db,
          auth.businessId,
          auth.membershipId,
          { termsVersion: request.body.termsVersion, privacyVersion: request.body.privacyVersion },
          now,
        );
        await recordAudit(db, request, {
          action: 'member.onboarded',
          outcome: 'success',
          targetType: 'membership',
          targetId: auth.membershipId,
          details: { termsVersion: request.body.termsVersion, privacyVersion: request.body.privacyVersion },
        });
        // The same rules the next request will load from the membership; the browser stores them.
        const abilityRules = abilityRulesFor({ role: auth.role, status: 'active', onboarded: true });
        const fresh = await findUserContact(db, auth.userId);
        return toAuthSession({
          ...auth,
          fullName: fresh?.fullName ?? auth.fullName,
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
      async (request) => {
        const { row, user } = await ownProfile(authOf(request));
        return { ...profileFields(row, user), ...health(row) };
      },
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
      async (request) => {
        const auth = authOf(request);
        const { fullName, phone, ...rest } = request.body;
        await ensureProfile(db, auth.businessId, auth.membershipId);
        await updateContactAndProfile(
          db,
          auth.businessId,
          auth.membershipId,
          auth.userId,
          { fullName, phone },
          rest,
        );
        const { row, user } = await ownProfile(auth);
        return { ...profileFields(row, user), ...health(row) };
      },
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
      async (request) => {
        const auth = authOf(request);
        await ensureProfile(db, auth.businessId, auth.membershipId);
        await updateProfile(db, auth.businessId, auth.membershipId, {
          medicalAnswersEncrypted: seal(request.body.medical),
          nutritionAnswersEncrypted: seal(request.body.nutrition),
          medicalFlag: hasMedicalFlag(request.body.medical),
        });
        const row = await findProfile(db, auth.businessId, auth.membershipId);
        if (!row) throw new HttpProblem(404, 'Not Found', 'No profile.');
        return health(row);
      },
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
        const auth = authOf(request);
        const { bytes, type } = checkedImage(
          request.body,
          PHOTO_MAX_BYTES,
          'Choose a photo of at most 700 KB.',
        );
        const row = await ensureProfile(db, auth.businessId, auth.membershipId);
        await updateProfile(db, auth.businessId, auth.membershipId, {
          photo: bytes,
          photoType: type,
          photoVersion: row.photoVersion + 1,
        });
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
        const auth = authOf(request);
        await updateProfile(db, auth.businessId, auth.membershipId, { photo: null, photoType: null });
        return reply.code(204).send(null);
      },
    );

    const sendPhoto = (row: MemberProfileRow | undefined, reply: FastifyReply) => {
      if (!row?.photo || !row.photoType) throw new HttpProblem(404, 'Not Found', 'No photo.');
      // Private: never kept by a shared cache; nosniff (helmet) stops a browser guessing another type.
      return reply
        .header('content-type', row.photoType)
        .header('cache-control', 'private, no-store')
        .send(row.photo);
    };

    app.get(
      '/api/members/me/photo',
      {
        config: { access: ACCESS.member },
        schema: { tags: ['members'], summary: 'My photo', response: { ...problems(404) } },
      },
      async (request, reply) => {
        const auth = authOf(request);
        return sendPhoto(await findProfile(db, auth.businessId, auth.membershipId), reply);
      },
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
      async (request) => {
        const auth = authOf(request);
        return { items: (await listHousehold(db, auth.businessId, auth.membershipId)).map(toHousehold) };
      },
    );

    const householdValues = (input: z.output<typeof householdMemberInputSchema>) => ({
      fullName: input.fullName,
      relationship: input.relationship,
      dateOfBirth: input.dateOfBirth,
      medicalNoteEncrypted: input.medicalNote ? seal(input.medicalNote) : null,
    });

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
        const auth = authOf(request);
        const row = await insertHouseholdMember(
          db,
          auth.businessId,
          auth.membershipId,
          householdValues(request.body),
        );
        reply.code(201);
        return toHousehold(row);
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
      async (request) => {
        const auth = authOf(request);
        const row = await updateHouseholdMember(
          db,
          auth.businessId,
          auth.membershipId,
          request.params.id,
          householdValues(request.body),
        );
        if (!row) throw new HttpProblem(404, 'Not Found', 'No such household member.');
        return toHousehold(row);
      },
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
        const auth = authOf(request);
        const removed = await deleteHouseholdMember(
          db,
          auth.businessId,
          auth.membershipId,
          request.params.id,
        );
        if (!removed) throw new HttpProblem(404, 'Not Found', 'No such household member.');
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
        const member = [ACCESS.member, ACCESS.onboarding].some((rule) =>
          auth.ability.can(rule.action, rule.subject),
        );
        if (!member) throw new HttpProblem(404, 'Not Found', 'Only members have data to download here.');
        const { businessId, membershipId } = auth;
        const { row, user } = await ownProfile(auth);
        const mine = await listCustomerData(db, businessId, membershipId);
        const {
          photo: _photo,
          medicalAnswersEncrypted: _m,
          nutritionAnswersEncrypted: _n,
          ...profileRow
        } = row;
        const body = {
          exportedAt: clock.now().toISOString(),
          studio: { id: businessId, name: auth.businessName },
          account: { email: user.email, fullName: user.fullName, phone: user.phone },
          profile: { ...profileRow, ...health(row), photo: row.photo ? { type: row.photoType } : null },
          household: (await listHousehold(db, businessId, membershipId)).map(toHousehold),
          sessions: mine.sessions.map((session) => ({
            ...session,
            participants: mine.participants
              .filter((participant) => participant.serviceId === session.id)
              .map((participant) => participant.name),
          })),
          purchases: mine.purchases,
          payments: mine.payments,
          credits: { balances: mine.balances, lots: mine.lots, entries: mine.entries },
        };
        const day = clock.now().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
        // Round-tripped so dates are ISO strings and the answer is exactly the file's content.
        return JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
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
      async (request) => {
        const { businessId } = authOf(request);
        const customer = await findCustomer(db, businessId, request.params.customerId);
        if (!customer) throw new HttpProblem(404, 'Not Found', 'No such customer.');
        const row = await ensureProfile(db, businessId, customer.membershipId);
        return { id: customer.membershipId, ...profileFields(row, customer) };
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
      async (request, reply) => {
        const { businessId } = authOf(request);
        return sendPhoto(await findProfile(db, businessId, request.params.customerId), reply);
      },
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
        const auth = authOf(request);
        const { customerId } = request.params;
        // Staff, or an expert whose client this is (decision 0034); the customers module decides.
        if (!(await mayReadCustomer(db, auth, customerId))) {
          await recordAudit(db, request, {
            action: 'health.read',
            outcome: 'denied',
            targetType: 'membership',
            targetId: customerId,
          });
          // The same answer as for no such customer: an expert learns nothing of others' clients.
          throw new HttpProblem(404, 'Not Found', 'No such customer.');
        }
        const row = await ensureProfile(db, auth.businessId, customerId);
        await recordAudit(db, request, {
          action: 'health.read',
          outcome: 'success',
          targetType: 'membership',
          targetId: customerId,
          details: { role: auth.role },
        });
        return health(row);
      },
    );
  };
}
