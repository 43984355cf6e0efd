// Colour arithmetic for WCAG contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), so coloured
// text (status chips, percentage changes) stays readable at 4.5:1 whatever the theme colour.

type Rgb = [number, number, number];

/** "#RRGGBB" (or "#RGB") to its three channels, 0-255. */
export function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((char) => char + char).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16)) as Rgb;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` laid over `background` at `opacity` (0-1), as an opaque colour. */
export function blend(color: string, background: string, opacity: number): string {
  const top = parseHex(color);
  const bottom = parseHex(background);
  return toHex(top.map((channel, index) => channel * opacity + (bottom[index] ?? 0) * (1 - opacity)) as Rgb);
}

/**
 * `color`, darkened (on a light background) or lightened (on a dark one) in small steps until it reaches
 * `ratio` against `background`; unchanged when it already does.
 */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  const towards = relativeLuminance(background) > 0.5 ? '#000000' : '#FFFFFF';
  let candidate = color;
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < ratio; step += 1) {
    candidate = blend(towards, color, step * 0.05);
  }
  return candidate;
}
