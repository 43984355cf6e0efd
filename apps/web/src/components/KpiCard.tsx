import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PercentChange } from './PercentChange.tsx';

type KpiCardProps = {
  title: string;
  /** Already formatted for the locale (useFormat().money, .number). */
  value: string | undefined;
  /** Percentage change against the previous period, if known. */
  change?: number;
  icon?: ReactNode;
  /** Shown under the figures instead of "vs. previous period". */
  caption?: string;
  loading?: boolean;
};

/** One key figure: title, value, change against the previous period and an icon. */
export function KpiCard({ title, value, change, icon, caption, loading = false }: KpiCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <div>
            <Typography color="text.secondary" component="h2" variant="body1">
              {title}
            </Typography>
            <Typography variant="h4" component="p" sx={{ my: 1 }}>
              {loading || value === undefined ? <Skeleton width={96} /> : value}
            </Typography>
          </div>
          {icon && (
            <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main' }} aria-hidden>
              {icon}
            </Avatar>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          {change !== undefined && !loading && <PercentChange value={change} />}
          <Typography variant="body2" color="text.secondary">
            {caption ?? t('kpi.vsPrevious')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
