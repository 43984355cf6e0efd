import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';

// A help article's Markdown rendered by react-markdown straight to React elements: no HTML string is
// inserted, raw HTML in a file is dropped (skipHtml), and link addresses other than http(s), mailto and
// the app's own paths are emptied by react-markdown's default URL check, so nothing in an article can
// become markup or script. The elements are the theme's (docs/decisions/0044-web-libraries-and-route-tests.md).

/** An article's heading one level below the page's h1 (its title), styled as a section title. */
function heading(level: 2 | 3 | 4 | 5 | 6) {
  return ({ children }: { children?: ReactNode }) => (
    <Typography component={`h${level}`} variant="h6" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

const COMPONENTS: Components = {
  h1: heading(2),
  h2: heading(3),
  h3: heading(4),
  h4: heading(5),
  h5: heading(6),
  h6: heading(6),
  p: ({ children }) => (
    <Typography component="p" sx={{ my: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ paddingInlineStart: 3, my: 1.5 }}>
      {children}
    </Box>
  ),
  ol: ({ children, start }) => (
    <Box component="ol" start={start} sx={{ paddingInlineStart: 3, my: 1.5 }}>
      {children}
    </Box>
  ),
  li: ({ children }) => (
    <Typography component="li" sx={{ mb: 0.75, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ borderInlineStart: 4, borderColor: 'divider', m: 0, my: 2, paddingInlineStart: 2 }}
    >
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box component="pre" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}>
      {children}
    </Box>
  ),
  hr: () => <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 3 }} />,
  a: ({ href = '', children }) => {
    // The app's own pages through the router (no reload); web links leave with no referrer.
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      );
    }
    return /^(https?:|mailto:)/.test(href) ? (
      <Link href={href} rel="noopener noreferrer">
        {children}
      </Link>
    ) : (
      children
    );
  },
  // Help articles have no pictures; an image's description stands in for it.
  img: ({ alt }) => alt ?? null,
};

/** A help article's Markdown as headings, paragraphs and lists. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Box>
      <Markdown components={COMPONENTS} skipHtml>
        {markdown}
      </Markdown>
    </Box>
  );
}
