import {
  type addBusinessSchema,
  type businessSignupSchema,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_LOCATION,
  WEEKDAYS,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { constraintOf, sqlStateOf } from '../../db/raw.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { insertAccount } from '../auth/index.ts';
import { insertMembership } from '../memberships/index.ts';
import {
  insertBusiness,
  insertBusinessHours,
  insertDefaultLocation,
  listSlugsStartingWith,
} from './businesses.repository.ts';

/** 'Sunrise Yoga & Barre' -> 'sunrise-yoga-barre'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'studio';
}

async function uniqueSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await listSlugsStartingWith(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

// Two studios with one name signing up at the same moment can both pick the same free slug; the
// unique index lets one in and the other picks again.
const SLUG_ATTEMPTS = 5;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A new business with its default location and hours, and whatever `owner` writes for it (a new
 * login, or a membership of a signed-in person), in one transaction.
 */
async function openBusiness<T>(
  db: Database,
  businessName: string,
  owner: (tx: Tx, business: { id: string; slug: string }) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueSlug(db, businessName);
    try {
      return await db.transaction(async (tx) => {
        const business = await insertBusiness(tx, { name: businessName, slug });
        await insertDefaultLocation(tx, business.id, DEFAULT_LOCATION);
        await insertBusinessHours(
          tx,
          business.id,
          DEFAULT_BUSINESS_HOURS.map((entry) => ({
            weekday: WEEKDAYS.indexOf(entry.day) + 1,
            opensAt: entry.open,
            closesAt: entry.close,
            closed: entry.closed,
          })),
        );
        return owner(tx, { id: business.id, slug });
      });
    } catch (error) {
      const slugTaken = sqlStateOf(error) === '23505' && constraintOf(error) === 'businesses_slug_unique';
      if (!slugTaken) throw error;
      if (attempt >= SLUG_ATTEMPTS) {
        throw new HttpProblem(
          409,
          'Conflict',
          'Another studio with this name was created at the same moment.',
          {
            businessName: ['Another studio with this name was created at the same moment. Try again.'],
          },
        );
      }
    }
  }
}

/** Sign-up: the business, its default location and hours, and its owner's new login. */
export function createBusiness(
  db: Database,
  input: z.output<typeof businessSignupSchema>,
  passwordHash: string,
) {
  return openBusiness(db, input.businessName, (tx, business) =>
    insertAccount(tx, {
      businessId: business.id,
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      role: 'principal',
      onboarded: true,
    }),
  );
}

/**
 * "Add a business" from the user menu: another studio owned by the signed-in person, who becomes its
 * principal; the business switcher then lists it. The current session stays where it is.
 */
export function addBusinessForUser(db: Database, userId: string, input: z.output<typeof addBusinessSchema>) {
  return openBusiness(db, input.businessName, async (tx, business) => {
    await insertMembership(tx, business.id, {
      userId,
      role: 'principal',
      status: 'active',
      onboardedAt: clock.now(),
    });
    return { businessId: business.id, businessName: input.businessName, businessSlug: business.slug };
  });
}
