import type { BookingDayStatus, Slot } from '@bmp/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { type BookingArea, useAvailability, useBookingDays } from '../api/booking.ts';
import { bookingDateOptions, calendarDateInstant } from '../lib/booking-time.ts';

export type SlotPickerProps = {
  area: BookingArea;
  offeringId: string | undefined;
  expertId?: string | null | undefined;
  customerId?: string | undefined;
  date: string;
  onDateChange: (date: string) => void;
  /** The chosen start (a slot's `startsAt`). */
  value: string | undefined;
  onPick: (slot: Slot | undefined) => void;
  /** The business's zone, once known, for the caller. */
  onTimeZone?: (timeZone: string) => void;
  error?: string | undefined;
};

/**
 * A date from the booking window and one of its free start times, asked of GET /api/availability for
 * the offering (and expert). Times show in the business's time zone. The dates the studio is closed,
 * the expert is off or nothing is free (GET /api/availability/days) are greyed out with the reason,
 * which is part of the option's text for screen readers too.
 */
export function SlotPicker({
  area,
  offeringId,
  expertId,
  customerId,
  date,
  onDateChange,
  value,
  onPick,
  onTimeZone,
  error,
}: SlotPickerProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const legendId = useId();
  const availability = useAvailability(area, { offeringId, date, expertId, customerId });
  const timeZone = availability.data?.timeZone ?? format.timeZone;
  const dates = useMemo(() => bookingDateOptions(new Date(), timeZone), [timeZone]);
  const bookingDays = useBookingDays(area, { offeringId, expertId, customerId });
  const statusOf = useMemo(
    () => new Map<string, BookingDayStatus>(bookingDays.data?.days.map((day) => [day.date, day.status])),
    [bookingDays.data],
  );
  const slots = availability.data?.slots ?? [];
  const reason = (status: BookingDayStatus | undefined) =>
    !status || status === 'open'
      ? null
      : t(`form.dayStatus.${status === 'off' && !expertId ? 'offAny' : status}`);

  // A date that cannot be booked gives way to the first that can.
  const firstOpen = bookingDays.data?.days.find((day) => day.status === 'open')?.date;
  const chosenStatus = statusOf.get(date);
  useEffect(() => {
    if (firstOpen && chosenStatus && chosenStatus !== 'open') onDateChange(firstOpen);
  }, [firstOpen, chosenStatus, onDateChange]);

  useEffect(() => {
    if (availability.data) onTimeZone?.(availability.data.timeZone);
  }, [availability.data, onTimeZone]);

  // A chosen time that is no longer free (or belongs to another date) is dropped.
  useEffect(() => {
    if (value && availability.isSuccess && !slots.some((slot) => slot.startsAt === value)) onPick(undefined);
  }, [value, availability.isSuccess, slots, onPick]);

  return (
    <Box>
      <TextField
        select
        fullWidth
        margin="normal"
        label={t('form.date')}
        value={dates.includes(date) ? date : ''}
        onChange={(event) => onDateChange(event.target.value)}
        helperText={t('form.dateHelp')}
      >
        {dates.map((option) => {
          const name = format.date(calendarDateInstant(option), {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          });
          const why = reason(statusOf.get(option));
          return (
            <MenuItem key={option} value={option} disabled={why !== null} data-status={statusOf.get(option)}>
              {why ? t('form.dateWithStatus', { date: name, status: why }) : name}
            </MenuItem>
          );
        })}
      </TextField>
      <FormControl component="fieldset" error={Boolean(error)} fullWidth margin="normal">
        <FormLabel component="legend" id={legendId}>
          {t('form.time')}
        </FormLabel>
        {/* The times are the studio's: said where the browser's own zone could be taken for them. */}
        {format.zoneDiffers && (
          <FormHelperText sx={{ mx: 0 }}>{t('availability.timeZone', { zone: timeZone })}</FormHelperText>
        )}
        <Box sx={{ height: 4 }}>
          {availability.isFetching && <LinearProgress aria-label={t('form.loadingTimes')} />}
        </Box>
        {!offeringId ? (
          <Typography color="text.secondary">{t('form.pickOfferingFirst')}</Typography>
        ) : availability.isError ? (
          <QueryState query={availability} compact />
        ) : availability.isSuccess && slots.length === 0 ? (
          <Typography color="text.secondary">{t('form.noTimes')}</Typography>
        ) : (
          <RadioGroup
            row
            aria-labelledby={legendId}
            value={value ?? ''}
            onChange={(event) => onPick(slots.find((slot) => slot.startsAt === event.target.value))}
          >
            {slots.map((slot) => (
              <FormControlLabel
                key={slot.startsAt}
                value={slot.startsAt}
                control={<Radio size="small" />}
                label={format.date(slot.startsAt, { hour: 'numeric', minute: '2-digit', timeZone })}
                sx={{ minWidth: 110 }}
              />
            ))}
          </RadioGroup>
        )}
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </Box>
  );
}
