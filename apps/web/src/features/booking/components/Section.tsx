import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled block of a page (an h2 in an outlined paper), named by its title for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
