// The sealed contract's pages: the signed text, then the signatures, then the signing certificate
// (decisions/0054-contract-pdf.md).
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { PdfText, type Rgb } from './draw.ts';
import { loadFonts } from './fonts.ts';
import { PDF_LABELS, type PdfLabels, type PdfLanguage } from './labels.ts';
import { markdownBlocks } from './markdown.ts';
import { type Line, layoutText, type Span } from './text.ts';

export type ContractPdfSignature = {
  /** Whose signature; the label printed comes from the document language's labels. */
  role: 'signer' | 'guardian' | 'countersigner';
  typedName: string;
  /** PNG bytes of the drawn signature, or null when the typed name alone is the signature. */
  signaturePng: Buffer | null;
  signedAt: Date;
};

export type ContractPdfEvent = {
  type: string;
  actorName: string;
  actorRole: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** The event's chain hash (hex SHA-256). */
  hash: string;
};

export type ContractPdfInput = {
  contractId: string;
  language: PdfLanguage;
  studioName: string;
  /** The template's name. */
  title: string;
  /** The frozen, rendered text that was signed (Markdown). */
  bodyMarkdown: string;
  /** Hex SHA-256 of bodyMarkdown (UTF-8). */
  documentSha256: string;
  /** Hex SHA-256 of the ESIGN consent text the signer agreed to. */
  consentSha256: string;
  signatures: ContractPdfSignature[];
  /** The events up to signing, oldest first. */
  events: ContractPdfEvent[];
  /** e.g. "Dependant: Leo Member (child)" when a guardian signs for a minor; else null. */
  onBehalfOf: string | null;
};

/** A drawn signature that is not a PNG pdf-lib can read (the caller answers 400 on that field). */
export class SignatureImageError extends Error {
  constructor(role: ContractPdfSignature['role'], cause: unknown) {
    super(`The ${role}'s drawn signature is not a PNG image that can be embedded.`, { cause });
    this.name = 'SignatureImageError';
  }
}

// A4, in points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;
export const CONTENT_WIDTH = RIGHT - LEFT;
const TOP = PAGE_HEIGHT - 60;
const BOTTOM = 64;
const FOOTER_BASELINE = 34;
const LIST_STEP = 18;

export const INK: Rgb = [0.12, 0.12, 0.14];
export const MUTED: Rgb = [0.4, 0.4, 0.44];
const RULE = rgb(0.78, 0.78, 0.8);

const BODY_SIZE = 10.5;
const HEADING_SIZES: Record<number, number> = { 1: 15, 2: 13, 3: 11.5 };

type TextStyle = { size: number; bold?: boolean; italic?: boolean; color?: Rgb };

/** "2026-11-27 14:03:22 UTC": the same in every language, and never the server's time zone. */
export function utcTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Sets a left-to-right value (a time, a hash, an address) apart from the sentence around it, so the
 * Arabic around it does not reorder its parts (a left-to-right isolate, U+2066…U+2069). */
export const isolate = (text: string) => `\u2066${text}\u2069`;

/** A user agent as the browser and system it names ("Chrome 120, Windows"), else its start. */
export function shortUserAgent(userAgent: string): string {
  const version = (pattern: RegExp) => userAgent.match(pattern)?.[1];
  const browser = version(/Edg(?:e|A|iOS)?\/(\d+)/)
    ? `Edge ${version(/Edg(?:e|A|iOS)?\/(\d+)/)}`
    : version(/OPR\/(\d+)/)
      ? `Opera ${version(/OPR\/(\d+)/)}`
      : version(/(?:Firefox|FxiOS)\/(\d+)/)
        ? `Firefox ${version(/(?:Firefox|FxiOS)\/(\d+)/)}`
        : version(/(?:Chrome|CriOS)\/(\d+)/)
          ? `Chrome ${version(/(?:Chrome|CriOS)\/(\d+)/)}`
          : version(/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/)
            ? `Safari ${version(/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/)}`
            : null;
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  if (browser || system) return [browser, system].filter(Boolean).join(', ');
  return userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent;
}

export class Composer {
  page!: PDFPage;
  /** The top of the free space on the current page. */
  y = TOP;
  readonly rtl: boolean;

  constructor(
    readonly doc: PDFDocument,
    readonly text: PdfText,
    readonly language: PdfLanguage,
  ) {
    this.rtl = language === 'ar';
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = TOP;
    return this.page;
  }

  /** Naskh needs more room above and below the line than Latin text. */
  lineHeight(size: number): number {
    return size * (this.rtl ? 1.8 : 1.45);
  }

  /** From the top of a line's box down to its baseline. */
  baselineOffset(size: number): number {
    return size * (this.rtl ? 1.22 : 1.05);
  }

  layout(spans: Span[], style: TextStyle, width: number): Line[] {
    const styled = spans.map((span) => ({
      ...span,
      bold: span.bold || style.bold,
      italic: span.italic || style.italic,
    }));
    return layoutText(this.text.fonts, styled, {
      size: style.size,
      width,
      rtl: this.rtl,
      language: this.language,
    });
  }

  /** Draws a line inside [x, x + width], to its start side: the left, or the right in Arabic. */
  drawLine(line: Line, x: number, width: number, baseline: number, color: Rgb): void {
    const left = this.rtl ? x + width - line.width : x;
    this.text.drawLine(this.page, line, left, baseline, color);
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y - height < BOTTOM) {
      this.addPage();
      onNewPage?.();
    }
  }

  /** Flows lines down the page, onto new pages as needed. */
  flow(lines: Line[], style: TextStyle, x: number, width: number, onNewPage?: () => void): void {
    const height = this.lineHeight(style.size);
    for (const line of lines) {
      this.ensure(height, onNewPage);
      this.drawLine(line, x, width, this.y - this.baselineOffset(style.size), style.color ?? INK);
      this.y -= height;
    }
  }

  paragraph(spans: Span[], style: TextStyle, x = LEFT, width = CONTENT_WIDTH, onNewPage?: () => void): void {
    this.flow(this.layout(spans, style, width), style, x, width, onNewPage);
  }

  /** A block mirrored for Arabic: the x of [offset, offset + width] measured from the start side. */
  startX(offset: number, width: number): number {
    return this.rtl ? RIGHT - offset - width : LEFT + offset;
  }

  rule(y: number, x = LEFT, width = CONTENT_WIDTH): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: RULE });
  }

  footer(page: PDFPage, text: string): void {
    const style = { size: 8.5, color: MUTED };
    const [line] = this.layout([{ text }], style, CONTENT_WIDTH);
    if (line) this.text.drawLine(page, line, (PAGE_WIDTH - line.width) / 2, FOOTER_BASELINE, MUTED);
  }
}

/** The body pages: the studio, the title and the signed text only, so page 1 is the same image for
 * the same three (no date, id or hash). Their footers count these pages alone. */
function bodyPages(composer: Composer, input: ContractPdfInput, labels: PdfLabels): void {
  const first = composer.addPage();
  const pages = [first];
  const track = () => pages.push(composer.page);

  composer.paragraph([{ text: input.studioName }], { size: 10, color: MUTED });
  composer.y -= 2;
  composer.paragraph([{ text: input.title }], { size: 18, bold: true });
  composer.y -= 4;
  composer.rule(composer.y);
  composer.y -= 14;

  for (const block of markdownBlocks(input.bodyMarkdown)) {
    switch (block.kind) {
      case 'heading': {
        const size = HEADING_SIZES[block.level] ?? BODY_SIZE;
        const style = { size, bold: true };
        const lines = composer.layout(block.spans, style, CONTENT_WIDTH);
        composer.y -= size * 0.6;
        // A heading stays with the first line after it.
        composer.ensure(lines.length * composer.lineHeight(size) + composer.lineHeight(BODY_SIZE), track);
        composer.flow(lines, style, LEFT, CONTENT_WIDTH, track);
        composer.y -= size * 0.25;
        break;
      }
      case 'paragraph': {
        const offset = block.indent * LIST_STEP + (block.quote ? LIST_STEP : 0);
        const width = CONTENT_WIDTH - offset;
        const style = { size: BODY_SIZE, italic: block.quote, color: block.quote ? MUTED : INK };
        composer.paragraph(block.spans, style, composer.startX(offset, width), width, track);
        composer.y -= BODY_SIZE * 0.55;
        break;
      }
      case 'item': {
        const offset = (block.depth + 1) * LIST_STEP;
        const width = CONTENT_WIDTH - offset;
        const style = { size: BODY_SIZE };
        const lines = composer.layout(block.spans, style, width);
        const [marker] = composer.layout([{ text: block.marker }], style, LIST_STEP * 2);
        composer.ensure(composer.lineHeight(BODY_SIZE), track);
        if (marker) {
          const markerX = composer.startX(block.depth * LIST_STEP, LIST_STEP - 4);
          composer.drawLine(
            marker,
            markerX,
            LIST_STEP - 4,
            composer.y - composer.baselineOffset(BODY_SIZE),
            INK,
          );
        }
        composer.flow(lines, style, composer.startX(offset, width), width, track);
        // An item that opens with a nested list still takes its marker's line.
        if (!lines.length) composer.y -= composer.lineHeight(BODY_SIZE);
        composer.y -= BODY_SIZE * 0.2;
        break;
      }
      case 'code': {
        const offset = block.indent * LIST_STEP;
        const width = CONTENT_WIDTH - offset;
        composer.paragraph(
          [{ text: block.text }],
          { size: 9.5, color: MUTED },
          composer.startX(offset, width),
          width,
          track,
        );
        composer.y -= BODY_SIZE * 0.55;
        break;
      }
      case 'rule':
        composer.ensure(14, track);
        composer.rule(composer.y - 6);
        composer.y -= 14;
        break;
    }
  }
  pages.forEach((page, index) => {
    composer.footer(page, labels.bodyPage(index + 1, pages.length));
  });
}

/** The signatures: each one's role, typed name, drawn image (or the word that the name is the
 * signature) and time. */
async function signaturePages(composer: Composer, input: ContractPdfInput, labels: PdfLabels): Promise<void> {
  const pages = [composer.addPage()];
  const track = () => pages.push(composer.page);
  composer.paragraph([{ text: labels.signatures }], { size: 15, bold: true });
  composer.y -= 6;
  if (input.onBehalfOf) {
    composer.paragraph([{ text: input.onBehalfOf }], { size: BODY_SIZE });
    composer.y -= 6;
  }
  const box = { width: 220, height: 80 };
  for (const signature of input.signatures) {
    composer.ensure(box.height + 5 * composer.lineHeight(BODY_SIZE), track);
    composer.y -= 4;
    composer.rule(composer.y);
    composer.y -= 10;
    composer.paragraph([{ text: labels.roles[signature.role] }], { size: 11, bold: true });
    composer.paragraph([{ text: labels.labelled(labels.name), bold: true }, { text: signature.typedName }], {
      size: BODY_SIZE,
    });
    composer.y -= 4;
    if (signature.signaturePng) {
      const image = await composer.doc.embedPng(signature.signaturePng).catch((error: unknown) => {
        throw new SignatureImageError(signature.role, error);
      });
      const scale = Math.min(box.width / image.width, box.height / image.height, 1);
      const width = image.width * scale;
      const height = image.height * scale;
      composer.page.drawImage(image, {
        x: composer.startX(0, width),
        y: composer.y - box.height + (box.height - height) / 2,
        width,
        height,
      });
      composer.y -= box.height + 2;
      composer.rule(composer.y, composer.startX(0, box.width), box.width);
      composer.y -= 6;
    } else {
      composer.paragraph([{ text: labels.typedOnly }], { size: BODY_SIZE, italic: true, color: MUTED });
    }
    composer.paragraph(
      [
        { text: labels.labelled(labels.signedAt), bold: true },
        { text: isolate(utcTime(signature.signedAt)) },
      ],
      {
        size: BODY_SIZE,
      },
    );
    composer.y -= 12;
  }
  for (const page of pages) composer.footer(page, `${labels.contract} ${isolate(input.contractId)}`);
}

/** The signing certificate: the contract, its hashes and the events up to signing. */
function certificatePages(composer: Composer, input: ContractPdfInput, labels: PdfLabels): void {
  const pages = [composer.addPage()];
  composer.paragraph([{ text: labels.certificate }], { size: 15, bold: true });
  composer.y -= 6;

  const labelWidth = 150;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  const facts: [string, string, string?][] = [
    [labels.contract, isolate(input.contractId)],
    [labels.studio, input.studioName],
    [labels.document, input.title],
    [labels.documentHash, isolate(input.documentSha256), labels.documentHashNote],
    [labels.consentHash, isolate(input.consentSha256)],
  ];
  const lastEvent = input.events.at(-1);
  if (lastEvent) facts.push([labels.lastEventHash, isolate(lastEvent.hash)]);
  const factStyle = { size: 9 };
  for (const [label, value, note] of facts) {
    const labelLines = composer.layout([{ text: label }], { ...factStyle, bold: true }, labelWidth - 8);
    const valueLines = composer.layout([{ text: value }], factStyle, valueWidth);
    const noteLines = note ? composer.layout([{ text: note }], { size: 8, color: MUTED }, valueWidth) : [];
    const top = composer.y;
    composer.flow(labelLines, { ...factStyle, bold: true }, composer.startX(0, labelWidth), labelWidth - 8);
    const afterLabel = composer.y;
    composer.y = top;
    composer.flow(valueLines, factStyle, composer.startX(labelWidth, valueWidth), valueWidth);
    composer.flow(noteLines, { size: 8, color: MUTED }, composer.startX(labelWidth, valueWidth), valueWidth);
    composer.y = Math.min(composer.y, afterLabel) - 3;
  }

  composer.y -= 8;
  composer.paragraph([{ text: labels.events }], { size: 11.5, bold: true });
  composer.y -= 2;

  // Event, by, time, IP, device, hash: widths in points, laid from the start side.
  const columns = [64, 98, 84, 62, 94, 81.28];
  const offsets = columns.map((_, index) => columns.slice(0, index).reduce((sum, width) => sum + width, 0));
  const cellStyle = { size: 8 };
  const padding = 3;
  const row = (cells: string[], style: TextStyle) => {
    const laid = cells.map((cell, index) =>
      composer.layout([{ text: cell }], style, (columns[index] ?? 0) - 2 * padding),
    );
    const height = Math.max(1, ...laid.map((lines) => lines.length)) * composer.lineHeight(style.size) + 4;
    return { laid, height };
  };
  const drawRow = ({ laid, height }: ReturnType<typeof row>, style: TextStyle) => {
    const top = composer.y;
    laid.forEach((lines, index) => {
      const width = (columns[index] ?? 0) - 2 * padding;
      composer.y = top - 2;
      composer.flow(lines, style, composer.startX((offsets[index] ?? 0) + padding, width), width);
    });
    composer.y = top - height;
    composer.rule(composer.y);
  };
  const headerStyle = { ...cellStyle, bold: true };
  const header = row(
    [
      labels.columns.event,
      labels.columns.by,
      labels.columns.time,
      labels.columns.ip,
      labels.columns.device,
      labels.columns.hash,
    ],
    headerStyle,
  );
  drawRow(header, headerStyle);
  for (const event of input.events) {
    const cells = row(
      [
        labels.eventTypes[event.type] ?? event.type.replace(/_/g, ' '),
        `${event.actorName} (${labels.actorRoles[event.actorRole] ?? event.actorRole})`,
        isolate(utcTime(event.at).replace(' UTC', '')),
        event.ip ? isolate(event.ip) : '—',
        event.userAgent ? isolate(shortUserAgent(event.userAgent)) : '—',
        isolate(`${event.hash.slice(0, 12)}…`),
      ],
      cellStyle,
    );
    composer.ensure(cells.height, () => {
      pages.push(composer.page);
      drawRow(header, headerStyle);
    });
    drawRow(cells, cellStyle);
  }

  composer.y -= 10;
  composer.paragraph([{ text: labels.closing }], { size: 9, color: MUTED }, LEFT, CONTENT_WIDTH, () =>
    pages.push(composer.page),
  );
  pages.forEach((page, index) => {
    composer.footer(page, labels.certificatePage(index + 1, pages.length));
  });
}

/** Build the document: body pages, the signatures, the certificate. */
export async function buildContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const fonts = await loadFonts();
  // updateMetadata: false keeps pdf-lib from stamping the time of the build; the dates below are the
  // signing's, so the same contract always gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const text = new PdfText(doc, fonts);
  const labels = PDF_LABELS[input.language];
  const composer = new Composer(doc, text, input.language);

  bodyPages(composer, input, labels);
  await signaturePages(composer, input, labels);
  certificatePages(composer, input, labels);

  const sealedAt =
    input.signatures
      .map((signature) => signature.signedAt)
      .sort((a, b) => a.getTime() - b.getTime())
      .at(-1) ??
    input.events.at(-1)?.at ??
    new Date(0);
  doc.setTitle(input.title);
  doc.setAuthor(input.studioName);
  doc.setSubject(`${labels.contract} ${input.contractId}`);
  doc.setCreator('Business Management Platform');
  doc.setProducer('pdf-lib with HarfBuzz');
  doc.setCreationDate(sealedAt);
  doc.setModificationDate(sealedAt);
  doc.setLanguage(input.language);

  await text.finish();
  return doc.save({ useObjectStreams: true });
}
