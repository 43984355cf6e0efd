import { describe, expect, it } from 'vitest';
import { centsAsDecimal, csvCell, csvLine, localDateTime } from './csv.ts';

describe('CSV cells', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Maya Member')).toBe('Maya Member');
    expect(csvCell(1001)).toBe('1001');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes inside', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('6" band')).toBe('"6"" band"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('turns would-be formulas into text with a leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}cmd`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('-5')).toBe("'-5");
    // Full-width forms of = + - @ (U+FF1D, U+FF0B, U+FF0D, U+FF20) are defused the same way.
    for (const start of ['\uff1d', '\uff0b', '\uff0d', '\uff20']) {
      expect(csvCell(`${start}cmd`)).toBe(`'${start}cmd`);
    }
    expect(csvCell('\uff1dHYPERLINK("http://x","y")')).toBe('"\'\uff1dHYPERLINK(""http://x"",""y"")"');
    // Other full-width symbols start no formula and stay as typed.
    expect(csvCell('\uff03 tag')).toBe('\uff03 tag');
    // Numbers are the app's own (amounts, receipt numbers): written as they are.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('writes cents as plain decimals and dates in the studio’s zone', () => {
    expect(centsAsDecimal(125_000)).toBe('1250.00');
    expect(centsAsDecimal(5)).toBe('0.05');
    expect(centsAsDecimal(0)).toBe('0.00');
    expect(centsAsDecimal(-1_050)).toBe('-10.50');
    expect(localDateTime(new Date('2026-01-15T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-01-14 19:30');
    expect(localDateTime(new Date('2026-01-15T00:05:00Z'), 'UTC')).toBe('2026-01-15 00:05');
  });
});
