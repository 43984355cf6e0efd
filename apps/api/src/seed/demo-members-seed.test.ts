import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { testDatabaseKinds } from '../../test/support/databases.ts';
import { householdMembers, memberProfiles, memberships, users } from '../db/schema/index.ts';
import { createFieldCipher } from '../lib/field-encryption.ts';
import { seedDemoMembers } from './demo-members-seed.ts';
import { seedDemoBusiness } from './demo-seed.ts';

describe.each(testDatabaseKinds())('the demo members seed on %s', (kind) => {
  let t: TestApp;
  const cipher = createFieldCipher(randomBytes(32));
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  it('gives member@demo.test a finished profile and two household members, once; newmember none', async () => {
    expect(await seedDemoMembers(t.database.db, cipher)).toBe(true);
    expect(await seedDemoMembers(t.database.db, cipher)).toBe(false);
    const profiles = await t.database.db
      .select({ email: users.email, nextStep: memberProfiles.nextStep, flag: memberProfiles.medicalFlag })
      .from(memberProfiles)
      .innerJoin(memberships, eq(memberships.id, memberProfiles.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId));
    expect(profiles).toEqual([{ email: 'member@demo.test', nextStep: 'done', flag: true }]);
    const household = await t.database.db.select().from(householdMembers);
    expect(household).toHaveLength(2);
    // Stored as the API stores it (JSON inside the cipher), so the API can read it back.
    const note = household.find((person) => person.medicalNoteEncrypted)?.medicalNoteEncrypted ?? '';
    expect(JSON.parse(cipher.decrypt(note))).toMatch(/asthma/);
  });
});
