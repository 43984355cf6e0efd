import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_REQUIRED_COLUMNS,
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_IMPORT_MESSAGES,
} from '@bmp/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { fieldProblem, type HttpProblem } from '../../lib/problem.ts';

// Reading an uploaded customers CSV (decision 0065): UTF-8 with or without a BOM, RFC 4180 quoting,
// CRLF, LF or CR line ends. What makes the whole file unreadable is a 422 on the `file` field; what
// is wrong with one cell is the rows' validation (customer-import.service.ts), by line and column.

type Column = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** A data row: its first line in the file (the header is line 1) and its cells by known column. */
export type CustomerFileRow = { line: number; cells: Partial<Record<Column, string>> };

export type CustomerFile = {
  rows: CustomerFileRow[];
  /** Header names the import does not read (the export's ids, dates, statuses...). */
  ignoredColumns: string[];
};

const KNOWN_COLUMNS = new Set<string>(CUSTOMER_CSV_COLUMNS);

const refuse = (message: string): HttpProblem => fieldProblem(422, 'file', message);

// The exports write a cell that a spreadsheet would run as a formula with a leading apostrophe
// (lib/csv.ts, csvCell); the import takes that apostrophe off again, so an export loads back as it
// was. Any other cell, formula-looking or not, is kept as the text it is: nothing is evaluated.
const PROTECTED_FORMULA = /^'[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const unprotect = (cell: string) => (PROTECTED_FORMULA.test(cell) ? cell.slice(1) : cell);

const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a " is missing).',
  INVALID_OPENING_QUOTE:
    'a cell has a " inside it but does not start with one; put the cell in quotes and double the quotes inside it.',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell goes on after its closing quote; double the quotes inside it.',
};

function readText(bytes: Buffer): string {
  if (bytes.length === 0) throw refuse('The file is empty.');
  if (bytes.length > CUSTOMER_IMPORT_MAX_BYTES) throw refuse(CUSTOMER_IMPORT_MESSAGES.fileTooLarge);
  let text: string;
  try {
    // The decoder drops a leading byte order mark.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.');
  }
  if (text.includes('\u0000')) throw refuse('The file is not a text file. Choose a CSV file.');
  // One line end everywhere, so line numbers count what an editor shows (a CR LF inside a quoted
  // cell would otherwise count twice).
  return text.replace(/\r\n?/g, '\n');
}

function parseRecords(text: string): { line: number; cells: string[] }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (the library's types miss it).
    records = parse(text, {
      bom: true,
      info: true,
      record_delimiter: '\n',
      relax_column_count: true,
      skip_empty_lines: false,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      const what = CSV_ERRORS[error.code] ?? 'it is not valid CSV.';
      throw refuse(`The file is not valid CSV: line ${line ?? '?'}, ${what}`);
    }
    throw error;
  }
  // `lines` is the line a record ends on; it starts on the line after the previous one ended.
  let previousEnd = 0;
  return records.map(({ record, info }) => {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    return { line, cells: record };
  });
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Reads a customers CSV, or throws a 422 on `file` saying why the file as a whole cannot be read. */
export function readCustomerFile(bytes: Buffer): CustomerFile {
  const text = readText(bytes);
  const records = parseRecords(text).filter((record) => !isBlank(record.cells));
  const [header, ...data] = records;
  if (!header) throw refuse('The file is empty.');

  const names = header.cells.map((name) => name.trim().toLowerCase());
  const index = new Map<Column, number>();
  const ignored: string[] = [];
  names.forEach((name, position) => {
    if (!KNOWN_COLUMNS.has(name)) {
      ignored.push(header.cells[position]?.trim() ?? name);
      return;
    }
    if (index.has(name as Column)) throw refuse(`The column "${name}" appears twice in the first line.`);
    index.set(name as Column, position);
  });
  const missing = CUSTOMER_CSV_REQUIRED_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0) {
    throw refuse(
      `The first line must name the columns, and ${missing.map((column) => `"${column}"`).join(' and ')} ${
        missing.length === 1 ? 'is' : 'are'
      } missing. Required: ${CUSTOMER_CSV_REQUIRED_COLUMNS.join(', ')}; also read: ${CUSTOMER_CSV_COLUMNS.filter(
        (column) => !(CUSTOMER_CSV_REQUIRED_COLUMNS as readonly string[]).includes(column),
      ).join(', ')}.`,
    );
  }
  if (data.length === 0) throw refuse('The file has no customers, only its first line.');
  if (data.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw refuse(
      `The file has ${data.length.toLocaleString('en-US')} customers; import at most ${CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('en-US')} at a time (split the file).`,
    );
  }

  const rows = data.map(({ line, cells }) => {
    const known: Partial<Record<Column, string>> = {};
    for (const [column, position] of index) known[column] = unprotect(cells[position] ?? '');
    return { line, cells: known };
  });
  return { rows, ignoredColumns: ignored };
}
