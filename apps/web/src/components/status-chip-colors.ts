import type { StatusColor } from '@bmp/shared';
import { blend } from '@mui/system';
import { ensureContrast } from '../lib/color.ts';

type PaletteLike = {
  mode: 'light' | 'dark';
  background: { paper: string };
  text: { disabled: string };
} & Record<Exclude<StatusColor, 'disabled'>, { main: string }>;

/**
 * A tonal chip: the status colour at 16 % over the paper, with text in the same hue made dark (or light)
 * enough for 4.5:1. "disabled" (Completed) is grey.
 */
export function statusChipColors(
  color: StatusColor,
  palette: PaletteLike,
): { background: string; text: string } {
  const main = color === 'disabled' ? palette.text.disabled : palette[color].main;
  const background = blend(palette.background.paper, main, 0.16);
  return { background, text: ensureContrast(main, background) };
}
