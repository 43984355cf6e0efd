// WCAG contrast, with no schema library: the web's first load uses it (lib/color.ts, the theme),
// and a module that builds zod schemas at its top level would bring zod into that load with it.

/** The light theme's surfaces a primary colour is read on: white text and paper, the page background. */
export const BRAND_SURFACES = ['#ffffff', '#fafafc'] as const;
export const BRAND_MIN_CONTRAST = 4.5;

/** WCAG relative luminance of red, green and blue channels 0-255 (https://www.w3.org/TR/WCAG21/), unrounded. */
export function channelsLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two relative luminances, from 1 to 21. */
export function luminanceContrast(first: number, second: number): number {
  const [lighter, darker] = first > second ? [first, second] : [second, first];
  return (lighter + 0.05) / (darker + 0.05);
}

const hexChannels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The lowest contrast of a "#rrggbb" colour against the surfaces it is used on. */
export function brandContrast(hex: string): number {
  const luminance = channelsLuminance(hexChannels(hex));
  return Math.min(
    ...BRAND_SURFACES.map((surface) => luminanceContrast(luminance, channelsLuminance(hexChannels(surface)))),
  );
}
