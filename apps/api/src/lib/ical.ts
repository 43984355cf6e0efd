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
  /** Revision (RFC 5545 3.8.7.4): an emailed update must carry a higher one than what it replaces. */
  sequence?: number;
  /** Who sends an emailed invitation (iTIP, RFC 5546: REQUEST and CANCEL need one). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

export type IcalCalendar = {
  name: string;
  events: IcalEvent[];
  /** PUBLISH for a feed (the default); REQUEST or CANCEL for an emailed invitation (RFC 5546). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
};

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

/** A parameter value (RFC 5545 3.2): quoted, without the characters a quoted value cannot hold. */
function quoteParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
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
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
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
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.organizer) {
      lines.push(`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`);
    }
    if (event.attendee) {
      lines.push(
        `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
