// Page 1 of the Arabic sample against its committed rendering (e2e/fixtures/contract-ar/page-1.png),
// so a change that breaks Arabic shaping or right-to-left layout shows as a different picture.
// UPDATE_CONTRACT_PDF_REFERENCE=1 rewrites the reference (then look at it: decisions/0054).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hasPdftoppm,
  pageDifference,
  renderPdfPage,
} from '../../../../../../e2e/fixtures/contract-ar/compare-page.ts';
import { ARABIC_SAMPLE } from '../../../../../../e2e/fixtures/contract-ar/sample.ts';
import { buildContractPdf, type ContractPdfInput, sha256Hex } from './index.ts';

const REFERENCE = fileURLToPath(
  new URL('../../../../../../e2e/fixtures/contract-ar/page-1.png', import.meta.url),
);

function arabicContract(
  sample: Pick<ContractPdfInput, 'studioName' | 'title' | 'bodyMarkdown'>,
): ContractPdfInput {
  return {
    contractId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    language: 'ar',
    ...sample,
    documentSha256: sha256Hex(sample.bodyMarkdown),
    consentSha256: sha256Hex('أوافق على التوقيع الإلكتروني.'),
    signatures: [
      {
        role: 'signer',
        typedName: 'مريم أحمد',
        signaturePng: null,
        signedAt: new Date(Date.UTC(2026, 10, 27, 9, 30)),
      },
    ],
    events: [],
    onBehalfOf: null,
  };
}

/** The same words with a zero-width non-joiner between letters: each letter drawn on its own. */
const unjoined = (text: string) => text.replace(/(\p{Script=Arabic})(?=\p{Script=Arabic})/gu, '$1\u200c');

/** At most 1% of the page's pixels may differ. Text covers a few percent of a page, so each wrong
 * rendering below differs by about 2%: measured 1.9% (unjoined) and 2.0% (left to right). */
const MATCH_LIMIT = 0.01;

const pdftoppm = await hasPdftoppm();

// Skipped only where pdftoppm is missing on a developer's machine (scripts/ensure-pdf-tools.sh installs
// it); under CI (CI set) the tests run and fail without it.
describe.skipIf(!pdftoppm && !process.env.CI)('page 1 of the Arabic contract PDF (needs pdftoppm)', () => {
  let reference: Buffer;
  let rendered: Buffer;

  beforeAll(async () => {
    if (!pdftoppm) throw new Error('pdftoppm is missing: run scripts/ensure-pdf-tools.sh');
    rendered = await renderPdfPage(await buildContractPdf(arabicContract(ARABIC_SAMPLE)), 1);
    if (process.env.UPDATE_CONTRACT_PDF_REFERENCE) await writeFile(REFERENCE, rendered);
    reference = await readFile(REFERENCE);
  });

  it('matches the reference image: joined letters, right to left, right-aligned', () => {
    expect(pageDifference(rendered, reference)).toBeLessThan(MATCH_LIMIT);
  });

  it('would not match if the letters were drawn unjoined', async () => {
    const sample = {
      studioName: unjoined(ARABIC_SAMPLE.studioName),
      title: unjoined(ARABIC_SAMPLE.title),
      bodyMarkdown: unjoined(ARABIC_SAMPLE.bodyMarkdown),
    };
    const page = await renderPdfPage(await buildContractPdf(arabicContract(sample)), 1);
    expect(pageDifference(page, reference)).toBeGreaterThan(MATCH_LIMIT);
  });

  it('would not match if the page were laid out left to right', async () => {
    const page = await renderPdfPage(
      await buildContractPdf({ ...arabicContract(ARABIC_SAMPLE), language: 'en' }),
      1,
    );
    expect(pageDifference(page, reference)).toBeGreaterThan(MATCH_LIMIT);
  });
});
