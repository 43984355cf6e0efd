import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './document.ts';
import { buildContractPdf, type ContractPdfInput, SignatureImageError, sha256Hex } from './index.ts';
import { pageOperators, pageTexts, pdfImages, signaturePng } from './pdf-test-support.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const BODY = `# Liability waiver

I, the undersigned, want to take part in the **yoga and Pilates** classes of Palm Yoga Studio, and I
have *read and understood* this waiver before signing it.

## Risks

1. I tell the trainer about any injury before class.
2. I stop at once when I feel pain or dizziness.

- Mats are cleaned after every class.
- Water is available at the desk.

### Release

The studio is released from liability for injuries, except those caused by gross negligence.
`;

function contract(overrides: Partial<ContractPdfInput> = {}): ContractPdfInput {
  const bodyMarkdown = overrides.bodyMarkdown ?? BODY;
  const events = ['issued', 'emailed', 'viewed', 'consented', 'signed'].map((type, index) => ({
    type,
    actorName: index < 2 ? 'Olivia Owner' : 'Mia Member',
    actorRole: index < 2 ? 'principal' : 'customer',
    at: new Date(Date.UTC(2026, 10, 27, 9, index * 3, 12)),
    ip: index < 2 ? null : '203.0.113.7',
    userAgent: index < 2 ? null : CHROME_WINDOWS,
    hash: sha256Hex(`event ${index}`),
  }));
  return {
    contractId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    language: 'en',
    studioName: 'Palm Yoga Studio',
    title: 'Liability waiver',
    bodyMarkdown,
    documentSha256: sha256Hex(bodyMarkdown),
    consentSha256: sha256Hex('I agree to sign electronically.'),
    signatures: [
      {
        role: 'signer',
        typedName: 'Mia Member',
        signaturePng: null,
        signedAt: new Date(Date.UTC(2026, 10, 27, 9, 12, 40)),
      },
    ],
    events,
    onBehalfOf: null,
    ...overrides,
  };
}

/** Collapses the drawn lines into one string of words, as a reader's search would see them. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the sealed contract PDF', () => {
  it('is byte-identical for the same input (the PDF’s hash is stable)', async () => {
    const first = await buildContractPdf(contract());
    const second = await buildContractPdf(contract());
    expect(sha256Hex(second)).toBe(sha256Hex(first));
    const document = await PDFDocument.load(first, { updateMetadata: false });
    // Dated by the signature, not by when the file was built.
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-27T09:12:40.000Z');
    expect(document.getModificationDate()?.toISOString()).toBe('2026-11-27T09:12:40.000Z');
  });

  it('changes when the signed text changes', async () => {
    const first = await buildContractPdf(contract());
    const changed = await buildContractPdf(
      contract({ bodyMarkdown: BODY.replace('gross negligence', 'negligence') }),
    );
    expect(sha256Hex(changed)).not.toBe(sha256Hex(first));
  });

  it('holds the body, then the signatures, then the certificate with the hashes and every event', async () => {
    const input = contract();
    const pages = await pageTexts(await buildContractPdf(input));
    expect(pages).toHaveLength(3);
    const [body = '', signatures = '', certificate = ''] = pages.map(words);

    expect(body).toContain('Palm Yoga Studio');
    expect(body).toContain('I, the undersigned, want to take part in the yoga and Pilates classes');
    expect(body).toContain('read and understood this waiver');
    expect(body).toContain('I stop at once when I feel pain or dizziness.');
    expect(body).toContain('Water is available at the desk.');
    expect(body).toContain('Page 1 of 1');
    // Nothing that changes from one signing to the next is on the body pages.
    expect(body).not.toContain(input.documentSha256);
    expect(body).not.toContain(input.contractId);
    expect(body).not.toContain('2026');

    expect(signatures).toContain('Signer');
    expect(signatures).toContain('Name: Mia Member');
    expect(signatures).toContain('No drawn signature: the typed name is the signature.');
    expect(signatures).toContain('Signed at: 2026-11-27 09:12:40 UTC');

    expect(certificate).toContain('Signing certificate');
    expect(certificate).toContain(input.contractId);
    expect(certificate).toContain(input.documentSha256);
    expect(certificate).toContain(input.consentSha256);
    for (const type of ['Issued', 'Emailed', 'Viewed', 'Consented', 'Signed'])
      expect(certificate).toContain(type);
    expect(certificate).toContain('Mia Member (member)');
    expect(certificate).toContain('Olivia Owner (owner)');
    expect(certificate).toContain('2026-11-27 09:06:12');
    expect(certificate).toContain('203.0.113.7');
    expect(certificate).toContain('Chrome 131, Windows');
    expect(certificate).toContain(`${sha256Hex('event 3').slice(0, 12)}…`);
    expect(certificate).toContain(
      'Later events, such as downloads or voiding, are kept in the studio’s record',
    );
  });

  it('draws page 1 the same for the same studio, title and body, whoever signed and whatever happened', async () => {
    const first = await buildContractPdf(contract());
    const other = await buildContractPdf(
      contract({
        contractId: '0193ffff-0000-7000-8000-000000000000',
        consentSha256: sha256Hex('another consent'),
        signatures: [
          {
            role: 'guardian',
            typedName: 'Paul Parent',
            signaturePng: signaturePng(),
            signedAt: new Date(Date.UTC(2027, 0, 2)),
          },
        ],
        events: [],
        onBehalfOf: 'Dependant: Leo Member (child)',
      }),
    );
    expect(await pageOperators(other, 0)).toBe(await pageOperators(first, 0));
    const retitled = await buildContractPdf(contract({ title: 'Membership agreement' }));
    expect(await pageOperators(retitled, 0)).not.toBe(await pageOperators(first, 0));
  });

  it('numbers the body pages among themselves and adds the signature and certificate pages after them', async () => {
    const paragraph = 'The member keeps her locker key on her and returns it at the desk after class. ';
    const long = Array.from(
      { length: 40 },
      (_, index) => `## Clause ${index + 1}\n\n${paragraph.repeat(4)}`,
    ).join('\n\n');
    const pages = await pageTexts(await buildContractPdf(contract({ bodyMarkdown: long })));
    const bodyPages = Number(words(pages[0] ?? '').match(/Page 1 of (\d+)/)?.[1]);
    expect(bodyPages).toBeGreaterThan(2);
    expect(pages).toHaveLength(bodyPages + 2);
    expect(words(pages[bodyPages - 1] ?? '')).toContain(`Page ${bodyPages} of ${bodyPages}`);
    expect(words(pages[bodyPages - 1] ?? '')).toContain('Clause 40');
    expect(words(pages[bodyPages] ?? '')).toContain('Signatures');
    expect(words(pages[bodyPages + 1] ?? '')).toContain('Signing certificate');
  });

  it('embeds a drawn signature as an image, and a typed-only signature has none', async () => {
    const drawn = await buildContractPdf(
      contract({
        signatures: [
          {
            role: 'guardian',
            typedName: 'Paul Parent',
            signaturePng: signaturePng(300, 100),
            signedAt: new Date(Date.UTC(2026, 10, 27, 10)),
          },
        ],
        onBehalfOf: 'Dependant: Leo Member (child)',
      }),
    );
    expect(await pdfImages(drawn)).toContainEqual({ width: 300, height: 100 });
    const signatures = words((await pageTexts(drawn))[1] ?? '');
    expect(signatures).toContain('Parent or guardian');
    expect(signatures).toContain('Dependant: Leo Member (child)');
    expect(signatures).not.toContain('No drawn signature');

    const typed = await buildContractPdf(contract());
    expect(await pdfImages(typed)).toEqual([]);
  });

  it('refuses a drawn signature that is not a PNG with an error that says so', async () => {
    const input = contract({
      signatures: [
        {
          role: 'signer',
          typedName: 'Mia Member',
          signaturePng: Buffer.from('not a png'),
          signedAt: new Date(0),
        },
      ],
    });
    await expect(buildContractPdf(input)).rejects.toThrow(SignatureImageError);
    await expect(buildContractPdf(input)).rejects.toThrow("The signer's drawn signature is not a PNG image");
  });

  it('lists a countersignature after the signer’s', async () => {
    const pdf = await buildContractPdf(
      contract({
        signatures: [
          {
            role: 'signer',
            typedName: 'Mia Member',
            signaturePng: signaturePng(),
            signedAt: new Date(Date.UTC(2026, 10, 27, 9)),
          },
          {
            role: 'countersigner',
            typedName: 'Olivia Owner',
            signaturePng: null,
            signedAt: new Date(Date.UTC(2026, 10, 28, 9)),
          },
        ],
      }),
    );
    const signatures = words((await pageTexts(pdf))[1] ?? '');
    expect(signatures.indexOf('Countersigned for the studio')).toBeGreaterThan(signatures.indexOf('Signer'));
    expect(signatures).toContain('Signed at: 2026-11-28 09:00:00 UTC');
    // Dated by the last signature.
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('writes its own words in French', async () => {
    const pages = (await pageTexts(await buildContractPdf(contract({ language: 'fr' })))).map(words);
    expect(pages[0]).toContain('Page 1 sur 1');
    expect(pages[1]).toContain('Signé le : 2026-11-27 09:12:40 UTC');
    expect(pages[2]).toContain('Certificat de signature');
    expect(pages[2]).toContain('Consentement donné');
  });

  it('keeps a Latin word and a number in reading order inside Arabic text', async () => {
    const pdf = await buildContractPdf(
      contract({
        language: 'ar',
        title: 'إقرار المشاركة',
        bodyMarkdown: 'يسري هذا الإقرار لمدة 12 شهرًا ويشمل حصص Reformer الجماعية.',
      }),
    );
    const body = words((await pageTexts(pdf))[0] ?? '');
    // Drawn left to right: the Latin word and the digits must come out unreversed.
    expect(body).toContain('Reformer');
    expect(body).toContain('12');
    expect(body).not.toContain('remrofeR');
  });

  it('builds the longest body allowed quickly, even one unbroken word or a paragraph without letters', async () => {
    // Each of these took seconds when a long word was measured prefix by prefix, or a digit looked
    // ahead through the whole paragraph for a letter.
    for (const bodyMarkdown of ['a'.repeat(30_000), 'س'.repeat(30_000), '|1|2| '.repeat(5_000)]) {
      const started = performance.now();
      const pages = await pageTexts(await buildContractPdf(contract({ bodyMarkdown })));
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(pages.length).toBeGreaterThan(3);
    }
  });

  it('names a browser and its system instead of the whole user agent', () => {
    expect(shortUserAgent(CHROME_WINDOWS)).toBe('Chrome 131, Windows');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18, iOS');
    expect(shortUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133, Linux',
    );
    expect(shortUserAgent('SomeAgent/1.0 with a very long name that goes on and on')).toBe(
      'SomeAgent/1.0 with a very long name tha…',
    );
  });
});
