import { ESIGN_CONSENT_VERSION } from '@bmp/shared';
import { PNG } from 'pngjs';

/** A PNG with one dark stroke (a drawn signature), or nothing drawn at all. */
export function signaturePng({ ink = true, width = 300, height = 100 } = {}): string {
  const png = new PNG({ width, height });
  if (ink) {
    for (let x = 10; x < width - 10; x += 1) {
      const index = ((height / 2 + Math.round(Math.sin(x / 10) * 20)) * width + x) * 4;
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png).toString('base64');
}

/** The body of a signing request: consent given, the typed name, and a drawn signature if any. */
export const signature = (typedName: string, drawn: string | null = null) => ({
  consent: true,
  consentVersion: ESIGN_CONSENT_VERSION,
  typedName,
  signaturePng: drawn,
});
