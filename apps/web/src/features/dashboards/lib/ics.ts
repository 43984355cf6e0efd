import type { DashboardSession } from '@bmp/shared';

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');

/** One session as an iCalendar event (RFC 5545), for "Add to calendar". Times in UTC. */
export function sessionIcs(session: DashboardSession, studioName: string, now = new Date()): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Business Management Platform//Dashboard//EN',
    'BEGIN:VEVENT',
    `UID:${session.id}@bmp`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(session.startsAt)}`,
    `DTEND:${stamp(session.endsAt)}`,
    `SUMMARY:${icsText(`${session.offeringName} (${studioName})`)}`,
    `DESCRIPTION:${icsText(session.expertName)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves the session's .ics file through a temporary object URL. */
export function downloadIcs(session: DashboardSession, studioName: string) {
  const url = URL.createObjectURL(new Blob([sessionIcs(session, studioName)], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `session-${session.startsAt.slice(0, 10)}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
