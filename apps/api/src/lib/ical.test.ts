import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalDateTime, writeCalendar } from './ical.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the iCalendar writer', () => {
  it('writes UTC date-times in the basic format', () => {
    expect(icalDateTime(new Date('2026-05-04T17:00:00.000Z'))).toBe('20260504T170000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'تدريب شخصي مع '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Every part is whole UTF-8: no replacement characters after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('writes a calendar of events with CRLF line ends, one VEVENT each, in UTC', () => {
    const text = writeCalendar({
      name: 'Demo, Studio',
      events: [
        {
          uid: 'abc@bmp',
          start: new Date('2026-05-04T17:00:00Z'),
          end: new Date('2026-05-04T18:00:00Z'),
          stamp: new Date('2026-05-01T10:00:00Z'),
          summary: 'Personal Training; Maya',
          description: 'Line one\nLine two',
          location: 'Los Angeles, California',
          url: 'https://example.test/x',
          status: 'CANCELLED',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Demo\\, Studio');
    expect(lines).toContain('DTSTART:20260504T170000Z');
    expect(lines).toContain('DTEND:20260504T180000Z');
    expect(lines).toContain('SUMMARY:Personal Training\\; Maya');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('LOCATION:Los Angeles\\, California');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:abc@bmp');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
