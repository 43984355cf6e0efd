import { AMENITIES, INVITATION_DAYS, toLocationOption } from '@bmp/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { businesses, locations, memberships, seedRuns, teamInvitations, users } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { DEMO_BUSINESS } from './demo-seed.ts';

const SEED_NAME = 'demo-studio';

/**
 * The demo studio's set-up (docs/decisions/0029-studio-set-up.md): a complete profile, a second
 * location (Santa Monica) and a pending invitation of a trainer. Once (decision 0006's seed_runs).
 * The invitation's token is thrown away: "Resend" on the team page makes a link that works.
 */
export async function seedDemoStudio(db: Database): Promise<boolean> {
  const already = await db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (already.length > 0) return false;
  const [owner] = await db
    .select({ businessId: businesses.id, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(businesses.slug, DEMO_BUSINESS.slug), eq(users.email, 'principal@demo.test')));
  if (!owner) return false;

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx
      .update(businesses)
      .set({
        contactEmail: 'hello@demo-fitness.test',
        contactPhone: '(310) 555-0100',
        // The list's first six, from Free Parking to Water Station.
        amenities: AMENITIES.slice(0, 6),
        accessibility: ['Wheelchair Accessible Entrance', 'Accessible Restrooms', 'Step-Free Training Floor'],
        equipment: ['Dumbbells', 'Kettlebells', 'Squat Rack', 'Rowing Machines', 'Heavy Bags', 'Yoga Mats'],
        specialities: ['Weight Loss', 'Strength Training', 'Boxing', 'Flexibility & Mobility'],
        languages: ['English', 'Spanish'],
      })
      .where(eq(businesses.id, owner.businessId));
    await tx
      .update(locations)
      .set({ address: '1200 Sunset Blvd, Los Angeles, CA 90026' })
      .where(eq(locations.businessId, owner.businessId));
    await tx.insert(locations).values({
      businessId: owner.businessId,
      ...toLocationOption('Santa Monica', 'California'),
      address: '400 Ocean Ave, Santa Monica, CA 90402',
    });
    await tx.insert(teamInvitations).values({
      businessId: owner.businessId,
      email: 'trainer-invite@demo.test',
      role: 'expert',
      tokenHash: hashToken(newToken()),
      invitedById: owner.membershipId,
      expiresAt: new Date(clock.nowMs() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    return true;
  });
}
