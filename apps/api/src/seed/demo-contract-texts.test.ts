import { contractTemplateInputSchema } from '@bmp/shared';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTRACT_TEXTS } from './demo-contract-texts.ts';

// The demo's templates go through the same schema a studio's own do (unknown placeholders refused), in
// all three languages, and read as the Markdown they mean to be.

const LANGUAGES = ['en', 'fr', 'ar'] as const;
const placeholdersOf = (body: string) => [...new Set(body.match(/\{\{[^{}]*\}\}/g) ?? [])].sort();
const headingsOf = (body: string) => body.split('\n').filter((line) => line.startsWith('## ')).length;

describe('demo contract texts', () => {
  it('are the waiver, the membership agreement and the contractor agreement, in that order', () => {
    expect(DEMO_CONTRACT_TEXTS.map((text) => text.kind)).toEqual([
      'waiver',
      'membership_agreement',
      'contractor_agreement',
    ]);
  });

  for (const text of DEMO_CONTRACT_TEXTS) {
    describe(text.name, () => {
      it('passes the template schema unchanged, every language written', () => {
        const parsed = contractTemplateInputSchema.safeParse(text);
        expect(parsed.error?.issues ?? []).toEqual([]);
        // The schema cleans free text: a body it would rewrite is not the text the seed means.
        expect(parsed.data).toEqual(text);
        for (const language of LANGUAGES) expect(text.bodies[language].trim()).not.toBe('');
      });

      for (const language of LANGUAGES) {
        it(`names the studio, the signer and the day in ${language}`, () => {
          const body = text.bodies[language];
          expect(body).toContain('{{studio.name}}');
          expect(body).toContain('{{today}}');
          expect(body.includes('{{member.fullName}}') || body.includes('{{participant.fullName}}')).toBe(
            true,
          );
        });

        it(`renders every bold span in ${language} (no ** left as text)`, () => {
          const html = marked.parse(text.bodies[language], { async: false });
          expect(html).not.toContain('**');
          expect(html).toContain('<strong>');
          expect(html).toContain('<h2>');
        });
      }

      it('has the same placeholders and sections in French and Arabic as in English', () => {
        for (const language of ['fr', 'ar'] as const) {
          expect(placeholdersOf(text.bodies[language])).toEqual(placeholdersOf(text.bodies.en));
          expect(headingsOf(text.bodies[language])).toBe(headingsOf(text.bodies.en));
        }
      });

      it('is 250 to 500 words long in English', () => {
        const words = text.bodies.en.split(/\s+/).filter((word) => /\w/.test(word)).length;
        expect(words).toBeGreaterThanOrEqual(250);
        expect(words).toBeLessThanOrEqual(500);
      });
    });
  }
});
