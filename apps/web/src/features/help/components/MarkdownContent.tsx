import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { marked, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

// Markdown from the repository, rendered from marked's tokens straight to React elements: no HTML
// string is ever inserted, so nothing in an article can become markup or script. Raw HTML in a file
// is shown as text. Only the constructs help articles use are styled; others fall back to their text.

/** Each token with a key made from its content (repeated content gets a counter), for React lists. */
function keyed<T extends { type: string; raw: string }>(tokens: readonly T[]): { key: string; token: T }[] {
  const seen = new Map<string, number>();
  return tokens.map((token) => {
    const base = `${token.type}:${token.raw}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count ? `${base}#${count}` : base, token };
  });
}

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens && keyed(tokens).map(({ key, token }) => <Fragment key={key}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const internal = link.href.startsWith('/') && !link.href.startsWith('//');
      if (internal) {
        return (
          <Link component={RouterLink} to={link.href}>
            {inline(link.tokens)}
          </Link>
        );
      }
      // Only web links; anything else (javascript:, data:) is shown as text.
      return /^https?:\/\//.test(link.href) ? (
        <Link href={link.href} rel="noopener noreferrer">
          {inline(link.tokens)}
        </Link>
      ) : (
        inline(link.tokens)
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    default:
      return 'raw' in token ? token.raw : null;
  }
}

// marked escapes &, <, >, " and ' in text; React escapes again, so undo marked's.
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, Math.max(2, heading.depth + 1)) as 2 | 3 | 4 | 5 | 6;
      return (
        <Typography key={key} component={`h${level}`} variant="h6" sx={{ mt: 3, mb: 1 }}>
          {inline(heading.tokens)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={key} component="p" sx={{ my: 1.5, lineHeight: 1.7 }}>
          {inline((token as Tokens.Paragraph).tokens)}
        </Typography>
      );
    case 'list': {
      const list = token as Tokens.List;
      return (
        <Box key={key} component={list.ordered ? 'ol' : 'ul'} sx={{ paddingInlineStart: 3, my: 1.5 }}>
          {keyed(list.items).map(({ key: itemKey, token: item }) => (
            <Typography key={itemKey} component="li" sx={{ mb: 0.75, lineHeight: 1.7 }}>
              {keyed(item.tokens).map(({ key: childKey, token: child }) =>
                child.type === 'text' || child.type === 'paragraph' ? (
                  <Fragment key={childKey}>
                    {inline((child as Tokens.Text).tokens) ?? (child as Tokens.Text).text}
                  </Fragment>
                ) : (
                  block(child, childKey)
                ),
              )}
            </Typography>
          ))}
        </Box>
      );
    }
    case 'blockquote':
      return (
        <Box
          key={key}
          component="blockquote"
          sx={{ borderInlineStart: 4, borderColor: 'divider', m: 0, my: 2, paddingInlineStart: 2 }}
        >
          {keyed((token as Tokens.Blockquote).tokens).map((entry) => block(entry.token, entry.key))}
        </Box>
      );
    case 'code':
      return (
        <Box
          key={key}
          component="pre"
          sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
        >
          <code>{(token as Tokens.Code).text}</code>
        </Box>
      );
    case 'hr':
      return <Box key={key} component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 3 }} />;
    case 'space':
      return null;
    default:
      return (
        <Typography key={key} component="p" sx={{ my: 1.5 }}>
          {'raw' in token ? token.raw : null}
        </Typography>
      );
  }
}

/** A help article's Markdown as headings, paragraphs and lists. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const tokens = useMemo(() => marked.lexer(markdown, { gfm: true }), [markdown]);
  return <Box>{keyed(tokens).map((entry) => block(entry.token, entry.key))}</Box>;
}
