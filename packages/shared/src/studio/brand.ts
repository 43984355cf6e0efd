import { z } from 'zod';
import { BRAND_MIN_CONTRAST, brandContrast } from './contrast.ts';

// The studio's own primary colour (docs/decisions/0047-studio-brand.md). It fills buttons
// under white text and colours links and headings on the light theme's surfaces, so it must reach
// WCAG AA (4.5:1) against white and the light page background; the dark theme lightens it on its own.

export const BRAND_COLOR_MESSAGES = {
  format: 'Enter a colour as # and six hexadecimal digits, for example #1f5fa8.',
  contrast: 'Choose a darker colour: white text on it and it on white need a contrast of at least 4.5:1.',
} as const;

/** A studio's primary colour: "#rrggbb" (stored lower-case), dark enough for WCAG AA. */
export const brandColorSchema = z
  .string({ error: BRAND_COLOR_MESSAGES.format })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_COLOR_MESSAGES.format)
  .transform((value) => value.toLowerCase())
  .refine((value) => brandContrast(value) >= BRAND_MIN_CONTRAST, { error: BRAND_COLOR_MESSAGES.contrast });

/** Setting the studio's colour, or with null going back to the product's (SPEC.md). */
export const brandColorInputSchema = z.strictObject({ brandColor: brandColorSchema.nullable() });
export type BrandColorInput = z.input<typeof brandColorInputSchema>;
