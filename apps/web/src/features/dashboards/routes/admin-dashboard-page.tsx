import type { AdminDashboard } from '@bmp/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KpiCard } from '../../../components/KpiCard.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { periodParams, useAdminDashboard } from '../api/dashboards.ts';
import { DashboardSection } from '../components/DashboardSection.tsx';
import { MembershipFigures } from '../components/MembershipFigures.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { SetupChecklist } from '../components/SetupChecklist.tsx';
import { WhenVisible } from '../components/WhenVisible.tsx';
import { ADMIN_FIGURES, dashboardListPath } from '../lib/figures.ts';
import { usePeriodQuery } from '../lib/period.ts';

// The charts library is the heaviest part of the page: fetched after the figures, on its own.
const DashboardCharts = lazy(() =>
  import('../components/DashboardCharts.tsx').then((module) => ({ default: module.DashboardCharts })),
);

/** A list of counts (by status, by type), each a link to the sessions list filtered to it. */
function CountList({
  title,
  rows,
  label,
  href,
}: {
  title: string;
  rows: { key: string; count: number }[];
  label: (key: string) => string;
  href: (key: string) => string;
}) {
  const format = useFormat();
  return (
    <DashboardSection title={title}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.key}
            direction="row"
            sx={{ justifyContent: 'space-between', py: 0.5 }}
          >
            <Link component={RouterLink} to={href(row.key)}>
              {label(row.key)}
            </Link>
            <span>{format.number(row.count)}</span>
          </Stack>
        ))}
      </Box>
    </DashboardSection>
  );
}

/**
 * /admin/dashboard: the studio at a glance for today, this week, this month or chosen days, each
 * figure with its change against the period before and a link to the rows behind it (docs/metrics.md).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation(['dashboards', 'common', 'booking', 'routes']);
  const format = useFormat();
  const [query, setQuery] = usePeriodQuery();
  const ready = query.period !== 'custom' || Boolean(query.from && query.to);
  const dashboard = useAdminDashboard(query, ready);
  const params = periodParams(query);
  const data: AdminDashboard | undefined = dashboard.data;
  const errors = isApiError(dashboard.error, 400) ? dashboard.error.problem.errors : undefined;

  const show = (kind: 'money' | 'number' | 'percent', value: number) =>
    kind === 'money'
      ? format.money(value)
      : kind === 'percent'
        ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
        : format.number(value);

  return (
    <>
      <PageHeading title={t('routes:adminDashboard.title')}>
        {data
          ? t('admin.range', {
              from: format.date(`${data.period.from}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              to: format.date(`${data.period.to}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
            })
          : t('admin.subtitle')}
      </PageHeading>
      <SetupChecklist />
      <PeriodPicker value={query} onChange={setQuery} errors={errors} />
      {/* The figures show their own placeholders while loading. */}
      {!errors && <QueryState query={dashboard} loading={false} errorText={t('loadError')} />}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {ADMIN_FIGURES.map((figure) => {
          const value = data?.[figure.key];
          return (
            <Grid key={figure.key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Box
                component={RouterLink}
                to={dashboardListPath(figure.list, params)}
                data-testid={`figure-${figure.key}`}
                sx={{ display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' }}
              >
                <KpiCard
                  title={t(`figures.${figure.key}`)}
                  value={value ? show(figure.kind, value.value) : undefined}
                  change={value?.change ?? undefined}
                  caption={value && value.change === null ? t('noPrevious') : undefined}
                  loading={dashboard.isPending}
                />
              </Box>
            </Grid>
          );
        })}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Box
            component={RouterLink}
            to={dashboardListPath('atRiskMembers', params)}
            data-testid="figure-atRiskMembers"
            sx={{ display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' }}
          >
            <KpiCard
              title={t('figures.atRiskMembers')}
              value={data ? format.number(data.atRiskMembers) : undefined}
              caption={t('atRiskCaption')}
              loading={dashboard.isPending}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <KpiCard
            title={t('figures.deferredRevenueCents')}
            value={data ? format.money(data.deferredRevenueCents) : undefined}
            caption={t('deferredCaption')}
            loading={dashboard.isPending}
          />
        </Grid>
      </Grid>
      <MembershipFigures figures={data?.memberships} loading={dashboard.isPending} />
      {data && (
        <>
          <WhenVisible height={280}>
            <Suspense fallback={<Skeleton variant="rounded" height={280} sx={{ mb: 3 }} />}>
              <DashboardCharts data={data} />
            </Suspense>
          </WhenVisible>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <CountList
                title={t('charts.byStatus')}
                rows={data.sessionsByStatus.map((row) => ({ key: row.status, count: row.count }))}
                label={(key) => t(`common:status.${key}`, key)}
                href={(key) => dashboardListPath('sessions', `${params}&status=${encodeURIComponent(key)}`)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CountList
                title={t('charts.byType')}
                rows={data.sessionsByType.map((row) => ({ key: row.type, count: row.count }))}
                label={(key) => t(`booking:types.${key}`, key)}
                href={(key) => dashboardListPath('sessions', `${params}&type=${encodeURIComponent(key)}`)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card component="section" aria-label={t('figures.topOfferings')} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    <Link component={RouterLink} to={dashboardListPath('topOfferings', params)}>
                      {t('figures.topOfferings')}
                    </Link>
                  </Typography>
                  <Box component="ol" sx={{ pl: 3, m: 0 }}>
                    {data.topOfferings.map((row) => (
                      <li key={row.offeringId}>
                        {row.name}:{' '}
                        {t('sessionCount', { count: row.sessions, value: format.number(row.sessions) })}
                      </li>
                    ))}
                  </Box>
                  {data.topOfferings.length === 0 && (
                    <Typography color="text.secondary">{t('none')}</Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
