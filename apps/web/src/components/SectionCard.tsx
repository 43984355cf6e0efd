import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One titled section of a page, as an outlined card: the heading (h2, its `id` labels the section
 * and can label a table inside) and, when given, a line of introduction under it.
 */
export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {intro && <Typography color="text.secondary">{intro}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
