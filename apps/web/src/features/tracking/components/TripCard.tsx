import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveMap } from '../../../components/map/LiveMap.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { type Trip, type TripArea, useTrip } from '../api/tracking.ts';
import { useThrottledText } from '../hooks/use-throttled-text.ts';
import { tripMarkers } from '../lib/trip-markers.ts';
import { distanceText, etaRangeText } from '../lib/trip-text.ts';

/** How often the polite live region may speak a new distance (a new point comes every 10 s or so). */
export const ANNOUNCE_EVERY_MS = 30_000;

/**
 * An in-home session on its way (decision 0060): the member's "Your expert is on the way" (or staff's
 * view of one trip), a map of the expert and the address, and the distance and arrival time as a
 * range, moved live by the expert's points. Everything the map shows is said in text too.
 */
export function TripCard({ area, serviceId }: { area: TripArea; serviceId: string }) {
  const { t } = useTranslation('tracking');
  const trip = useTrip(area, serviceId);
  const headingId = useId();
  const arrived = trip.data?.status === 'Arrived';
  const title =
    area === 'member'
      ? t(arrived ? 'trip.member.arrivedTitle' : 'trip.member.title')
      : t(arrived ? 'trip.team.arrivedTitle' : 'trip.team.title', { name: trip.data?.expert.name ?? '' });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      <QueryState query={trip} compact loading={t('trip.loading')} />
      {trip.isSuccess && <TripDetails area={area} trip={trip.data} />}
    </Paper>
  );
}

function TripDetails({ area, trip }: { area: TripArea; trip: Trip }) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const eta = trip.eta ? etaRangeText(trip.eta, format.locale) : null;
  const distance = trip.distanceMeters === null ? null : distanceText(trip.distanceMeters, format.locale);
  const arrived = trip.status === 'Arrived';
  const waiting = trip.status === 'Tracking' && !trip.position;
  // The text the live region speaks: arrival at once, a new distance at most every 30 s.
  const spoken = arrived
    ? t('trip.announce.arrived', { name: trip.expert.name })
    : distance && eta
      ? t('trip.announce.moving', { name: trip.expert.name, distance, range: eta })
      : '';
  const announced = useThrottledText(spoken, ANNOUNCE_EVERY_MS, trip.status);
  const markers = tripMarkers(
    trip,
    area === 'member' ? { client: t('trip.member.yourAddress') } : { client: trip.customer.name },
  );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {announced}
      </Box>
      {arrived ? (
        <Alert severity="success" role="status">
          {t('trip.arrivedText', { name: trip.expert.name })}
        </Alert>
      ) : waiting ? (
        <Alert severity="info" role="status">
          {t('trip.waiting', { name: trip.expert.name })}
        </Alert>
      ) : null}
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          m: 0,
          gap: { xs: 1, sm: 4 },
          '& dd': { m: 0, typography: 'h6' },
          '& dt': { color: 'text.secondary' },
        }}
      >
        <div>
          <dt>{t('trip.expert')}</dt>
          <dd>{trip.expert.name}</dd>
        </div>
        {!arrived && (
          <div>
            <dt>{t('trip.distance')}</dt>
            <dd data-field="distance">{distance ?? t('trip.unknown')}</dd>
          </div>
        )}
        {!arrived && (
          <div>
            <dt>{t('trip.eta')}</dt>
            <dd data-field="eta">{eta ? t('trip.about', { range: eta }) : t('trip.unknown')}</dd>
          </div>
        )}
        {trip.position && (
          <div>
            <dt>{t('trip.updated')}</dt>
            <dd>{format.date(trip.position.recordedAt, { timeStyle: 'short' })}</dd>
          </div>
        )}
      </Stack>
      {!arrived && (
        <Typography variant="body2" color="text.secondary">
          {t('trip.etaNote')}
        </Typography>
      )}
      {trip.address && (
        <Typography variant="body2">
          {t('trip.address')}: {trip.address}
        </Typography>
      )}
      <LiveMap
        markers={markers}
        label={t('trip.mapLabel', { name: trip.expert.name })}
        ariaHidden
        height={280}
      />
    </Stack>
  );
}
