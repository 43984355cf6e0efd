// A NACHA ACH file that pays payees: one batch of credits from the studio's account, built as text for
// the studio to upload to its bank. Pure: no database, no clock (the caller passes createdAt).
//
// Record layout (NACHA Operating Rules, Appendix Three; every record 94 characters, positions 1-based):
//   1 File Header      1 type '1' | 2-3 priority '01' | 4-13 immediate destination ' '+routing |
//                      14-23 immediate origin | 24-29 creation date YYMMDD | 30-33 time HHMM |
//                      34 file ID modifier | 35-37 record size '094' | 38-39 blocking factor '10' |
//                      40 format code '1' | 41-63 destination name | 64-86 origin name | 87-94 reference
//   5 Batch Header     1 '5' | 2-4 service class '220' | 5-20 company name | 21-40 discretionary data |
//                      41-50 company identification | 51-53 SEC code | 54-63 entry description |
//                      64-69 descriptive date | 70-75 effective entry date YYMMDD | 76-78 settlement
//                      date (blank: the ACH operator fills it) | 79 originator status '1' | 80-87 ODFI |
//                      88-94 batch number
//   6 Entry Detail     1 '6' | 2-3 transaction code | 4-11 RDFI routing (8) | 12 check digit |
//                      13-29 DFI account number | 30-39 amount | 40-54 individual id | 55-76 individual
//                      name | 77-78 discretionary data | 79 addenda indicator | 80-94 trace number
//   8 Batch Control    1 '8' | 2-4 service class | 5-10 entry/addenda count | 11-20 entry hash |
//                      21-32 total debit | 33-44 total credit | 45-54 company identification |
//                      55-73 message authentication code | 74-79 reserved | 80-87 ODFI | 88-94 batch no.
//   9 File Control     1 '9' | 2-7 batch count | 8-13 block count | 14-21 entry/addenda count |
//                      22-31 entry hash | 32-43 total debit | 44-55 total credit | 56-94 reserved
// Alphanumeric fields are left-justified and space-filled, numeric ones right-justified and zero-filled.
// The file is padded with all-9 records to a whole number of 10-record blocks.

export type NachaAccountType = 'checking' | 'savings';

export type NachaOriginator = {
  /** The studio's legal name as on the bank account, truncated to 16 chars in the batch header (company name) and 23 in the file header (immediate origin name). */
  companyName: string;
  /** 9-digit EIN; company identification is '1' + EIN (10 chars). */
  ein: string;
  /** The studio bank's routing number (9 digits): immediate destination (as ' ' + 9 digits) and the ODFI (first 8 digits) in the batch header. */
  bankRoutingNumber: string;
  /** The bank's name, up to 23 chars (immediate destination name). */
  bankName: string;
  /** Immediate origin (10 chars); when empty, '1' + EIN. */
  immediateOrigin?: string;
};

export type NachaCredit = {
  /** Payee name, truncated to 22 chars, uppercased ASCII (strip accents; non-ASCII -> removed). */
  name: string;
  /** Our id for the payee, up to 15 chars (individual identification number). */
  id: string;
  /** 9 digits, checksum-valid. */
  routingNumber: string;
  /** 1-17 of [0-9A-Za-z -]. */
  accountNumber: string;
  /** Transaction code 22 (checking credit) or 32 (savings credit). */
  accountType: NachaAccountType;
  /** Positive integer. */
  amountCents: number;
};

export type NachaFileInput = {
  originator: NachaOriginator;
  /** 'PPD' (individuals) or 'CCD' (companies). */
  secCode: 'PPD' | 'CCD';
  /** Up to 10 chars, e.g. 'PAYROLL'. */
  entryDescription: string;
  /** YYYY-MM-DD: the effective entry date. */
  effectiveDate: string;
  /** When the file is created (a Date from the server clock, passed in; format YYMMDD and HHMM in UTC). */
  createdAt: Date;
  /** File ID modifier A-Z / 0-9, default 'A'. */
  fileIdModifier?: string;
  credits: NachaCredit[];
};

/** Bad input, refused before any text is built; `field` is the input's path, e.g. 'credits[2].routingNumber'. */
export class NachaInputError extends Error {
  readonly field: string;
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.name = 'NachaInputError';
    this.field = field;
  }
}

const RECORD_SIZE = 94;
const BLOCKING_FACTOR = 10;
// Credits only: a payout file never pulls money, so the batch is "220" and total debits are zero.
const SERVICE_CLASS_CREDITS_ONLY = '220';
const TRANSACTION_CODE: Record<NachaAccountType, string> = { checking: '22', savings: '32' };
// The widths of the fields an amount or a count must fit in.
const MAX_ENTRY_CENTS = 9_999_999_999; // amount, 10 digits
const MAX_TOTAL_CENTS = 999_999_999_999; // batch/file total credit, 12 digits
const MAX_ENTRIES = 999_999; // batch entry/addenda count, 6 digits
const DEFAULT_FILE_ID_MODIFIER = 'A';

/** Numeric field: right-justified, zero-filled; refuses (as a bug) a value wider than its field. */
function numeric(value: number | string, width: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new Error(`${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

/** Alphanumeric field: uppercased, left-justified, space-filled, cut to its width. */
function alpha(value: string, width: number): string {
  return value.toUpperCase().slice(0, width).padEnd(width, ' ');
}

/**
 * Free text (a person's or company's name) as the printable ASCII banks accept: accents stripped
 * ('Zoë' -> 'ZOE'), any other non-ASCII removed, whitespace runs (tabs, newlines that would break a
 * record) made one space.
 */
function nachaText(value: string): string {
  return (
    value
      // 'ë' becomes 'e' + a combining mark (removed with the rest of the non-ASCII), and compatibility
      // forms their plain letters: the ligature 'ﬁ' -> 'fi', a full-width 'Ａ' -> 'A'.
      .normalize('NFKD')
      .replace(/\s+/g, ' ')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
      .toUpperCase()
  );
}

/** ABA routing number check: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
function routingChecksumValid(routing: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(routing[i]) * (weights[i] ?? 0);
  return sum % 10 === 0;
}

function checkRouting(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^\d{9}$/.test(value))
    throw new NachaInputError(field, 'must be 9 digits');
  // All zeros passes the checksum but is no bank.
  if (value === '000000000' || !routingChecksumValid(value)) {
    throw new NachaInputError(field, 'is not a valid routing number (check digit)');
  }
  return value;
}

/** A name field: something must be left after making it ASCII. */
function checkName(value: unknown, field: string): string {
  const text = typeof value === 'string' ? nachaText(value) : '';
  if (text === '') throw new NachaInputError(field, 'must have letters or digits a bank can print');
  return text;
}

/** A code or identifier we choose ourselves: refused rather than cut, so two ids never collide. */
function checkCode(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw new NachaInputError(field, 'is required');
  if (!/^[\x20-\x7E]+$/.test(value)) throw new NachaInputError(field, 'must be printable ASCII');
  if (value.length > maxLength) throw new NachaInputError(field, `must be at most ${maxLength} characters`);
  return value.toUpperCase();
}

function checkEffectiveDate(value: unknown): string {
  const field = 'effectiveDate';
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) throw new NachaInputError(field, 'must be YYYY-MM-DD');
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1) {
    throw new NachaInputError(field, 'is not a calendar date');
  }
  return `${year.slice(2)}${month}${day}`;
}

function checkImmediateOrigin(value: string | undefined, companyId: string): string {
  if (value === undefined || value === '') return companyId;
  // A bank that names itself as the origin gives its routing number: ' ' + 9 digits, like the destination.
  if (/^\d{9}$/.test(value)) return ` ${value}`;
  if (!/^[0-9A-Za-z ]{10}$/.test(value)) {
    throw new NachaInputError(
      'originator.immediateOrigin',
      'must be 10 letters, digits or spaces (or 9 digits)',
    );
  }
  return value.toUpperCase();
}

type CheckedCredit = {
  name: string;
  id: string;
  routingNumber: string;
  accountNumber: string;
  transactionCode: string;
  amountCents: number;
};

function checkCredit(credit: NachaCredit, index: number): CheckedCredit {
  const at = `credits[${index}]`;
  if (typeof credit !== 'object' || credit === null) throw new NachaInputError(at, 'must be a credit');
  const name = checkName(credit.name, `${at}.name`);
  const id = checkCode(credit.id, `${at}.id`, 15);
  const routingNumber = checkRouting(credit.routingNumber, `${at}.routingNumber`);
  const account = credit.accountNumber;
  // Letters, digits, spaces and hyphens as banks print them; no leading or trailing space, which would
  // shift the left-justified field.
  if (
    typeof account !== 'string' ||
    !/^[0-9A-Za-z -]{1,17}$/.test(account) ||
    account.trim() !== account ||
    !/[0-9A-Za-z]/.test(account)
  ) {
    throw new NachaInputError(`${at}.accountNumber`, 'must be 1-17 letters, digits, spaces or hyphens');
  }
  const transactionCode = Object.hasOwn(TRANSACTION_CODE, credit.accountType)
    ? TRANSACTION_CODE[credit.accountType]
    : undefined;
  if (transactionCode === undefined) {
    throw new NachaInputError(`${at}.accountType`, "must be 'checking' or 'savings'");
  }
  const amount = credit.amountCents;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    throw new NachaInputError(`${at}.amountCents`, 'must be a positive whole number of cents');
  }
  if (amount > MAX_ENTRY_CENTS) {
    throw new NachaInputError(`${at}.amountCents`, `must be at most ${MAX_ENTRY_CENTS} cents`);
  }
  return {
    name,
    id,
    routingNumber,
    accountNumber: account.toUpperCase(),
    transactionCode,
    amountCents: amount,
  };
}

/** The file's text: 94-char records separated by \r\n (ending with \r\n), padded with 9-filled lines to a multiple of 10 records (blocking factor 10). Credits only: service class code 220. */
export function nachaFile(input: NachaFileInput): string {
  const { originator } = input;
  if (typeof originator !== 'object' || originator === null) {
    throw new NachaInputError('originator', 'is required');
  }
  const companyName = checkName(originator.companyName, 'originator.companyName');
  if (typeof originator.ein !== 'string' || !/^\d{9}$/.test(originator.ein)) {
    throw new NachaInputError('originator.ein', 'must be 9 digits');
  }
  // '1' marks the company identification as an IRS employer number.
  const companyId = `1${originator.ein}`;
  const bankRouting = checkRouting(originator.bankRoutingNumber, 'originator.bankRoutingNumber');
  const bankName = checkName(originator.bankName, 'originator.bankName');
  const immediateOrigin = checkImmediateOrigin(originator.immediateOrigin, companyId);
  const odfi = bankRouting.slice(0, 8);

  if (input.secCode !== 'PPD' && input.secCode !== 'CCD') {
    throw new NachaInputError('secCode', "must be 'PPD' or 'CCD'");
  }
  const entryDescription = checkCode(input.entryDescription, 'entryDescription', 10);
  const effectiveDate = checkEffectiveDate(input.effectiveDate);
  const createdAt = input.createdAt;
  if (!(createdAt instanceof Date) || Number.isNaN(createdAt.getTime())) {
    throw new NachaInputError('createdAt', 'must be a valid date');
  }
  const modifier = input.fileIdModifier ?? DEFAULT_FILE_ID_MODIFIER;
  if (typeof modifier !== 'string' || !/^[A-Z0-9]$/.test(modifier)) {
    throw new NachaInputError('fileIdModifier', 'must be one of A-Z or 0-9');
  }

  if (!Array.isArray(input.credits) || input.credits.length === 0) {
    throw new NachaInputError('credits', 'must have at least one credit');
  }
  if (input.credits.length > MAX_ENTRIES) {
    throw new NachaInputError('credits', `must have at most ${MAX_ENTRIES} credits in one file`);
  }
  const credits = input.credits.map(checkCredit);

  let totalCredit = 0;
  let entryHash = 0;
  for (const credit of credits) {
    totalCredit += credit.amountCents;
    // Each step adds at most 10 digits, so checking here keeps the sum an exact integer.
    if (totalCredit > MAX_TOTAL_CENTS) {
      throw new NachaInputError('credits', `must total at most ${MAX_TOTAL_CENTS} cents in one file`);
    }
    entryHash += Number(credit.routingNumber.slice(0, 8));
  }
  // The hash is the sum of the RDFIs' 8-digit routing numbers; only its rightmost 10 digits are kept.
  const hash = numeric(entryHash % 10_000_000_000, 10);

  const iso = createdAt.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ, in UTC
  const creationDate = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
  const creationTime = `${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  const batchNumber = numeric(1, 7);

  const fileHeader = [
    '1',
    '01',
    ` ${bankRouting}`,
    immediateOrigin,
    creationDate,
    creationTime,
    modifier,
    '094',
    numeric(BLOCKING_FACTOR, 2),
    '1',
    alpha(bankName, 23),
    alpha(companyName, 23),
    alpha('', 8),
  ].join('');

  const batchHeader = [
    '5',
    SERVICE_CLASS_CREDITS_ONLY,
    alpha(companyName, 16),
    alpha('', 20),
    companyId,
    input.secCode,
    alpha(entryDescription, 10),
    alpha('', 6), // company descriptive date: none
    effectiveDate,
    alpha('', 3), // settlement date: set by the ACH operator
    '1', // originator status: the ODFI is bound by the NACHA rules
    odfi,
    batchNumber,
  ].join('');

  const entries = credits.map((credit, index) =>
    [
      '6',
      credit.transactionCode,
      credit.routingNumber, // the RDFI's 8 digits then its check digit: the 9-digit routing number
      alpha(credit.accountNumber, 17),
      numeric(credit.amountCents, 10),
      alpha(credit.id, 15),
      alpha(credit.name, 22),
      alpha('', 2),
      '0', // no addenda
      odfi,
      numeric(index + 1, 7),
    ].join(''),
  );

  const batchControl = [
    '8',
    SERVICE_CLASS_CREDITS_ONLY,
    numeric(credits.length, 6),
    hash,
    numeric(0, 12),
    numeric(totalCredit, 12),
    companyId,
    alpha('', 19),
    alpha('', 6),
    odfi,
    batchNumber,
  ].join('');

  // File header, batch header, entries, batch control, file control.
  const recordCount = credits.length + 4;
  const blockCount = Math.ceil(recordCount / BLOCKING_FACTOR);
  const fileControl = [
    '9',
    numeric(1, 6),
    numeric(blockCount, 6),
    numeric(credits.length, 8),
    hash,
    numeric(0, 12),
    numeric(totalCredit, 12),
    alpha('', 39),
  ].join('');

  const padding = Array.from({ length: blockCount * BLOCKING_FACTOR - recordCount }, () =>
    '9'.repeat(RECORD_SIZE),
  );
  const records = [fileHeader, batchHeader, ...entries, batchControl, fileControl, ...padding];
  for (const record of records) {
    // A field built wider or narrower than its slot is a bug here, never the caller's input.
    if (record.length !== RECORD_SIZE)
      throw new Error(`NACHA record is ${record.length} characters: ${record}`);
  }
  return `${records.join('\r\n')}\r\n`;
}
