// Font subsetting with HarfBuzz's own subsetter (harfbuzz-subset.wasm, shipped in harfbuzzjs), which
// has no JavaScript wrapper: its C functions are called directly. fontkit's subsetter (pdf-lib's) was
// tried first and drew blank glyphs with the Noto fonts: it writes a short loca table over their
// odd-length glyphs (decisions/0054-contract-pdf.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type SubsetExports = {
  memory: { buffer: ArrayBuffer };
  _initialize: () => void;
  malloc: (size: number) => number;
  free: (pointer: number) => void;
  hb_blob_create: (data: number, length: number, mode: number, userData: number, destroy: number) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_blob_get_length: (blob: number) => number;
  hb_blob_get_data: (blob: number, length: number) => number;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_destroy: (face: number) => void;
  hb_face_reference_blob: (face: number) => number;
  hb_set_add: (set: number, value: number) => void;
  hb_subset_input_create_or_fail: () => number;
  hb_subset_input_destroy: (input: number) => void;
  hb_subset_input_glyph_set: (input: number) => number;
  hb_subset_input_set: (input: number, which: number) => number;
  hb_subset_input_set_flags: (input: number, flags: number) => void;
  hb_subset_or_fail: (face: number, input: number) => number;
};

const MEMORY_MODE_READONLY = 1;
const SETS_DROP_TABLE_TAG = 3;
// Glyph ids are kept (so the PDF's CIDs are the font's glyph ids and need no renumbering), hinting
// is dropped (PDF readers scale outlines themselves), and the glyphs are exactly the ones asked for
// (they were chosen by shaping already).
const FLAGS_NO_HINTING = 1;
const FLAGS_RETAIN_GIDS = 2;
const FLAGS_NO_LAYOUT_CLOSURE = 512;
/** Tables a PDF reader never reads in an embedded TrueType font: shaping was done before. */
const DROPPED_TABLES = [
  'GSUB',
  'GPOS',
  'GDEF',
  'BASE',
  'JSTF',
  'MATH',
  'kern',
  'morx',
  'DSIG',
  'STAT',
  'meta',
];

const tag = (name: string) =>
  ((name.charCodeAt(0) << 24) |
    (name.charCodeAt(1) << 16) |
    (name.charCodeAt(2) << 8) |
    name.charCodeAt(3)) >>>
  0;

/** Node's WebAssembly global; the API's TypeScript libraries (ES2023, no DOM) do not declare it. */
type Wasm = { instantiate: (bytes: Uint8Array) => Promise<{ instance: { exports: unknown } }> };

let loading: Promise<SubsetExports> | undefined;

function subsetter(): Promise<SubsetExports> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return loading;
}

/** The font cut down to the given glyphs (and .notdef), glyph ids unchanged. */
export async function subsetFont(font: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  const hb = await subsetter();
  const fontPointer = hb.malloc(font.length);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.length, MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error('HarfBuzz could not start a font subset.');
    const glyphs = hb.hb_subset_input_glyph_set(input);
    hb.hb_set_add(glyphs, 0);
    for (const glyphId of glyphIds) hb.hb_set_add(glyphs, glyphId);
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(input, FLAGS_NO_HINTING | FLAGS_RETAIN_GIDS | FLAGS_NO_LAYOUT_CLOSURE);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not subset the font.');
    const result = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    // Copied out before the blob is freed: the WASM memory is reused by the next call.
    const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (!bytes.length) throw new Error('HarfBuzz returned an empty font subset.');
    return bytes;
  } finally {
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}
