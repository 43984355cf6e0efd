import { hasMedicalFlag, POLICY_VERSIONS } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  businesses,
  householdMembers,
  memberProfiles,
  memberships,
  seedRuns,
  users,
} from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import type { FieldCipher } from '../lib/field-encryption.ts';
import { DEMO_BUSINESS } from './demo-seed.ts';

const SEED_NAME = 'demo-members';

const MEDICAL = {
  conditions: { answer: true, details: 'Old left-knee sprain (2023): no deep lunges or jumps yet.' },
  medication: { answer: false, details: '' },
};
const NUTRITION = {
  diet: 'Mostly Mediterranean, fish twice a week',
  allergies: 'Peanuts',
  intolerances: 'Lactose (small amounts are fine)',
  mealsPerDay: '3 meals and a snack',
  breakfast: 'Oatmeal with berries and coffee',
  snacking: 'Fruit or nuts-free granola bar in the afternoon',
  water: 'About 2 liters',
  caffeine: '2 coffees',
  alcohol: '2 glasses of wine a week',
  supplements: 'Vitamin D in winter',
  cooking: 'Most weeknights',
  eatingOut: 'Once or twice a week',
  cravings: 'Sweets late in the evening',
  weightGoal: 'Lose about 5 kg over 4 months',
  pastDiets: 'Tried intermittent fasting; hard to keep with work hours',
  sleep: '6 to 7 hours',
  nutritionGoal: 'More protein at breakfast, fewer late snacks',
};

/**
 * member@demo.test's complete profile, questionnaire answers (encrypted, as the API writes them) and
 * two household members (a partner and a child under 18, for Duo, Family and Youth sessions). Once
 * (decision 0006's seed_runs). newmember@demo.test gets nothing: still at the start of onboarding.
 */
export async function seedDemoMembers(db: Database, cipher: FieldCipher): Promise<boolean> {
  const already = await db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (already.length > 0) return false;
  const [row] = await db
    .select({ businessId: businesses.id, membershipId: memberships.id, userId: users.id })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(businesses.slug, DEMO_BUSINESS.slug), eq(users.email, 'member@demo.test')));
  if (!row) return false;
  const { businessId, membershipId, userId } = row;

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx.update(users).set({ phone: '(213) 555-0142' }).where(eq(users.id, userId));
    await tx
      .insert(memberProfiles)
      .values({
        businessId,
        membershipId,
        nextStep: 'done',
        dateOfBirth: '1990-04-12',
        address: '1200 Sunset Blvd, Apt 4',
        city: 'Los Angeles, California',
        emergencyContactName: 'Marco Member',
        emergencyContactPhone: '(213) 555-0143',
        sports: ['yoga', 'running', 'swimming'],
        goals: ['Weight Loss', 'Flexibility & Mobility'],
        languages: ['English', 'Spanish'],
        medicalAnswersEncrypted: cipher.encrypt(JSON.stringify(MEDICAL)),
        nutritionAnswersEncrypted: cipher.encrypt(JSON.stringify(NUTRITION)),
        medicalFlag: hasMedicalFlag(MEDICAL),
        termsVersion: POLICY_VERSIONS.terms.version,
        privacyVersion: POLICY_VERSIONS.privacy.version,
        consentedAt: clock.now(),
      })
      .onConflictDoNothing();
    await tx.insert(householdMembers).values([
      {
        businessId,
        membershipId,
        fullName: 'Marco Member',
        relationship: 'partner',
        dateOfBirth: '1988-09-30',
      },
      {
        businessId,
        membershipId,
        fullName: 'Mia Member',
        relationship: 'child',
        dateOfBirth: '2015-06-01',
        medicalNoteEncrypted: cipher.encrypt(JSON.stringify('Mild asthma: inhaler in her bag.')),
      },
    ]);
    return true;
  });
}
