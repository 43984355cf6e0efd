import type { AdminDashboard } from '@bmp/shared';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KpiCard } from '../../../components/KpiCard.tsx';
import { useFormat } from '../../../i18n/use-format.ts';

type Figures = AdminDashboard['memberships'];

/**
 * The studio's memberships on its dashboard (docs/metrics.md "Memberships"): recurring revenue and
 * the counts by status now, and over the chosen period the memberships started and canceled, churn,
 * and how many failed payments were recovered. Past due opens the memberships to act on.
 */
export function MembershipFigures({ figures, loading }: { figures: Figures | undefined; loading: boolean }) {
  const { t } = useTranslation('dashboards');
  const format = useFormat();
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const cards: {
    key: string;
    value: string | undefined;
    change?: number | null;
    caption?: string;
    to?: string;
  }[] = [
    { key: 'mrr', value: figures && format.money(figures.mrrCents), caption: t('memberships.mrrCaption') },
    { key: 'active', value: figures && format.number(figures.active) },
    { key: 'frozen', value: figures && format.number(figures.frozen) },
    {
      key: 'pastDue',
      value: figures && format.number(figures.pastDue),
      to: '/admin/services/memberships?status=past_due',
    },
    {
      key: 'started',
      value: figures && format.number(figures.started.value),
      change: figures?.started.change,
    },
    {
      key: 'canceled',
      value: figures && format.number(figures.canceled.value),
      change: figures?.canceled.change,
    },
    { key: 'churn', value: figures && percent(figures.churnPercent), caption: t('memberships.churnCaption') },
    {
      key: 'recovery',
      value: figures && percent(figures.recoveryPercent),
      caption: figures
        ? t('memberships.recoveryCaption', { count: figures.failedPayments.value })
        : undefined,
    },
  ];
  return (
    <Box component="section" aria-labelledby="membership-figures" sx={{ mb: 3 }}>
      <Typography id="membership-figures" variant="h6" component="h2" gutterBottom>
        {t('memberships.title')}
      </Typography>
      <Grid container spacing={3}>
        {cards.map((card) => {
          const body = (
            <KpiCard
              title={t(`memberships.${card.key}`)}
              value={card.value}
              {...(card.change !== undefined && card.change !== null ? { change: card.change } : {})}
              {...(card.caption ? { caption: card.caption } : {})}
              loading={loading}
            />
          );
          return (
            <Grid
              key={card.key}
              size={{ xs: 12, sm: 6, lg: 3 }}
              data-testid={`membership-figure-${card.key}`}
            >
              {card.to ? (
                <Box
                  component={RouterLink}
                  to={card.to}
                  sx={{ display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' }}
                >
                  {body}
                </Box>
              ) : (
                body
              )}
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
