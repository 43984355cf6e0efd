import type { DashboardClass, DashboardSession } from '@bmp/shared';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KpiCard } from '../../../components/KpiCard.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { MyEarningsCard } from '../../payouts/index.ts';
import { useExpertDashboard } from '../api/dashboards.ts';
import { DashboardSection } from '../components/DashboardSection.tsx';
import { SessionList } from '../components/SessionList.tsx';

/** /admin/expert-dashboard: the signed-in expert's day and week, requests, clients and reviews. */
export function ExpertDashboardPage() {
  const { t } = useTranslation(['dashboards', 'routes']);
  const format = useFormat();
  const dashboard = useExpertDashboard();
  const { data, isPending } = dashboard;
  // Today, the requests and the week: the same card of sessions, each with a link to its page.
  // Today and the week also list the classes they teach, each with a link to its class page.
  const sessionsCard = (
    title: string,
    sessions: DashboardSession[],
    timeZone: string,
    classes: DashboardClass[] = [],
  ) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <DashboardSection title={title}>
        <SessionList
          label={title}
          sessions={sessions}
          classes={classes}
          timeZone={timeZone}
          who="customer"
          action={(s) => (
            <Link component={RouterLink} to={href(PATHS.adminServiceDetails, { id: s.id })}>
              {t('open')}
            </Link>
          )}
          classAction={(meeting) => (
            <Link component={RouterLink} to={href(PATHS.adminGroupDetails, { id: meeting.groupId })}>
              {t('open')}
            </Link>
          )}
        />
      </DashboardSection>
    </Grid>
  );
  return (
    <>
      <PageHeading title={t('routes:adminExpertDashboard.title')}>{t('expert.subtitle')}</PageHeading>
      {/* The figures show their own placeholders while loading. */}
      <QueryState query={dashboard} loading={false} errorText={t('loadError')} />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            title={t('figures.utilisation')}
            value={
              data
                ? format.number(data.utilisation.value / 100, { style: 'percent', maximumFractionDigits: 1 })
                : undefined
            }
            change={data?.utilisation.change ?? undefined}
            caption={t('expert.thisWeek')}
            loading={isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Link
            component={RouterLink}
            to={PATHS.providerDashboard}
            underline="none"
            sx={{ display: 'block', height: '100%' }}
          >
            <KpiCard
              title={t('expert.clients')}
              value={data ? format.number(data.clients) : undefined}
              caption={t('expert.clientsCaption', { count: data?.clients ?? 0 })}
              loading={isPending}
            />
          </Link>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            title={t('expert.rating')}
            value={
              data
                ? data.averageRating === null
                  ? '–'
                  : format.number(data.averageRating, { maximumFractionDigits: 1 })
                : undefined
            }
            caption={t('expert.ratingCaption')}
            loading={isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            title={t('expert.requests')}
            value={data ? format.number(data.requests.length) : undefined}
            caption={t('expert.requestsCaption')}
            loading={isPending}
          />
        </Grid>
      </Grid>
      {data && (
        <Grid container spacing={3}>
          {sessionsCard(t('expert.today'), data.today, data.timeZone, data.todayClasses)}
          {sessionsCard(t('expert.requestsList'), data.requests, data.timeZone)}
          {sessionsCard(t('expert.week'), data.week, data.timeZone, data.weekClasses)}
          <Grid size={{ xs: 12 }}>
            <MyEarningsCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DashboardSection title={t('expert.reviews')}>
              {data.reviews.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
              <List dense>
                {data.reviews.map((review) => (
                  <ListItem key={review.serviceId} divider sx={{ display: 'block' }}>
                    <Rating
                      value={review.stars}
                      readOnly
                      size="small"
                      aria-label={t('stars', { count: review.stars })}
                    />
                    <ListItemText
                      primary={review.text ?? ''}
                      secondary={`${review.customerName} · ${review.offeringName} · ${format.date(review.reviewedAt, { dateStyle: 'medium' })}`}
                    />
                  </ListItem>
                ))}
              </List>
            </DashboardSection>
          </Grid>
        </Grid>
      )}
    </>
  );
}
