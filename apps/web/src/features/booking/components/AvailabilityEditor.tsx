import {
  AVAILABILITY_EXCEPTION_KINDS,
  type availabilityExceptionInputSchema,
  type ExpertAvailability,
  hoursSlotTimes,
  type weeklyHoursInputSchema,
} from '@bmp/shared';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea, type SelectOption } from '../../../components/FormFields.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import {
  useAddException,
  useDeleteException,
  useExpertAvailability,
  useSaveWeeklyHours,
} from '../api/booking.ts';
import { calendarDateInstant } from '../lib/booking-time.ts';
import { Section } from './Section.tsx';

const hoursResolver = lazyZodResolver((shared) => shared.weeklyHoursInputSchema);
const exceptionResolver = lazyZodResolver((shared) => shared.availabilityExceptionInputSchema);
type HoursInput = z.input<typeof weeklyHoursInputSchema>;
type ExceptionInput = z.input<typeof availabilityExceptionInputSchema>;

const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
// 2024-01-01 was a Monday: weekday n is 2024-01-0n, for naming days in the reader's language.
const weekdayInstant = (weekday: number) => calendarDateInstant(`2024-01-0${weekday}`);

/** Time options 00:00 to 23:30 every 30 minutes, shown in the reader's clock style. */
function useTimeOptions(): SelectOption[] {
  const format = useFormat();
  return useMemo(
    () =>
      hoursSlotTimes().map((time) => ({
        value: time,
        label: format.date(`1970-01-01T${time}:00Z`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
      })),
    [format.date],
  );
}

/** An expert's weekly hours and dated exceptions, edited by the expert or by staff. */
export function AvailabilityEditor({ expertId }: { expertId: string }) {
  const { t } = useTranslation('booking');
  const availability = useExpertAvailability(expertId);
  if (availability.status !== 'success') return <QueryState query={availability} compact />;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {t('availability.timeZone', { zone: availability.data.timeZone })}
      </Typography>
      <Section title={t('availability.weekly')}>
        <WeeklyHoursForm
          key={JSON.stringify(availability.data.hours)}
          expertId={expertId}
          availability={availability.data}
        />
      </Section>
      <Section title={t('availability.exceptions')}>
        <ExceptionList expertId={expertId} availability={availability.data} />
        <ExceptionForm expertId={expertId} />
      </Section>
    </Stack>
  );
}

function WeeklyHoursForm({ expertId, availability }: { expertId: string; availability: ExpertAvailability }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const timeOptions = useTimeOptions();
  const save = useSaveWeeklyHours(expertId);
  const form = useForm<HoursInput, unknown, z.output<typeof weeklyHoursInputSchema>>({
    resolver: hoursResolver,
    defaultValues: { hours: availability.hours.map(({ weekday, start, end }) => ({ weekday, start, end })) },
  });
  const windows = useFieldArray({ control: form.control, name: 'hours' });
  const { onSubmit: submit, generalError } = useFormSave(
    form,
    save.mutateAsync,
    () =>
      windows.fields.flatMap((_field, index) =>
        (['weekday', 'start', 'end'] as const).map((part) => `hours.${index}.${part}` as Path<HoursInput>),
      ),
    // In the snackbar: the form is drawn again with the saved hours, so a message of its own would go.
    t('availability.saved'),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} onInput={hoursResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      {WEEKDAY_NUMBERS.map((weekday) => {
        const dayName = format.date(weekdayInstant(weekday), { weekday: 'long', timeZone: 'UTC' });
        const ofDay = windows.fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        return (
          <Box key={weekday} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="subtitle1">
              {dayName}
            </Typography>
            {ofDay.length === 0 && <Typography color="text.secondary">{t('availability.dayOff')}</Typography>}
            {ofDay.map(({ field, index }) => (
              <Stack
                key={field.id}
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: { sm: 2 }, alignItems: { sm: 'center' } }}
              >
                <FormSelectField
                  control={form.control}
                  name={`hours.${index}.start`}
                  label={t('availability.startOf', { day: dayName })}
                  required
                  options={timeOptions}
                  emptyValue={undefined}
                />
                <FormSelectField
                  control={form.control}
                  name={`hours.${index}.end`}
                  label={t('availability.endOf', { day: dayName })}
                  required
                  options={timeOptions}
                  emptyValue={undefined}
                />
                <IconButton
                  aria-label={t('availability.removeWindow', { day: dayName })}
                  onClick={() => windows.remove(index)}
                >
                  <Delete />
                </IconButton>
              </Stack>
            ))}
            <Button
              size="small"
              onClick={() => windows.append({ weekday, start: '09:00', end: '17:00' })}
              aria-label={t('availability.addWindowOf', { day: dayName })}
            >
              {t('availability.addWindow')}
            </Button>
          </Box>
        );
      })}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {t('availability.saveWeekly')}
      </Button>
    </Box>
  );
}

function ExceptionList({ expertId, availability }: { expertId: string; availability: ExpertAvailability }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const remove = useDeleteException(expertId);
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const day = (date: string) =>
    format.date(calendarDateInstant(date), { dateStyle: 'medium', timeZone: 'UTC' });
  const time = (value: string) =>
    format.date(`1970-01-01T${value}:00Z`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  if (availability.exceptions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('availability.noExceptions')}
      </Typography>
    );
  }
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <List aria-label={t('availability.exceptions')}>
        {availability.exceptions.map((exception) => {
          const dates =
            exception.startsOn === exception.endsOn
              ? day(exception.startsOn)
              : t('availability.dateRange', { from: day(exception.startsOn), to: day(exception.endsOn) });
          const hours =
            exception.start && exception.end
              ? t('availability.timeRange', { from: time(exception.start), to: time(exception.end) })
              : t('availability.allDay');
          return (
            <ListItem
              key={exception.id}
              divider
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('availability.removeException', { dates })}
                  onClick={async () => {
                    setError(null);
                    try {
                      await remove.mutateAsync(exception.id);
                      snackbar.saved(t('availability.exceptionRemoved', { dates }));
                    } catch (failure) {
                      setError(errorMessage(failure));
                    }
                  }}
                >
                  <Delete />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${t(`availability.kinds.${exception.kind}`)}: ${dates}, ${hours}`}
                secondary={exception.note || undefined}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

function ExceptionForm({ expertId }: { expertId: string }) {
  const { t } = useTranslation('booking');
  const timeOptions = useTimeOptions();
  const add = useAddException(expertId);
  const blank: ExceptionInput = {
    kind: 'time_off',
    startsOn: '',
    endsOn: '',
    start: null,
    end: null,
    note: '',
  };
  const form = useForm<ExceptionInput, unknown, z.output<typeof availabilityExceptionInputSchema>>({
    resolver: exceptionResolver,
    defaultValues: blank,
  });
  const { onSubmit: submit, generalError } = useFormSave(
    form,
    async (values) => {
      await add.mutateAsync(values);
      form.reset(blank);
    },
    ['kind', 'startsOn', 'endsOn', 'start', 'end', 'note'],
    t('availability.exceptionAdded'),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} onInput={exceptionResolver.preload} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('availability.addException')}
      </Typography>
      <FormAlert>{generalError}</FormAlert>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 } }}>
        <FormSelectField
          control={form.control}
          name="kind"
          label={t('availability.kind')}
          required
          options={AVAILABILITY_EXCEPTION_KINDS.map((kind) => ({
            value: kind,
            label: t(`availability.kinds.${kind}`),
          }))}
          emptyValue={undefined}
        />
        <FormTextArea
          control={form.control}
          name="startsOn"
          label={t('availability.startsOn')}
          type="date"
          required
        />
        <FormTextArea
          control={form.control}
          name="endsOn"
          label={t('availability.endsOn')}
          type="date"
          required
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 } }}>
        <FormSelectField
          control={form.control}
          name="start"
          label={t('availability.from')}
          options={[{ value: '', label: t('availability.allDay') }, ...timeOptions]}
        />
        <FormSelectField
          control={form.control}
          name="end"
          label={t('availability.to')}
          options={[{ value: '', label: t('availability.allDay') }, ...timeOptions]}
        />
      </Stack>
      <FormTextArea control={form.control} name="note" label={t('availability.note')} />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={form.formState.isSubmitting}>
        {t('availability.addExceptionButton')}
      </Button>
    </Box>
  );
}
