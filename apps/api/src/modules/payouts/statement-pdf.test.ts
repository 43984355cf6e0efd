import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadFonts, sha256Hex } from '../contracts/pdf/index.ts';
import { pageOperators, pageTexts } from '../contracts/pdf/pdf-test-support.ts';
import { layoutText } from '../contracts/pdf/text.ts';
import { formatMoney } from '../outbox/index.ts';
import { type StatementInput, type StatementLine, statementPdf } from './statement-pdf.ts';

const run = promisify(execFile);

const LINES: StatementLine[] = [
  {
    earnedOn: '2026-11-03',
    kind: 'session',
    description: 'Personal training, Mia Member',
    attendees: 1,
    revenueCents: 8_500,
    rateText: '$45.50 a session',
    amountCents: 4_550,
  },
  {
    earnedOn: '2026-11-05',
    kind: 'class',
    description: 'Morning Flow',
    attendees: 8,
    revenueCents: 16_000,
    rateText: '$3.00 a head up to 5, then $4.00',
    amountCents: 2_700,
  },
  {
    earnedOn: '2026-11-20',
    kind: 'adjustment',
    description: 'Covered a sick colleague’s class',
    attendees: null,
    revenueCents: null,
    rateText: '',
    amountCents: 123_456,
  },
  {
    earnedOn: '2026-11-28',
    kind: 'reversal',
    description: 'Refund of a 10-class pack',
    attendees: null,
    revenueCents: 5_000,
    rateText: '40% of revenue, at least $20.00',
    amountCents: -1_250,
  },
];

const sum = (lines: StatementLine[]) => lines.reduce((total, line) => total + line.amountCents, 0);

function statement(overrides: Partial<StatementInput> = {}): StatementInput {
  const lines = overrides.lines ?? LINES;
  return {
    locale: 'en',
    studioName: 'Palm Yoga Studio',
    payeeName: 'Erin Expert',
    runNumber: 3,
    periodFrom: '2026-11-01',
    periodUntil: '2026-11-30',
    status: 'paid',
    paidOn: '2026-12-02',
    paidBy: 'ach',
    accountMasked: '•••• 6789',
    lines,
    totalCents: sum(lines),
    currency: 'USD',
    generatedAt: new Date(Date.UTC(2026, 11, 2, 9, 30, 5)),
    ...overrides,
  };
}

/** 120 lines, each amount different, so the total is printed nowhere else. */
function manyLines(count: number): StatementLine[] {
  return Array.from({ length: count }, (_, index) => {
    const line = LINES[index % LINES.length] as StatementLine;
    return {
      ...line,
      earnedOn: `2026-11-${String((index % 30) + 1).padStart(2, '0')}`,
      description: `${line.description} #${index + 1}`,
      amountCents: line.amountCents > 0 ? 1_000 + index : -(1_000 + index),
    };
  });
}

/** Collapses the drawn lines into one string of words, as a reader's search would see them. Only
 * ASCII white space: the no-break spaces inside French amounts stay as they are. */
const words = (text: string) => text.replace(/[ \t\r\n]+/g, ' ');

/** The whole document's text as the test support maps it back (glyph by glyph through ToUnicode). */
async function documentText(pdf: Uint8Array): Promise<string> {
  return words((await pageTexts(pdf)).join('\n'));
}

const pdftotextPresent = await run('pdftotext', ['-v']).then(
  () => true,
  () => false,
);

/** Poppler's pdftotext on the file: its text (`-bbox`: each word with its box, page by page). */
async function pdftotext(pdf: Uint8Array, ...options: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'statement-pdf-'));
  try {
    const file = join(dir, 'statement.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [...options, '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Word = { text: string; xMin: number; xMax: number };

/** The words of page 1 as pdftotext places them, in points from the page's left edge (A4: 595). */
async function firstPageWords(pdf: Uint8Array): Promise<Word[]> {
  const page = (await pdftotext(pdf, '-bbox', '-f', '1', '-l', '1')).split('<page')[1] ?? '';
  return [
    ...page.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map(([, xMin, xMax, text]) => ({ text: text ?? '', xMin: Number(xMin), xMax: Number(xMax) }));
}

function wordAt(list: Word[], text: string): Word {
  const found = list.find((word) => word.text === text);
  if (!found) throw new Error(`"${text}" is not on the page: ${list.map((word) => word.text).join(' ')}`);
  return found;
}

describe('a payee’s payout statement PDF', () => {
  it('names the studio, the payee, the run, the period, the status and how it is paid', async () => {
    const text = await documentText(await statementPdf(statement()));
    expect(text).toContain('Palm Yoga Studio');
    expect(text).toContain('Payout statement');
    expect(text).toContain('Payout run 3');
    expect(text).toContain('Payee Erin Expert');
    expect(text).toContain('Period Nov 1, 2026 to Nov 30, 2026');
    expect(text).toContain('Status Paid');
    expect(text).toContain('Paid on Dec 2, 2026');
    expect(text).toContain('Payment method ACH transfer to account •••• 6789');
    expect(text).toContain('Generated 2026-12-02 09:30:05 UTC · Page 1 of 1');
  });

  it('lists every line with its date, kind, description, attendees, revenue, rate and amount, then the exact total', async () => {
    const text = await documentText(await statementPdf(statement()));
    for (const header of ['Date', 'Description', 'Attendees', 'Revenue', 'Rate', 'Amount'])
      expect(text).toContain(header);
    expect(text).toContain(
      'Nov 3, 2026 Session: Personal training, Mia Member 1 $85.00 $45.50 a session $45.50',
    );
    expect(text).toContain(
      'Nov 5, 2026 Class: Morning Flow 8 $160.00 $3.00 a head up to 5, then $4.00 $27.00',
    );
    // No attendees, revenue or rate: a dash each.
    expect(text).toContain('Nov 20, 2026 Adjustment: Covered a sick colleague’s class — — — $1,234.56');
    expect(text).toContain('Nov 28, 2026 Reversal: Refund of a 10-class pack — $50.00');
    expect(text).toContain('-$12.50');
    // 4,550 + 2,700 + 123,456 - 1,250 cents.
    expect(text).toContain('Total $1,294.56');
  });

  it('says when the run is not paid yet, is paid outside ACH, is a draft or was voided', async () => {
    const draft = await documentText(
      await statementPdf(
        statement({ status: 'draft', paidOn: null, paidBy: 'outside', accountMasked: null }),
      ),
    );
    expect(draft).toContain('Status Draft');
    expect(draft).toContain('Paid on Not paid yet');
    expect(draft).toContain('Payment method Paid outside ACH (cheque, cash or other)');
    expect(draft).toContain('the amounts may still change before it is approved');

    const voided = await documentText(await statementPdf(statement({ status: 'voided', paidOn: null })));
    expect(voided).toContain('Status Voided');
    expect(voided).toContain('nothing on this statement will be paid');

    const empty = await documentText(await statementPdf(statement({ lines: [], totalCents: 0 })));
    expect(empty).toContain('Nothing was earned in this period.');
    expect(empty).toContain('Total $0.00');
  });

  it('refuses a total that is not the sum of the lines', async () => {
    await expect(statementPdf(statement({ totalCents: sum(LINES) + 1 }))).rejects.toThrow(
      'must be the sum of its lines',
    );
  });

  it('is the same file for the same input, dated by when it was generated', async () => {
    const first = await statementPdf(statement());
    expect(sha256Hex(await statementPdf(statement()))).toBe(sha256Hex(first));
    const document = await PDFDocument.load(first, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe('2026-12-02T09:30:05.000Z');
    expect(document.getPageCount()).toBe(1);
    // A4, like the contracts.
    expect(document.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('flows 120 lines over several pages: the header on each, the total once on the last, page X of Y', async () => {
    const lines = manyLines(120);
    const input = statement({ lines });
    const pdf = await statementPdf(input);
    const pages = (await pageTexts(pdf)).map(words);
    expect(pages.length).toBeGreaterThanOrEqual(2);

    const total = formatMoney('en', input.totalCents);
    const withTotal = pages.flatMap((page, index) => (page.includes(total) ? [index] : []));
    expect(withTotal).toEqual([pages.length - 1]);
    expect(pages.at(-1)?.split(total)).toHaveLength(2);
    expect(pages.at(-1)).toContain(`Total ${total}`);

    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Date Description Attendees Revenue Rate Amount');
      if (index > 0) expect(page).toContain('Payout statement · Erin Expert · Payout run 3');
    });
    const all = pages.join(' ');
    for (const line of lines) {
      expect(all).toContain(line.description);
      expect(all).toContain(formatMoney('en', line.amountCents));
    }
  });

  it('embeds subsets of its fonts: small files', async () => {
    const sizes = {
      'en, 4 lines': (await statementPdf(statement())).byteLength,
      'en, 120 lines': (await statementPdf(statement({ lines: manyLines(120) }))).byteLength,
      'fr, 120 lines': (await statementPdf(statement({ locale: 'fr', lines: manyLines(120) }))).byteLength,
      'ar, 120 lines': (await statementPdf(arabic({ lines: manyLines(120) }))).byteLength,
    };
    console.info('payout statement PDF sizes (bytes):', sizes);
    expect(sizes['en, 120 lines']).toBeLessThan(200 * 1024);
    // The Arabic one embeds Noto Naskh Arabic's glyphs beside Noto Sans's: still far below a whole face.
    expect(sizes['ar, 120 lines']).toBeLessThan(200 * 1024);
  });

  it('writes its own words and its numbers in French', async () => {
    const input = statement({ locale: 'fr' });
    const text = await documentText(await statementPdf(input));
    expect(text).toContain('Relevé de rémunération');
    expect(text).toContain('Lot de paiements n°\u00a03');
    expect(text).toContain('Bénéficiaire Erin Expert');
    expect(text).toContain('Période Du 1 nov. 2026 au 30 nov. 2026');
    expect(text).toContain('Statut Payé');
    expect(text).toContain('Payé le 2 déc. 2026');
    expect(text).toContain('Mode de paiement Virement ACH sur le compte •••• 6789');
    expect(text).toContain('Date Libellé Participants Chiffre d’affaires Taux Montant');
    expect(text).toContain('Séance\u00a0: Personal training, Mia Member');
    expect(text).toContain('Ajustement\u00a0: Covered a sick colleague’s class');
    expect(text).toContain('Annulation\u00a0: Refund of a 10-class pack');
    expect(text).toContain('Généré le 2026-12-02 09:30:05 UTC · Page 1 sur 1');
    // French money: a narrow no-break space between thousands, a decimal comma, the currency after.
    expect(formatMoney('fr', input.totalCents)).toBe('1\u202f294,56\u00a0$US');
    expect(text).toContain('Total 1\u202f294,56\u00a0$US');
    expect(text).toContain('-12,50\u00a0$US');
    expect(text).not.toContain('$1,294.56');
  });

  describe.skipIf(!pdftotextPresent && !process.env.CI)('as poppler’s pdftotext reads it', () => {
    it('finds the payee, every line and the exact total', async () => {
      const text = words(await pdftotext(await statementPdf(statement())));
      expect(text).toContain('Erin Expert');
      for (const line of LINES) {
        expect(text).toContain(line.description);
        expect(text).toContain(formatMoney('en', line.amountCents));
      }
      expect(text).toContain('$1,294.56');
    });

    it('mirrors the Arabic page: values end before their labels, amounts sit on the left', async () => {
      const english = await firstPageWords(await statementPdf(statement()));
      const arabicPage = await firstPageWords(await statementPdf(arabic()));
      // In English the total's amount ends at the right margin (595 - 56) and the payee starts after the
      // labels' column; in Arabic the amount starts at the left margin and the payee ends before the labels.
      expect(wordAt(english, '$1,294.56').xMax).toBeCloseTo(536, 0);
      expect(wordAt(arabicPage, '1,294.56').xMin).toBeLessThan(120);
      expect(wordAt(english, 'Erin').xMin).toBeCloseTo(186, 0);
      expect(wordAt(arabicPage, 'Expert').xMax).toBeCloseTo(409, 0);
    });

    it('reads the Latin, the numbers and the time of an Arabic statement in order', async () => {
      const text = words(await pdftotext(await statementPdf(arabic())));
      expect(text).toContain('Erin Expert');
      expect(text).toContain('ACH');
      expect(text).toContain('•••• 6789');
      expect(text).toContain('2026-12-02 09:30:05 UTC');
      expect(text).toContain('1,294.56');
    });

    // Known gap, kept as a test that fails so the fix shows: the contract PDF's ToUnicode map gives
    // each glyph one text, but Noto Naskh Arabic draws its dots as marks shared between letters (ن and ف
    // share one dot, ب ت ث ن ي one body), so a reader maps some letters to others; and each mark is
    // placed by its own text matrix, which pdftotext reads as a gap between letters. Both are in
    // contracts/pdf/draw.ts (one CID per glyph and text; marks placed inside the run). When that is
    // fixed this fails: make it a plain `it`.
    it.fails('extracts the Arabic labels in logical order', async () => {
      const text = words(await pdftotext(await statementPdf(arabic())));
      for (const label of ['كشف المستحقات', 'المستفيد', 'طريقة الدفع', 'البيان', 'الإجمالي'])
        expect(text).toContain(label);
    });
  });

  it('draws the Arabic labels as HarfBuzz shapes them, right to left', async () => {
    const operators = await pageOperators(await statementPdf(arabic()), 0);
    // The glyph ids each drawn line shows, in the order drawn (left to right).
    const drawn = [...operators.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)].map(([, line = '']) =>
      [...line.matchAll(/<([0-9A-Fa-f]+)>/g)].map(([, hex]) => hex?.toLowerCase()).join(''),
    );
    const fonts = await loadFonts();
    const shaped = (text: string, bold: boolean) =>
      layoutText(fonts, [{ text, bold }], { size: 10, width: 1_000, rtl: true, language: 'ar' })
        .flatMap((line) => line.runs)
        .flatMap((run) => run.glyphs.map((glyph) => glyph.gid.toString(16).padStart(4, '0')))
        .join('');
    const labels: [string, boolean][] = [
      ['استوديو النخيل', false],
      ['كشف المستحقات', true],
      ['دورة الدفع رقم 3', false],
      ['المستفيد', true],
      ['الفترة', true],
      ['الحالة', true],
      ['مدفوعة', false],
      ['تاريخ الدفع', true],
      ['طريقة الدفع', true],
      ['التاريخ', true],
      ['البيان', true],
      ['المشاركون', true],
      ['الإيراد', true],
      ['المعدل', true],
      ['المبلغ', true],
      ['الإجمالي', true],
      ['جلسة: تدريب شخصي، مريم أحمد', false],
    ];
    for (const [label, bold] of labels) expect(drawn, label).toContain(shaped(label, bold));
  });
});

/** The statement in Arabic: Arabic studio and lines, a payee whose name is written in Latin letters. */
function arabic(overrides: Partial<StatementInput> = {}): StatementInput {
  const descriptions = ['تدريب شخصي، مريم أحمد', 'تدفق الصباح', 'تغطية حصة زميلة مريضة', 'استرداد باقة حصص'];
  const lines =
    overrides.lines ?? LINES.map((line, index) => ({ ...line, description: descriptions[index] ?? '' }));
  return statement({
    locale: 'ar',
    studioName: 'استوديو النخيل',
    ...overrides,
    lines,
    totalCents: sum(lines),
  });
}
