// The contract PDF's fonts: Noto Sans (Latin, in four styles) and Noto Naskh Arabic (two weights),
// from their npm packages (SIL Open Font License 1.1, shipped in each package's LICENSE_FONT).
// HarfBuzz (harfbuzzjs, WASM) shapes the text with them and cuts the subset that is embedded
// (decisions/0054-contract-pdf.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font as HbFont } from 'harfbuzzjs';

export type FaceKey = 'sans' | 'sansBold' | 'sansItalic' | 'sansBoldItalic' | 'naskh' | 'naskhBold';

const FILES: Record<FaceKey, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  sansBoldItalic: '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
  naskh: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  naskhBold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
};

export const FACE_KEYS = Object.keys(FILES) as FaceKey[];

/** One font file, ready to shape with and to subset. Loaded once per process and never changed. */
export type LoadedFace = {
  key: FaceKey;
  hb: HbFont;
  /** The TrueType file, which the subset is cut from. */
  bytes: Uint8Array;
  postscriptName: string;
  unitsPerEm: number;
  /** For the PDF's font descriptor, in font units. */
  bbox: [number, number, number, number];
  italicAngle: number;
  capHeight: number;
  ascender: number;
  descender: number;
  /** Which code points the face has a glyph for. */
  covers: (codePoint: number) => boolean;
};

export type HarfBuzz = typeof import('harfbuzzjs');

/** The faces and the HarfBuzz module that shapes with them. */
export type Fonts = { hb: HarfBuzz; faces: Record<FaceKey, LoadedFace> };

let loading: Promise<Fonts> | undefined;

/**
 * The six faces. HarfBuzz's WASM is loaded on first use (a dynamic import), so the API pays for it
 * only when a contract is signed, not at start-up.
 */
export function loadFonts(): Promise<Fonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A font table to read big-endian numbers from (TrueType's byte order, DataView's default). */
function table(bytes: Uint8Array | undefined): DataView {
  if (!bytes) throw new Error('A contract PDF font lacks a required table.');
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function readFonts(): Promise<Fonts> {
  const hb = await import('harfbuzzjs');
  // Resolved like a module, so the same code finds the files from src/ (tests) and dist/ (the bundle).
  const require = createRequire(import.meta.url);
  const entries = FACE_KEYS.map((key): [FaceKey, LoadedFace] => {
    const bytes = new Uint8Array(readFileSync(require.resolve(FILES[key])));
    const face = new hb.Face(new hb.Blob(bytes));
    const font = new hb.Font(face);
    const unicodes = new Set(face.collectUnicodes());
    const extents = font.hExtents();
    const head = table(face.referenceTable('head'));
    const post = table(face.referenceTable('post'));
    const os2 = table(face.referenceTable('OS/2'));
    return [
      key,
      {
        key,
        hb: font,
        bytes,
        postscriptName: face.getName(6, 'en') || key,
        unitsPerEm: face.upem,
        bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
        italicAngle: post.getInt32(4) / 65536,
        capHeight: os2.getUint16(0) >= 2 ? os2.getInt16(88) : extents.ascender,
        ascender: extents.ascender,
        descender: extents.descender,
        covers: (codePoint) => unicodes.has(codePoint),
      },
    ];
  });
  return { hb, faces: Object.fromEntries(entries) as Record<FaceKey, LoadedFace> };
}
