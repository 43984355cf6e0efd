import { randomUUID } from 'node:crypto';
import type { Role } from '@bmp/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  businessHours,
  expertWeeklyHours,
  locations,
  memberships,
  offerings,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { grantCredits } from '../credits/credits.service.ts';

// Test and benchmark data for the booking engine: a studio written straight to the tables, with
// signed-in cookies for each person (signing in through the API hundreds of times would be slow).

export type BookingStudio = {
  businessId: string;
  timeZone: string;
  locationId: string;
  principal: Member;
  admin: Member;
  experts: Member[];
  customers: Member[];
  /** One offering per place: a 60-minute studio Training, a 60-minute in-home Massage with a 30-minute buffer. */
  studioOfferingId: string;
  homeOfferingId: string;
};

export type Member = { membershipId: string; userId: string; email: string; name: string; cookie: string };

export type BuildStudioOptions = {
  experts?: number;
  customers?: number;
  /** Credits of kinds training and massage each customer gets. */
  credits?: number;
  timeZone?: string;
  /** The studio's hours every day ('HH:MM'); default 07:00-19:00 (SPEC.md's default). */
  hours?: { start: string; end: string };
  /** The experts' weekly hours every day; default 06:00-20:00 (so business hours bind). */
  expertHours?: { start: string; end: string } | null;
  /** Sign people in (insert session rows); the benchmark does not need to. */
  cookies?: boolean;
};

async function cookieFor(db: Database, businessId: string, userId: string, membershipId: string) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    businessId,
    membershipId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `bmp_session=${token}`;
}

export async function buildBookingStudio(
  db: Database,
  options: BuildStudioOptions = {},
): Promise<BookingStudio> {
  const tag = randomUUID().slice(0, 8);
  const timeZone = options.timeZone ?? 'America/Los_Angeles';
  const [business] = await db
    .insert(businesses)
    .values({ name: `Booking Studio ${tag}`, slug: `booking-${tag}`, timeZone })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  const businessId = business.id;
  const hours = options.hours ?? { start: '07:00', end: '19:00' };
  await db.insert(businessHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      businessId,
      weekday,
      opensAt: hours.start,
      closesAt: hours.end,
      closed: false,
    })),
  );
  const [location] = await db
    .insert(locations)
    .values({
      businessId,
      code: 'california.losAngeles',
      display: 'Los Angeles, California',
      state: 'California',
      isDefault: true,
    })
    .returning({ id: locations.id });
  if (!location) throw new Error('location insert returned nothing');

  const person = async (role: Role, index: number): Promise<Member> => {
    const email = `${role}-${index}-${tag}@example.com`;
    const name = `${role[0]?.toUpperCase()}${role.slice(1)} ${index} ${tag}`;
    const [user] = await db.insert(users).values({ email, fullName: name }).returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [membership] = await db
      .insert(memberships)
      .values({ businessId, userId: user.id, role, onboardedAt: new Date() })
      .returning({ id: memberships.id });
    if (!membership) throw new Error('membership insert returned nothing');
    const cookie = options.cookies === false ? '' : await cookieFor(db, businessId, user.id, membership.id);
    return { membershipId: membership.id, userId: user.id, email, name, cookie };
  };
  const principal = await person('principal', 0);
  const admin = await person('admin', 0);
  const experts: Member[] = [];
  for (let i = 0; i < (options.experts ?? 2); i++) experts.push(await person('expert', i));
  const customers: Member[] = [];
  for (let i = 0; i < (options.customers ?? 3); i++) customers.push(await person('customer', i));

  const expertHours =
    options.expertHours === undefined ? { start: '06:00', end: '20:00' } : options.expertHours;
  if (expertHours) {
    await db.insert(expertWeeklyHours).values(
      experts.flatMap((expert) =>
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          businessId,
          expertId: expert.membershipId,
          weekday,
          startTime: expertHours.start,
          endTime: expertHours.end,
        })),
      ),
    );
  }
  const credits = options.credits ?? 10;
  if (credits > 0) {
    for (const customer of customers) {
      for (const kind of ['training', 'massage'] as const) {
        await grantCredits(db, businessId, {
          customerId: customer.membershipId,
          kind,
          quantity: credits,
          source: { type: 'complimentary' },
        });
      }
    }
  }
  const [studio, home] = await db
    .insert(offerings)
    .values([
      {
        businessId,
        name: 'Personal Training',
        serviceType: 'Training',
        category: 'training',
        place: 'studio',
        durationMinutes: 60,
        creditKind: 'training',
        creditsNeeded: 1,
      },
      {
        businessId,
        name: 'In-home Massage',
        serviceType: 'Massage',
        category: 'massage',
        place: 'home',
        durationMinutes: 60,
        creditKind: 'massage',
        creditsNeeded: 1,
        travelBufferMinutes: 30,
      },
    ])
    .returning({ id: offerings.id });
  if (!studio || !home) throw new Error('offering insert returned nothing');
  return {
    businessId,
    timeZone,
    locationId: location.id,
    principal,
    admin,
    experts,
    customers,
    studioOfferingId: studio.id,
    homeOfferingId: home.id,
  };
}

export type Api = {
  get(cookie: string, url: string): Promise<LightMyRequestResponse>;
  post(
    cookie: string,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(cookie: string, url: string, payload: object): Promise<LightMyRequestResponse>;
  del(cookie: string, url: string): Promise<LightMyRequestResponse>;
};

export function apiOf(app: () => FastifyInstance): Api {
  const headers = (cookie: string) => ({ cookie, 'x-requested-with': 'test' });
  return {
    get: (cookie, url) => app().inject({ method: 'GET', url, headers: { cookie } }),
    post: (cookie, url, payload = {}, extra = {}) =>
      app().inject({ method: 'POST', url, headers: { ...headers(cookie), ...extra }, payload }),
    put: (cookie, url, payload) => app().inject({ method: 'PUT', url, headers: headers(cookie), payload }),
    del: (cookie, url) => app().inject({ method: 'DELETE', url, headers: headers(cookie) }),
  };
}
