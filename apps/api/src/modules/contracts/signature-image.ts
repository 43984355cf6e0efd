import { PNG } from 'pngjs';
import { fieldProblem } from '../../lib/problem.ts';

// A drawn signature arrives as a PNG (base64). It is kept only when it is a real PNG of a sensible
// size with some ink on it: a blank canvas is refused on the field, so the signer either draws or
// signs with their typed name alone (docs/decisions/0053-contracts.md).

const MAX_SIDE = 3000;

export function checkedSignature(base64: string | null, field = 'signaturePng'): Buffer | null {
  if (base64 === null) return null;
  const bytes = Buffer.from(base64, 'base64');
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw fieldProblem(400, field, 'The signature could not be read. Draw it again.');
  }
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) {
    throw fieldProblem(400, field, 'The signature image is too large. Clear it and draw it again.');
  }
  if (!hasInk(image)) {
    throw fieldProblem(
      400,
      field,
      'The signature is empty. Draw it again, or clear it and sign with your typed name alone.',
    );
  }
  return bytes;
}

/** Some pixel is visible and not white: a stroke was drawn. */
function hasInk(image: PNG): boolean {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    if (alpha > 32 && ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200)) {
      return true;
    }
  }
  return false;
}
