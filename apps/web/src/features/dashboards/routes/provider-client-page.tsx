import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useProviderClient } from '../api/dashboards.ts';
import { ClientNoteForm } from '../components/ClientNoteForm.tsx';
import { DashboardSection } from '../components/DashboardSection.tsx';

const PerMonthChart = lazy(() =>
  import('../components/PerMonthChart.tsx').then((module) => ({ default: module.PerMonthChart })),
);

/**
 * /admin/provider/patient/:id: one client for their expert (or staff): profile, every session with
 * its completion notes and plan, sessions per month, and the expert's private notes.
 */
export function ProviderClientPage() {
  const { t } = useTranslation(['dashboards', 'common']);
  const format = useFormat();
  const { id = '' } = useParams();
  const client = useProviderClient(id);

  if (client.isError)
    return (
      <>
        <PageHeading title={t('provider.client')} />
        <Alert severity={isApiError(client.error, 404) ? 'warning' : 'error'}>
          {isApiError(client.error, 404) || isApiError(client.error, 400)
            ? t('provider.notFound')
            : t('loadError')}
        </Alert>
      </>
    );
  const data = client.data;
  return (
    <>
      <PageHeading title={data?.profile.fullName ?? t('provider.client')} />
      {!data && <Skeleton variant="rounded" height={200} />}
      {data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack sx={{ gap: 3 }}>
              <DashboardSection title={t('provider.profile')}>
                <Typography>
                  {t('provider.email')}: {data.profile.email}
                </Typography>
                {data.profile.phone && (
                  <Typography>
                    {t('provider.phone')}: {data.profile.phone}
                  </Typography>
                )}
                <Typography>
                  {t('provider.since')}: {format.date(data.profile.memberSince, { dateStyle: 'medium' })}
                </Typography>
                {data.profile.sports.length > 0 && (
                  <Typography>
                    {t('provider.sports')}: {data.profile.sports.join(', ')}
                  </Typography>
                )}
                {data.profile.goals.length > 0 && (
                  <Typography>
                    {t('provider.goals')}: {data.profile.goals.join(', ')}
                  </Typography>
                )}
                {data.profile.medicalFlag && (
                  <Chip color="warning" size="small" label={t('provider.medicalYes')} sx={{ mt: 1 }} />
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('provider.questionnaire')}
                </Typography>
              </DashboardSection>
              <DashboardSection title={t('provider.notes')}>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {t('provider.notesHelp')}
                </Typography>
                <ClientNoteForm clientId={id} />
                <List dense aria-label={t('provider.notes')}>
                  {data.notes.map((note) => (
                    <ListItem key={note.id} divider>
                      <ListItemText
                        primary={note.text}
                        secondary={`${note.authorName} · ${format.studioDateTime(note.createdAt, data.timeZone)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              </DashboardSection>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack sx={{ gap: 3 }}>
              <DashboardSection title={t('provider.perMonth')}>
                <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
                  <PerMonthChart data={data.perMonth} label={t('provider.perMonth')} />
                </Suspense>
              </DashboardSection>
              <DashboardSection title={t('provider.history')}>
                <List dense aria-label={t('provider.history')}>
                  {data.sessions.map((session) => (
                    <ListItem key={session.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        primary={
                          <Link
                            component={RouterLink}
                            to={href(PATHS.adminServiceDetails, { id: session.id })}
                          >
                            {`${session.offeringName} · ${format.studioDateTime(session.startsAt, data.timeZone)}`}
                          </Link>
                        }
                        secondary={session.completionNotes ?? undefined}
                      />
                      <StatusChip status={session.status} />
                      {session.hasPlan && <Chip size="small" variant="outlined" label={t('provider.plan')} />}
                    </ListItem>
                  ))}
                </List>
              </DashboardSection>
            </Stack>
          </Grid>
        </Grid>
      )}
    </>
  );
}
