// The signed Markdown as blocks of styled text, through marked's lexer (no parser of our own).
import { lexer, type Token, type Tokens } from 'marked';
import type { Span } from './text.ts';

export type Block =
  | { kind: 'heading'; level: number; spans: Span[] }
  /** indent: how many list levels in (a paragraph inside a list item lines up with its text). */
  | { kind: 'paragraph'; spans: Span[]; quote: boolean; indent: number }
  | { kind: 'item'; marker: string; depth: number; spans: Span[] }
  | { kind: 'rule' }
  | { kind: 'code'; text: string; indent: number };

type Style = { bold: boolean; italic: boolean };

/** Inline tokens as spans; what has no style of its own (links, code, raw HTML) keeps its text. */
function inline(tokens: Token[] | undefined, style: Style): Span[] {
  const spans: Span[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        spans.push(...inline(token.tokens, { ...style, bold: true }));
        break;
      case 'em':
        spans.push(...inline(token.tokens, { ...style, italic: true }));
        break;
      case 'br':
        spans.push({ text: '\n', ...style });
        break;
      case 'text':
      case 'del':
      case 'link':
        if ('tokens' in token && token.tokens?.length) spans.push(...inline(token.tokens, style));
        else spans.push({ text: softBreaks((token as Tokens.Text).text), ...style });
        break;
      case 'image':
        spans.push({ text: (token as Tokens.Image).text, ...style });
        break;
      default:
        spans.push({ text: softBreaks('text' in token ? String(token.text) : token.raw), ...style });
    }
  }
  return spans;
}

/** A newline inside a paragraph is a space (Markdown's soft break). */
const softBreaks = (text: string) => text.replace(/\n/g, ' ');

const PLAIN: Style = { bold: false, italic: false };

function blocks(tokens: Token[], out: Block[], depth: number, quote: boolean): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        out.push({
          kind: 'heading',
          level: (token as Tokens.Heading).depth,
          spans: inline(token.tokens, PLAIN),
        });
        break;
      case 'paragraph':
        out.push({ kind: 'paragraph', spans: inline(token.tokens, PLAIN), quote, indent: depth });
        break;
      case 'text':
        out.push({ kind: 'paragraph', spans: inline(token.tokens ?? [token], PLAIN), quote, indent: depth });
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        list.items.forEach((item, index) => {
          const marker = list.ordered ? `${start + index}.` : '•';
          const [first, ...rest] = item.tokens;
          const firstSpans =
            first && (first.type === 'text' || first.type === 'paragraph')
              ? inline(first.tokens ?? [first], PLAIN)
              : [];
          out.push({ kind: 'item', marker, depth, spans: firstSpans });
          const remaining = firstSpans.length || !first ? rest : item.tokens;
          blocks(remaining, out, depth + 1, quote);
        });
        break;
      }
      case 'blockquote':
        blocks((token as Tokens.Blockquote).tokens, out, depth, true);
        break;
      case 'hr':
        out.push({ kind: 'rule' });
        break;
      case 'code':
        out.push({ kind: 'code', text: (token as Tokens.Code).text, indent: depth });
        break;
      case 'space':
        break;
      default:
        if (token.raw.trim())
          out.push({
            kind: 'paragraph',
            spans: [{ text: softBreaks(token.raw.trim()) }],
            quote,
            indent: depth,
          });
    }
  }
}

/** The body's blocks, top to bottom. */
export function markdownBlocks(markdown: string): Block[] {
  const out: Block[] = [];
  blocks(lexer(markdown), out, 0, false);
  return out;
}
