import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NachaCredit, type NachaFileInput, NachaInputError, nachaFile } from './nacha.ts';

// The NACHA payout file (nacha.ts): byte for byte against a golden file checked by hand, parsed back
// by an independent library (@ach/ach), and every refusal named by its field.

// @ach/ach is CommonJS without types; only the parts read here are typed. Its module is a factory
// (call it to get the API), and its README's `from(string)` / `to(listener)` do not work in 1.1.0
// (a string source falls back to stdin; a listener target throws), so its line parser is piped to
// directly. It extracts fields by position without validating them, and turns numeric fields into
// numbers (an RDFI of '01100001' comes back as 1100001).
type ParsedEntry = {
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  addendaIndicator: string;
  traceNumber: number;
};
type ParsedControl = {
  entryAndAddendaCount: number;
  entryHash: number;
  totalDebit: number;
  totalCredit: number;
};
type ParsedAch = {
  file: {
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    idModifier: string;
    recordSize: string;
    blockingFactor: string;
    destinationName: string;
    originName: string;
    footer: ParsedControl & { batchCount: number; blockCount: number };
  };
  batches: {
    serviceClassCode: number;
    companyName: string;
    companyId: string;
    entryClassCode: string;
    description: string;
    effectiveDate: string;
    originatingDFIIdentification: string;
    num: number;
    entries: ParsedEntry[];
    footer: ParsedControl & { serviceClassCode: number; companyId: string; num: number };
  }[];
};
type AchApi = { getParser(format: 'ach'): NodeJS.ReadWriteStream };
const ach = (createRequire(import.meta.url)('@ach/ach') as () => AchApi)();

function parseWithAchLibrary(text: string): Promise<ParsedAch[]> {
  return new Promise((resolve, reject) => {
    const files: ParsedAch[] = [];
    const parser = ach.getParser('ach');
    parser.on('data', (file: ParsedAch) => files.push(file));
    parser.on('end', () => resolve(files));
    parser.on('error', reject);
    Readable.from([text]).pipe(parser);
  });
}

const RUN: NachaFileInput = {
  originator: {
    companyName: 'Studio Flow Fitness LLC',
    ein: '123456789',
    bankRoutingNumber: '021000021',
    bankName: 'JPMorgan Chase Bank',
  },
  secCode: 'PPD',
  entryDescription: 'PAYOUT',
  effectiveDate: '2026-03-06',
  createdAt: new Date('2026-03-05T14:07:42Z'),
  credits: [
    {
      name: 'Ana Torres',
      id: 'PAYEE-0001',
      routingNumber: '011000015',
      accountNumber: '123456789',
      accountType: 'checking',
      amountCents: 125_000,
    },
    {
      name: 'Zoë Müller',
      id: 'PAYEE-0002',
      routingNumber: '121000358',
      accountNumber: '9876-54321',
      accountType: 'savings',
      amountCents: 87_550,
    },
  ],
};

// Routing numbers whose ABA check digit holds (3·d1 + 7·d2 + d3 + 3·d4 + … ≡ 0 mod 10).
const ROUTINGS = ['011000015', '021000021', '121000358', '026009593', '111000025', '091000019'];

function lines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

function manyCredits(count: number): NachaCredit[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Payee ${i + 1}`,
    id: `P${i + 1}`,
    routingNumber: ROUTINGS[i % ROUTINGS.length] ?? '011000015',
    accountNumber: `${1000 + i}`,
    accountType: i % 2 === 0 ? 'checking' : 'savings',
    amountCents: 100 * (i + 1) + i,
  }));
}

describe('nachaFile: the golden payout run', () => {
  // payout-run.ach was typed field by field from the layout (not produced by nachaFile) and checked:
  // - every record is 94 characters, each line ends in CR LF, 10 records in all;
  // - routing check digits: 021000021: 3(0+0+0)+7(2+0+2)+(1+0+1) = 30; 011000015: 7(1+0+1)+(1+0+5)
  //   = 20; 121000358: 3(1+0+3)+7(2+0+5)+(1+0+8) = 70; all multiples of 10;
  // - entry hash: the RDFIs' first 8 digits 01100001 + 12100035 = 13200036 -> '0013200036', the
  //   same in the batch control (8) and the file control (9);
  // - total credit: 125000 + 87550 = 212550 cents ($2,125.50) -> '000000212550'; total debit 0;
  // - entry/addenda count: 2 entries, no addenda -> '000002' (batch) and '00000002' (file);
  // - block count: 6 records (1, 5, 6, 6, 8, 9) -> ceil(6 / 10) = 1 block -> '000001', padded with
  //   4 all-9 records to 10;
  // - trace numbers: ODFI 02100002 (the bank routing's first 8) + 0000001 and 0000002;
  // - created 2026-03-05 14:07:42 UTC -> '260305' '1407'; effective 2026-03-06 -> '260306';
  // - names: 'STUDIO FLOW FITNESS LLC' (23, whole in the file header) and 'STUDIO FLOW FITN' (16, the
  //   batch header); 'Zoë Müller' -> 'ZOE MULLER'.
  const golden = readFileSync(new URL('./__fixtures__/payout-run.ach', import.meta.url), 'utf8');

  it('matches the golden file byte for byte', () => {
    expect(nachaFile(RUN)).toBe(golden);
  });

  it('the golden file adds up (its controls recomputed from its own entry records)', () => {
    const records = lines(golden);
    expect(records).toHaveLength(10);
    for (const record of records) expect(record).toHaveLength(94);
    const entries = records.filter((record) => record.startsWith('6'));
    const hash = entries.reduce((sum, entry) => sum + Number(entry.slice(3, 11)), 0);
    const credits = entries.reduce((sum, entry) => sum + Number(entry.slice(29, 39)), 0);
    expect(hash).toBe(13_200_036);
    expect(credits).toBe(212_550);
    const batchControl = records[4] ?? '';
    const fileControl = records[5] ?? '';
    expect(batchControl.slice(0, 44)).toBe('8220000002001320003600000000000000000021255' + '0');
    expect(fileControl.slice(0, 55)).toBe('9000001000001000000020013200036000000000000000000212550');
  });
});

describe('nachaFile: parsed back by @ach/ach', () => {
  it('reads back the input: amounts, names, accounts, routing, codes, company, SEC code, totals', async () => {
    const [parsed, ...more] = await parseWithAchLibrary(nachaFile(RUN));
    expect(more).toEqual([]);
    if (!parsed) throw new Error('no file parsed');
    expect(parsed.file).toMatchObject({
      destination: ' 021000021',
      origin: '1123456789',
      creationDate: '260305',
      creationTime: '1407',
      idModifier: 'A',
      recordSize: '094',
      blockingFactor: '10',
      destinationName: 'JPMORGAN CHASE BANK',
      originName: 'STUDIO FLOW FITNESS LLC',
    });
    expect(parsed.batches).toHaveLength(1);
    const [batch] = parsed.batches;
    if (!batch) throw new Error('no batch parsed');
    expect(batch).toMatchObject({
      serviceClassCode: 220,
      companyName: 'STUDIO FLOW FITN',
      companyId: '1123456789',
      entryClassCode: 'PPD',
      description: 'PAYOUT',
      effectiveDate: '260306',
      originatingDFIIdentification: '02100002',
      num: 1,
    });
    expect(
      batch.entries.map((entry) => ({
        transactionCode: entry.transactionCode,
        routingNumber: `${String(entry.receivingDFIIdentification).padStart(8, '0')}${entry.checkDigit}`,
        accountNumber: entry.dfiAccount,
        amountCents: entry.amount,
        id: entry.identificationNumber,
        name: entry.receivingCompanyName,
        addenda: entry.addendaIndicator,
        trace: String(entry.traceNumber).padStart(15, '0'),
      })),
    ).toEqual([
      {
        transactionCode: '22',
        routingNumber: '011000015',
        accountNumber: '123456789',
        amountCents: 125_000,
        id: 'PAYEE-0001',
        name: 'ANA TORRES',
        addenda: '0',
        trace: '021000020000001',
      },
      {
        transactionCode: '32',
        routingNumber: '121000358',
        accountNumber: '9876-54321',
        amountCents: 87_550,
        id: 'PAYEE-0002',
        name: 'ZOE MULLER',
        addenda: '0',
        trace: '021000020000002',
      },
    ]);
    const totals = { entryAndAddendaCount: 2, entryHash: 13_200_036, totalDebit: 0, totalCredit: 212_550 };
    expect(batch.footer).toMatchObject({ ...totals, serviceClassCode: 220, companyId: '1123456789', num: 1 });
    expect(parsed.file.footer).toMatchObject({ ...totals, batchCount: 1, blockCount: 1 });
  });

  it('any run of credits parses back to its own amounts, accounts, hash and totals', async () => {
    const credit = fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `N${s}`),
      id: fc.stringMatching(/^[A-Z0-9-]{1,15}$/),
      routingNumber: fc.constantFrom(...ROUTINGS),
      accountNumber: fc.stringMatching(/^[0-9A-Z]{1,17}$/),
      accountType: fc.constantFrom('checking' as const, 'savings' as const),
      amountCents: fc.integer({ min: 1, max: 9_999_999_999 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(credit, { minLength: 1, maxLength: 25 }), async (credits) => {
        const text = nachaFile({ ...RUN, secCode: 'CCD', credits });
        const records = lines(text);
        expect(records.length % 10).toBe(0);
        for (const record of records) expect(record).toHaveLength(94);
        const [parsed] = await parseWithAchLibrary(text);
        const batch = parsed?.batches[0];
        expect(batch?.entryClassCode).toBe('CCD');
        expect(batch?.entries.map((e) => [e.amount, e.dfiAccount, e.transactionCode])).toEqual(
          credits.map((c) => [c.amountCents, c.accountNumber, c.accountType === 'checking' ? '22' : '32']),
        );
        const total = credits.reduce((sum, c) => sum + c.amountCents, 0);
        const hash = credits.reduce((sum, c) => sum + Number(c.routingNumber.slice(0, 8)), 0) % 1e10;
        expect(batch?.footer).toMatchObject({ totalCredit: total, totalDebit: 0, entryHash: hash });
        expect(parsed?.file.footer).toMatchObject({
          totalCredit: total,
          entryHash: hash,
          entryAndAddendaCount: credits.length,
          blockCount: records.length / 10,
        });
      }),
      { numRuns: 40 },
    );
  });
});

describe('nachaFile: names, blocking and refusals', () => {
  const entryName = (text: string, index = 0) =>
    (lines(text).filter((record) => record.startsWith('6'))[index] ?? '').slice(54, 76);
  const withCredit = (change: Partial<NachaCredit>): NachaFileInput => ({
    ...RUN,
    credits: [{ ...(RUN.credits[0] as NachaCredit), ...change }],
  });

  it('makes names uppercase ASCII: accents stripped, other non-ASCII removed, whitespace one space', () => {
    expect(entryName(nachaFile(withCredit({ name: 'Zoë Müller' })))).toBe('ZOE MULLER'.padEnd(22));
    expect(entryName(nachaFile(withCredit({ name: 'José Nuñez-Ørsted' })))).toBe(
      'JOSE NUNEZ-RSTED'.padEnd(22),
    );
    expect(entryName(nachaFile(withCredit({ name: 'Ｋａｉ Griﬃn' })))).toBe('KAI GRIFFIN'.padEnd(22));
    expect(entryName(nachaFile(withCredit({ name: '  Li\r\nNa\t王 Wei ' })))).toBe('LI NA WEI'.padEnd(22));
  });

  it('truncates a name longer than 22 characters', () => {
    const text = nachaFile(withCredit({ name: 'Maximilian Alexander Featherstonehaugh' }));
    expect(entryName(text)).toBe('MAXIMILIAN ALEXANDER F');
    for (const record of lines(text)) expect(record).toHaveLength(94);
  });

  it.each([
    [1, 10, 5],
    [6, 10, 0], // 4 + 6 = 10 records: a whole block, no padding
    [7, 20, 9],
    [12, 20, 4],
    [26, 30, 0],
  ])('%i credits make %i lines (%i of them padding) in blocks of 10', (count, lineCount, padding) => {
    const records = lines(nachaFile({ ...RUN, credits: manyCredits(count) }));
    expect(records).toHaveLength(lineCount);
    for (const record of records) expect(record).toHaveLength(94);
    expect(records.filter((record) => record === '9'.repeat(94))).toHaveLength(padding);
    const fileControl = records[count + 3] ?? '';
    expect(fileControl.slice(0, 21)).toBe(
      `9000001${String(lineCount / 10).padStart(6, '0')}${String(count).padStart(8, '0')}`,
    );
    const traces = records.filter((record) => record.startsWith('6')).map((record) => record.slice(79));
    expect(traces).toEqual(
      Array.from({ length: count }, (_, i) => `02100002${String(i + 1).padStart(7, '0')}`),
    );
  });

  it('a file of 12 credits parses back with its sums', async () => {
    const credits = manyCredits(12);
    const [parsed] = await parseWithAchLibrary(nachaFile({ ...RUN, credits }));
    expect(parsed?.batches[0]?.entries).toHaveLength(12);
    expect(parsed?.file.footer).toMatchObject({
      blockCount: 2,
      entryAndAddendaCount: 12,
      totalCredit: credits.reduce((sum, c) => sum + c.amountCents, 0),
    });
  });

  it('keeps the rightmost 10 digits of an entry hash that overflows', () => {
    // 322271627 is checksum-valid: 3(3+2+6) + 7(2+7+2) + (2+1+7) = 120. 345 × 32227162 = 11118370890,
    // 11 digits, so the field keeps 1118370890.
    const credits = manyCredits(345).map((c) => ({ ...c, routingNumber: '322271627' }));
    const records = lines(nachaFile({ ...RUN, credits }));
    expect(records.find((record) => record.startsWith('8'))?.slice(10, 20)).toBe('1118370890');
    expect(records.find((record) => record.startsWith('9000001'))?.slice(21, 31)).toBe('1118370890');
  });

  it('uses the given immediate origin and file ID modifier', () => {
    const [header] = lines(
      nachaFile({
        ...RUN,
        fileIdModifier: '7',
        originator: { ...RUN.originator, immediateOrigin: '021000021' },
      }),
    );
    expect(header?.slice(13, 23)).toBe(' 021000021');
    expect(header?.slice(33, 34)).toBe('7');
  });

  const originator = (change: Partial<NachaFileInput['originator']>): NachaFileInput => ({
    ...RUN,
    originator: { ...RUN.originator, ...change },
  });
  const second = (change: Partial<NachaCredit>): NachaFileInput => ({
    ...RUN,
    credits: [
      RUN.credits[0] as NachaCredit,
      RUN.credits[0] as NachaCredit,
      { ...(RUN.credits[1] as NachaCredit), ...change },
    ],
  });
  const refusals: [string, NachaFileInput][] = [
    ['credits', { ...RUN, credits: [] }],
    // 101 of the largest amount pass $9,999,999,999.99, the 12-digit total.
    ['credits', { ...RUN, credits: manyCredits(101).map((c) => ({ ...c, amountCents: 9_999_999_999 })) }],
    ['credits[2].routingNumber', second({ routingNumber: '121000359' })],
    ['credits[2].routingNumber', second({ routingNumber: '121000350' })],
    ['credits[2].routingNumber', second({ routingNumber: '123456789' })],
    ['credits[2].routingNumber', second({ routingNumber: '12100035' })],
    ['credits[2].routingNumber', second({ routingNumber: '000000000' })],
    ['credits[2].amountCents', second({ amountCents: 0 })],
    ['credits[2].amountCents', second({ amountCents: -5 })],
    ['credits[2].amountCents', second({ amountCents: 12.5 })],
    ['credits[2].amountCents', second({ amountCents: Number.NaN })],
    ['credits[2].amountCents', second({ amountCents: 10_000_000_000 })],
    ['credits[2].accountNumber', second({ accountNumber: '' })],
    ['credits[2].accountNumber', second({ accountNumber: '123456789012345678' })],
    ['credits[2].accountNumber', second({ accountNumber: '12345/678' })],
    ['credits[2].accountNumber', second({ accountNumber: ' 12345' })],
    ['credits[2].accountNumber', second({ accountNumber: '---' })],
    ['credits[2].accountType', second({ accountType: 'money-market' as never })],
    ['credits[2].accountType', second({ accountType: 'toString' as never })],
    ['credits[2].name', second({ name: '' })],
    ['credits[2].name', second({ name: '王小明' })],
    ['credits[2].id', second({ id: '' })],
    ['credits[2].id', second({ id: '   ' })],
    ['credits[2].id', second({ id: 'PAYEE-0000000002' })],
    ['credits[2].id', second({ id: 'payé' })],
    ['originator.ein', originator({ ein: '12345678' })],
    ['originator.ein', originator({ ein: '12-3456789' })],
    ['originator.bankRoutingNumber', originator({ bankRoutingNumber: '021000022' })],
    ['originator.companyName', originator({ companyName: ' ' })],
    ['originator.bankName', originator({ bankName: '' })],
    ['originator.immediateOrigin', originator({ immediateOrigin: '12345' })],
    ['secCode', { ...RUN, secCode: 'WEB' as never }],
    ['entryDescription', { ...RUN, entryDescription: '' }],
    ['entryDescription', { ...RUN, entryDescription: 'PAYOUT RUN 12' }],
    ['effectiveDate', { ...RUN, effectiveDate: '2026-02-30' }],
    ['effectiveDate', { ...RUN, effectiveDate: '06/03/2026' }],
    ['createdAt', { ...RUN, createdAt: new Date('not a date') }],
    ['fileIdModifier', { ...RUN, fileIdModifier: 'AB' }],
    ['fileIdModifier', { ...RUN, fileIdModifier: '-' }],
  ];
  it.each(refusals)('refuses bad %s', (field, input) => {
    let error: unknown;
    try {
      nachaFile(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(NachaInputError);
    expect((error as NachaInputError).field).toBe(field);
    expect((error as NachaInputError).message).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `));
  });
});
