import type { MemberDashboard } from '@bmp/shared';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { ServiceActions, useService } from '../../booking/index.ts';
import { MemberClasses } from '../../groups/index.ts';
import { useMemberDashboard } from '../api/dashboards.ts';
import { DashboardSection } from '../components/DashboardSection.tsx';
import { SessionList } from '../components/SessionList.tsx';
import { downloadIcs } from '../lib/ics.ts';

/**
 * A next session's actions: the booking pages' own reschedule and cancel, and "Add to calendar". The
 * dashboard's answer carries the session as its page reads it, so the buttons show with the list
 * (no request each, and nothing moves when they arrive).
 */
function NextSessionActions({
  session,
  updatedAt,
}: {
  session: MemberDashboard['next'][number];
  updatedAt: number;
}) {
  const { t } = useTranslation('dashboards');
  const service = useService('member', session.id, { data: session.service, updatedAt });
  return (
    <Stack sx={{ width: '100%' }}>
      {service.data && <ServiceActions area="member" service={service.data} />}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          size="small"
          startIcon={<EventAvailable />}
          onClick={() => downloadIcs(session, t('member.studio'))}
        >
          {t('member.addToCalendar')}
        </Button>
        <Button size="small" component={RouterLink} to={href(PATHS.memberServiceDetails, { id: session.id })}>
          {t('open')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * /members/dashboard: the member's next sessions with their actions, credits (and what expires
 * soon), "book again", completed sessions waiting for a review and unread notifications.
 */
export function MemberDashboardPage() {
  const { t } = useTranslation('dashboards');
  const dashboard = useMemberDashboard();
  const { data, dataUpdatedAt } = dashboard;
  // The answer's sections render in the background: a deferred value renders as a transition, in
  // slices that leave the phone free to respond in between, rather than as one long task when the
  // answer arrives (docs/decisions/0033-signed-in-page-shell.md). "Loading" stays until they commit.
  const shown = useDeferredValue(data);
  const shownUpdatedAt = useDeferredValue(dataUpdatedAt);
  return (
    <>
      <PageHeading title={t('member.title')}>{t('member.subtitle')}</PageHeading>
      <QueryState
        query={dashboard}
        status={dashboard.isError ? 'error' : shown ? 'success' : 'pending'}
        errorText={t('loadError')}
        compact
      >
        {shown && <MemberDashboardSections data={shown} updatedAt={shownUpdatedAt} />}
      </QueryState>
    </>
  );
}

const MemberDashboardSections = memo(function MemberDashboardSections({
  data,
  updatedAt,
}: {
  data: MemberDashboard;
  updatedAt: number;
}) {
  const { t } = useTranslation(['dashboards', 'common', 'booking']);
  const format = useFormat();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <DashboardSection title={t('member.next')}>
          <SessionList
            label={t('member.next')}
            sessions={data.next}
            timeZone={data.timeZone}
            who="expert"
            action={(session) => <NextSessionActions session={session} updatedAt={updatedAt} />}
          />
          <Button component={RouterLink} to={PATHS.memberServicesNew} variant="contained" sx={{ mt: 2 }}>
            {t('member.book')}
          </Button>
        </DashboardSection>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack sx={{ gap: 3 }}>
          <DashboardSection title={t('member.credits')}>
            {data.credits.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
            <List dense aria-label={t('member.credits')}>
              {data.credits.map((credit) => (
                <ListItem key={credit.kind} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={`${t(`common:categories.${credit.kind}`, credit.kind)}: ${format.number(credit.available)}`}
                    secondary={credit.held > 0 ? t('member.held', { count: credit.held }) : undefined}
                  />
                  {credit.expiringSoon > 0 && credit.expiresAt && (
                    <Chip
                      color="warning"
                      size="small"
                      label={t('member.expiring', {
                        count: credit.expiringSoon,
                        date: format.date(credit.expiresAt, { dateStyle: 'medium' }),
                      })}
                    />
                  )}
                </ListItem>
              ))}
            </List>
            <Link component={RouterLink} to={PATHS.memberCredits}>
              {t('member.allCredits')}
            </Link>
          </DashboardSection>
          <DashboardSection title={t('member.notifications')}>
            <Typography data-testid="unread-notifications">
              {t('member.unread', { count: data.unreadNotifications })}
            </Typography>
          </DashboardSection>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('member.bookAgain')}>
          {data.bookAgain.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
          <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
            {data.bookAgain.map((offering) => (
              <Button
                key={offering.offeringId}
                component={RouterLink}
                to={href(PATHS.memberServicesNew, undefined, { offeringId: offering.offeringId })}
                variant="outlined"
                size="small"
              >
                {offering.name}
              </Button>
            ))}
          </Stack>
        </DashboardSection>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('member.toReview')}>
          <SessionList
            label={t('member.toReview')}
            sessions={data.toReview}
            timeZone={data.timeZone}
            who="expert"
            action={(session) => (
              <Button
                size="small"
                component={RouterLink}
                to={href(PATHS.memberServiceDetails, { id: session.id })}
              >
                {t('member.review')}
              </Button>
            )}
          />
        </DashboardSection>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('member.recent')}>
          <SessionList
            label={t('member.recent')}
            sessions={data.recent}
            timeZone={data.timeZone}
            who="expert"
          />
        </DashboardSection>
      </Grid>
      <Grid size={12}>
        {/* Classes to join, the ones joined and places in line (decision 0031). */}
        <DashboardSection title={t('member.classes')}>
          <MemberClasses />
        </DashboardSection>
      </Grid>
    </Grid>
  );
});
