import { ALL_SERVICE_STATUSES, type Locale, type ServiceStatus } from '@bmp/shared';

// How far and how long, as people read them: a distance rounded to what a straight line can honestly
// claim, and the travel time always as a range (docs/decisions/0060-live-tracking.md: no routing
// service, so never one exact minute).

const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: Locale, unit: 'meter' | 'kilometer' | 'minute', digits = 0): Intl.NumberFormat {
  const key = `${locale}|${unit}|${digits}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      // Arabic's short minute is a lone letter ("د"); its long form reads as a word.
      unitDisplay: locale === 'ar' && unit === 'minute' ? 'long' : 'short',
      maximumFractionDigits: digits,
    });
    formats.set(key, made);
  }
  return made;
}

/** "850 m", "2.4 km", "12 km": metres to the nearest 10 under a kilometre, one decimal under 10 km. */
export function distanceText(meters: number, locale: Locale): string {
  if (meters < 1000) return unitFormat(locale, 'meter').format(Math.max(0, Math.round(meters / 10) * 10));
  const kilometers = meters / 1000;
  return unitFormat(locale, 'kilometer', kilometers < 10 ? 1 : 0).format(kilometers);
}

export type Eta = { minMinutes: number; maxMinutes: number };

/**
 * The minutes of an ETA as a range in the language's own form ("8–14 min", "8 à 14 min"), never one
 * number: a range whose ends meet is widened by a minute. Null when already there (0 to 0).
 */
export function etaRangeText(eta: Eta, locale: Locale): string | null {
  if (eta.maxMinutes <= 0) return null;
  const low = Math.max(0, Math.min(eta.minMinutes, eta.maxMinutes));
  const high = Math.max(low + 1, eta.maxMinutes);
  return unitFormat(locale, 'minute').formatRange(low, high);
}

/** Whether an answer's status (a plain string on the wire) is one the status chip knows. */
export function isServiceStatus(status: string): status is ServiceStatus {
  return (ALL_SERVICE_STATUSES as readonly string[]).includes(status);
}
