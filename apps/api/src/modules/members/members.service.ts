import {
  ACCESS,
  type AppAbility,
  type consentInputSchema,
  hasMedicalFlag,
  type healthAnswersInputSchema,
  type householdMemberInputSchema,
  MEMBER_PHOTO_MAX_BYTES,
  type MedicalAnswers,
  type medicalAnswersInputSchema,
  memberCity,
  type memberInterestsInputSchema,
  type memberPhotoInputSchema,
  type memberProfileInputSchema,
  type memberProfileUpdateSchema,
  type NutritionAnswers,
  type nutritionAnswersInputSchema,
  ONBOARDING_STEPS,
  type OnboardingStep,
  POLICY_VERSIONS,
  pointOfColumns,
  pointOfFields,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadDatabase } from '../../db/replica.ts';
import * as clock from '../../lib/clock.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { checkedImage } from '../../lib/images.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { mayReadCustomer } from '../customers/index.ts';
import { findMember, markOnboarded } from '../memberships/index.ts';
import { listStudioLocations } from '../studio/index.ts';
import {
  deleteHouseholdMember,
  ensureProfile,
  findProfile,
  findUserContact,
  finishProfile,
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

// The member's profile, household, questionnaires and policies (docs/decisions/0027-member-onboarding.md).
// Health answers and household medical notes are sealed with the field cipher before they are stored.

/** The database and the cipher the health answers are sealed with. */
export type MemberStore = { db: Database; cipher: FieldCipher };

/** A caller of the onboarding: whether they finished it decides what they may save. */
export type OnboardingCaller = Viewer & { onboarded: boolean };

/** Bytes after base64 decoding (packages/shared's memberPhotoInputSchema holds the limit). */
const PHOTO_MAX_BYTES = MEMBER_PHOTO_MAX_BYTES;

const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
const noSuch = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

const seal = (cipher: FieldCipher, value: unknown) => cipher.encrypt(JSON.stringify(value));
const open = <T>(cipher: FieldCipher, stored: string | null): T | null =>
  stored ? (JSON.parse(cipher.decrypt(stored)) as T) : null;

function profileFields(
  row: MemberProfileRow,
  user: { fullName: string; email: string; phone: string | null },
) {
  return {
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: memberCity(row.city),
    latitude: row.latitude,
    longitude: row.longitude,
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
  };
}

/**
 * The profile's point columns for a request's two point fields: both set, both cleared, or (both left
 * out) nothing, so the stored point is kept. The schema already refused one half alone.
 */
function pointColumnsOf(input: { latitude?: number | null; longitude?: number | null }) {
  const point = pointOfFields(input);
  if (point === undefined) return {};
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

const health = (cipher: FieldCipher, row: MemberProfileRow) => ({
  medicalFlag: row.medicalFlag,
  medical: open<MedicalAnswers>(cipher, row.medicalAnswersEncrypted),
  nutrition: open<NutritionAnswers>(cipher, row.nutritionAnswersEncrypted),
});

const toHousehold = (cipher: FieldCipher, row: HouseholdRow) => ({
  id: row.id,
  fullName: row.fullName,
  relationship: row.relationship,
  dateOfBirth: row.dateOfBirth,
  medicalNote: open<string>(cipher, row.medicalNoteEncrypted) ?? '',
});

async function ownProfile(db: Database, viewer: Viewer) {
  const row = await ensureProfile(db, viewer.businessId, viewer.membershipId);
  const user = await findUserContact(db, viewer.userId);
  if (!user) throw new HttpProblem(404, 'Not Found', 'No such account.');
  return { row, user };
}

// ---- Onboarding ---------------------------------------------------------------------------------------

/** A customer still onboarding, who may save `step` now (every earlier step is saved). */
async function onboardingProfile(db: Database, caller: OnboardingCaller, step?: OnboardingStep) {
  if (caller.role !== 'customer') throw new HttpProblem(404, 'Not Found', 'Only members have an onboarding.');
  if (caller.onboarded) throw conflict('Onboarding is already finished; edit your profile instead.');
  const row = await ensureProfile(db, caller.businessId, caller.membershipId);
  if (step) {
    const next = row.nextStep === 'done' ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(row.nextStep);
    if (ONBOARDING_STEPS.indexOf(step) > next) {
      throw conflict(`Finish the ${row.nextStep} step first.`);
    }
  }
  return row;
}

const advance = (row: MemberProfileRow, step: OnboardingStep) =>
  laterStep(row.nextStep, step, [...ONBOARDING_STEPS, 'done']) as MemberProfileRow['nextStep'];

/** The city field's suggestions: the studio's active locations, its default first (not Los Angeles). */
async function citySuggestions(db: Database, businessId: string) {
  const rows = await listStudioLocations(db, businessId, true);
  return [...new Set(rows.map((row) => row.display))];
}

async function onboardingView({ db, cipher }: MemberStore, viewer: Viewer) {
  const { row, user } = await ownProfile(db, viewer);
  return {
    ...profileFields(row, user),
    ...health(cipher, row),
    citySuggestions: await citySuggestions(db, viewer.businessId),
    nextStep: row.nextStep,
    policies: POLICY_VERSIONS,
  };
}

/** Where the member is in onboarding, with what is saved so far. */
export async function onboardingState(store: MemberStore, caller: OnboardingCaller) {
  await onboardingProfile(store.db, caller);
  return onboardingView(store, caller);
}

/** What each onboarding step (but the consent) saves. */
export type OnboardingInputs = {
  profile: z.output<typeof memberProfileInputSchema>;
  interests: z.output<typeof memberInterestsInputSchema>;
  medical: z.output<typeof medicalAnswersInputSchema>;
  nutrition: z.output<typeof nutritionAnswersInputSchema>;
};

type StepSaver<S extends keyof OnboardingInputs> = (
  store: MemberStore,
  viewer: Viewer,
  input: OnboardingInputs[S],
  row: MemberProfileRow,
) => Promise<void>;

const STEP_SAVERS: { [S in keyof OnboardingInputs]: StepSaver<S> } = {
  profile: async ({ db }, viewer, input, row) => {
    await updateContactAndProfile(
      db,
      viewer.businessId,
      viewer.membershipId,
      viewer.userId,
      { fullName: input.fullName, phone: input.phone },
      {
        dateOfBirth: input.dateOfBirth,
        address: input.address,
        city: input.city,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        ...pointColumnsOf(input),
        nextStep: advance(row, 'profile'),
      },
    );
  },
  interests: async ({ db }, viewer, input, row) => {
    await updateProfile(db, viewer.businessId, viewer.membershipId, {
      ...input,
      nextStep: advance(row, 'interests'),
    });
  },
  medical: async ({ db, cipher }, viewer, input, row) => {
    await updateProfile(db, viewer.businessId, viewer.membershipId, {
      medicalAnswersEncrypted: seal(cipher, input),
      medicalFlag: hasMedicalFlag(input),
      nextStep: advance(row, 'medical'),
    });
  },
  nutrition: async ({ db, cipher }, viewer, input, row) => {
    await updateProfile(db, viewer.businessId, viewer.membershipId, {
      nutritionAnswersEncrypted: seal(cipher, input),
      nextStep: advance(row, 'nutrition'),
    });
  },
};

/** Saves one onboarding step (refused before the earlier ones) and answers the onboarding after it. */
export async function saveOnboardingStep<S extends keyof OnboardingInputs>(
  store: MemberStore,
  caller: OnboardingCaller,
  step: S,
  input: OnboardingInputs[S],
) {
  const row = await onboardingProfile(store.db, caller, step);
  await (STEP_SAVERS[step] as StepSaver<S>)(store, caller, input, row);
  return onboardingView(store, caller);
}

/** Agrees to the policies and finishes onboarding; answers the person's name as saved now. */
export async function finishMemberOnboarding(
  { db }: MemberStore,
  caller: OnboardingCaller,
  input: z.output<typeof consentInputSchema>,
): Promise<{ fullName: string | undefined }> {
  await onboardingProfile(db, caller, 'consent');
  const now = clock.now();
  // The consent and the end of onboarding together, or neither.
  await db.transaction(async (tx) => {
    await finishProfile(
      tx,
      caller.businessId,
      caller.membershipId,
      { termsVersion: input.termsVersion, privacyVersion: input.privacyVersion },
      now,
    );
    await markOnboarded(tx, caller.businessId, caller.membershipId, now);
  });
  return { fullName: (await findUserContact(db, caller.userId))?.fullName };
}

// ---- The member's own profile (after onboarding) ----------------------------------------------------

export async function myProfile({ db, cipher }: MemberStore, viewer: Viewer) {
  const { row, user } = await ownProfile(db, viewer);
  return {
    ...profileFields(row, user),
    ...health(cipher, row),
    citySuggestions: await citySuggestions(db, viewer.businessId),
  };
}

/** Saves my profile and interests. */
export async function saveMyProfile(
  store: MemberStore,
  viewer: Viewer,
  input: z.output<typeof memberProfileUpdateSchema>,
) {
  const { fullName, phone, latitude, longitude, ...rest } = input;
  await ensureProfile(store.db, viewer.businessId, viewer.membershipId);
  await updateContactAndProfile(
    store.db,
    viewer.businessId,
    viewer.membershipId,
    viewer.userId,
    { fullName, phone },
    { ...rest, ...pointColumnsOf({ latitude, longitude }) },
  );
  return myProfile(store, viewer);
}

/** Saves my medical and nutrition answers, sealed. */
export async function saveMyHealth(
  { db, cipher }: MemberStore,
  viewer: Viewer,
  input: z.output<typeof healthAnswersInputSchema>,
) {
  await ensureProfile(db, viewer.businessId, viewer.membershipId);
  await updateProfile(db, viewer.businessId, viewer.membershipId, {
    medicalAnswersEncrypted: seal(cipher, input.medical),
    nutritionAnswersEncrypted: seal(cipher, input.nutrition),
    medicalFlag: hasMedicalFlag(input.medical),
  });
  const row = await findProfile(db, viewer.businessId, viewer.membershipId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'No profile.');
  return health(cipher, row);
}

export async function setMyPhoto(
  { db }: MemberStore,
  viewer: Viewer,
  input: z.output<typeof memberPhotoInputSchema>,
): Promise<void> {
  const { bytes, type } = checkedImage(input, PHOTO_MAX_BYTES, 'Choose a photo of at most 700 KB.');
  const row = await ensureProfile(db, viewer.businessId, viewer.membershipId);
  await updateProfile(db, viewer.businessId, viewer.membershipId, {
    photo: bytes,
    photoType: type,
    photoVersion: row.photoVersion + 1,
  });
}

export async function removeMyPhoto({ db }: MemberStore, viewer: Viewer): Promise<void> {
  await updateProfile(db, viewer.businessId, viewer.membershipId, { photo: null, photoType: null });
}

/** A member's photo and its type; 404 when there is none. */
async function photoOf(db: Database, businessId: string, membershipId: string) {
  const row = await findProfile(db, businessId, membershipId);
  if (!row?.photo || !row.photoType) throw new HttpProblem(404, 'Not Found', 'No photo.');
  return { bytes: row.photo, type: row.photoType };
}

export function myPhoto({ db }: MemberStore, viewer: Viewer) {
  return photoOf(db, viewer.businessId, viewer.membershipId);
}

// ---- Household --------------------------------------------------------------------------------------

type HouseholdInput = z.output<typeof householdMemberInputSchema>;

const householdValues = (cipher: FieldCipher, input: HouseholdInput) => ({
  fullName: input.fullName,
  relationship: input.relationship,
  dateOfBirth: input.dateOfBirth,
  medicalNoteEncrypted: input.medicalNote ? seal(cipher, input.medicalNote) : null,
});

export async function myHousehold({ db, cipher }: MemberStore, viewer: Viewer) {
  const rows = await listHousehold(db, viewer.businessId, viewer.membershipId);
  return rows.map((row) => toHousehold(cipher, row));
}

export async function addHouseholdMember({ db, cipher }: MemberStore, viewer: Viewer, input: HouseholdInput) {
  const row = await insertHouseholdMember(
    db,
    viewer.businessId,
    viewer.membershipId,
    householdValues(cipher, input),
  );
  return toHousehold(cipher, row);
}

export async function editHouseholdMember(
  { db, cipher }: MemberStore,
  viewer: Viewer,
  id: string,
  input: HouseholdInput,
) {
  const row = await updateHouseholdMember(
    db,
    viewer.businessId,
    viewer.membershipId,
    id,
    householdValues(cipher, input),
  );
  if (!row) throw noSuch('household member');
  return toHousehold(cipher, row);
}

/** Removes a household member; sessions keep the names they were booked with. */
export async function removeHouseholdMember({ db }: MemberStore, viewer: Viewer, id: string): Promise<void> {
  const removed = await deleteHouseholdMember(db, viewer.businessId, viewer.membershipId, id);
  if (!removed) throw noSuch('household member');
}

// ---- My data ----------------------------------------------------------------------------------------

/** Who downloads their data: the signed-in person, their studio's name and what they may do. */
export type ExportCaller = Viewer & { businessName: string; ability: Pick<AppAbility, 'can'> };

/**
 * Everything the studio holds about the caller, as one JSON document, and the file's name. The right
 * of access does not wait for onboarding, so a member still onboarding gets it too; anyone else (an
 * expert, staff) gets 404.
 */
export async function exportMemberData(
  store: MemberStore & { reads: ReadDatabase },
  caller: ExportCaller,
): Promise<{ fileName: string; data: Record<string, unknown> }> {
  const { db, cipher } = store;
  const member = [ACCESS.member, ACCESS.onboarding].some((rule) =>
    caller.ability.can(rule.action, rule.subject),
  );
  if (!member) throw new HttpProblem(404, 'Not Found', 'Only members have data to download here.');
  const { businessId, membershipId } = caller;
  const { row, user } = await ownProfile(db, caller);
  const mine = await listCustomerData(store.reads, businessId, membershipId);
  const { photo: _photo, medicalAnswersEncrypted: _m, nutritionAnswersEncrypted: _n, ...profileRow } = row;
  const body = {
    exportedAt: clock.now().toISOString(),
    studio: { id: businessId, name: caller.businessName },
    account: { email: user.email, fullName: user.fullName, phone: user.phone },
    profile: { ...profileRow, ...health(cipher, row), photo: row.photo ? { type: row.photoType } : null },
    household: await myHousehold(store, caller),
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
  // Round-tripped so dates are ISO strings and the answer is exactly the file's content.
  return {
    fileName: `my-data-${day}.json`,
    data: JSON.parse(JSON.stringify(body)) as Record<string, unknown>,
  };
}

// ---- Staff and experts ------------------------------------------------------------------------------

/** A customer's profile and medical flag, for staff (the answers: customerHealth). */
export async function customerProfile({ db }: MemberStore, viewer: Viewer, customerId: string) {
  const customer = await findMember(db, viewer.businessId, customerId, { role: 'customer' });
  if (!customer) throw noSuch('customer');
  const row = await ensureProfile(db, viewer.businessId, customer.membershipId);
  return { id: customer.membershipId, ...profileFields(row, customer) };
}

/**
 * A customer's profile address and its point on the map, if any (booking copies the point to an
 * in-home session booked at that address, decision 0060). Undefined when they have no profile yet.
 */
export async function customerAddressPoint(db: Database, businessId: string, customerId: string) {
  const row = await findProfile(db, businessId, customerId);
  return row ? { address: row.address, point: pointOfColumns(row.latitude, row.longitude) } : undefined;
}

/** Staff place (or clear) a customer's address on the map; answers the profile as saved. */
export async function setCustomerPoint(
  store: MemberStore,
  viewer: Viewer,
  customerId: string,
  point: { latitude: number | null; longitude: number | null },
) {
  const customer = await findMember(store.db, viewer.businessId, customerId, { role: 'customer' });
  if (!customer) throw noSuch('customer');
  await ensureProfile(store.db, viewer.businessId, customer.membershipId);
  await updateProfile(store.db, viewer.businessId, customer.membershipId, pointColumnsOf(point));
  return customerProfile(store, viewer, customerId);
}

export function customerPhoto({ db }: MemberStore, viewer: Viewer, customerId: string) {
  return photoOf(db, viewer.businessId, customerId);
}

/**
 * A customer's health answers: staff, or an expert whose client they are (decision 0034; the customers
 * module decides). `denied` when the caller may not read them; the route audits either way and answers
 * a denial as it would no such customer, so an expert learns nothing of others' clients.
 */
export async function customerHealth(
  { db, cipher }: MemberStore,
  viewer: Viewer,
  customerId: string,
): Promise<{ denied: true } | { denied: false; health: ReturnType<typeof health> }> {
  if (!(await mayReadCustomer(db, viewer, customerId))) return { denied: true };
  const row = await ensureProfile(db, viewer.businessId, customerId);
  return { denied: false, health: health(cipher, row) };
}
