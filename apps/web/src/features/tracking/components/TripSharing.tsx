import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/use-format.ts';
import { type SharingProblem, useTripSharing } from '../hooks/use-trip-sharing.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { distanceText, etaRangeText } from '../lib/trip-text.ts';

/**
 * The expert's side of a trip (decision 0060), on the session's page while it is Tracking: shares the
 * browser's position while the page is open, keeps the screen awake, and says what was last sent.
 * `onArrived` / `onEnded`: the session's step changed (the page fetches it again).
 */
export function TripSharing({
  serviceId,
  arrived = false,
  onArrived,
  onEnded,
}: {
  serviceId: string;
  /** The session is Arrived (a tap, or the live event of the last point): sharing stops. */
  arrived?: boolean;
  onArrived?: () => void;
  onEnded?: () => void;
}) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const headingId = useId();
  const sharing = useTripSharing(serviceId, { arrived, onArrived, onEnded });
  const wakeLock = useWakeLock(sharing.watching);
  const { lastSent, phase, problem } = sharing;
  const eta = lastSent?.eta ? etaRangeText(lastSent.eta, format.locale) : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'info.main' }}
    >
      <Typography variant="h6" component="h2" id={headingId}>
        {t('sharing.heading')}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {sharing.watching && (
          <Alert severity="info" role="note">
            {t('sharing.keepOpen')}
          </Alert>
        )}
        {phase === 'arrived' && (
          <Alert severity="success" role="status">
            {t('sharing.arrived')}
          </Alert>
        )}
        {phase === 'ended' && (
          <Alert severity="info" role="status">
            {t('sharing.ended')}
          </Alert>
        )}
        {problem && <ProblemAlert problem={problem} onRetry={sharing.retry} />}
        {phase === 'sharing' && !lastSent && !problem && (
          <Typography color="text.secondary">{t('sharing.finding')}</Typography>
        )}
        {lastSent && (
          <Stack component="dl" sx={{ m: 0, gap: 0.5, '& dd': { m: 0, fontWeight: 600 } }}>
            <Stack direction="row" sx={{ gap: 1 }}>
              <dt>{t('sharing.lastSent')}</dt>
              <dd>{format.date(lastSent.at, { timeStyle: 'medium' })}</dd>
            </Stack>
            {lastSent.distanceMeters !== null && (
              <Stack direction="row" sx={{ gap: 1 }}>
                <dt>{t('trip.distance')}</dt>
                <dd>{distanceText(lastSent.distanceMeters, format.locale)}</dd>
              </Stack>
            )}
            {phase === 'sharing' && eta && (
              <Stack direction="row" sx={{ gap: 1 }}>
                <dt>{t('trip.eta')}</dt>
                <dd>{t('trip.about', { range: eta })}</dd>
              </Stack>
            )}
          </Stack>
        )}
        {phase === 'sharing' && (wakeLock === 'unsupported' || wakeLock === 'refused') && (
          <Typography variant="body2" color="text.secondary">
            {t('sharing.screenMaySleep')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function ProblemAlert({ problem, onRetry }: { problem: SharingProblem; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  const retry =
    problem.kind === 'unsupported' ? undefined : (
      <Button color="inherit" size="small" onClick={onRetry}>
        {t('sharing.retry')}
      </Button>
    );
  return (
    <Alert severity={problem.kind === 'sending' ? 'warning' : 'error'} role="alert" action={retry}>
      {problem.kind === 'sending'
        ? t('sharing.problems.sending', { message: problem.message })
        : t(`sharing.problems.${problem.kind}`)}
    </Alert>
  );
}
