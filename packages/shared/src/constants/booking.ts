// Booking calendar constants from SPEC section 9 (dates are counted in the business's time zone).

export const BOOKING_WINDOW = { minDaysAhead: 2, maxDaysAhead: 32 } as const;

export const REMINDER_MINUTES = [5, 10, 15, 20, 30] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

const SLOT_MINUTES = 30;

function slotTimes(fromMinute: number, toMinute: number): string[] {
  const times: string[] = [];
  for (let minute = fromMinute; minute <= toMinute; minute += SLOT_MINUTES) {
    const hours = String(Math.floor(minute / 60)).padStart(2, '0');
    times.push(`${hours}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Bookable start times, 'HH:MM' every 30 minutes from '06:00' to '19:30' (28 slots). */
export function bookingSlotTimes(): string[] {
  return slotTimes(6 * 60, 19 * 60 + 30);
}

/** Business-hours pick list, 'HH:MM' every 30 minutes from '00:00' to '23:30' (48 slots). */
export function hoursSlotTimes(): string[] {
  return slotTimes(0, 23 * 60 + 30);
}

/** Show a 24-hour 'HH:MM' time as 12-hour text: '19:30' → '7:30 PM'; `pad` gives '07:30 PM'. */
export function formatTime12h(time: string, { pad = false }: { pad?: boolean } = {}): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Expected a time as HH:MM, got '${time}'`);
  const hours = Number(match[1]);
  const hours12 = String(hours % 12 === 0 ? 12 : hours % 12);
  return `${pad ? hours12.padStart(2, '0') : hours12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
