import { ACCESS, addDays } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useCan } from '../../auth/index.ts';
import { useActiveLocations, useExperts } from '../../studio/index.ts';
import { useCalendar } from '../api/calendar.ts';
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx';
import { WeekGrid, WeekList } from '../components/WeekView.tsx';
import { todayIn, weekDays, weekFromParam } from '../lib/week.ts';

/**
 * /admin/calendar: a week of sessions (staff: every expert's, with an expert filter; an expert: their
 * own), Monday first, in the business's time zone; a day-by-day list below 600 px. `?week=`,
 * `?expert=` and `?location=` keep the view in the address.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const isStaff = useCan(ACCESS.staff);
  const [params, setParams] = useSearchParams();
  const experts = useExperts(isStaff);
  const expertParam = isStaff ? (params.get('expert') ?? '') : '';
  const locations = useActiveLocations();
  const locationParam = params.get('location') ?? '';

  // The studio's zone (the signed-in one; the answer's once it comes) decides "today", never the browser's.
  const [timeZone, setTimeZone] = useState<string>(format.timeZone);
  const today = todayIn(timeZone);
  const weekStart = weekFromParam(params.get('week'), today);
  const days = weekDays(weekStart);
  const calendar = useCalendar({
    from: weekStart,
    to: addDays(weekStart, 6),
    expertId: expertParam || undefined,
    locationId: locationParam || undefined,
  });
  const answeredZone = calendar.data?.timeZone;
  useEffect(() => {
    if (answeredZone) setTimeZone(answeredZone);
  }, [answeredZone]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const dateText = (date: string) =>
    format.date(`${date}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rangeText = t('weekOf', { from: dateText(days[0] ?? weekStart), to: dateText(days[6] ?? weekStart) });
  const viewProps = {
    days,
    items: [...(calendar.data?.items ?? []), ...(calendar.data?.classes ?? [])],
    timeZone: answeredZone ?? timeZone,
    today,
    showExpert: isStaff,
  };

  return (
    <Stack spacing={3}>
      <PageHeading title={t('title')}>{isStaff ? t('introStaff') : t('introExpert')}</PageHeading>
      <Stack component="section" spacing={2} aria-labelledby="calendar-week-title">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Typography id="calendar-week-title" variant="h6" component="h2" aria-live="polite">
            {rangeText}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" onClick={() => update({ week: addDays(weekStart, -7) })}>
              {t('previousWeek')}
            </Button>
            <Button variant="outlined" onClick={() => update({ week: null })}>
              {t('thisWeek')}
            </Button>
            <Button variant="outlined" onClick={() => update({ week: addDays(weekStart, 7) })}>
              {t('nextWeek')}
            </Button>
            {isStaff && (
              <TextField
                select
                size="small"
                id="calendar-expert"
                label={t('expert')}
                value={experts.data?.some((expert) => expert.id === expertParam) ? expertParam : ''}
                onChange={(event) => update({ expert: event.target.value || null })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('allExperts')}</MenuItem>
                {(experts.data ?? []).map((expert) => (
                  <MenuItem key={expert.id} value={expert.id}>
                    {expert.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {(locations.data?.length ?? 0) > 1 && (
              <TextField
                select
                size="small"
                id="calendar-location"
                label={t('location')}
                value={locations.data?.some((location) => location.id === locationParam) ? locationParam : ''}
                onChange={(event) => update({ location: event.target.value || null })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('allLocations')}</MenuItem>
                {(locations.data ?? []).map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.display}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </Stack>
        {calendar.data?.truncated && <Alert severity="warning">{t('truncated')}</Alert>}
        <QueryState query={calendar} loading={t('loading')}>
          {calendar.data && calendar.data.items.length === 0 && (
            <Typography color="text.secondary">{t('noSessionsWeek')}</Typography>
          )}
          {narrow ? <WeekList {...viewProps} /> : <WeekGrid {...viewProps} />}
        </QueryState>
      </Stack>
      <CalendarFeedCard />
    </Stack>
  );
}
