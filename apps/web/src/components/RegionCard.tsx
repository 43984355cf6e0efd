import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card (its title an h2) that is a landmark region named by that title. */
export function RegionCard({
  title,
  variant,
  sx,
  children,
}: {
  title: string;
  variant?: CardProps['variant'];
  sx?: CardProps['sx'];
  children: ReactNode;
}) {
  return (
    <Card variant={variant} component="section" aria-label={title} sx={sx}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
