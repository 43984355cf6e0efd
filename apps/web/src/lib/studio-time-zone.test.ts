import { describe, expect, it } from 'vitest';
import { studioFormatters } from '../i18n/format.ts';
import { matchingLines, sourceFiles } from '../test/source-files.ts';

// Every date and time on every page is the studio's, whatever the browser's zone (decision 0050):
// pages format through useFormat(), whose formatters default to the signed-in studio's zone
// (i18n/format.ts studioFormatters). This test fails on a page that formats a date another way: with
// the browser's zone (toLocale…String, its own Intl.DateTimeFormat, browserTimeZone(), the Date's
// local getters) or with a zone written into the page other than 'UTC' (which names a calendar date
// or a wall-clock time of day without shifting it).

/** The one formatter, which owns the Intl calls and the browser's zone. */
const FORMATTER = 'i18n/format.ts';

const PATTERNS: Record<string, RegExp> = {
  'a toLocale…String of a date': /\.toLocale(Date|Time)?String\s*\(/,
  'an Intl.DateTimeFormat of its own': /\bIntl\.DateTimeFormat\b/,
  "the browser's zone": /\bbrowserTimeZone\b|\bgetTimezoneOffset\s*\(/,
  'a local-time getter': /\.get(Hours|Minutes|Date|Day|Month)\s*\(/,
  'format.ts called around useFormat()': /\bformat(Date|StudioDateTime)\s*\(/,
  "a zone other than the studio's or UTC": /\btimeZone:\s*['"`](?!UTC['"`])/,
};

describe('dates and times in the studio’s zone', () => {
  it('recognises each way around the studio’s zone, and not the ways through it', () => {
    const offending = [
      'new Date(row.createdAt).toLocaleString()',
      "value.toLocaleDateString('en-US')",
      'new Intl.DateTimeFormat(locale, { hour: "numeric" })',
      'const zone = browserTimeZone();',
      'const hour = new Date(startsAt).getHours();',
      "formatDate(row.createdAt, 'en')",
      "format.date(row.createdAt, { timeStyle: 'short', timeZone: 'Europe/Paris' })",
    ];
    for (const line of offending) {
      expect(
        Object.values(PATTERNS).some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    }
    for (const line of [
      'format.studioDateTime(row.createdAt)',
      "format.date(row.createdAt, { dateStyle: 'medium' })",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as the test reads it
      "format.date(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })",
      "format.date(slot.startsAt, { hour: 'numeric', minute: '2-digit', timeZone })",
    ]) {
      expect(
        Object.values(PATTERNS).some((pattern) => pattern.test(line)),
        line,
      ).toBe(false);
    }
  });

  it.each(Object.entries(PATTERNS))('no page formats a date with %s', (_what, pattern) => {
    const pages = sourceFiles().filter((path) => path !== FORMATTER && !path.endsWith('.test.tsx'));
    expect(matchingLines(pages, pattern)).toEqual([]);
  });

  it('formats in the studio’s zone by default, naming it to a viewer elsewhere', () => {
    // 03:30 UTC on 27 November is still the 26th in Los Angeles, and already noon in Tokyo.
    const instant = '2026-11-27T03:30:00Z';
    const tokyoViewer = studioFormatters('en', 'America/Los_Angeles', 'Asia/Tokyo');
    expect(tokyoViewer.date(instant)).toBe('Nov 26, 2026');
    expect(tokyoViewer.studioDateTime(instant)).toBe('Nov 26, 2026, 7:30 PM PST');
    // A calendar date keeps its day when the call names UTC.
    expect(tokyoViewer.date('2026-11-27T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Nov 27, 2026',
    );

    const sameZone = studioFormatters('en', 'America/Los_Angeles', 'America/Los_Angeles');
    expect(sameZone.studioDateTime(instant)).toBe('Nov 26, 2026, 7:30 PM');
    expect(sameZone.timeZone).toBe('America/Los_Angeles');
    expect(sameZone.zoneDiffers).toBe(false);
    expect(tokyoViewer.zoneDiffers).toBe(true);
  });
});
