// Test helpers for the contract PDF: its text as a PDF reader maps it (through each font's ToUnicode
// map), its images, and a small PNG to sign with. Used by the tests beside this file only.
import { crc32, deflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) throw new Error('Expected a stream in the contract PDF.');
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** A ToUnicode CMap's bfchar entries: glyph code → text. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, code, text] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = (text ?? '').match(/.{4}/g) ?? [];
    map.set(
      Number.parseInt(code ?? '0', 16),
      String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16))),
    );
  }
  return map;
}

/**
 * Each page's text: the glyphs of its content stream mapped back through their font's ToUnicode, one
 * line of output per drawn line (in the order drawn: left to right, so Arabic comes out mirrored).
 */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const maps = new Map<string, Map<number, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, value] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(value, PDFDict);
      maps.set(name.asString(), parseCMap(streamText(font.lookup(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const operators = streams.map(streamText).join('\n');
    let font: Map<number, string> | undefined;
    let text = '';
    for (const match of operators.matchAll(/(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>|\bET\b/g)) {
      if (match[1]) font = maps.get(match[1]);
      else if (match[2]) {
        for (let index = 0; index < match[2].length; index += 4) {
          text += font?.get(Number.parseInt(match[2].slice(index, index + 4), 16)) ?? '';
        }
      } else text += '\n';
    }
    return text;
  });
}

/** A page's drawing operators, decoded (what the page looks like, short of its fonts' files). */
export async function pageOperators(bytes: Uint8Array, index: number): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const contents = doc.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams.map(streamText).join('\n');
}

/** The image XObjects in the file, with their size in pixels. */
export async function pdfImages(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.context.enumerateIndirectObjects().flatMap(([, object]) =>
    object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
      ? [
          {
            width: Number(object.dict.get(PDFName.of('Width'))),
            height: Number(object.dict.get(PDFName.of('Height'))),
          },
        ]
      : [],
  );
}

/** A PNG of a dark stroke on transparency, like a drawn signature. */
export function signaturePng(width = 300, height = 100): Buffer {
  const row = width * 4 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const curve = height / 2 + Math.sin((x / width) * Math.PI * 3) * (height / 3);
      if (Math.abs(y - curve) < 2.5) pixels.set([20, 24, 70, 255], y * row + 1 + x * 4);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
