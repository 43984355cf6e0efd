import { channelsLuminance, luminanceContrast } from '@bmp/shared';
import { darken, decomposeColor, lighten, rgbToHex } from '@mui/material/styles';

// Coloured text (status chips, percentage changes, the dark theme's primary) kept readable at 4.5:1
// whatever the theme colour. Parsing and mixing colours is MUI's (decomposeColor, darken, lighten,
// rgbToHex; blend from @mui/system for a tint over the paper). The ratio is computed here because MUI's
// getContrastRatio rounds each luminance to three decimals, which passes 4.497:1 pairs as 4.506:1
// (docs/decisions/0044-web-libraries-and-route-tests.md).

/** WCAG relative luminance, unrounded (the formula is shared with the API's check of a studio colour). */
function relativeLuminance(color: string): number {
  const [red = 0, green = 0, blue = 0] = decomposeColor(color).values.map(Number);
  return channelsLuminance([red, green, blue]);
}

/** The WCAG contrast ratio of two opaque colours (hex or rgb()), from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  return luminanceContrast(relativeLuminance(first), relativeLuminance(second));
}

/**
 * `color`, darkened (on a light background) or lightened (on a dark one) in 5 % steps until it reaches
 * `ratio` against `background`; unchanged when it already does. A changed colour comes back as "#rrggbb".
 */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  const shade = relativeLuminance(background) > 0.5 ? darken : lighten;
  let candidate = color;
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < ratio; step += 1) {
    candidate = rgbToHex(shade(color, step * 0.05));
  }
  return candidate;
}
