import { z } from 'zod';
import { textSchema } from '../schemas';
import { unsafeMarkdownReason } from './safe-markdown';

// The platform's public landing content (/home), one per language, edited by the platform operator
// (docs/decisions/0062-platform-operator.md); the build prerenders /home with LANDING_DEFAULTS.en.

export const LANDING_LOCALES = ['en', 'fr', 'ar'] as const;
export type LandingLocale = (typeof LANDING_LOCALES)[number];

export const LANDING_LIMITS = {
  heroTitle: 120,
  heroTagline: 300,
  features: 6,
  featureTitle: 80,
  featureText: 400,
  faq: 12,
  question: 200,
  answer: 2000,
  testimonials: 6,
  quote: 500,
  author: 80,
} as const;

/** A landing text: cleaned and trimmed, required, limited, and refused when it carries HTML or an unsafe link. */
function landingText(max: number, enter: string, { multiline = false } = {}) {
  return textSchema({ max, enter, multiline }).superRefine((text, context) => {
    const reason = unsafeMarkdownReason(text);
    if (reason !== null) context.addIssue({ code: 'custom', message: reason });
  });
}

const heroSchema = z.strictObject(
  {
    title: landingText(LANDING_LIMITS.heroTitle, 'Write the headline.'),
    tagline: landingText(LANDING_LIMITS.heroTagline, 'Write the line under the headline.'),
  },
  { error: 'Write the headline and the line under it.' },
);

const featureSchema = z.strictObject({
  title: landingText(LANDING_LIMITS.featureTitle, 'Name this feature.'),
  /** Markdown. */
  text: landingText(LANDING_LIMITS.featureText, 'Describe this feature.', { multiline: true }),
});

const faqEntrySchema = z.strictObject({
  question: landingText(LANDING_LIMITS.question, 'Write the question.'),
  /** Markdown. */
  answer: landingText(LANDING_LIMITS.answer, 'Write the answer.', { multiline: true }),
});

const testimonialSchema = z.strictObject({
  quote: landingText(LANDING_LIMITS.quote, 'Write what they said.'),
  author: landingText(LANDING_LIMITS.author, 'Say who said it.'),
});

/** The landing content as the operator saves it: hero, features, FAQ and testimonials of one language. */
export const landingContentSchema = z.strictObject({
  hero: heroSchema,
  features: z
    .array(featureSchema, { error: 'Give a list of features.' })
    .max(LANDING_LIMITS.features, `Show at most ${LANDING_LIMITS.features} features.`),
  faq: z
    .array(faqEntrySchema, { error: 'Give a list of questions.' })
    .max(LANDING_LIMITS.faq, `Show at most ${LANDING_LIMITS.faq} questions.`),
  testimonials: z
    .array(testimonialSchema, { error: 'Give a list of testimonials.' })
    .max(LANDING_LIMITS.testimonials, `Show at most ${LANDING_LIMITS.testimonials} testimonials.`),
});
export type LandingContentInput = z.input<typeof landingContentSchema>;
export type LandingContent = z.output<typeof landingContentSchema>;

/** The content as the API sends it back: plain text, already checked when it was saved. */
export const landingContentViewSchema = z
  .object({
    hero: z.object({ title: z.string(), tagline: z.string() }),
    features: z.array(z.object({ title: z.string(), text: z.string() })),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    testimonials: z.array(z.object({ quote: z.string(), author: z.string() })),
  })
  .meta({ id: 'LandingContent' });

/** One language's landing page: what is shown, and whether the operator has edited it. */
export const landingPageSchema = z
  .object({
    locale: z.enum(LANDING_LOCALES),
    content: landingContentViewSchema,
    /** False while the built-in defaults are shown (the prerendered /home is only sent then, for English). */
    edited: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'LandingPage' });
export type LandingPage = z.output<typeof landingPageSchema>;

export const landingLocaleParamsSchema = z.strictObject({
  locale: z.enum(LANDING_LOCALES, { error: 'Unknown language: use en, fr or ar.' }),
});
