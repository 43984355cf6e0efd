// Display and clean-up helpers for text that arrives from forms, imports and old exports.

/**
 * Show a phone number as '(213) 555-0142' (SPEC section 5): strip non-digits and a leading 1; with 10
 * digits or more show the first ten in that shape; with fewer, the text is returned as typed.
 */
export function formatPhone(s: string): string {
  // A leading 1 is the country code: no US area code starts with 1, so dropping it never loses a digit
  // of a real number.
  const digits = s.replace(/\D/g, '').replace(/^1/, '');
  if (digits.length < 10) return s;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** Turn words into a camelCase id: 'American Football' → 'americanFootball', 'Los Angeles' → 'losAngeles'. */
export function toCamelCase(s: string): string {
  const words = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

// Windows-1252 shows bytes 0x80-0x9F as these characters; a Latin-1 decoder shows them as the C1
// controls U+0080-U+009F, and 0xA0-0xBF look the same in both. Mapping each back to its byte lets us
// re-read the UTF-8 sequence the writer meant.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function continuationByte(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  if (code >= 0x80 && code <= 0xbf) return code;
  const index = CP1252_HIGH.indexOf(ch);
  return index === -1 ? undefined : 0x80 + index;
}

const CONTINUATION_CLASS = `[\\u0080-\\u00bf${CP1252_HIGH.replace(/[\u0080-\u009f]/g, '')}]`;

// Only the lead bytes that real mojibake in English, French and Spanish text starts with: 'â' (E2, the
// punctuation block: ’ “ – …), 'Ã' (C3, accented letters) and 'Â' (C2, symbols and the no-break space).
// A general decoder would also "repair" honest text such as 'JOSÉ’s'.
const THREE_BYTE_MOJIBAKE = new RegExp(`â(${CONTINUATION_CLASS})(${CONTINUATION_CLASS})`, 'g');
const TWO_BYTE_MOJIBAKE = new RegExp(`([ÂÃ])(${CONTINUATION_CLASS})`, 'g');

// Forms seen after mojibake was retyped or pasted through an editor that "smartened" the third
// character: they decode to nothing sensible (‖, ‗), but their meaning is a dash.
const LOOKALIKE_MOJIBAKE: readonly (readonly [string, string])[] = [
  ['â€–', '-'],
  ['â€—', '-'],
];

const SMART_PUNCTUATION: readonly (readonly [RegExp, string])[] = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2010-\u2015]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00a0\u202f]/g, ' '],
];

function decodeThreeByte(match: string, second: string, third: string): string {
  const b2 = continuationByte(second);
  const b3 = continuationByte(third);
  if (b2 === undefined || b3 === undefined) return match;
  return String.fromCharCode(((0xe2 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
}

function decodeTwoByte(match: string, lead: string, second: string): string {
  const b2 = continuationByte(second);
  if (b2 === undefined) return match;
  const b1 = lead === 'Ã' ? 0xc3 : 0xc2;
  return String.fromCharCode(((b1 & 0x1f) << 6) | (b2 & 0x3f));
}

function isRemovedControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  // C0, DEL and C1 controls, plus the byte-order mark and zero-width space that pasted text carries.
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0xfeff || code === 0x200b;
}

/** Repair UTF-8-read-as-Windows-1252 mojibake, flatten smart punctuation to ASCII and drop control characters. */
export function cleanText(s: string): string {
  let text = s;
  for (const [from, to] of LOOKALIKE_MOJIBAKE) text = text.replaceAll(from, to);
  text = text.replace(THREE_BYTE_MOJIBAKE, decodeThreeByte);
  // '”' is E2 80 9D and Windows-1252 has no character for 9D, so many tools drop it and leave 'â€'.
  text = text.replaceAll('â€', '\u201d');
  text = text.replace(TWO_BYTE_MOJIBAKE, decodeTwoByte);
  // 'Â' + no-break space often reaches us with the no-break space already turned into a plain space.
  text = text.replaceAll('Â ', ' ');
  for (const [pattern, replacement] of SMART_PUNCTUATION) text = text.replace(pattern, replacement);
  let out = '';
  for (const ch of text) {
    if (!isRemovedControl(ch.codePointAt(0) ?? 0)) out += ch;
  }
  return out;
}

// Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the
// left-to-right and right-to-left marks (U+200E, U+200F): invisible, and an override shows text in an
// order other than the stored one ('photo\u202Egpj.exe'), so a name could pose as another. Arabic and
// Hebrew text is shown right to left without them; the browser's bidi algorithm needs no hint.
const BIDI_FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Unicode's own line and paragraph separators are line breaks too.
const LINE_SEPARATORS = /[\u2028\u2029]/g;

/**
 * Free text as stored (SPEC.md section 5, "Text clean-up"): `cleanText` (mojibake and smart punctuation
 * to plain characters, C0 and C1 controls removed), bidirectional formatting characters removed, and
 * the ends trimmed. Line breaks (CR LF, CR, LF, U+2028, U+2029) become '\n' where `multiline` (notes,
 * messages, descriptions); anywhere else a break or tab, with the spaces around it, becomes one space,
 * so 'Ann\r\nSmith' is 'Ann Smith'.
 */
export function cleanFreeText(s: string, { multiline = false }: { multiline?: boolean } = {}): string {
  // CR is a control cleanText drops: turn CR LF and a lone CR into LF first, so no break is lost.
  const lines = s.replace(/\r\n?/g, '\n').replace(LINE_SEPARATORS, '\n');
  const text = cleanText(lines).replace(BIDI_FORMATTING, '');
  return (multiline ? text : text.replace(/[ \t\n]*[\t\n][ \t\n]*/g, ' ')).trim();
}
