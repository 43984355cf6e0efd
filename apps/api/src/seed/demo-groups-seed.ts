import { addDays, toZonedParts } from '@bmp/shared';
import type { Database } from '../db/client.ts';
import { memberships, seedRuns, users } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { grantCredits } from '../modules/credits/index.ts';
import { type Actor, createGroup, joinClass, ScheduleConflictProblem } from '../modules/groups/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { DEMO_PASSWORD } from './demo-seed.ts';

// The demo studio's classes (decision 0031): a Bootcamp on Monday, Wednesday and Friday at 7 AM, Boxing
// on Tuesday and Thursday at 6 PM, a Saturday Sports Camp series, and the next Boxing class full with
// two people waiting, and member@demo.test in the one after. Eight class regulars (classmember1..8@demo.test, the demo password) fill it.

const SEED_NAME = 'demo-groups';

type Tx = Database;

/** Creates the group; dates the demo expert already teaches or sees a client are left out. */
async function createAround(tx: Tx, actor: Actor, input: Parameters<typeof createGroup>[2]) {
  try {
    return await createGroup(tx, actor, input);
  } catch (error) {
    if (!(error instanceof ScheduleConflictProblem) || input.schedule.type !== 'weekly') throw error;
    const busy = new Set(error.conflicts.map((c) => c.startsAt));
    const { weekdays, startTime, firstDate, lastDate } = input.schedule;
    const sessions: { date: string; startTime: string }[] = [];
    for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
      const day = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
      if (weekdays.includes(day)) sessions.push({ date, startTime });
    }
    const conflictDates = new Set([...busy].map((iso) => iso.slice(0, 10)));
    return createGroup(tx, actor, {
      ...input,
      schedule: { type: 'dates', sessions: sessions.filter((s) => !conflictDates.has(s.date)) },
    });
  }
}

export async function seedDemoGroups(db: Database, now = clock.now()): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId, timeZone } = studio;
  // One hash for the eight regulars: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const admin = await demoMembership(tx, businessId, 'admin@demo.test');
    const expert = await demoMembership(tx, businessId, 'expert@demo.test');
    const member = await demoMembership(tx, businessId, 'member@demo.test');
    const actor: Actor = {
      businessId,
      userId: admin.userId,
      membershipId: admin.membershipId,
      role: 'admin',
    };
    const today = toZonedParts(now, timeZone).date;
    const firstDate = addDays(today, 1);
    const lastDate = addDays(today, 56);

    await createAround(tx, actor, {
      kind: 'Bootcamp',
      name: 'Sunrise Bootcamp',
      description: 'Eight weeks of strength and conditioning, three mornings a week.',
      expertId: expert.membershipId,
      locationId: null,
      capacity: 12,
      waitlistLimit: 6,
      durationMinutes: 60,
      creditKind: 'group',
      credits: 8,
      price: 24_000,
      schedule: { type: 'weekly', weekdays: [1, 3, 5], startTime: '07:00', firstDate, lastDate },
    });
    const boxing = await createAround(tx, actor, {
      kind: 'Group Class',
      name: 'Evening Boxing',
      description: 'Pads, bags and footwork. Gloves provided.',
      expertId: expert.membershipId,
      locationId: null,
      capacity: 6,
      waitlistLimit: 4,
      durationMinutes: 60,
      creditKind: 'group',
      credits: 1,
      price: null,
      schedule: { type: 'weekly', weekdays: [2, 4], startTime: '18:00', firstDate, lastDate },
    });
    const saturdays: { date: string; startTime: string }[] = [];
    for (let date = addDays(today, 7); saturdays.length < 4; date = addDays(date, 1)) {
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) saturdays.push({ date, startTime: '09:00' });
    }
    await createAround(tx, actor, {
      kind: 'Sports Camp',
      name: 'Youth Soccer Camp',
      description: 'Four Saturday mornings of drills and small-sided games.',
      expertId: expert.membershipId,
      locationId: null,
      capacity: 16,
      waitlistLimit: 8,
      durationMinutes: 180,
      creditKind: 'group',
      credits: 4,
      price: 16_000,
      schedule: { type: 'dates', sessions: saturdays },
    });

    // Eight regulars fill the next Boxing class (capacity 6) and two wait.
    const regulars: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const email = `classmember${i}@demo.test`;
      const [user] = await tx
        .insert(users)
        .values({ email, fullName: `Class Member ${i}`, passwordHash, emailVerifiedAt: now })
        .returning({ id: users.id });
      if (!user) continue;
      const [membership] = await tx
        .insert(memberships)
        .values({ businessId, userId: user.id, role: 'customer', onboardedAt: now })
        .returning({ id: memberships.id });
      if (!membership) continue;
      await grantCredits(tx, businessId, {
        customerId: membership.id,
        kind: 'group',
        quantity: 10,
        source: { type: 'complimentary', id: `demo-groups-${i}` },
      });
      regulars.push(membership.id);
    }
    if (member) {
      await grantCredits(tx, businessId, {
        customerId: member.membershipId,
        kind: 'group',
        quantity: 10,
        source: { type: 'complimentary', id: 'demo-groups-member' },
      });
    }
    const next = boxing.occurrences.find((o) => o.status === 'scheduled');
    if (next) {
      for (const customerId of regulars) {
        await joinClass(tx, actor, { occurrenceId: next.id, customerId, participants: [] });
      }
    }
    // member@demo.test has a place in the Boxing class after that one.
    const following = boxing.occurrences.filter((o) => o.status === 'scheduled')[1];
    if (member && following) {
      await joinClass(tx, actor, {
        occurrenceId: following.id,
        customerId: member.membershipId,
        participants: [],
      });
    }
    return true;
  });
}
