import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';

// The theme's elements for Markdown rendered by react-markdown (help articles, contract texts):
// paragraphs, lists, quotes and rules, and headings starting at the level below the page's own.
// Each user adds its own link and image rules (decision 0044: no HTML string is ever inserted).

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * `#` becomes `h{first}`, each level below one further down, never past h6 (nor above h2: `first`
 * may be lower when the text's own first level is `##` or deeper).
 */
export function markdownElements({
  first,
  heading,
}: {
  first: number;
  /** The variant and space of a heading of `level` (h2..h6). */
  heading: (level: HeadingLevel) => { variant: 'h6' | 'subtitle1'; mt: number };
}): Components {
  const headingOf = (depth: number) => {
    const level = Math.min(6, Math.max(2, first + depth)) as HeadingLevel;
    const { variant, mt } = heading(level);
    return ({ children }: { children?: ReactNode }) => (
      <Typography component={`h${level}`} variant={variant} sx={{ mt, mb: 1 }}>
        {children}
      </Typography>
    );
  };
  return {
    h1: headingOf(0),
    h2: headingOf(1),
    h3: headingOf(2),
    h4: headingOf(3),
    h5: headingOf(4),
    h6: headingOf(5),
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
    hr: () => <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 3 }} />,
    // Neither articles nor contracts have pictures: an image's description stands in for it.
    img: ({ alt }) => alt ?? null,
  };
}
