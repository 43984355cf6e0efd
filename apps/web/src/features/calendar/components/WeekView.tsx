import { SERVICE_STATUS_COLORS } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import type { CalendarEntry } from '../api/calendar.ts';
import { FIRST_HOUR, itemsOfDay, LAST_HOUR, layoutDay } from '../lib/week.ts';

const HOUR_HEIGHT = 48; // px per hour row
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);

type Props = { days: string[]; items: CalendarEntry[]; timeZone: string; today: string; showExpert: boolean };

/** "09:00–10:00" in the business's zone and the reader's language. */
function useTimes(timeZone: string) {
  const format = useFormat();
  const time = (value: string) => format.date(value, { hour: 'numeric', minute: '2-digit', timeZone });
  return (entry: CalendarEntry) => `${time(entry.startsAt)}–${time(entry.endsAt)}`;
}

/** A day's name as a heading ("Mon 4 May"), formatted from the calendar date itself. */
function useDayName() {
  const format = useFormat();
  return (date: string, style: 'short' | 'long') =>
    format.date(`${date}T12:00:00Z`, {
      weekday: style,
      day: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      timeZone: 'UTC',
    });
}

/**
 * One session as a link to its details; its accessible name says when, what, who and its status. In the
 * grid a block is as tall as the session and shares its day's width with those at the same time, so a
 * busy week cuts its text: there the same words show in a tooltip on hover and on keyboard focus.
 */
function SessionLink({
  entry,
  times,
  showExpert,
  compact,
}: {
  entry: CalendarEntry;
  times: string;
  showExpert: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation('calendar');
  const theme = useTheme();
  const colors = statusChipColors(SERVICE_STATUS_COLORS[entry.status], theme.palette);
  const status = t(`common:status.${entry.status}`);
  const label = t('session.label', {
    time: times,
    offering: entry.offeringName,
    customer: entry.customer.name,
    expert: entry.expert.name,
    status,
  });
  const link = (
    <Link
      component={RouterLink}
      to={
        entry.kind === 'class'
          ? href(PATHS.adminGroupDetails, { id: entry.groupId ?? '' })
          : href(PATHS.adminServiceDetails, { id: entry.id })
      }
      data-status={entry.status}
      underline="none"
      sx={{
        display: 'block',
        height: compact ? '100%' : 'auto',
        overflow: 'hidden',
        borderRadius: 1,
        px: 0.75,
        py: 0.25,
        bgcolor: colors.background,
        color: colors.text,
        borderInlineStart: `3px solid ${colors.text}`,
        fontSize: '0.75rem',
        lineHeight: 1.3,
        textDecoration: entry.status === 'Canceled' ? 'line-through' : 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        '&:hover': { filter: 'brightness(0.95)' },
      }}
    >
      {/* The accessible name is the whole sentence, read as the link's text, while the drawn lines
          (cut short in a busy week) are hidden from screen readers: an aria-label would differ from
          the visible text, which speech users say aloud (WCAG 2.5.3). */}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {label}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'block', fontWeight: 600 }}>
        {times}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'block' }}>
        {entry.offeringName}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'block' }}>
        {entry.customer.name}
        {showExpert ? ` · ${entry.expert.name}` : ''}
      </Box>
      {!compact && (
        <Box component="span" aria-hidden sx={{ display: 'block' }}>
          {status}
        </Box>
      )}
    </Link>
  );
  return compact ? (
    // describeChild: the tooltip describes the link rather than naming it (its name is its text).
    <Tooltip title={label} placement="top" arrow describeChild>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The week as a grid: seven day columns, 06:00-20:00 rows, sessions placed by time. */
export function WeekGrid({ days, items, timeZone, today, showExpert }: Props) {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const times = useTimes(timeZone);
  const dayName = useDayName();
  const height = HOURS.length * HOUR_HEIGHT;
  const hourLabel = (hour: number) =>
    format.date(Date.UTC(2026, 0, 5, hour), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5rem repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box aria-hidden sx={{ borderBottom: 1, borderColor: 'divider' }} />
      {days.map((day) => (
        <Box
          key={day}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            borderInlineStart: (theme) => `1px solid ${theme.palette.divider}`,
            p: 1,
            textAlign: 'center',
            bgcolor: day === today ? 'action.selected' : undefined,
          }}
        >
          <Typography id={`calendar-day-${day}`} component="h3" variant="subtitle2">
            {dayName(day, 'short')}
            {day === today && (
              <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                {t('today')}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
      <Box aria-hidden sx={{ position: 'relative', height }}>
        {HOURS.map((hour, index) => (
          <Typography
            key={hour}
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              top: index * HOUR_HEIGHT,
              insetInlineEnd: 6,
              whiteSpace: 'nowrap',
              transform: 'translateY(2px)',
            }}
          >
            {hourLabel(hour)}
          </Typography>
        ))}
      </Box>
      {days.map((day) => {
        const placed = layoutDay(itemsOfDay(items, day, timeZone), day, timeZone);
        return (
          <Box
            key={day}
            component="ul"
            aria-labelledby={`calendar-day-${day}`}
            sx={{
              position: 'relative',
              height,
              m: 0,
              p: 0,
              listStyle: 'none',
              borderInlineStart: (theme) => `1px solid ${theme.palette.divider}`,
              backgroundImage: (theme) =>
                `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_HEIGHT}px)`,
            }}
          >
            {placed.map(({ item, top, height: size, lane, lanes }) => (
              <Box
                component="li"
                key={item.id}
                sx={{
                  position: 'absolute',
                  top: `${top}%`,
                  height: `${size}%`,
                  insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
                  width: `calc(${100 / lanes}% - 4px)`,
                  py: '1px',
                }}
              >
                <SessionLink entry={item} times={times(item)} showExpert={showExpert} compact />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/** The week as a list of days, for narrow screens. */
export function WeekList({ days, items, timeZone, today, showExpert }: Props) {
  const { t } = useTranslation('calendar');
  const times = useTimes(timeZone);
  const dayName = useDayName();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {days.map((day) => {
        const entries = itemsOfDay(items, day, timeZone);
        return (
          <Box component="section" key={day} aria-labelledby={`calendar-list-day-${day}`}>
            <Typography
              id={`calendar-list-day-${day}`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {dayName(day, 'long')}
              {day === today ? ` · ${t('today')}` : ''}
            </Typography>
            {entries.length === 0 ? (
              <Typography color="text.secondary">{t('noSessionsDay')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <SessionLink entry={entry} times={times(entry)} showExpert={showExpert} compact={false} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
