// Text layout for the contract PDF: styled spans → lines of shaped glyph runs, in visual order.
// HarfBuzz shapes (Arabic joining, ligatures, marks, kerning), bidi-js orders the runs of a line
// (Unicode bidirectional algorithm), and lines break between words (decisions/0054-contract-pdf.md).
import bidiFactory from 'bidi-js';
import type { Buffer as HbBuffer } from 'harfbuzzjs';
import type { FaceKey, Fonts, LoadedFace } from './fonts.ts';

export type Span = { text: string; bold?: boolean; italic?: boolean };

/** One glyph, in points at the run's size. `text` is what it stands for (for copy and search). */
export type PlacedGlyph = { gid: number; text: string; advance: number; dx: number; dy: number };

/** Glyphs of one face and one direction, left to right as they are drawn. */
export type GlyphRun = { face: FaceKey; size: number; glyphs: PlacedGlyph[]; width: number };

/** A line's runs in visual order, drawn one after the other from the line's left edge. */
export type Line = { runs: GlyphRun[]; width: number };

export type TextOptions = {
  size: number;
  /** The widest a line may be, in points. */
  width: number;
  /** The paragraph's base direction: right-to-left for the Arabic document. */
  rtl: boolean;
  /** The document's language (a BCP 47 tag), for the shaper's language-specific forms. */
  language: string;
};

const bidi = bidiFactory();
let buffer: HbBuffer | undefined;

/** Lays out a paragraph; a "\n" inside a span is a forced line break. */
export function layoutText(fonts: Fonts, spans: Span[], options: TextOptions): Line[] {
  const lines: Line[] = [];
  let segment: Span[] = [];
  for (const span of spans) {
    span.text.split('\n').forEach((part, index) => {
      if (index > 0) {
        lines.push(...layoutSegment(fonts, segment, options));
        segment = [];
      }
      if (part) segment.push({ ...span, text: part });
    });
  }
  lines.push(...layoutSegment(fonts, segment, options));
  return lines;
}

const BOLD = 1;
const ITALIC = 2;

function isArabic(codePoint: number): boolean {
  return (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x0870 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  );
}

const LETTER = /\p{L}/u;

function faceFor(arabic: boolean, style: number): FaceKey {
  if (arabic) return style & BOLD ? 'naskhBold' : 'naskh';
  if (style & BOLD) return style & ITALIC ? 'sansBoldItalic' : 'sansBold';
  return style & ITALIC ? 'sansItalic' : 'sans';
}

const ISOLATE_START = /[\u2066-\u2068]/;
const ISOLATE_END = '\u2069';
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Which face draws each UTF-16 unit: Arabic letters Noto Naskh Arabic, other letters Noto Sans, and
 * digits, spaces and punctuation the face of the letters before them (after them at the start), so a
 * number inside an Arabic sentence keeps the Arabic text's face. Inside a directional isolate (a
 * date, a hash, an address set apart with U+2066…U+2069) only its own letters count, and with none
 * it is Noto Sans. A face without the glyph hands the character to the other family.
 */
function resolveFaces(fonts: Fonts, text: string, styles: Uint8Array, defaultArabic: boolean) {
  const scripts: (boolean | null)[] = [];
  // Each index's zone: 0 outside isolates, else the number of the isolate it sits in.
  const zones: number[] = [];
  let zone = 0;
  let isolates = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (ISOLATE_START.test(char)) zone = ++isolates;
    zones[index] = zone;
    if (char === ISOLATE_END) zone = 0;
    const codePoint = text.codePointAt(index) ?? 0;
    scripts[index] = isArabic(codePoint) ? true : LETTER.test(String.fromCodePoint(codePoint)) ? false : null;
    if (codePoint > 0xffff) {
      scripts[++index] = scripts[index - 1] ?? null;
      zones[index] = zone;
    }
  }
  // The nearest letter after each index in its zone, found in one backward pass (a forward search
  // from every digit or space would be quadratic in a long paragraph without letters).
  const following: (boolean | null)[] = new Array(text.length);
  const seen = new Map<number, boolean>();
  for (let index = text.length - 1; index >= 0; index--) {
    const at = zones[index] ?? 0;
    following[index] = seen.get(at) ?? null;
    const own = scripts[index];
    if (own !== null && own !== undefined) seen.set(at, own);
  }
  const resolved: boolean[] = new Array(text.length);
  const previous = new Map<number, boolean>();
  for (let index = 0; index < text.length; index++) {
    const own = scripts[index];
    const at = zones[index] ?? 0;
    if (own !== null && own !== undefined) previous.set(at, own);
    resolved[index] = own ?? previous.get(at) ?? following[index] ?? (at === 0 && defaultArabic);
  }
  const faces: FaceKey[] = new Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const codePoint = text.codePointAt(index) ?? 0;
    const style = styles[index] ?? 0;
    let face = faceFor(resolved[index] ?? defaultArabic, style);
    if (!fonts.faces[face].covers(codePoint)) {
      const other = faceFor(!resolved[index], style);
      if (fonts.faces[other].covers(codePoint)) face = other;
    }
    faces[index] = face;
    if (codePoint > 0xffff) faces[++index] = face;
  }
  return faces;
}

const CONTEXT = 16;

type Shaped = { gid: number; cluster: number; advance: number; dx: number; dy: number };

/** Shapes text[start, end) with the rest of the text as context (so joining sees its neighbours). */
function shapeRange(
  fonts: Fonts,
  face: LoadedFace,
  text: string,
  start: number,
  end: number,
  rtl: boolean,
  language: string,
) {
  const { hb } = fonts;
  buffer ??= new hb.Buffer();
  buffer.reset();
  // The bidi controls that set dates and hashes apart have done their work: no glyph for them.
  buffer.setFlags(hb.BufferFlag.REMOVE_DEFAULT_IGNORABLES);
  // A few characters either side are context enough for joining; passing the whole paragraph would
  // copy it into WASM memory for every word.
  const from = Math.max(0, start - CONTEXT);
  buffer.addText(text.slice(from, Math.min(text.length, end + CONTEXT)), start - from, end - start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.setLanguage(face.key.startsWith('naskh') ? 'ar' : language === 'ar' ? 'en' : language);
  buffer.guessSegmentProperties();
  hb.shape(face.hb, buffer);
  return buffer.getGlyphInfosAndPositions().map(
    (glyph): Shaped => ({
      gid: glyph.codepoint,
      cluster: glyph.cluster + from,
      advance: glyph.xAdvance ?? 0,
      dx: glyph.xOffset ?? 0,
      dy: glyph.yOffset ?? 0,
    }),
  );
}

type Paragraph = {
  text: string;
  faces: FaceKey[];
  levels: Uint8Array;
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>;
};

/** Text[start, end) as runs of one face and one bidi level, in logical order. */
function pieces(paragraph: Paragraph, start: number, end: number) {
  const out: { start: number; end: number; face: FaceKey; level: number }[] = [];
  for (let index = start; index < end; index++) {
    const face = paragraph.faces[index] as FaceKey;
    const level = paragraph.levels[index] ?? 0;
    const last = out.at(-1);
    if (last && last.face === face && last.level === level) last.end = index + 1;
    else out.push({ start: index, end: index + 1, face, level });
  }
  return out;
}

function measureRange(fonts: Fonts, paragraph: Paragraph, start: number, end: number, options: TextOptions) {
  let width = 0;
  for (const piece of pieces(paragraph, start, end)) {
    const face = fonts.faces[piece.face];
    const scale = options.size / face.unitsPerEm;
    const glyphs = shapeRange(
      fonts,
      face,
      paragraph.text,
      piece.start,
      piece.end,
      piece.level % 2 === 1,
      options.language,
    );
    for (const glyph of glyphs) width += glyph.advance * scale;
  }
  return width;
}

type Word = { start: number; end: number; width: number; gap: number; breakBefore: boolean };

function layoutSegment(fonts: Fonts, spans: Span[], options: TextOptions): Line[] {
  // Tabs and other spacing become plain spaces one for one, so every index still names its span.
  const text = spans.map((span) => span.text.replace(/[\t\r\v\f]/g, ' ')).join('');
  if (!text.trim()) return [];
  const styles = new Uint8Array(text.length);
  let offset = 0;
  for (const span of spans) {
    styles.fill((span.bold ? BOLD : 0) | (span.italic ? ITALIC : 0), offset, offset + span.text.length);
    offset += span.text.length;
  }
  const embedding = bidi.getEmbeddingLevels(text, options.rtl ? 'rtl' : 'ltr');
  const paragraph: Paragraph = {
    text,
    faces: resolveFaces(fonts, text, styles, options.rtl),
    levels: embedding.levels,
    embedding,
  };

  const words: Word[] = [];
  let index = 0;
  while (index < text.length) {
    const gapStart = index;
    while (index < text.length && text[index] === ' ') index++;
    const start = index;
    while (index < text.length && text[index] !== ' ') index++;
    if (start === index) break;
    const gap = start > gapStart ? measureRange(fonts, paragraph, gapStart, start, options) : 0;
    const width = measureRange(fonts, paragraph, start, index, options);
    if (width <= options.width) words.push({ start, end: index, width, gap, breakBefore: false });
    else words.push(...splitLongWord(fonts, paragraph, start, index, gap, options));
  }

  const lines: Line[] = [];
  let line: { start: number; end: number; width: number } | undefined;
  for (const word of words) {
    if (line && !word.breakBefore && line.width + word.gap + word.width <= options.width) {
      line.end = word.end;
      line.width += word.gap + word.width;
      continue;
    }
    if (line) lines.push(buildLine(fonts, paragraph, line.start, line.end, options));
    line = { start: word.start, end: word.end, width: word.width };
  }
  if (line) lines.push(buildLine(fonts, paragraph, line.start, line.end, options));
  return lines;
}

/**
 * A word wider than the line (a long address or code) is cut between characters: the word is shaped
 * once, each glyph's advance counted to the character its cluster starts at, and a cut falls only
 * where a cluster starts (never inside a letter and its marks, or a surrogate pair).
 */
function splitLongWord(
  fonts: Fonts,
  paragraph: Paragraph,
  start: number,
  end: number,
  gap: number,
  options: TextOptions,
): Word[] {
  const advances = new Array<number>(end - start).fill(0);
  const clusterStarts = new Set<number>();
  for (const piece of pieces(paragraph, start, end)) {
    const face = fonts.faces[piece.face];
    const scale = options.size / face.unitsPerEm;
    const rtl = piece.level % 2 === 1;
    for (const glyph of shapeRange(
      fonts,
      face,
      paragraph.text,
      piece.start,
      piece.end,
      rtl,
      options.language,
    )) {
      advances[glyph.cluster - start] = (advances[glyph.cluster - start] ?? 0) + glyph.advance * scale;
      clusterStarts.add(glyph.cluster);
    }
  }
  const out: Word[] = [];
  const push = (from: number, to: number, width: number) =>
    out.push({ start: from, end: to, width, gap: out.length ? 0 : gap, breakBefore: out.length > 0 });
  let chunkStart = start;
  let chunkWidth = 0;
  for (let index = start; index < end; index++) {
    const advance = advances[index - start] ?? 0;
    if (index > chunkStart && clusterStarts.has(index) && chunkWidth + advance > options.width) {
      push(chunkStart, index, chunkWidth);
      chunkStart = index;
      chunkWidth = 0;
    }
    chunkWidth += advance;
  }
  push(chunkStart, end, chunkWidth);
  return out;
}

/** One line: its characters reordered for display (rule L2), then shaped run by run. */
function buildLine(
  fonts: Fonts,
  paragraph: Paragraph,
  start: number,
  end: number,
  options: TextOptions,
): Line {
  const order = Array.from({ length: end - start }, (_, offset) => start + offset);
  for (const [from = start, to = start] of bidi.getReorderSegments(
    paragraph.text,
    paragraph.embedding,
    start,
    end - 1,
  )) {
    const reversed = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, reversed.length, ...reversed);
  }

  // Consecutive characters of one face and level that are also neighbours in the text form a run.
  const spans: { start: number; end: number; face: FaceKey; level: number }[] = [];
  let previous: (typeof spans)[number] | undefined;
  let previousIndex = -1;
  for (const index of order) {
    const face = paragraph.faces[index] as FaceKey;
    const level = paragraph.levels[index] ?? 0;
    const step = level % 2 === 1 ? -1 : 1;
    if (previous && previous.face === face && previous.level === level && index === previousIndex + step) {
      previous.start = Math.min(previous.start, index);
      previous.end = Math.max(previous.end, index + 1);
    } else {
      previous = { start: index, end: index + 1, face, level };
      spans.push(previous);
    }
    previousIndex = index;
  }

  const runs = spans
    .map((span) =>
      shapeRun(
        fonts,
        fonts.faces[span.face],
        paragraph.text,
        span.start,
        span.end,
        span.level % 2 === 1,
        options,
      ),
    )
    .filter((run) => run.glyphs.length > 0);
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

function shapeRun(
  fonts: Fonts,
  face: LoadedFace,
  text: string,
  start: number,
  end: number,
  rtl: boolean,
  options: TextOptions,
): GlyphRun {
  const scale = options.size / face.unitsPerEm;
  const shaped = shapeRange(fonts, face, text, start, end, rtl, options.language);
  // The characters each cluster stands for go to its first glyph; the rest of the cluster (marks drawn
  // as their own glyphs) stand for nothing, so copied text has each character once.
  const clusters = [...new Set(shaped.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const clusterEnd = new Map(clusters.map((cluster, index) => [cluster, clusters[index + 1] ?? end]));
  const seen = new Set<number>();
  let width = 0;
  const glyphs = shaped.map((glyph): PlacedGlyph => {
    const first = !seen.has(glyph.cluster);
    seen.add(glyph.cluster);
    width += glyph.advance * scale;
    return {
      gid: glyph.gid,
      text: first ? text.slice(glyph.cluster, clusterEnd.get(glyph.cluster)).replace(BIDI_CONTROLS, '') : '',
      advance: glyph.advance * scale,
      dx: glyph.dx * scale,
      dy: glyph.dy * scale,
    };
  });
  return { face: face.key, size: options.size, glyphs, width };
}
