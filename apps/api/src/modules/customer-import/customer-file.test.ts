import { CUSTOMER_CSV_COLUMNS } from '@bmp/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../lib/csv.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { readCustomerFile } from './customer-file.ts';

// Reading the customers CSV (decision 0065): what the export's writer (lib/csv.ts) writes comes back
// cell for cell, whatever the quotes, commas, line ends, byte order mark and blank lines, and each row
// is numbered by the line it starts on in the file.

const bytes = (text: string) => Buffer.from(text, 'utf8');

function refusal(text: string | Buffer): string {
  try {
    readCustomerFile(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 422) return error.errors?.file?.[0] ?? '';
    throw error;
  }
  throw new Error('the file was read');
}

// Cells as a person might type them: quotes, commas, line breaks, formula starts, non-Latin text. A
// carriage return inside a cell comes back as a line feed (tested below), so it is left out here, and
// so is a cell that starts with an apostrophe and a formula character: that is the export's own
// protection, which the reader takes off (also tested below).
const cell = fc
  .string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '=', '+', '-', '@', "'", 'é', 'ع', '\t', '1'),
  })
  .filter((text) => !/^'[=+\-@\t]/.test(text));
const row = fc.record({
  full_name: cell,
  // Never blank, so no generated row is a blank line.
  email: cell.map((text) => `x${text}`),
  phone: cell,
  extra: cell,
});

describe('readCustomerFile', () => {
  it('reads back every cell the export writes, with each row on the line it starts on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(row, fc.nat({ max: 2 })), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('\r\n', '\n', '\r'),
        (rows, bom, lineEnd) => {
          const header = csvLine(['Full_Name ', ' EMAIL', 'phone', 'notes']);
          let text = (bom ? '\ufeff' : '') + header;
          const expectedLines: number[] = [];
          for (const [value, blankLinesBefore] of rows) {
            text += '\r\n'.repeat(blankLinesBefore);
            // A line feed inside a quoted cell is a line of the file too.
            expectedLines.push(text.split(/\r\n|\n/).length);
            text += csvLine([value.full_name, value.email, value.phone, value.extra]);
          }
          const file = readCustomerFile(bytes(text.replaceAll('\r\n', lineEnd)));
          expect(file.ignoredColumns).toEqual(['notes']);
          expect(file.rows).toEqual(
            rows.map(([value], index) => ({
              line: expectedLines[index],
              cells: { full_name: value.full_name, email: value.email, phone: value.phone },
            })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a formula-looking cell as text, and takes off only the export’s protecting apostrophe', () => {
    const file = readCustomerFile(
      bytes(
        `full_name,email,phone\r\n=SUM(A1:A9),+1@x.co,@home\r\n"'=HYPERLINK(""http://x"")",'-a@x.co,'x\r\n`,
      ),
    );
    expect(file.rows.map((one) => one.cells)).toEqual([
      { full_name: '=SUM(A1:A9)', email: '+1@x.co', phone: '@home' },
      { full_name: '=HYPERLINK("http://x")', email: '-a@x.co', phone: "'x" },
    ]);
  });

  it('reads a carriage return inside a quoted cell as a line feed, and counts lines as an editor does', () => {
    const file = readCustomerFile(bytes('full_name,email\r\n"Ann\r\nLee",a@x.co\r\n\r\n"B\rC",b@x.co\r\n'));
    expect(file.rows).toEqual([
      { line: 2, cells: { full_name: 'Ann\nLee', email: 'a@x.co' } },
      { line: 5, cells: { full_name: 'B\nC', email: 'b@x.co' } },
    ]);
  });

  it('skips blank lines and rows of empty cells, and reads missing trailing cells as empty', () => {
    const file = readCustomerFile(
      bytes('\r\n\r\nfull_name,email,phone\r\n,,\r\n  ,\t, \r\nAnn,a@x.co\r\n\r\n'),
    );
    expect(file.rows).toEqual([{ line: 6, cells: { full_name: 'Ann', email: 'a@x.co', phone: '' } }]);
  });

  it('reads the columns in any order, any case, and only those it knows', () => {
    const columns = [...CUSTOMER_CSV_COLUMNS].reverse().map((name) => name.toUpperCase());
    const file = readCustomerFile(
      bytes(`Id,${columns.join(',')},Notes\r\n1,${columns.map((_, i) => i).join(',')},n\r\n`),
    );
    expect(file.ignoredColumns).toEqual(['Id', 'Notes']);
    expect(file.rows[0]?.cells.full_name).toBe(String(columns.length - 1));
    expect(file.rows[0]?.cells.email).toBe(String(columns.length - 2));
  });

  it('refuses what is not a readable customers CSV, saying why', () => {
    expect(refusal('')).toBe('The file is empty.');
    expect(refusal('\ufeff')).toBe('The file is empty.');
    expect(refusal(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toMatch(/not UTF-8 text/);
    expect(refusal('full_name,email\r\n"Ann,a@x.co\r\n')).toMatch(/line 2, a quoted cell is never closed/);
    expect(refusal('full_name,email\r\nAnn,"a"@x.co\r\n')).toMatch(
      /line 2, a quoted cell goes on after its closing quote/,
    );
    expect(refusal('name,mail\r\nAnn,a@x.co\r\n')).toMatch(/"full_name" and "email" are missing/);
    expect(refusal('full_name,email,EMAIL\r\nAnn,a@x.co,b@x.co\r\n')).toBe(
      'The column "email" appears twice in the first line.',
    );
    expect(refusal('full_name,email\r\n\r\n')).toBe('The file has no customers, only its first line.');
  });
});
