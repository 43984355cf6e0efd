import type { WebhookDelivery, WebhookEndpoint } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useRedeliver, useWebhookDeliveries } from '../api/integrations.ts';

const STATUS_COLOR = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

/** One delivery: its event, status and time, each attempt's answer, and "Send again". */
function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const { t } = useTranslation('integrations');
  const format = useFormat();
  const redeliver = useRedeliver(endpointId);
  const [error, setError] = useState<string | null>(null);
  const sendAgain = async () => {
    setError(null);
    try {
      await redeliver.mutateAsync(delivery.id);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const time = format.studioDateTime(delivery.createdAt);
  return (
    <Box
      component="li"
      aria-label={t('deliveries.rowLabel', { type: delivery.eventType, time })}
      data-delivery-id={delivery.id}
      data-status={delivery.status}
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" dir="ltr" sx={{ fontWeight: 500 }}>
          {delivery.eventType}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[delivery.status]}
          label={t(`deliveries.statuses.${delivery.status}`)}
        />
        <Typography component="span" variant="body2" color="text.secondary">
          {time}
        </Typography>
      </Stack>
      {delivery.status === 'pending' && delivery.nextAttemptAt && (
        <Typography variant="body2" color="text.secondary">
          {t('deliveries.nextAttempt', { date: format.studioDateTime(delivery.nextAttemptAt) })}
        </Typography>
      )}
      {delivery.attempts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('deliveries.noAttempts')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ my: 0.5, ps: 3 }}>
          {delivery.attempts.map((attempt) => (
            <Box component="li" key={attempt.number} sx={{ mb: 0.5 }}>
              <Typography variant="body2">
                {t(attempt.manual ? 'deliveries.attemptManual' : 'deliveries.attempt', {
                  number: attempt.number,
                  date: format.studioDateTime(attempt.at),
                })}{' '}
                {attempt.statusCode !== null
                  ? t('deliveries.statusCode', { code: attempt.statusCode })
                  : t('deliveries.noResponse')}{' '}
                {t('deliveries.latency', { ms: format.number(attempt.latencyMs) })}
              </Typography>
              {attempt.error && (
                <Typography variant="body2" color="error">
                  {t('deliveries.error', { error: attempt.error })}
                </Typography>
              )}
              {attempt.responseExcerpt && (
                <Box
                  component="pre"
                  dir="ltr"
                  aria-label={t('deliveries.response')}
                  sx={{
                    m: 0,
                    p: 1,
                    bgcolor: 'action.hover',
                    fontSize: 12,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-all',
                    maxHeight: 120,
                    overflow: 'auto',
                  }}
                >
                  {attempt.responseExcerpt}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      <FormAlert>{error}</FormAlert>
      <Button
        size="small"
        variant="outlined"
        disabled={redeliver.isPending}
        onClick={() => void sendAgain()}
        aria-label={t('deliveries.sendAgainNamed', { type: delivery.eventType, time })}
      >
        {t('deliveries.sendAgain')}
      </Button>
    </Box>
  );
}

/** An endpoint's delivery log (the latest 50), asked again on demand and while one is pending. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const titleId = useId();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const items = deliveries.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('deliveries.title', { url: endpoint.url })}</DialogTitle>
      <DialogContent>
        <QueryState query={deliveries} isEmpty={items.length === 0} empty={t('deliveries.none')} compact>
          <Box component="ul" aria-label={t('deliveries.listLabel')} sx={{ p: 0, m: 0 }}>
            {items.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpoint.id} />
            ))}
          </Box>
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          {t('deliveries.refresh')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
