import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's one h1 with an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
