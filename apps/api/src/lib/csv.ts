// The CSV exports (payments, dashboards, contracts, payouts), RFC 4180: comma separated, CRLF line
// ends, quotes doubled inside quoted cells. A cell a spreadsheet would read as a formula is made plain
// text first.

// OWASP "CSV injection": these first characters make Excel, LibreOffice and Sheets evaluate a cell.
// Their full-width forms (U+FF1D ＝, U+FF0B ＋, U+FF0D －, U+FF20 ＠) count too: Excel with an East Asian
// input method, and some imports that fold width (NFKC), read '＝1+1' as '=1+1'.
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** One cell, safe to open in a spreadsheet: a would-be formula gets a leading quote, then RFC 4180 quoting. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (cents as dollars, receipt numbers): a number, even negative, is no formula.
  // Stryker disable next-line ConditionalExpression: String() of a string is the same string
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Cents as a plain decimal a spreadsheet sums: 125000 → "1250.00" (no $ or grouping). */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "2026-11-22 14:05" in the studio's time zone. */
export function localDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
