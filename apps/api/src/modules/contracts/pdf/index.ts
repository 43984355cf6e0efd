// The sealed contract PDF: a pure function from the signed contract to its file, built once at
// signing (decisions/0054-contract-pdf.md). The contracts module imports only this file; so does the
// payouts module, which lays its payout statement out with the same pages, fonts and text layout.
import { createHash } from 'node:crypto';

export {
  buildContractPdf,
  CONTENT_WIDTH,
  Composer,
  type ContractPdfEvent,
  type ContractPdfInput,
  type ContractPdfSignature,
  INK,
  isolate,
  MUTED,
  SignatureImageError,
  utcTime,
} from './document.ts';
export { PdfText } from './draw.ts';
export { loadFonts } from './fonts.ts';
export type { PdfLanguage } from './labels.ts';

/** Hex SHA-256 of bytes, or of a string's UTF-8. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
