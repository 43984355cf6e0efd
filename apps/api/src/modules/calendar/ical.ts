// A small RFC 5545 (iCalendar) writer: just what the calendar feed needs (one VCALENDAR of VEVENTs
// in UTC, no recurrence, no time zones). Decision 0017 says why it is ours and not a package.

export type IcalEvent = {
  /** Stable per session, so a calendar app updates the event instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  /** When the session last changed (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
};

export type IcalCalendar = { name: string; events: IcalEvent[] };

/** 20260504T170000Z: a UTC date-time (RFC 5545 3.3.5, form 2). */
export function icalDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space, and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar as text/calendar, CRLF line ends. */
export function writeCalendar(calendar: IcalCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Business Management Platform//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // Ask calendar apps to poll hourly (they may still choose their own pace).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icalDateTime(event.stamp)}`,
      `LAST-MODIFIED:${icalDateTime(event.stamp)}`,
      `DTSTART:${icalDateTime(event.start)}`,
      `DTEND:${icalDateTime(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `STATUS:${event.status}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
