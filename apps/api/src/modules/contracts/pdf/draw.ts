// Draws shaped lines into pdf-lib pages with fonts embedded by us: pdf-lib's own drawText lays text
// out with fontkit, which neither joins Arabic nor orders right-to-left text, so the glyphs HarfBuzz
// chose are written by id (Identity-H) into a subset of each face (decisions/0054-contract-pdf.md).
import { createHash } from 'node:crypto';
import {
  beginText,
  endText,
  type PDFContext,
  type PDFDocument,
  PDFHexString,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
} from 'pdf-lib';
import type { FaceKey, Fonts, LoadedFace } from './fonts.ts';
import { subsetFont } from './subset.ts';
import type { Line } from './text.ts';

export type Rgb = readonly [number, number, number];

/** Two decimals are far below a printed dot and keep the content streams short. */
const round = (value: number) => Math.round(value * 100) / 100;

/** One face as embedded in one document: the glyphs used so far. The subset keeps the font's glyph
 * ids, so a glyph's CID is its id. */
class EmbeddedFace {
  readonly ref: PDFRef;
  /** By glyph id: the advance in thousandths of an em (the PDF's W array), and the text for ToUnicode. */
  private readonly widths = new Map<number, number>();
  private readonly texts = new Map<number, string>();

  constructor(
    readonly face: LoadedFace,
    context: PDFContext,
  ) {
    this.ref = context.nextRef();
  }

  /** Notes the glyph as used (with the text it stands for) and gives its advance as W says it. */
  use(gid: number, text: string): number {
    let width = this.widths.get(gid);
    if (width === undefined) {
      width = round((this.face.hb.glyphHAdvance(gid) * 1000) / this.face.unitsPerEm);
      this.widths.set(gid, width);
    }
    if (text && !this.texts.get(gid)) this.texts.set(gid, text);
    return width;
  }

  async write(context: PDFContext): Promise<void> {
    const { face } = this;
    const gids = [...this.widths.keys()].sort((a, b) => a - b);
    const bytes = await subsetFont(face.bytes, gids);
    const scale = 1000 / face.unitsPerEm;
    // A subset's name starts with six capitals; drawn from the glyphs used, not at random, so the
    // same contract gives the same file.
    const digest = createHash('sha256')
      .update(`${face.key}:${gids.join(',')}`)
      .digest();
    const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
    const baseFont = `${tag}+${face.postscriptName}`;
    const italic = face.key.endsWith('Italic');

    const fontFile = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        // Symbolic (4): the glyphs are addressed by id, not through a standard encoding; 64: italic.
        Flags: 4 + (italic ? 64 : 0),
        FontBBox: face.bbox.map((value) => round(value * scale)),
        ItalicAngle: face.italicAngle,
        Ascent: round(face.ascender * scale),
        Descent: round(face.descender * scale),
        CapHeight: round(face.capHeight * scale),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    // W lists runs of consecutive ids: [first [w w w] first [w] ...].
    const widths: (number | number[])[] = [];
    for (const gid of gids) {
      const last = widths.at(-1);
      const lastStart = widths.at(-2);
      if (Array.isArray(last) && typeof lastStart === 'number' && lastStart + last.length === gid) {
        last.push(this.widths.get(gid) ?? 0);
      } else {
        widths.push(gid, [this.widths.get(gid) ?? 0]);
      }
    }
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        CIDToGIDMap: 'Identity',
        W: widths,
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(gids, this.texts)));
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, index) =>
    text.charCodeAt(index).toString(16).padStart(4, '0'),
  ).join('');

/** The map from each CID to the text it stands for, so the PDF's text can be copied and searched. */
function toUnicodeCMap(gids: number[], texts: Map<number, string>): string {
  const entries = gids.flatMap((gid) => {
    const text = texts.get(gid);
    return text ? [`<${gid.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`] : [];
  });
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let index = 0; index < entries.length; index += 100) {
    const block = entries.slice(index, index + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The document's fonts: embeds each face on first use and writes the used ones at the end. */
export class PdfText {
  private readonly embedded = new Map<FaceKey, EmbeddedFace>();
  private readonly names = new Map<PDFPage, Map<FaceKey, PDFName>>();

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  private face(key: FaceKey): EmbeddedFace {
    let face = this.embedded.get(key);
    if (!face) {
      face = new EmbeddedFace(this.fonts.faces[key], this.doc.context);
      this.embedded.set(key, face);
    }
    return face;
  }

  private fontName(page: PDFPage, key: FaceKey, face: EmbeddedFace): PDFName {
    let names = this.names.get(page);
    if (!names) {
      names = new Map();
      this.names.set(page, names);
    }
    let name = names.get(key);
    if (!name) {
      name = page.node.newFontDictionary(key, face.ref);
      names.set(key, name);
    }
    return name;
  }

  /** Draws a line with its left end at x and its baseline at y. */
  drawLine(page: PDFPage, line: Line, x: number, y: number, color: Rgb): void {
    const context = this.doc.context;
    const operators: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(...color), beginText()];
    let pen = x;
    for (const run of line.runs) {
      const face = this.face(run.face);
      operators.push(setFontAndSize(this.fontName(page, run.face, face), run.size));
      // Glyphs drawn where the font's own advance puts them share one TJ, with a number between two
      // glyphs where HarfBuzz's advance differs (kerning); a glyph moved off the baseline (an Arabic
      // mark) is placed by a text matrix of its own.
      let items: (PDFHexString | PDFNumber)[] = [];
      let hex = '';
      const flush = () => {
        if (hex) items.push(PDFHexString.of(hex));
        hex = '';
        if (items.length) {
          operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(items)]));
        }
        items = [];
      };
      let open = false;
      // Where the reader's pen is (it moves by the W array's widths), against where it should be.
      let readerPen = pen;
      for (const glyph of run.glyphs) {
        const width = face.use(glyph.gid, glyph.text);
        const code = glyph.gid.toString(16).padStart(4, '0');
        if (glyph.dx !== 0 || glyph.dy !== 0) {
          flush();
          operators.push(setTextMatrix(1, 0, 0, 1, round(pen + glyph.dx), round(y + glyph.dy)));
          hex = code;
          flush();
          open = false;
        } else {
          if (!open) {
            flush();
            operators.push(setTextMatrix(1, 0, 0, 1, round(pen), round(y)));
            readerPen = round(pen);
            open = true;
          }
          hex += code;
          readerPen += (width * run.size) / 1000;
          const adjust = round(((readerPen - (pen + glyph.advance)) * 1000) / run.size);
          // Adjusted only past a hundredth of a point, so rounding does not put a number between
          // every two glyphs.
          if (Math.abs(adjust * run.size) / 1000 >= 0.01) {
            items.push(PDFHexString.of(hex), PDFNumber.of(adjust));
            hex = '';
            readerPen -= (adjust * run.size) / 1000;
          }
        }
        pen += glyph.advance;
      }
      flush();
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }

  /** Writes the fonts used into the document; call once, before saving. */
  async finish(): Promise<void> {
    for (const face of this.embedded.values()) await face.write(this.doc.context);
  }
}
