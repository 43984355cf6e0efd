import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { markdownElements } from '../../../components/markdown-elements.tsx';

// A help article's Markdown rendered by react-markdown straight to React elements: no HTML string is
// inserted, raw HTML in a file is dropped (skipHtml), and link addresses other than http(s), mailto and
// the app's own paths are emptied by react-markdown's default URL check, so nothing in an article can
// become markup or script. The elements are the theme's (docs/decisions/0044-web-libraries-and-route-tests.md).

const COMPONENTS: Components = {
  // An article's headings sit one level below the page's h1 (its title), styled as section titles.
  ...markdownElements({ first: 2, heading: () => ({ variant: 'h6', mt: 3 }) }),
  pre: ({ children }) => (
    <Box component="pre" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}>
      {children}
    </Box>
  ),
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
