import { ACCESS } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LiveMap } from '../../../components/map/LiveMap.tsx';
import type { MapMarker } from '../../../components/map/map-types.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useCan } from '../../auth/index.ts';
import { type Trip, useTrips } from '../api/tracking.ts';
import { useNow } from '../hooks/use-throttled-text.ts';
import { tripMarkers } from '../lib/trip-markers.ts';
import { distanceText, etaRangeText } from '../lib/trip-text.ts';

/** A point older than this says so: the expert may have closed their page. */
const STALE_AFTER_MS = 2 * 60_000;
// On their way first, then still to start, then arrived (a session canceled meanwhile last).
const ORDER: Partial<Record<Trip['status'], number>> = { Tracking: 0, Confirmed: 1, Arrived: 2 };
const rank = (trip: Trip) => ORDER[trip.status] ?? 3;

const byStatusThenStart = (a: Trip, b: Trip) => rank(a) - rank(b) || a.startsAt.localeCompare(b.startsAt);

/**
 * /admin/services/track (decision 0060): today's in-home sessions, experts on their way on a map and
 * the same in a list beside it (who, to whom, how far, how long, when last heard from); staff see every
 * expert, an expert their own trips with the way to their session's page. Moved live.
 */
export function TrackPage() {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const isStaff = useCan(ACCESS.staff);
  const trips = useTrips();
  const listId = useId();
  const items = [...(trips.data?.items ?? [])].sort(byStatusThenStart);
  const markers: MapMarker[] = items.flatMap((trip) => tripMarkers(trip));
  return (
    <>
      <PageHeading title={t('track.title')}>
        {isStaff ? t('track.introStaff') : t('track.introExpert')}
      </PageHeading>
      <QueryState query={trips} isEmpty={items.length === 0} empty={t('track.empty')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <LiveMap markers={markers} label={t('track.mapLabel')} ariaHidden height={480} />
          <Box component="section" aria-labelledby={listId}>
            <Typography variant="h6" component="h2" id={listId} sx={{ mb: 1 }}>
              {t('track.listHeading', { count: items.length, formatted: format.number(items.length) })}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((trip) => (
                <TripItem key={trip.sessionId} trip={trip} isStaff={isStaff} />
              ))}
            </Stack>
          </Box>
        </Box>
      </QueryState>
    </>
  );
}

function TripItem({ trip, isStaff }: { trip: Trip; isStaff: boolean }) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const now = useNow(15_000);
  const headingId = useId();
  const eta = trip.eta ? etaRangeText(trip.eta, format.locale) : null;
  const updatedAt = trip.position?.recordedAt;
  const stale = updatedAt ? now - Date.parse(updatedAt) > STALE_AFTER_MS : false;
  const action =
    isStaff || trip.status === 'Arrived'
      ? t('track.openSession')
      : trip.status === 'Tracking'
        ? t('track.openToShare')
        : t('track.openToStart');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-session={trip.sessionId}
      sx={{ p: 2 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
          {t('track.itemHeading', { expert: trip.expert.name, client: trip.customer.name })}
        </Typography>
        <StatusChip status={trip.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('track.session', {
          offering: trip.offeringName,
          time: format.date(trip.startsAt, { timeStyle: 'short' }),
        })}
      </Typography>
      {trip.address && <Typography variant="body2">{trip.address}</Typography>}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.25,
          my: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        {trip.status === 'Tracking' && (
          <>
            <dt>{t('trip.distance')}</dt>
            <dd data-field="distance">
              {trip.distanceMeters === null
                ? t('trip.unknown')
                : distanceText(trip.distanceMeters, format.locale)}
            </dd>
            <dt>{t('trip.eta')}</dt>
            <dd data-field="eta">{eta ? t('trip.about', { range: eta }) : t('trip.unknown')}</dd>
            <dt>{t('trip.updated')}</dt>
            <dd data-field="updated">
              {updatedAt ? format.date(updatedAt, { timeStyle: 'medium' }) : t('track.noPointYet')}
              {stale && (
                <Typography component="span" color="warning.main" sx={{ display: 'block' }}>
                  {t('track.stale')}
                </Typography>
              )}
            </dd>
          </>
        )}
        {trip.status === 'Confirmed' && (
          <>
            <dt>{t('track.trip')}</dt>
            <dd>{t('track.notStarted')}</dd>
          </>
        )}
        {trip.status === 'Arrived' && (
          <>
            <dt>{t('track.trip')}</dt>
            <dd>{t('track.arrived')}</dd>
          </>
        )}
      </Box>
      <Button
        component={RouterLink}
        to={href(PATHS.adminServiceDetails, { id: trip.sessionId })}
        size="small"
        variant={!isStaff && trip.status !== 'Arrived' ? 'contained' : 'outlined'}
        aria-describedby={headingId}
      >
        {action}
      </Button>
    </Paper>
  );
}
