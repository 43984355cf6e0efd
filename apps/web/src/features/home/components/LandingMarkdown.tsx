import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown, { type Components } from 'react-markdown';
import { markdownElements } from '../../../components/markdown-elements.tsx';

// The landing page's Markdown (a feature's text, an FAQ answer) straight to React elements: raw HTML
// dropped (skipHtml), and only http(s), mailto and this site's own links kept, as ContractText does
// (decision 0044: no HTML string is inserted). The server refused anything else when it was saved.

const COMPONENTS: Components = {
  // A text sits under its section's h3: its own headings start at h4.
  ...markdownElements({ first: 4, heading: () => ({ variant: 'subtitle1', mt: 1.5 }) }),
  a: ({ href = '', children }) =>
    /^(https?:|mailto:)/.test(href) ? (
      <Link href={href} rel="noopener noreferrer" target="_blank">
        {children}
      </Link>
    ) : /^[/#]/.test(href) ? (
      <Link href={href}>{children}</Link>
    ) : (
      children
    ),
};

/** A landing text written in Markdown. */
export function LandingMarkdown({ text }: { text: string }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}>
      <Markdown components={COMPONENTS} skipHtml>
        {text}
      </Markdown>
    </Box>
  );
}
