import {
  addDays,
  type BusinessHoursEntry,
  type businessProfileInputSchema,
  type SessionOutsideHours,
  toBusinessHoursEntry,
  toZonedParts,
  WEEKDAYS,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { findBusinessBySlug } from '../auth/index.ts';
import { listLocations } from './locations.repository.ts';
import {
  findBusinessProfile,
  findLogo,
  type HoursRow,
  listPublicOfferings,
  listUpcomingSessions,
  saveBrandColor,
  saveBusinessProfile,
  saveLogo,
  weekdayNumber,
} from './profile.repository.ts';

const hhmm = (value: string | null) => (value === null ? null : value.slice(0, 5));

export async function businessProfileView(db: Database, businessId: string) {
  const row = await findBusinessProfile(db, businessId);
  if (!row) throw new HttpProblem(404, 'Not Found', 'No such business.');
  const byDay = new Map(row.hours.map((hour) => [hour.weekday, hour]));
  const hours = WEEKDAYS.map((day, index) => {
    const stored = byDay.get(index + 1);
    // A day without a row keeps SPEC.md's default (07:00 AM - 07:00 PM), as booking reads it.
    return stored
      ? toBusinessHoursEntry(day, hhmm(stored.opensAt), hhmm(stored.closesAt), stored.closed)
      : toBusinessHoursEntry(day, '07:00', '19:00', false);
  });
  const { hours: _rows, ...rest } = row;
  return {
    ...rest,
    hours,
    publicPath: `/studio/${row.slug}`,
    signupPath: `/register?business=${encodeURIComponent(row.slug)}`,
  };
}

/** Sets the studio's logo, or removes it with null. */
export async function setLogo(
  db: Database,
  businessId: string,
  logo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  await saveLogo(db, businessId, logo);
}

/** Sets the studio's primary colour (already checked by brandColorInputSchema), or removes it with null. */
export async function setBrandColor(db: Database, businessId: string, brandColor: string | null) {
  await saveBrandColor(db, businessId, brandColor);
  return businessProfileView(db, businessId);
}

/** A studio's logo by its public slug; 404 when the studio or its logo does not exist. */
export async function studioLogo(db: Database, slug: string): Promise<{ logo: Buffer; logoType: string }> {
  const row = await findLogo(db, slug);
  if (!row?.logo || !row.logoType) throw new HttpProblem(404, 'Not Found', 'No such logo.');
  return { logo: row.logo, logoType: row.logoType };
}

/** What a studio's public page shows: its profile, its public locations and its offerings; 404 by slug. */
export async function publicStudio(db: Database, slug: string) {
  const business = await findBusinessBySlug(db, slug);
  if (!business) throw new HttpProblem(404, 'Not Found', 'No such studio.');
  const [profile, places, offerings] = await Promise.all([
    businessProfileView(db, business.id),
    listLocations(db, business.id, true),
    listPublicOfferings(db, business.id),
  ]);
  return { profile, places, offerings };
}

/** Whether a session, shown in `timeZone`, lies inside its day's opening hours. */
export function insideHours(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  hours: readonly BusinessHoursEntry[],
): boolean {
  const start = toZonedParts(startsAt, timeZone);
  const end = toZonedParts(endsAt, timeZone);
  // A session ending exactly at midnight ends at "24:00" of its own day; any other day change is outside.
  const endTime =
    end.date === start.date
      ? end.time
      : end.time === '00:00' && end.date === addDays(start.date, 1)
        ? '24:00'
        : null;
  const day = hours[start.weekday - 1];
  if (endTime === null || !day || day.closed || day.open === null || day.close === null) return false;
  return start.time >= day.open && endTime <= day.close;
}

/** Booked sessions still ahead that the given hours and time zone would leave outside opening time. */
export async function sessionsOutsideHours(
  db: Database,
  businessId: string,
  timeZone: string,
  hours: readonly BusinessHoursEntry[],
  now = clock.now(),
): Promise<SessionOutsideHours[]> {
  const upcoming = await listUpcomingSessions(db, businessId, now);
  return upcoming
    .filter((session) => !insideHours(session.startsAt, session.endsAt, timeZone, hours))
    .map((session) => ({
      ...session,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
    }));
}

/**
 * Saves the profile. When the hours or the time zone change, booked sessions that would fall outside
 * the new hours are never moved or canceled: the owner sees them first (409 with the count) and saves
 * again with confirmOutsideHours once they have read the list.
 */
export async function updateBusinessProfile(
  db: Database,
  businessId: string,
  input: z.output<typeof businessProfileInputSchema>,
) {
  const before = await businessProfileView(db, businessId);
  const hoursChanged =
    before.timeZone !== input.timeZone ||
    JSON.stringify(before.hours.map(({ day, open, close, closed }) => [day, open, close, closed])) !==
      JSON.stringify(input.hours.map(({ day, open, close, closed }) => [day, open, close, closed]));
  let outside: SessionOutsideHours[] = [];
  if (hoursChanged) {
    outside = await sessionsOutsideHours(db, businessId, input.timeZone, input.hours);
    // Only sessions the change newly leaves outside count; ones outside already are not news.
    const alreadyOutside = new Set(
      (await sessionsOutsideHours(db, businessId, before.timeZone, before.hours)).map((s) => s.id),
    );
    outside = outside.filter((session) => !alreadyOutside.has(session.id));
    if (outside.length > 0 && !input.confirmOutsideHours) {
      const message = `${outside.length} booked session${outside.length === 1 ? '' : 's'} would fall outside the new hours. Review them and confirm to save; they stay as booked.`;
      throw new HttpProblem(409, 'Conflict', message, { hours: [message] });
    }
  }
  const hours: HoursRow[] = input.hours.map((entry) => ({
    weekday: weekdayNumber(entry.day),
    opensAt: entry.open,
    closesAt: entry.close,
    closed: entry.closed,
  }));
  await saveBusinessProfile(
    db,
    businessId,
    {
      name: input.name,
      timeZone: input.timeZone,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      amenities: input.amenities,
      accessibility: input.accessibility,
      equipment: input.equipment,
      specialities: input.specialities,
      languages: input.languages,
      freeCancelHours: input.freeCancelHours,
      bookBeforePaying: input.bookBeforePaying,
      maxUnpaidPurchases: input.maxUnpaidPurchases,
      arrivalGeofenceMeters: input.arrivalGeofenceMeters,
    },
    hours,
  );
  return { profile: await businessProfileView(db, businessId), hoursChanged, outside };
}
