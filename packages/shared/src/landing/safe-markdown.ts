// The landing page's texts are Markdown shown to everyone signed out, so anything that could run in a
// visitor's browser is refused where it is typed, not only dropped when rendered (the page also renders
// with skipHtml and an allow-list of link schemes: two locks on one door).

export const HTML_REFUSED = 'HTML is not allowed here: use Markdown.';
export const LINK_REFUSED = 'Only http, https and mailto links are allowed.';

// CommonMark autolinks: <scheme:target> and <local@domain>.
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g;
const EMAIL_AUTOLINK =
  /<[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>/g;
// `<` then a letter, `/`, `!` or `?`: the start of every HTML tag, comment, declaration or instruction.
const HTML_START = /<[A-Za-z/!?]/;
// An inline link or image's destination, `](target` (bracketed or bare), and a reference definition's.
const INLINE_TARGET = /\]\(\s*(<[^>\n]*>|[^\s)]*)/g;
const REFERENCE_TARGET = /^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  amp: '&',
};

/** A link target as a browser would read it: entities decoded, escapes and whitespace gone, lower case. */
function normalizedTarget(raw: string): string {
  const unbracketed = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw;
  return (
    unbracketed
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
      )
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
      .replace(/&([a-z]+);?/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity)
      .replace(/\\(?=[!-/:-@[-`{-~])/g, '')
      // Browsers drop tabs, line breaks and leading controls from a URL before reading its scheme.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what is removed
      .replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '')
      .toLowerCase()
  );
}

/** Whether a link target is one the landing page may show: http(s), mailto, or this site's own path or anchor. */
export function isAllowedLinkTarget(raw: string): boolean {
  const target = normalizedTarget(raw);
  return /^(https?:\/\/|mailto:|\/|#)/.test(target);
}

/** Why a landing text is refused (HTML, or a link that is not http, https or mailto), or null when it is safe. */
export function unsafeMarkdownReason(text: string): string | null {
  const targets: string[] = [];
  // Autolinks look like tags: take them out (checking their target) before looking for HTML.
  const withoutAutolinks = text
    .replace(URI_AUTOLINK, (_, target: string) => {
      targets.push(target);
      return '';
    })
    .replace(EMAIL_AUTOLINK, '');
  if (HTML_START.test(withoutAutolinks)) return HTML_REFUSED;
  for (const match of text.matchAll(INLINE_TARGET)) targets.push(match[1] ?? '');
  for (const match of text.matchAll(REFERENCE_TARGET)) targets.push(match[1] ?? '');
  return targets.every(isAllowedLinkTarget) ? null : LINK_REFUSED;
}
