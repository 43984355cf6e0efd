import { randomUUID } from 'node:crypto';
import type { GroupInput, Role } from '@bmp/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.ts';
import {
  businesses,
  businessHours,
  expertWeeklyHours,
  locations,
  memberships,
  offerings,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import * as clock from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { grantCredits } from '../src/modules/credits/index.ts';
import { DEMO_PASSWORD } from './support/auth.ts';
import { daysAhead } from './support/studio-time.ts';

// The one place tests and benchmarks build data: a studio, its people, offerings and sign-ins, each
// with overrides (docs/testing.md "Factories"). Rows are written straight to the tables, and people
// get a session cookie without signing in through the API (hundreds of sign-ins would be slow).
// Instants come from the server's clock, so a test that moved it builds data at its own "now".

/** A person of the studio: their membership (the id the API uses), user, and a live session cookie. */
export type Person = { membershipId: string; userId: string; email: string; name: string; cookie: string };

export type Studio = {
  businessId: string;
  name: string;
  slug: string;
  timeZone: string;
  locationId: string;
  principal: Person;
  admin: Person;
  experts: Person[];
  customers: Person[];
  /** The customers' membership ids, in order (the ledger's customer ids). */
  customerIds: string[];
  /** The admin's user id (the ledger's actor). */
  adminUserId: string;
  /** One offering per place: a 60-minute studio Training, a 60-minute in-home Massage with a 30-minute buffer. */
  studioOfferingId: string;
  homeOfferingId: string;
};

export type StudioOverrides = {
  name?: string;
  experts?: number;
  customers?: number;
  /** Credits of kinds training and massage each customer gets (none unless asked). */
  credits?: number;
  timeZone?: string;
  /** Whether members may book before paying at the studio (the product's default: yes). */
  bookBeforePaying?: boolean;
  /** How many unpaid pay-at-studio purchases one member may hold (the product's default: 1). */
  maxUnpaidPurchases?: number;
  /** The studio's hours every day ('HH:MM'); default 07:00-19:00 (SPEC.md's default). */
  hours?: { start: string; end: string };
  /** The experts' weekly hours every day; default 06:00-20:00 (so business hours bind); null for none. */
  expertHours?: { start: string; end: string } | null;
  /** Give everyone a session cookie (default true); a benchmark or the ledger's tests do not need one. */
  cookies?: boolean;
  /** Let everyone sign in through the API with the demo password (hashing costs about 0.1 s, once). */
  passwords?: boolean;
};

let demoPasswordHash: Promise<string> | undefined;
/** The demo password's hash, computed once per test file (hashing is slow on purpose). */
function demoPassword(): Promise<string> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

/** A session cookie for a person, live from the clock's now for an hour. */
export async function cookieFor(db: Database, businessId: string, person: Omit<Person, 'cookie'>) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: person.userId,
    businessId,
    membershipId: person.membershipId,
    lastSeenAt: clock.now(),
    expiresAt: new Date(clock.nowMs() + 3_600_000),
  });
  return `bmp_session=${token}`;
}

export type PersonOverrides = {
  email?: string;
  name?: string;
  cookie?: boolean;
  /** Able to sign in with the demo password. */
  password?: boolean;
  /** Onboarded (default true); a customer who is not lands on the onboarding pages. */
  onboarded?: boolean;
};

/** A new person with a role in the studio. */
export async function addPerson(
  db: Database,
  studio: { businessId: string },
  role: Role,
  overrides: PersonOverrides = {},
): Promise<Person> {
  const tag = randomUUID().slice(0, 8);
  const email = overrides.email ?? `${role}-${tag}@example.com`;
  const name = overrides.name ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`;
  const passwordHash = overrides.password ? await demoPassword() : null;
  const [user] = await db
    .insert(users)
    .values({ email, fullName: name, passwordHash })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [membership] = await db
    .insert(memberships)
    .values({
      businessId: studio.businessId,
      userId: user.id,
      role,
      onboardedAt: overrides.onboarded === false ? null : clock.now(),
    })
    .returning({ id: memberships.id });
  if (!membership) throw new Error('membership insert returned nothing');
  const person = { membershipId: membership.id, userId: user.id, email, name };
  const cookie = overrides.cookie === false ? '' : await cookieFor(db, studio.businessId, person);
  return { ...person, cookie };
}

/** An offering of the studio (a 60-minute studio Training unless overridden); answers its id. */
export async function addOffering(
  db: Database,
  studio: { businessId: string },
  overrides: Partial<Omit<typeof offerings.$inferInsert, 'businessId'>> = {},
): Promise<string> {
  const [offering] = await db
    .insert(offerings)
    .values({
      businessId: studio.businessId,
      name: 'Personal Training',
      serviceType: 'Training',
      category: 'training',
      place: 'studio',
      durationMinutes: 60,
      creditKind: 'training',
      creditsNeeded: 1,
      ...overrides,
    })
    .returning({ id: offerings.id });
  if (!offering) throw new Error('offering insert returned nothing');
  return offering.id;
}

/**
 * A new studio with hours, a location, a principal, an admin, experts with weekly hours, customers
 * (with credits when asked) and two offerings. Each call makes a different studio (names carry a tag).
 */
export async function buildStudio(db: Database, overrides: StudioOverrides = {}): Promise<Studio> {
  const tag = randomUUID().slice(0, 8);
  const timeZone = overrides.timeZone ?? 'America/Los_Angeles';
  const name = overrides.name ?? `Studio ${tag}`;
  const slug = `studio-${tag}`;
  const [business] = await db
    .insert(businesses)
    .values({
      name,
      slug,
      timeZone,
      bookBeforePaying: overrides.bookBeforePaying ?? true,
      maxUnpaidPurchases: overrides.maxUnpaidPurchases ?? 1,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  const businessId = business.id;
  const hours = overrides.hours ?? { start: '07:00', end: '19:00' };
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

  const personOverrides = { cookie: overrides.cookies !== false, password: overrides.passwords };
  const person = (role: Role, index: number) =>
    addPerson(db, { businessId }, role, {
      ...personOverrides,
      email: `${role}-${index}-${tag}@example.com`,
      name: `${role[0]?.toUpperCase()}${role.slice(1)} ${index} ${tag}`,
    });
  const principal = await person('principal', 0);
  const admin = await person('admin', 0);
  const experts: Person[] = [];
  for (let i = 0; i < (overrides.experts ?? 2); i++) experts.push(await person('expert', i));
  const customers: Person[] = [];
  for (let i = 0; i < (overrides.customers ?? 3); i++) customers.push(await person('customer', i));

  const expertHours =
    overrides.expertHours === undefined ? { start: '06:00', end: '20:00' } : overrides.expertHours;
  if (expertHours && experts.length > 0) {
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
  const credits = overrides.credits ?? 0;
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
  const studioOfferingId = await addOffering(db, { businessId });
  const homeOfferingId = await addOffering(
    db,
    {
      businessId,
    },
    {
      name: 'In-home Massage',
      serviceType: 'Massage',
      category: 'massage',
      place: 'home',
      creditKind: 'massage',
      travelBufferMinutes: 30,
    },
  );
  return {
    businessId,
    name,
    slug,
    timeZone,
    locationId: location.id,
    principal,
    admin,
    experts,
    customers,
    customerIds: customers.map((customer) => customer.membershipId),
    adminUserId: admin.userId,
    studioOfferingId,
    homeOfferingId,
  };
}

/** Requests as a signed-in person (a cookie from a factory or from signing in). */
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

/** A call as a signed-in person that answers the status and the parsed JSON body. */
export function jsonCallOf(app: () => FastifyInstance) {
  return async (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const response = await app().inject({
      method,
      url,
      headers: { cookie, 'x-requested-with': 'test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** What a test may change of a one-date Group Class: any request field, and the date and start time. */
export type GroupClassOverrides = Partial<GroupInput> & { date?: string; startTime?: string };

/**
 * A Group Class created through the API as the studio's admin (or the cookie given): one date (ten days
 * ahead at 10:00 unless given), the first expert, 2 seats, a waitlist of 10, 45 minutes for one
 * training credit. Answers the group as the API sent it and its one occurrence's id and start.
 */
export async function addGroupClass(
  api: Api,
  studio: Pick<Studio, 'admin' | 'experts' | 'timeZone'>,
  { date, startTime = '10:00', ...overrides }: GroupClassOverrides = {},
  cookie = studio.admin.cookie,
) {
  const response = await api.post(cookie, '/api/groups', {
    kind: 'Group Class',
    name: `Class ${randomUUID().slice(0, 8)}`,
    expertId: studio.experts[0]?.membershipId,
    capacity: 2,
    waitlistLimit: 10,
    durationMinutes: 45,
    creditKind: 'training',
    credits: 1,
    schedule: { type: 'dates', sessions: [{ date: date ?? daysAhead(10, studio.timeZone), startTime }] },
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`class not created: ${response.statusCode} ${response.body}`);
  const group = response.json();
  const occurrence = group.occurrences[0] as { id: string; startsAt: string };
  return { group, occurrenceId: occurrence.id, startsAt: new Date(occurrence.startsAt) };
}

/** An onboarding profile as a member would type it (PUT /api/members/onboarding/profile). */
export const ONBOARDING_PROFILE = {
  fullName: 'Olivia Onboard',
  phone: '213.555.0199',
  dateOfBirth: '1990-04-12',
  address: '1200 Sunset Blvd',
  city: 'Los Angeles, California',
  emergencyContactName: 'Omar Onboard',
  emergencyContactPhone: '(213) 555-0100',
};
