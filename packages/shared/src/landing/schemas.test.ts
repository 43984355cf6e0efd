import { describe, expect, it } from 'vitest';
import { LANDING_DEFAULTS } from './defaults';
import { HTML_REFUSED, LINK_REFUSED } from './safe-markdown';
import { LANDING_LOCALES, type LandingContentInput, landingContentSchema } from './schemas';

function content(overrides: Partial<LandingContentInput> = {}): LandingContentInput {
  return {
    hero: { title: 'Studios that run themselves', tagline: 'Book, pay and train.' },
    features: [{ title: 'Classes', text: 'Join a **class**.' }],
    faq: [{ question: 'How?', answer: 'Like [this](https://example.com).' }],
    testimonials: [{ quote: 'Great.', author: 'Dana' }],
    ...overrides,
  };
}

/** The messages of a refused content, by dotted path. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = landingContentSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

function withAnswer(answer: string) {
  return content({ faq: [{ question: 'Why?', answer }] });
}

describe('landing content', () => {
  it.each(LANDING_LOCALES)('keeps the %s defaults as they are', (locale) => {
    expect(landingContentSchema.parse(LANDING_DEFAULTS[locale])).toEqual(LANDING_DEFAULTS[locale]);
  });

  it('trims every text', () => {
    const parsed = landingContentSchema.parse(
      content({
        hero: { title: '  Title  ', tagline: '\tTag\n' },
        testimonials: [{ quote: ' q ', author: ' a ' }],
      }),
    );
    expect(parsed.hero).toEqual({ title: 'Title', tagline: 'Tag' });
    expect(parsed.testimonials).toEqual([{ quote: 'q', author: 'a' }]);
  });

  it('takes each text at its limit and refuses one character more, on the field', () => {
    const atLimit = content({
      hero: { title: 'T'.repeat(120), tagline: 'g'.repeat(300) },
      features: [{ title: 'f'.repeat(80), text: 'x'.repeat(400) }],
      faq: [{ question: 'q'.repeat(200), answer: 'a'.repeat(2000) }],
      testimonials: [{ quote: 'q'.repeat(500), author: 'a'.repeat(80) }],
    });
    expect(errorsOf(atLimit)).toEqual({});
    const over = content({
      hero: { title: 'T'.repeat(121), tagline: 'g'.repeat(301) },
      features: [{ title: 'f'.repeat(81), text: 'x'.repeat(401) }],
      faq: [{ question: 'q'.repeat(201), answer: 'a'.repeat(2001) }],
      testimonials: [{ quote: 'q'.repeat(501), author: 'a'.repeat(81) }],
    });
    expect(errorsOf(over)).toEqual({
      'hero.title': ['Use at most 120 characters.'],
      'hero.tagline': ['Use at most 300 characters.'],
      'features.0.title': ['Use at most 80 characters.'],
      'features.0.text': ['Use at most 400 characters.'],
      'faq.0.question': ['Use at most 200 characters.'],
      'faq.0.answer': ['Use at most 2000 characters.'],
      'testimonials.0.quote': ['Use at most 500 characters.'],
      'testimonials.0.author': ['Use at most 80 characters.'],
    });
  });

  it('asks for each empty text by name', () => {
    expect(
      errorsOf(content({ hero: { title: '   ', tagline: '' }, features: [{ title: '', text: ' ' }] })),
    ).toEqual({
      'hero.title': ['Write the headline.'],
      'hero.tagline': ['Write the line under the headline.'],
      'features.0.title': ['Name this feature.'],
      'features.0.text': ['Describe this feature.'],
    });
  });

  it('takes empty lists and refuses lists over their limit', () => {
    expect(errorsOf(content({ features: [], faq: [], testimonials: [] }))).toEqual({});
    const feature = { title: 'F', text: 'T' };
    const entry = { question: 'Q', answer: 'A' };
    const testimonial = { quote: 'Q', author: 'A' };
    expect(errorsOf(content({ features: Array(6).fill(feature), faq: Array(12).fill(entry) }))).toEqual({});
    expect(
      errorsOf(
        content({
          features: Array(7).fill(feature),
          faq: Array(13).fill(entry),
          testimonials: Array(7).fill(testimonial),
        }),
      ),
    ).toEqual({
      features: ['Show at most 6 features.'],
      faq: ['Show at most 12 questions.'],
      testimonials: ['Show at most 6 testimonials.'],
    });
  });

  it('refuses a field it does not know', () => {
    expect(Object.keys(errorsOf({ ...content(), extra: 1 }))).toEqual(['']);
  });

  it.each([
    '<script>alert(1)</script>',
    'Hello <b>bold</b>',
    'Text </div>',
    '<!-- comment -->',
    '<?php echo 1 ?>',
    '<img src=x onerror=alert(1)>',
    '<java script:alert(1)>',
  ])('refuses HTML on the field: %s', (answer) => {
    expect(errorsOf(withAnswer(answer))).toEqual({ 'faq.0.answer': [HTML_REFUSED] });
  });

  it('refuses HTML in the plain texts too', () => {
    expect(errorsOf(content({ hero: { title: '<script>x</script>', tagline: 'ok' } }))).toEqual({
      'hero.title': [HTML_REFUSED],
    });
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '[click]( javascript:alert(1) )',
    '[click](<javascript:alert(1)>)',
    '[click](java\tscript:alert(1))',
    '[click](javascript&colon;alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](&#x6A;avascript:alert(1))',
    '[click](\\javascript:alert(1))',
    '![img](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '[x](ftp://example.com)',
  ])('refuses an unsafe link on the field: %s', (answer) => {
    expect(errorsOf(withAnswer(answer))).toEqual({ 'faq.0.answer': [LINK_REFUSED] });
  });

  it.each([
    'Plain text with a < b and 3 > 2.',
    '**Bold**, _italic_, `code` and a list:\n\n- one\n- two',
    '[Our site](https://example.com/path?a=1&b=2)',
    '[Docs](http://example.com/wiki/Foo_(bar))',
    '[Write to us](mailto:hello@example.com)',
    '[Pricing](/pricing) and [FAQ](#faq)',
    '<https://example.com>',
    '<hello@example.com>',
    '[x][ref]\n\n[ref]: https://example.com "Title"',
    '![logo](https://example.com/logo.png)',
  ])('accepts good Markdown: %s', (answer) => {
    expect(errorsOf(withAnswer(answer))).toEqual({});
  });
});
