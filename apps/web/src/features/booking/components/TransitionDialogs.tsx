import type { Service, Slot, SlotTakenProblem, TransitionInput, transitionInputSchema } from '@bmp/shared';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { type BookingArea, useTransitionService } from '../api/booking.ts';
import { SlotPicker } from './SlotPicker.tsx';

const transitionResolver = lazyZodResolver((shared) => shared.transitionInputSchema);

type TransitionForm = TransitionInput;
type TransitionOutput = z.output<typeof transitionInputSchema>;

/** The step as typed; an empty reason is left out, as the dialogs always did. */
const withoutEmptyReason = ({ reason, ...step }: TransitionForm): TransitionForm =>
  reason?.trim() ? { ...step, reason } : step;

/** Mounted while open, as DialogForm is. */
type DialogProps = { area: BookingArea; service: Service; onClose: () => void };

/** Cancels a session, keeping the reason given. */
export function CancelDialog({ area, service, onClose }: DialogProps) {
  const { t } = useTranslation('booking');
  const transition = useTransitionService(area, service.id);
  const form = useForm<TransitionForm, unknown, TransitionOutput>({
    resolver: transitionResolver,
    defaultValues: { to: 'Canceled', reason: '' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      await transition.mutateAsync(withoutEmptyReason(form.getValues()));
      onClose();
    } catch (failure) {
      setGeneral(applyServerErrors(failure, form.setError, ['reason']));
    }
  });
  return (
    <DialogForm
      title={t('actions.cancelTitle')}
      submitLabel={t('actions.cancelConfirm')}
      closeLabel={t('actions.keep')}
      submitting={transition.isPending}
      onSubmit={submit}
      onClose={onClose}
      onInput={transitionResolver.preload}
      destructive
    >
      <DialogContentText>{t('actions.cancelText')}</DialogContentText>
      <FormAlert>{general}</FormAlert>
      <FormTextArea control={form.control} name="reason" label={t('fields.cancelReason')} rows={2} />
    </DialogForm>
  );
}

/** Moves a session to another free slot (checked like a new booking). */
export function RescheduleDialog({ area, service, onClose }: DialogProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const transition = useTransitionService(area, service.id);
  const form = useForm<TransitionForm, unknown, TransitionOutput>({
    resolver: transitionResolver,
    defaultValues: { to: 'Rescheduled', startsAt: undefined, reason: '' },
  });
  const slot = useWatch({ control: form.control, name: 'startsAt' });
  const slotError = form.formState.errors.startsAt;
  // The day the picker shows: where the person is looking, not a value sent.
  const [date, setDate] = useState(() => service.startsAt.slice(0, 10));
  const [general, setGeneral] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NonNullable<SlotTakenProblem['nearestSlots']>>([]);
  const choose = useCallback(
    (startsAt: string | undefined) => {
      form.setValue('startsAt', startsAt);
      form.clearErrors('startsAt');
    },
    [form],
  );
  const pick = useCallback((picked: Slot | undefined) => choose(picked?.startsAt), [choose]);
  const submit = form.handleSubmit(async () => {
    setGeneral(null);
    setNearest([]);
    try {
      await transition.mutateAsync(withoutEmptyReason(form.getValues()));
      onClose();
    } catch (failure) {
      setGeneral(applyServerErrors(failure, form.setError, ['startsAt', 'reason']));
      if (isApiError(failure, 409))
        setNearest((failure.problem as Partial<SlotTakenProblem>).nearestSlots ?? []);
    }
  });
  return (
    <DialogForm
      title={t('actions.rescheduleTitle')}
      submitLabel={t('actions.rescheduleConfirm')}
      closeLabel={t('actions.close')}
      submitting={transition.isPending}
      onSubmit={submit}
      onClose={onClose}
      onInput={transitionResolver.preload}
      maxWidth="md"
    >
      <DialogContentText>{t('actions.rescheduleText')}</DialogContentText>
      <FormAlert>{general}</FormAlert>
      {slotError && (
        // The schema's refusal in the person's language; the server's message (a slot taken) as sent.
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {slotError.type === 'server' ? slotError.message : t('actions.pickNewTime')}
        </FormHelperText>
      )}
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
                choose(option.startsAt);
                setNearest([]);
                setGeneral(null);
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
      <FormTextArea control={form.control} name="reason" label={t('fields.rescheduleReason')} />
    </DialogForm>
  );
}
