import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FrontSectionProps = {
  id?: string;
  title?: string;
  intro?: string;
  /** A tinted band, to separate sections. */
  tinted?: boolean;
  children: ReactNode;
};

/** A full-width band of a front page with an optional h2 and intro. */
export function FrontSection({ id, title, intro, tinted = false, children }: FrontSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        {title && (
          <Typography id={headingId} variant="h4" component="h2" gutterBottom>
            {title}
          </Typography>
        )}
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
