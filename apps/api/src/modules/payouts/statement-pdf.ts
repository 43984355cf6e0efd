// A payee's payout statement as a PDF: the run, the period, how it is paid, every earning line and the
// total, in the payee's language (en, fr, ar; Arabic laid out right to left). A pure function of its
// input, drawn with the contract PDF's pages, fonts, shaping and font subsets
// (decisions/0054-contract-pdf.md), so the same input gives the same bytes.
import { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  Composer,
  INK,
  isolate,
  loadFonts,
  MUTED,
  PdfText,
  utcTime,
} from '../contracts/pdf/index.ts';
import { formatDay, formatMoney, LOCALES } from '../outbox/index.ts';

export type StatementLine = {
  /** YYYY-MM-DD studio day the line was earned. */
  earnedOn: string;
  /** 'session' | 'class' | 'adjustment' | 'reversal' */
  kind: 'session' | 'class' | 'adjustment' | 'reversal';
  /** What it was for: the session's service name and client, the class name, or the adjustment's reason. */
  description: string;
  /** Attendees counted (null for adjustments/reversals/flat sessions where not meaningful). */
  attendees: number | null;
  /** Revenue the line was built on, in cents (null when the rate does not use revenue). */
  revenueCents: number | null;
  /** The rate in words as the UI shows it, e.g. "$3.00 a head up to 5, then $4.00" (already localised by the caller). */
  rateText: string;
  amountCents: number; // may be negative for reversals/adjustments
};

export type StatementInput = {
  locale: 'en' | 'fr' | 'ar';
  studioName: string;
  payeeName: string;
  /** e.g. 'Payout run 3' — caller supplies the run number. */
  runNumber: number;
  periodFrom: string; // YYYY-MM-DD
  periodUntil: string; // YYYY-MM-DD (inclusive)
  status: 'draft' | 'approved' | 'paid' | 'voided';
  paidOn: string | null; // YYYY-MM-DD
  /** 'ach' or 'outside' (paid outside ACH, e.g. by cheque). */
  paidBy: 'ach' | 'outside';
  /** Masked account, e.g. '•••• 6789' or null when paid outside ACH. */
  accountMasked: string | null;
  lines: StatementLine[];
  totalCents: number;
  currency: 'USD';
  /** When the statement was produced (server clock), printed in the footer in UTC. */
  generatedAt: Date;
};

type Locale = StatementInput['locale'];

type StatementLabels = {
  title: string;
  run: (number: number) => string;
  payee: string;
  period: string;
  periodRange: (from: string, until: string) => string;
  status: string;
  statuses: Record<StatementInput['status'], string>;
  /** A word on the amounts of a run that is not final, or that will not be paid. */
  statusNotes: Partial<Record<StatementInput['status'], string>>;
  paidOn: string;
  notPaid: string;
  method: string;
  ach: (account: string | null) => string;
  outside: string;
  columns: {
    date: string;
    description: string;
    attendees: string;
    revenue: string;
    rate: string;
    amount: string;
  };
  kinds: Record<StatementLine['kind'], string>;
  /** "Class: Morning Flow", and in French "Cours : …" (a no-break space before the colon). */
  labelled: (label: string, value: string) => string;
  noLines: string;
  total: string;
  footer: (generatedAt: string, page: number, pages: number) => string;
};

const LABELS: Record<Locale, StatementLabels> = {
  en: {
    title: 'Payout statement',
    run: (number) => `Payout run ${number}`,
    payee: 'Payee',
    period: 'Period',
    periodRange: (from, until) => `${from} to ${until}`,
    status: 'Status',
    statuses: { draft: 'Draft', approved: 'Approved', paid: 'Paid', voided: 'Voided' },
    statusNotes: {
      draft: 'This run is a draft: the amounts may still change before it is approved.',
      voided: 'This run was voided: nothing on this statement will be paid.',
    },
    paidOn: 'Paid on',
    notPaid: 'Not paid yet',
    method: 'Payment method',
    ach: (account) => (account ? `ACH transfer to account ${isolate(account)}` : 'ACH transfer'),
    outside: 'Paid outside ACH (cheque, cash or other)',
    columns: {
      date: 'Date',
      description: 'Description',
      attendees: 'Attendees',
      revenue: 'Revenue',
      rate: 'Rate',
      amount: 'Amount',
    },
    kinds: { session: 'Session', class: 'Class', adjustment: 'Adjustment', reversal: 'Reversal' },
    labelled: (label, value) => `${label}: ${value}`,
    noLines: 'Nothing was earned in this period.',
    total: 'Total',
    footer: (generatedAt, page, pages) => `Generated ${generatedAt} · Page ${page} of ${pages}`,
  },
  fr: {
    title: 'Relevé de rémunération',
    run: (number) => `Lot de paiements n°\u00a0${number}`,
    payee: 'Bénéficiaire',
    period: 'Période',
    periodRange: (from, until) => `Du ${from} au ${until}`,
    status: 'Statut',
    statuses: { draft: 'Brouillon', approved: 'Approuvé', paid: 'Payé', voided: 'Annulé' },
    statusNotes: {
      draft: 'Ce lot est un brouillon : les montants peuvent encore changer avant son approbation.',
      voided: 'Ce lot a été annulé : rien de ce qui figure sur ce relevé ne sera payé.',
    },
    paidOn: 'Payé le',
    notPaid: 'Pas encore payé',
    method: 'Mode de paiement',
    ach: (account) => (account ? `Virement ACH sur le compte ${isolate(account)}` : 'Virement ACH'),
    outside: 'Payé hors ACH (chèque, espèces ou autre)',
    columns: {
      date: 'Date',
      description: 'Libellé',
      attendees: 'Participants',
      revenue: 'Chiffre d’affaires',
      rate: 'Taux',
      amount: 'Montant',
    },
    kinds: { session: 'Séance', class: 'Cours', adjustment: 'Ajustement', reversal: 'Annulation' },
    labelled: (label, value) => `${label}\u00a0: ${value}`,
    noLines: 'Rien n’a été gagné sur cette période.',
    total: 'Total',
    footer: (generatedAt, page, pages) => `Généré le ${generatedAt} · Page ${page} sur ${pages}`,
  },
  ar: {
    title: 'كشف المستحقات',
    run: (number) => `دورة الدفع رقم ${number}`,
    payee: 'المستفيد',
    period: 'الفترة',
    periodRange: (from, until) => `من ${from} إلى ${until}`,
    status: 'الحالة',
    statuses: { draft: 'مسودة', approved: 'معتمدة', paid: 'مدفوعة', voided: 'ملغاة' },
    statusNotes: {
      draft: 'هذه الدورة مسودة: قد تتغير المبالغ قبل اعتمادها.',
      voided: 'أُلغيت هذه الدورة: لن يُدفع شيء مما في هذا الكشف.',
    },
    paidOn: 'تاريخ الدفع',
    notPaid: 'لم يُدفع بعد',
    method: 'طريقة الدفع',
    ach: (account) => (account ? `تحويل ACH إلى الحساب ${isolate(account)}` : 'تحويل ACH'),
    outside: 'دُفع خارج ACH (شيك أو نقدًا أو غير ذلك)',
    columns: {
      date: 'التاريخ',
      description: 'البيان',
      attendees: 'المشاركون',
      revenue: 'الإيراد',
      rate: 'المعدل',
      amount: 'المبلغ',
    },
    kinds: { session: 'جلسة', class: 'حصة', adjustment: 'تسوية', reversal: 'قيد عكسي' },
    labelled: (label, value) => `${label}: ${value}`,
    noLines: 'لا مستحقات في هذه الفترة.',
    total: 'الإجمالي',
    footer: (generatedAt, page, pages) => `أُنشئ في ${generatedAt} · الصفحة ${page} من ${pages}`,
  },
};

/** A studio day (YYYY-MM-DD) in the reader's words: "Nov 3, 2026", "3 nov. 2026", "03/11/2026". */
function day(locale: Locale, isoDay: string): string {
  const [year, month, date] = isoDay.split('-').map(Number);
  // Noon UTC read in UTC: the same day whatever the server's zone.
  return formatDay(locale, new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 12)), 'UTC');
}

type Align = 'start' | 'end';
type Style = { size: number; bold?: boolean; italic?: boolean; color?: readonly [number, number, number] };

const CELL_PADDING = 3;
// Date, description, attendees, revenue, rate, amount: from the start side (the right in Arabic).
const COLUMN_WIDTHS = [58, 134, 56, 68, 97];
const COLUMNS = [...COLUMN_WIDTHS, CONTENT_WIDTH - COLUMN_WIDTHS.reduce((sum, width) => sum + width, 0)];
const COLUMN_OFFSETS = COLUMNS.map((_, index) =>
  COLUMNS.slice(0, index).reduce((sum, width) => sum + width, 0),
);
// Numbers line up on their end side, text on its start side.
const COLUMN_ALIGN: Align[] = ['start', 'start', 'end', 'end', 'start', 'end'];
const FACT_LABEL_WIDTH = 130;

/** The statement's blocks, drawn with the contract PDF's composer (which mirrors them in Arabic). */
class Statement {
  constructor(private readonly composer: Composer) {}

  /** Lays out and draws text from the top of the free space, inside [offset, offset + width] from the
   * start side, against its start or its end; gives the height it took and leaves `y` where it was. */
  text(text: string, style: Style, offset = 0, width = CONTENT_WIDTH, align: Align = 'start'): number {
    const { composer } = this;
    const lines = composer.layout([{ text }], style, width);
    const x = composer.startX(offset, width);
    const color = style.color ?? INK;
    const step = composer.lineHeight(style.size);
    lines.forEach((line, index) => {
      const baseline = composer.y - index * step - composer.baselineOffset(style.size);
      // The end side is the left in Arabic.
      const endLeft = composer.rtl ? x : x + width - line.width;
      if (align === 'start') composer.drawLine(line, x, width, baseline, color);
      else composer.text.drawLine(composer.page, line, endLeft, baseline, color);
    });
    return lines.length * step;
  }

  /** Text across the page, then down past it. */
  paragraph(text: string, style: Style): void {
    this.composer.y -= this.text(text, style);
  }

  /** Label and value side by side: the value wraps in its own column. */
  fact(label: string, value: string): void {
    const style = { size: 9.5 };
    const labelHeight = this.text(label, { ...style, bold: true, color: MUTED }, 0, FACT_LABEL_WIDTH - 8);
    const valueHeight = this.text(value, style, FACT_LABEL_WIDTH, CONTENT_WIDTH - FACT_LABEL_WIDTH);
    this.composer.y -= Math.max(labelHeight, valueHeight) + 2;
  }

  /** The height a table row of these cells takes. */
  rowHeight(cells: string[], style: Style): number {
    const lines = cells.map(
      (cell, index) =>
        this.composer.layout([{ text: cell }], style, (COLUMNS[index] ?? 0) - 2 * CELL_PADDING).length,
    );
    return Math.max(1, ...lines) * this.composer.lineHeight(style.size) + 5;
  }

  /** A table row, then a rule under it. */
  row(cells: string[], style: Style): void {
    const { composer } = this;
    const height = this.rowHeight(cells, style);
    const top = composer.y;
    composer.y = top - 2.5;
    cells.forEach((cell, index) => {
      const width = (COLUMNS[index] ?? 0) - 2 * CELL_PADDING;
      this.text(cell, style, (COLUMN_OFFSETS[index] ?? 0) + CELL_PADDING, width, COLUMN_ALIGN[index]);
    });
    composer.y = top - height;
    composer.rule(composer.y);
  }
}

/** The payee's statement for one payout run, as PDF bytes. */
export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  const sum = input.lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== input.totalCents) {
    throw new RangeError(
      `A payout statement's total (${input.totalCents} cents) must be the sum of its lines (${sum} cents).`,
    );
  }
  const { locale } = input;
  const labels = LABELS[locale];
  // In Arabic the currency ("US$", in amounts and in the caller's rate words) is one left-to-right
  // unit: the bidi algorithm would otherwise draw its "$" on the far side of its "US".
  const currency = (text: string) => (locale === 'ar' ? text.replaceAll('US$', isolate('US$')) : text);
  const money = (cents: number) => currency(formatMoney(locale, cents));
  const count = new Intl.NumberFormat(LOCALES[locale]);

  const fonts = await loadFonts();
  // updateMetadata: false keeps pdf-lib from stamping the time of the build: the statement is dated by
  // generatedAt, so the same input always gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const text = new PdfText(doc, fonts);
  const composer = new Composer(doc, text, locale);
  const statement = new Statement(composer);
  const run = labels.run(input.runNumber);

  const pages = [composer.addPage()];
  statement.paragraph(input.studioName, { size: 10, color: MUTED });
  composer.y -= 2;
  statement.paragraph(labels.title, { size: 18, bold: true });
  statement.paragraph(run, { size: 11, color: MUTED });
  composer.y -= 4;
  composer.rule(composer.y);
  composer.y -= 10;

  statement.fact(labels.payee, input.payeeName);
  statement.fact(
    labels.period,
    labels.periodRange(day(locale, input.periodFrom), day(locale, input.periodUntil)),
  );
  statement.fact(labels.status, labels.statuses[input.status]);
  statement.fact(labels.paidOn, input.paidOn ? day(locale, input.paidOn) : labels.notPaid);
  statement.fact(labels.method, input.paidBy === 'ach' ? labels.ach(input.accountMasked) : labels.outside);
  const note = labels.statusNotes[input.status];
  if (note) {
    composer.y -= 4;
    statement.paragraph(note, { size: 9, italic: true, color: MUTED });
  }
  composer.y -= 14;

  const header = [
    labels.columns.date,
    labels.columns.description,
    labels.columns.attendees,
    labels.columns.revenue,
    labels.columns.rate,
    labels.columns.amount,
  ];
  const headerStyle = { size: 8, bold: true, color: MUTED };
  // A page after the first says whose statement it continues, then repeats the table's header.
  const nextPage = () => {
    pages.push(composer.page);
    statement.paragraph(`${labels.title} · ${input.payeeName} · ${run}`, { size: 9, color: MUTED });
    composer.y -= 8;
    composer.rule(composer.y);
    statement.row(header, headerStyle);
  };

  composer.rule(composer.y);
  statement.row(header, headerStyle);
  const cellStyle = { size: 8 };
  for (const line of input.lines) {
    const cells = [
      day(locale, line.earnedOn),
      labels.labelled(labels.kinds[line.kind], line.description),
      line.attendees === null ? '—' : count.format(line.attendees),
      line.revenueCents === null ? '—' : money(line.revenueCents),
      currency(line.rateText) || '—',
      money(line.amountCents),
    ];
    composer.ensure(statement.rowHeight(cells, cellStyle), nextPage);
    statement.row(cells, cellStyle);
  }
  if (!input.lines.length) {
    composer.y -= 6;
    statement.paragraph(labels.noLines, { size: 9, italic: true, color: MUTED });
  }

  // The total: its label at the start of the row, its amount at its end, under the amounts.
  const totalStyle = { size: 10.5, bold: true };
  const half = CONTENT_WIDTH / 2 - CELL_PADDING;
  composer.ensure(composer.lineHeight(totalStyle.size) + 6, nextPage);
  composer.y -= 6;
  statement.text(labels.total, totalStyle, CELL_PADDING, half);
  composer.y -= statement.text(money(input.totalCents), totalStyle, CONTENT_WIDTH / 2, half, 'end');

  const generatedAt = isolate(utcTime(input.generatedAt));
  pages.forEach((page, index) => {
    composer.footer(page, labels.footer(generatedAt, index + 1, pages.length));
  });

  doc.setTitle(`${labels.title} · ${input.payeeName} · ${run}`);
  doc.setAuthor(input.studioName);
  doc.setSubject(run);
  doc.setCreator('Business Management Platform');
  doc.setProducer('pdf-lib with HarfBuzz');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  doc.setLanguage(locale);

  await text.finish();
  return doc.save({ useObjectStreams: true });
}
