import {
  addDays,
  checkTransition,
  creditEffectOf,
  formatUsd,
  isBookableDate,
  type LifecycleActor,
  type LifecycleContext,
  nextStatuses,
  pointOfColumns,
  type Service,
  type ServiceStatus,
  type serviceListQuerySchema,
  zonedTimeToUtc,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { retryingDeadlocks } from '../../lib/db-errors.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import type { ServiceScope, Viewer } from '../../lib/viewer.ts';
import { assertWaiversSigned } from '../contracts/index.ts';
import {
  CreditHoldMismatchError,
  expireDueCreditsBeforeUse,
  holdWithin,
  InsufficientCreditsError,
  release,
  spend,
} from '../credits/index.ts';
import { customerAddressPoint, type ParticipantInput, resolveParticipants } from '../members/index.ts';
import { alertStaff } from '../notifications/index.ts';
import {
  enqueueEmail,
  type SessionNoticeKind,
  sessionNoticeEmail,
  sessionNoticeTexts,
} from '../outbox/index.ts';
import { writeSessionEarning } from '../payouts/index.ts';
import { purchaseAwaitingPayment } from '../purchases/index.ts';
import { assertMembershipInGoodStanding, assertWithinDailyCap } from '../subscriptions/index.ts';
import {
  type FoundSlot,
  nearestSlots,
  type SlotSearchInput,
  searchSlots,
  zonedDateOf,
} from './availability.service.ts';
import { overlapRefusal } from './booking.common.ts';
import {
  type BusinessCalendar,
  findBusinessCalendar,
  findDefaultLocation,
  findLocation,
  findPerson,
  listDeliveringExperts,
  type Person,
} from './booking-context.repository.ts';
import { findOffering } from './offerings.repository.ts';
import {
  bookSession,
  CreditsDueToExpireError,
  findServiceView,
  insertHistory,
  listHistory,
  listServiceViews,
  type NewBooking,
  type ServiceRow,
  type ServiceStepChanges,
  type ServiceView,
  saveReview,
  setServiceHold,
  updateCompletionNotes,
  updateServiceFrom,
} from './services.repository.ts';
import { studioMemo } from './studio-config-cache.ts';

// Booking and the session lifecycle (decision 0013). The database has the last word on
// collisions (exclusion constraints, SQLSTATE 23P01 -> 409); this file checks the slot first so the
// usual answer is a clear one, moves credits through the ledger in the same transaction as the
// session (hold on request; spend or release per the shared creditEffectOf) and writes the history.

const MINUTE = 60_000;

/** A 409 for a time that is not free, with the nearest free starts to offer instead. */
export class SlotTakenProblem extends HttpProblem {
  constructor(
    detail: string,
    readonly nearestSlots: (Omit<FoundSlot, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string })[],
  ) {
    super(409, 'Conflict', detail, { startsAt: [detail] });
    this.name = 'SlotTakenProblem';
  }

  toBody(instance: string) {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      detail: this.detail ?? this.title,
      instance,
      errors: this.errors ?? {},
      nearestSlots: this.nearestSlots,
    };
  }
}

const slotJson = (slot: FoundSlot) => ({
  date: slot.date,
  time: slot.time,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
  expertIds: slot.expertIds,
});

const TAKEN = {
  expert: 'That time was just booked with this expert. Choose another time.',
  anyExpert: 'No expert is free at that time any more. Choose another time.',
  customer: 'You already have a session at that time. Choose another time.',
  customerForStaff: 'The customer already has a session at that time. Choose another time.',
  unavailable: 'That time is not available. Choose one of the free times.',
};

function takenMessage(kind: 'expert' | 'customer' | 'unavailable', viewer: Viewer): string {
  if (kind === 'customer') return viewer.role === 'customer' ? TAKEN.customer : TAKEN.customerForStaff;
  return TAKEN[kind];
}

// ---- Reading -----------------------------------------------------------------------------------------

function actorFor(
  viewer: Pick<Viewer, 'role' | 'membershipId'>,
  service: Pick<ServiceRow, 'expertId' | 'customerId'>,
): LifecycleActor {
  return {
    role: viewer.role,
    isAssignedExpert: viewer.membershipId === service.expertId,
    isOwnCustomer: viewer.membershipId === service.customerId,
  };
}

function contextFor(
  calendar: BusinessCalendar,
  service: Pick<ServiceRow, 'startsAt' | 'place'>,
  now: Date,
): LifecycleContext {
  return {
    startsAt: service.startsAt,
    now,
    inHome: service.place === 'home',
    freeCancelHours: calendar.freeCancelHours,
    sameDay: zonedDateOf(service.startsAt, calendar.timeZone) === zonedDateOf(now, calendar.timeZone),
  };
}

/** A session as answered, with the steps this caller may take now. */
export function toService(
  view: ServiceView,
  viewer: Pick<Viewer, 'role' | 'membershipId'>,
  calendar: BusinessCalendar,
  now: Date,
): Service {
  const row = view.service;
  const actor = actorFor(viewer, row);
  const context = contextFor(calendar, row, now);
  const allowedTransitions = nextStatuses(row.status).filter(
    (to) => checkTransition(row.status, to, actor, context).ok,
  );
  return {
    id: row.id,
    offering: { id: row.offeringId, name: row.offeringName },
    serviceType: row.serviceType,
    category: row.category,
    place: row.place,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: calendar.timeZone,
    durationMinutes: row.durationMinutes,
    travelBufferMinutes: row.travelBufferMinutes,
    expert: { id: row.expertId, name: view.expertName },
    customer: { id: row.customerId, name: view.customerName },
    participants: view.participants,
    location:
      row.locationId && view.locationDisplay ? { id: row.locationId, display: view.locationDisplay } : null,
    address: row.address,
    point: pointOfColumns(row.latitude, row.longitude),
    notes: row.notes,
    reminderMinutes: row.reminderMinutes,
    credits: { kind: row.creditKind, quantity: row.credits, hold: view.holdStatus },
    priceCents: row.priceCents,
    cancelReason: row.cancelReason,
    completionNotes: row.completionNotes,
    completedAt: row.completedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    review:
      row.reviewStars !== null && row.reviewedAt !== null
        ? { stars: row.reviewStars, text: row.reviewText ?? '', createdAt: row.reviewedAt.toISOString() }
        : null,
    allowedTransitions,
    canReview:
      row.status === 'Completed' && row.reviewStars === null && viewer.membershipId === row.customerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getService(
  db: Database,
  viewer: Viewer,
  scope: ServiceScope,
  serviceId: string,
  now = clock.now(),
  calendar?: BusinessCalendar,
): Promise<Service> {
  const view = await findServiceView(db, viewer.businessId, serviceId, scope);
  if (!view) throw notFound('session');
  return toService(view, viewer, calendar ?? (await findBusinessCalendar(db, viewer.businessId)), now);
}

function dayStart(date: string, timeZone: string): Date {
  return zonedTimeToUtc(date, '00:00', timeZone) ?? new Date(`${date}T00:00:00Z`);
}

/** Sessions in the scope, filtered, sorted and paged; the day bounds are in the studio's time zone. */
export async function listServices(
  db: Database,
  viewer: Viewer,
  scope: ServiceScope,
  query: z.output<typeof serviceListQuerySchema>,
) {
  const now = clock.now();
  const calendar = await findBusinessCalendar(db, viewer.businessId);
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as 'startsAt';
  const { items, total } = await listServiceViews(db, viewer.businessId, scope, {
    ...(query.status === 'all' ? {} : { status: query.status }),
    ...(query.q ? { q: query.q } : {}),
    ...(query.upcoming === undefined ? {} : { upcoming: query.upcoming }),
    ...(query.expertId ? { expertId: query.expertId } : {}),
    ...(query.customerId ? { customerId: query.customerId } : {}),
    ...(query.serviceType ? { serviceType: query.serviceType } : {}),
    ...(query.from ? { from: dayStart(query.from, calendar.timeZone) } : {}),
    ...(query.to ? { to: dayStart(addDays(query.to, 1), calendar.timeZone) } : {}),
    now,
    sort: { field, direction: descending ? 'desc' : 'asc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: items.map((view) => toService(view, viewer, calendar, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every step of a session in the scope (404 outside it). */
export async function getServiceHistory(
  db: Database,
  viewer: Viewer,
  scope: ServiceScope,
  serviceId: string,
) {
  if (!(await findServiceView(db, viewer.businessId, serviceId, scope))) throw notFound('session');
  const rows = await listHistory(db, viewer.businessId, serviceId);
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      from: entry.fromStatus,
      to: entry.toStatus,
      actor: entry.actorUserId
        ? { id: entry.actorUserId, name: actorName ?? '', role: entry.actorRole }
        : null,
      reason: entry.reason,
      startsAt: entry.startsAt.toISOString(),
      previousStartsAt: entry.previousStartsAt?.toISOString() ?? null,
      at: entry.createdAt.toISOString(),
    })),
  };
}

// ---- Booking -------------------------------------------------------------------------------------------

export type BookInput = {
  customerId: string;
  offeringId: string;
  startsAt: string;
  expertId?: string | null | undefined;
  participants: ParticipantInput[];
  locationId?: string | null | undefined;
  address?: string | null | undefined;
  /** The in-home address's point on the map; left out, the profile's when the address is the profile's. */
  point?: { latitude: number; longitude: number } | null | undefined;
  notes: string;
  reminderMinutes: number | null;
};

/** Two addresses people typed are the same one: case, spacing and a trailing full stop aside. */
const sameAddress = (a: string, b: string) => {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();
  return norm(a) === norm(b);
};

/**
 * Where an in-home session's address is on the map (decision 0060): the point given; else, when the
 * address is the customer's profile address, the profile's point; else none.
 */
async function homePoint(
  db: Database,
  businessId: string,
  customerId: string,
  address: string,
  given: BookInput['point'],
): Promise<{ latitude: number; longitude: number } | null> {
  if (given) return given;
  if (given === null) return null;
  const profile = await customerAddressPoint(db, businessId, customerId);
  return profile?.address && profile.point && sameAddress(profile.address, address) ? profile.point : null;
}

/**
 * Books a session (status Requested) and holds its credits, or answers 409 with the nearest free
 * starts when the time is not free (checked first, and in the end by the exclusion constraints).
 * With no expert given, the first free expert who delivers the offering is assigned. The audit event
 * ("service.book", from `audit`'s address) is written with the session.
 */
export async function bookService(
  db: Database,
  viewer: Viewer,
  input: BookInput,
  {
    now = clock.now(),
    audit = { ip: null, userAgent: null },
  }: { now?: Date; audit?: NewBooking['audit'] } = {},
): Promise<Service> {
  const { businessId } = viewer;
  // The studio's configuration is read through the per-process cache (one version, see the file).
  const memo = studioMemo(db, businessId, viewer.configVersion);
  const offering = await memo(`offering:${input.offeringId}`, () =>
    findOffering(db, businessId, input.offeringId),
  );
  if (!offering) throw fieldProblem(422, 'offeringId', 'Choose an offering of this studio.');
  if (!offering.active)
    throw fieldProblem(422, 'offeringId', 'This offering cannot be booked at the moment.');
  // A member booking for themselves was just read, active, by the session lookup.
  const customer =
    viewer.person && viewer.role === 'customer' && viewer.membershipId === input.customerId
      ? {
          id: viewer.membershipId,
          ...viewer.person,
          role: viewer.role,
          active: true,
          userId: viewer.userId,
          language: null,
        }
      : await findPerson(db, businessId, input.customerId, 'customer');
  if (!customer) throw notFound('customer');
  if (!customer.active) throw fieldProblem(422, 'customerId', 'This customer’s membership is not active.');

  const headcount = 1 + input.participants.length;
  if (headcount < offering.participantsMin || headcount > offering.participantsMax) {
    const range =
      offering.participantsMin === offering.participantsMax
        ? `${offering.participantsMin} ${offering.participantsMin === 1 ? 'person' : 'people'}`
        : `${offering.participantsMin} to ${offering.participantsMax} people`;
    throw fieldProblem(400, 'participants', `${offering.name} is for ${range}, counting the customer.`);
  }
  // Household picks become names here; the session keeps them (members/household-participants.ts).
  const participants = await resolveParticipants(db, businessId, customer.id, input.participants, {
    category: offering.category,
    sessionDate: input.startsAt.slice(0, 10),
  });

  // The studio's required waiver, and a guardian's for each minor who comes along (decision 0053).
  await assertWaiversSigned(db, businessId, customer.id, {
    dependantIds: input.participants.flatMap((participant) =>
      participant.householdMemberId ? [participant.householdMemberId] : [],
    ),
    onDate: input.startsAt.slice(0, 10),
    byCustomer: viewer.role === 'customer',
  });
  await assertMembershipInGoodStanding(db, businessId, customer.id, {
    byCustomer: viewer.role === 'customer',
  });

  let location: { id: string; display: string } | undefined;
  let address: string | null = null;
  let point: { latitude: number; longitude: number } | null = null;
  if (offering.place === 'studio') {
    if (input.locationId) {
      const locationId = input.locationId;
      location = await memo(`location:${offering.id}:${locationId}`, () =>
        findLocation(db, businessId, locationId, offering.id),
      );
      if (!location) {
        // The studio's own active location the offering is not held at gets its own message.
        const elsewhere = await findLocation(db, businessId, locationId);
        throw fieldProblem(
          422,
          'locationId',
          elsewhere
            ? `${offering.name} is not held at ${elsewhere.display}.`
            : 'Choose one of the studio’s locations.',
        );
      }
    } else {
      location = await memo(`location:default:${offering.id}`, () =>
        findDefaultLocation(db, businessId, offering.id),
      );
    }
  } else if (offering.place === 'home') {
    address = input.address?.trim() || null;
    if (!address) throw fieldProblem(400, 'address', 'Enter the address where the session takes place.');
    point = await homePoint(db, businessId, customer.id, address, input.point);
  }

  const expertId = input.expertId ?? undefined;
  const candidates: Person[] = await memo(`experts:${offering.id}:${expertId ?? 'any'}`, () =>
    listDeliveringExperts(db, businessId, offering.id, expertId),
  );
  if (input.expertId && candidates.length === 0) {
    throw fieldProblem(422, 'expertId', `This expert does not offer ${offering.name}.`);
  }
  if (candidates.length === 0) throw fieldProblem(422, 'expertId', 'No expert offers this session yet.');

  const calendar = await memo('calendar', () => findBusinessCalendar(db, businessId));
  const startsAt = new Date(input.startsAt);
  const date = zonedDateOf(startsAt, calendar.timeZone);
  if (!isBookableDate(date, now, calendar.timeZone)) {
    throw fieldProblem(422, 'startsAt', 'Choose a date from 2 to 32 days ahead.');
  }
  // An unlimited membership's cap per day (decisions/0055-memberships.md).
  await assertWithinDailyCap(db, {
    businessId,
    customerId: customer.id,
    kind: offering.category,
    day: date,
    byCustomer: viewer.role === 'customer',
  });
  const search = {
    businessId,
    calendar,
    offering,
    expertIds: candidates.map((expert) => expert.id),
    customerId: customer.id,
    now,
    memo,
  };
  const refuse = async (kind: 'expert' | 'customer' | 'unavailable') => {
    const nearest = await nearestSlots(db, search, startsAt);
    // With "any available", every expert was taken: the message names none.
    const detail = kind === 'expert' && !input.expertId ? TAKEN.anyExpert : takenMessage(kind, viewer);
    return new SlotTakenProblem(detail, nearest.map(slotJson));
  };

  // With an expert chosen, only the hours are checked here (no busy reads on the hot path): the
  // exclusion constraints refuse a taken time, and the refusal then looks for the nearest free ones.
  // With "any available", the busy times decide who is free.
  const chosenExpert = input.expertId != null;
  const slots = await searchSlots(db, { ...search, dates: [date], ignoreBusy: chosenExpert });
  const slot = slots.find((found) => found.startsAt.getTime() === startsAt.getTime());
  if (!slot) {
    // Tell "someone took it" from "never offered" by searching again with nobody's sessions in the way.
    throw await refuse(chosenExpert ? 'unavailable' : await whyUnavailable(db, search, date, startsAt));
  }

  const buffer = offering.place === 'home' ? offering.travelBufferMinutes : 0;
  const endsAt = new Date(startsAt.getTime() + offering.durationMinutes * MINUTE);
  let lastRefusal: 'expert' | 'customer' = 'expert';
  for (const expertId of tryOrder(slot.expertIds, customer.id, chosenExpert)) {
    const expert = candidates.find((candidate) => candidate.id === expertId);
    if (!expert) continue;
    try {
      const booking: NewBooking = {
        businessId,
        offering,
        expertId,
        customerId: customer.id,
        startsAt,
        endsAt,
        travelBufferMinutes: buffer,
        locationId: location?.id ?? null,
        address,
        point,
        notes: input.notes,
        reminderMinutes: input.reminderMinutes,
        credits:
          offering.creditsNeeded > 0 ? { kind: offering.creditKind, quantity: offering.creditsNeeded } : null,
        priceCents: offering.priceCents,
        participants: participants.map(({ name }) => name),
        actor: { userId: viewer.userId, role: viewer.role },
        // Written here in the expert's language; the book_session function only stores it.
        email: expert.email
          ? {
              to: expert.email,
              kind: 'service.requested',
              ...sessionNoticeTexts({
                kind: 'requested',
                businessId,
                studioName: calendar.name,
                timeZone: calendar.timeZone,
                to: expert.email,
                offeringName: offering.name,
                startsAt,
                who: customer.name,
              })(expert.language ?? 'en'),
            }
          : null,
        audit,
        now,
      };
      // One statement on the hot path (book_session); when credits are due to expire first, the
      // ledger expires them (posting their revenue) and the booking runs again in that transaction.
      // A member's own booking is a request staff should hear of (decision 0052), in its transaction;
      // staff booking for someone need not tell themselves, and keep the one-statement path.
      const request = viewer.role === 'customer';
      const bookAndAlert = async (tx: Database) => {
        const row = await bookSession(tx, booking);
        if (request) {
          await alertStaff(tx, businessId, {
            kind: 'staff.bookingRequest',
            data: {
              serviceId: row.id,
              actorName: customer.name,
              offeringName: offering.name,
              startsAt: startsAt.toISOString(),
              expertName: expert.name,
            },
            link: `/admin/services/details/${row.id}`,
            dedupeKey: `booking-request:${row.id}`,
            // The session's own expert already hears of it (service.requested).
            except: [expertId],
          });
        }
        return row;
      };
      const booked = await retryingDeadlocks(async () => {
        try {
          return request ? await db.transaction(bookAndAlert) : await bookSession(db, booking);
        } catch (error) {
          if (!(error instanceof CreditsDueToExpireError) || !booking.credits) throw error;
          const credits = { customerId: customer.id, kind: booking.credits.kind };
          return db.transaction(async (tx) => {
            await expireDueCreditsBeforeUse(tx, businessId, credits, now);
            return bookAndAlert(tx);
          });
        }
      });
      // The answer is built from what was just written: reading the session back costs two queries.
      return toService(
        {
          service: booked,
          expertName: expert.name,
          customerName: customer.name,
          locationDisplay: location?.display ?? null,
          holdStatus: booked.creditHoldId ? 'held' : null,
          participants,
        },
        viewer,
        calendar,
        now,
      );
    } catch (error) {
      if (error instanceof InsufficientCreditsError) throw await notEnoughCredits(db, error, viewer);
      const refusal = overlapRefusal(error);
      if (!refusal) throw error;
      lastRefusal = refusal;
      // Another booking took this expert in the meantime; with "any available", try the next one.
      if (refusal === 'customer') break;
    }
  }
  throw await refuse(lastRefusal);
}

/**
 * The order "any available" tries the free experts in: each customer starts at another expert (a
 * fixed rotation by customer), so a crowd booking one time spreads over the team instead of every
 * request queueing for the first expert's turn.
 */
function tryOrder(expertIds: string[], customerId: string, chosenExpert: boolean): string[] {
  if (chosenExpert || expertIds.length < 2) return expertIds;
  let hash = 0;
  for (const char of customerId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const start = hash % expertIds.length;
  return [...expertIds.slice(start), ...expertIds.slice(0, start)];
}

/** Why a start is not offered: the expert or the customer is busy then, or it was never bookable. */
async function whyUnavailable(
  db: Database,
  search: Omit<SlotSearchInput, 'dates'>,
  date: string,
  startsAt: Date,
): Promise<'expert' | 'customer' | 'unavailable'> {
  const { customerId: _customer, ...withoutCustomer } = search;
  const offered = (slots: FoundSlot[]) =>
    slots.some((slot) => slot.startsAt.getTime() === startsAt.getTime());
  if (offered(await searchSlots(db, { ...withoutCustomer, dates: [date] }))) return 'customer';
  const ignoringSessions = await searchSlots(db, { ...withoutCustomer, dates: [date], ignoreBusy: true });
  return offered(ignoringSessions) ? 'expert' : 'unavailable';
}

async function notEnoughCredits(
  db: Database,
  error: InsufficientCreditsError,
  viewer: Viewer,
): Promise<HttpProblem> {
  // Credits bought to pay at the studio, at a studio that waits for the cash before booking: say so,
  // rather than send the member to buy the same credits again (decision 0046).
  const waiting = await purchaseAwaitingPayment(db, viewer.businessId, error.customerId, error.kind);
  if (waiting) {
    const whose = viewer.role === 'customer' ? 'Your purchase' : 'The customer’s purchase';
    return fieldProblem(
      422,
      'offeringId',
      `${whose} is waiting for payment at the studio (${waiting.packName}, ${formatUsd(waiting.priceCents)}). Its credits can be used once it is paid.`,
    );
  }
  const who = viewer.role === 'customer' ? 'You need' : 'The customer needs';
  const credits = error.requested === 1 ? 'credit' : 'credits';
  return fieldProblem(
    422,
    'offeringId',
    `${who} ${error.requested} ${error.kind} ${credits} for this session. Buy credits first.`,
  );
}

// ---- Notifications ------------------------------------------------------------------------------------

type NoticeKind = Exclude<SessionNoticeKind, 'requested'>;

/** Where the session takes place, for the invitation: the address, the location or nothing (video). */
function placeOf(view: ServiceView): string | null {
  const { service } = view;
  if (service.place === 'home') return service.address;
  if (service.place === 'virtual') return null;
  return view.locationDisplay;
}

// ---- Lifecycle -----------------------------------------------------------------------------------------

export type TransitionInput = {
  to: ServiceStatus;
  reason?: string | undefined;
  startsAt?: string | undefined;
  completionNotes?: string | undefined;
};

/**
 * One step of PRODUCT.md's lifecycle, exactly as the shared checkTransition allows it (403 or 409
 * with its message otherwise). A reschedule checks the new time like a new booking. Credits move per
 * creditEffectOf in the same transaction, and the step is written to the history.
 */
export async function transitionService(
  db: Database,
  viewer: Viewer,
  scope: ServiceScope,
  serviceId: string,
  input: TransitionInput,
  now = clock.now(),
): Promise<Service> {
  const { businessId } = viewer;
  const view = await findServiceView(db, businessId, serviceId, scope);
  if (!view) throw notFound('session');
  const row = view.service;
  const calendar = await findBusinessCalendar(db, businessId);
  const actor = actorFor(viewer, row);
  const context = contextFor(calendar, row, now);
  const verdict = checkTransition(row.status, input.to, actor, context);
  if (!verdict.ok) {
    throw new HttpProblem(verdict.status, verdict.status === 403 ? 'Forbidden' : 'Conflict', verdict.reason);
  }
  const reason = input.reason?.trim() || null;
  if (input.to === 'Canceled' && !reason && viewer.role !== 'customer') {
    throw fieldProblem(400, 'reason', 'Give a reason for canceling; the customer will see it.');
  }

  let newStart: { startsAt: Date; endsAt: Date } | undefined;
  const search = {
    businessId,
    calendar,
    offering: {
      durationMinutes: row.durationMinutes,
      travelBufferMinutes: row.travelBufferMinutes,
      place: row.place,
    },
    expertIds: [row.expertId],
    customerId: row.customerId,
    now,
    excludeServiceId: row.id,
  };
  const refuse = async (kind: 'expert' | 'customer' | 'unavailable', wanted: Date) => {
    const nearest = await nearestSlots(db, search, wanted);
    return new SlotTakenProblem(takenMessage(kind, viewer), nearest.map(slotJson));
  };
  if (input.to === 'Rescheduled') {
    const wanted = new Date(input.startsAt ?? '');
    const date = zonedDateOf(wanted, calendar.timeZone);
    if (!isBookableDate(date, now, calendar.timeZone)) {
      throw fieldProblem(422, 'startsAt', 'Choose a date from 2 to 32 days ahead.');
    }
    const slots = await searchSlots(db, { ...search, dates: [date] });
    if (!slots.some((slot) => slot.startsAt.getTime() === wanted.getTime())) {
      throw await refuse(await whyUnavailable(db, search, date, wanted), wanted);
    }
    newStart = { startsAt: wanted, endsAt: new Date(wanted.getTime() + row.durationMinutes * MINUTE) };
  }

  const effect = creditEffectOf(input.to, actor, context);
  try {
    await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        const changes: ServiceStepChanges = { status: input.to, updatedAt: now };
        if (newStart) {
          const buffer = row.travelBufferMinutes;
          Object.assign(changes, {
            startsAt: newStart.startsAt,
            endsAt: newStart.endsAt,
            expertBusyFrom: new Date(newStart.startsAt.getTime() - buffer * MINUTE),
            expertBusyUntil: new Date(newStart.endsAt.getTime() + buffer * MINUTE),
            reminderQueuedAt: null,
          });
        }
        if (input.to === 'Completed') {
          changes.completedAt = now;
          changes.completionNotes = input.completionNotes?.trim() || null;
        }
        if (input.to === 'Canceled') {
          changes.canceledAt = now;
          changes.cancelReason = reason;
        }
        // Only from the status we checked: a concurrent step makes this one a 409, not a double move.
        if (!(await updateServiceFrom(tx, businessId, row, changes))) {
          throw new HttpProblem(
            409,
            'Conflict',
            'This session was changed a moment ago. Reload it and try again.',
          );
        }
        if (row.creditHoldId && effect !== 'none') {
          if (effect === 'spend') await spend(tx, businessId, row.creditHoldId);
          else await release(tx, businessId, row.creditHoldId);
          if (input.to === 'Rescheduled' && row.creditKind && row.credits > 0) {
            // The reschedule holds again for the new time (decision 0008: release, then hold).
            const holdId = await holdWithin(tx, businessId, {
              customerId: row.customerId,
              kind: row.creditKind,
              quantity: row.credits,
              serviceId: row.id,
            });
            await setServiceHold(tx, businessId, row.id, holdId);
          }
        }
        // Completed is final: the expert's earning line is written with it (decision 0059).
        if (input.to === 'Completed') await writeSessionEarning(tx, businessId, row.id, viewer.userId);
        await insertHistory(tx, businessId, {
          serviceId: row.id,
          fromStatus: row.status,
          toStatus: input.to,
          actorUserId: viewer.userId,
          actorRole: viewer.role,
          reason,
          startsAt: newStart?.startsAt ?? row.startsAt,
          previousStartsAt: newStart ? row.startsAt : null,
        });
        const notice = noticeFor(input.to);
        if (notice) {
          // The customer hears of every change; the expert of the customer's own reschedules and cancels.
          const actorName =
            (await findPerson(tx, businessId, viewer.membershipId, viewer.role))?.name ?? 'the studio';
          const customerIsActor = viewer.membershipId === row.customerId;
          const expert = await findPerson(tx, businessId, row.expertId, 'expert');
          const customer = await findPerson(tx, businessId, row.customerId, 'customer');
          const common = {
            kind: notice,
            businessId,
            studioName: calendar.name,
            timeZone: calendar.timeZone,
            offeringName: row.offeringName,
            startsAt: newStart?.startsAt ?? row.startsAt,
            who: actorName,
          };
          const toPerson = (person: Person) => ({
            to: person.email,
            membershipId: person.id,
            language: person.language,
          });
          // The customer's emails carry the session for their calendar (one UID: REQUEST adds or
          // updates, CANCEL removes), so it follows every move, their own ones included.
          const invitation =
            customer && expert
              ? {
                  serviceId: row.id,
                  endsAt: newStart?.endsAt ?? row.endsAt,
                  location: placeOf(view),
                  changedAt: now,
                  expert: { name: expert.name, email: expert.email },
                  customer: { name: customer.name, email: customer.email },
                }
              : undefined;
          if (!customerIsActor) {
            if (customer) {
              await enqueueEmail(
                tx,
                sessionNoticeEmail({ ...common, ...toPerson(customer), calendar: invitation }),
              );
            }
          } else {
            if (expert) await enqueueEmail(tx, sessionNoticeEmail({ ...common, ...toPerson(expert) }));
            if (customer && (notice === 'Rescheduled' || notice === 'Canceled')) {
              await enqueueEmail(
                tx,
                sessionNoticeEmail({ ...common, ...toPerson(customer), calendar: invitation }),
              );
            }
          }
        }
      }),
    );
  } catch (error) {
    if (error instanceof InsufficientCreditsError) throw await notEnoughCredits(db, error, viewer);
    if (error instanceof CreditHoldMismatchError) {
      throw new HttpProblem(
        409,
        'Conflict',
        'The credits of this session changed meanwhile. Reload it and try again.',
      );
    }
    const refusal = overlapRefusal(error);
    if (refusal && newStart) throw await refuse(refusal, newStart.startsAt);
    throw error;
  }
  return getService(db, viewer, { kind: 'all' }, row.id, now, calendar);
}

const noticeFor = (to: ServiceStatus): NoticeKind | undefined =>
  to === 'Confirmed' || to === 'Rescheduled' || to === 'Canceled' || to === 'Completed' ? to : undefined;

/** The assigned expert or staff correct what was done, after completion. */
export async function setCompletionNotes(
  db: Database,
  viewer: Viewer,
  scope: ServiceScope,
  serviceId: string,
  completionNotes: string,
): Promise<Service> {
  const view = await findServiceView(db, viewer.businessId, serviceId, scope);
  if (!view) throw notFound('session');
  if (view.service.status !== 'Completed') {
    throw new HttpProblem(409, 'Conflict', 'Completion notes can be written once the session is completed.');
  }
  await updateCompletionNotes(db, viewer.businessId, serviceId, completionNotes.trim() || null, clock.now());
  return getService(db, viewer, { kind: 'all' }, serviceId);
}

/** The customer's 1-5 stars and text, once, on a completed session of theirs. */
export async function reviewService(
  db: Database,
  viewer: Viewer,
  serviceId: string,
  review: { stars: number; text: string },
): Promise<Service> {
  const scope: ServiceScope = { kind: 'customer', customerId: viewer.membershipId };
  const view = await findServiceView(db, viewer.businessId, serviceId, scope);
  if (!view) throw notFound('session');
  if (view.service.status !== 'Completed') {
    throw new HttpProblem(409, 'Conflict', 'Only completed sessions can be reviewed.');
  }
  const now = clock.now();
  if (!(await saveReview(db, viewer.businessId, viewer.membershipId, serviceId, review, now)))
    throw new HttpProblem(409, 'Conflict', 'You have already reviewed this session.');
  return getService(db, viewer, scope, serviceId, now);
}
