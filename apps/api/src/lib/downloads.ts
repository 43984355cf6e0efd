/**
 * A download's header for a name in any script (an Arabic title): an ASCII fallback, and the exact
 * name in RFC 5987's UTF-8 form, which browsers prefer. Node refuses a raw non-ASCII header.
 */
export function attachmentNamed(fileName: string): string {
  const ascii = fileName
    .replace(/[^\x20-\x7e]+/g, '-')
    .replace(/["\\]/g, '')
    .replace(/-+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
