import type { IMAGE_TYPES } from '@bmp/shared';
import { HttpProblem } from './problem.ts';

// Uploaded pictures (a member's photo, a team member's photo, the studio's logo): one check for all.

/** The file's own first bytes decide its type, never the name or the declared type alone. */
export function sniffImage(bytes: Buffer): (typeof IMAGE_TYPES)[number] | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Decodes an uploaded image and checks its size and its real type; a 400 on the `data` field otherwise. */
export function checkedImage(
  input: { contentType: string; data: string },
  maxBytes: number,
  sizeMessage: string,
): { bytes: Buffer; type: (typeof IMAGE_TYPES)[number] } {
  const bytes = Buffer.from(input.data, 'base64');
  const fieldError = (message: string) => new HttpProblem(400, 'Bad Request', message, { data: [message] });
  if (bytes.length === 0 || bytes.length > maxBytes) throw fieldError(sizeMessage);
  const type = sniffImage(bytes);
  if (type === null || type !== input.contentType) throw fieldError('Choose a JPEG, PNG or WebP image.');
  return { bytes, type };
}
