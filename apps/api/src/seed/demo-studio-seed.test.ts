import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { businesses, locations, teamInvitations } from '../db/schema/index.ts';
import { seedDemoBusiness } from './demo-seed.ts';
import { seedDemoStudio } from './demo-studio-seed.ts';

describe('the demo studio set-up seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoBusiness(database.db);
  });
  afterAll(() => database.close());

  it('gives the demo studio two locations, a pending invitation and a complete profile, once', async () => {
    expect(await seedDemoStudio(database.db)).toBe(true);
    expect(await seedDemoStudio(database.db)).toBe(false);
    const [business] = await database.db.select().from(businesses);
    expect(business?.contactEmail).toBe('hello@demo-fitness.test');
    expect(business?.amenities.length).toBeGreaterThan(0);
    const places = await database.db
      .select()
      .from(locations)
      .where(eq(locations.businessId, business?.id ?? ''));
    expect(places.map((place) => place.display).sort()).toEqual([
      'Los Angeles, California',
      'Santa Monica, California',
    ]);
    const invitations = await database.db.select().from(teamInvitations);
    expect(invitations).toEqual([
      expect.objectContaining({ email: 'trainer-invite@demo.test', role: 'expert', acceptedAt: null }),
    ]);
  });
});
