import type { Service, Slot, SlotTakenProblem } from '@bmp/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { type BookingArea, useTransitionService } from '../api/booking.ts';
import { SlotPicker } from './SlotPicker.tsx';

type DialogProps = { area: BookingArea; service: Service; open: boolean; onClose: () => void };

/** Cancels a session, keeping the reason given. */
export function CancelDialog({ area, service, open, onClose }: DialogProps) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const transition = useTransitionService(area, service.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await transition.mutateAsync({ to: 'Canceled', reason: reason.trim() || undefined });
      onClose();
    } catch (failure) {
      setError(fieldOrGeneral(failure, 'reason'));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('actions.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('actions.cancelText')}</DialogContentText>
        <FormAlert>{error}</FormAlert>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label={t('fields.cancelReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.keep')}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={transition.isPending}>
          {t('actions.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Moves a session to another free slot (checked like a new booking). */
export function RescheduleDialog({ area, service, open, onClose }: DialogProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const titleId = useId();
  const transition = useTransitionService(area, service.id);
  const [date, setDate] = useState(() => service.startsAt.slice(0, 10));
  const [slot, setSlot] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NonNullable<SlotTakenProblem['nearestSlots']>>([]);
  const pick = useCallback((picked: Slot | undefined) => setSlot(picked?.startsAt), []);
  const submit = async () => {
    setError(null);
    setNearest([]);
    if (!slot) {
      setError(t('actions.pickNewTime'));
      return;
    }
    try {
      await transition.mutateAsync({ to: 'Rescheduled', startsAt: slot, reason: reason.trim() || undefined });
      onClose();
    } catch (failure) {
      setError(fieldOrGeneral(failure, 'startsAt'));
      if (isApiError(failure, 409))
        setNearest((failure.problem as Partial<SlotTakenProblem>).nearestSlots ?? []);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('actions.rescheduleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('actions.rescheduleText')}</DialogContentText>
        <FormAlert>{error}</FormAlert>
        {nearest.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="body2" sx={{ width: '100%' }}>
              {t('confirm.nearest')}
            </Typography>
            {nearest.map((option) => (
              <Button
                key={option.startsAt}
                size="small"
                variant="outlined"
                onClick={() => {
                  setDate(option.date);
                  setSlot(option.startsAt);
                  setNearest([]);
                  setError(null);
                }}
              >
                {format.date(option.startsAt, {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                  timeZone: service.timeZone,
                })}
              </Button>
            ))}
          </Stack>
        )}
        <SlotPicker
          area={area}
          offeringId={service.offering.id}
          expertId={service.expert.id}
          date={date}
          onDateChange={setDate}
          value={slot}
          onPick={pick}
        />
        <TextField
          fullWidth
          margin="normal"
          label={t('fields.rescheduleReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={transition.isPending}>
          {t('actions.rescheduleConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A failed step's message: the problem's detail and any message about `field`. */
function fieldOrGeneral(error: unknown, field: string): string {
  if (!isApiError(error)) return errorMessage(error);
  const onField = error.problem.errors?.[field]?.join(' ');
  const detail = error.problem.detail ?? error.problem.title;
  return onField && onField !== detail ? `${detail} ${onField}` : detail;
}
