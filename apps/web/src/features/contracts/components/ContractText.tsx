import type { Locale } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { markdownElements } from '../../../components/markdown-elements.tsx';

// The frozen text of a contract: react-markdown straight to React elements, raw HTML dropped
// (skipHtml) and only http(s) and mailto links kept (react-markdown empties the rest), so a template
// can never become markup or script (the help articles do the same, decision 0044). Headings sit
// under the page's own h1 and the section's h2.

/** The elements for a text whose highest heading is `#` × `top`: that heading becomes an h3. */
function componentsFor(top: number): Components {
  return {
    ...markdownElements({
      first: 4 - top,
      heading: (level) => ({ variant: level === 3 ? 'h6' : 'subtitle1', mt: 2.5 }),
    }),
    // A contract's links open outside the app, without the signing page as referrer.
    a: ({ href = '', children }) =>
      /^(https?:|mailto:)/.test(href) ? (
        <Link href={href} rel="noopener noreferrer" target="_blank">
          {children}
        </Link>
      ) : (
        children
      ),
  };
}

const BY_TOP = [1, 2, 3, 4, 5, 6].map(componentsFor);

/** The highest heading level the text uses (1 for `#`), so its first heading sits right under the section's h2. */
function topHeading(body: string): number {
  const depths = [...body.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((match) => match[1]?.length ?? 1);
  return depths.length > 0 ? Math.min(...depths) : 1;
}

/**
 * The contract's text in its own language and direction (Arabic right to left), whatever the page's
 * language: the words signed are the words shown. Long words and addresses wrap on a phone.
 */
export function ContractText({
  body,
  language,
  label,
}: {
  body: string;
  language: Locale;
  /** The region's accessible name ("Text of the contract"). */
  label: string;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      data-testid="contract-text"
      sx={{
        overflowWrap: 'anywhere',
        maxWidth: '70ch',
        textAlign: 'start',
        '& > :first-of-type': { mt: 0 },
      }}
    >
      <Markdown components={BY_TOP[topHeading(body) - 1]} skipHtml>
        {body}
      </Markdown>
    </Box>
  );
}

/** The contract's text under its own heading (h2), as the signing page shows it. */
export function ContractTextSection({
  heading,
  title,
  body,
  language,
}: {
  heading: string;
  title: string;
  body: string;
  language: Locale;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <ContractText body={body} language={language} label={title} />
    </Box>
  );
}
