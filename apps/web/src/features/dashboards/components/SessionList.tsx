import type { DashboardClass, DashboardSession } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';

/**
 * Sessions as a short list: offering, who, when (studio time) and status; `action` adds buttons.
 * `classes` (an expert's) join the same list in time order, each with its kind and seats taken.
 */
export function SessionList<Session extends DashboardSession>({
  sessions,
  classes = [],
  timeZone,
  who,
  action,
  classAction,
  label,
}: {
  sessions: Session[];
  classes?: DashboardClass[];
  timeZone: string;
  who: 'customer' | 'expert';
  action?: (session: Session) => ReactNode;
  classAction?: (meeting: DashboardClass) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation(['dashboards', 'groups']);
  const format = useFormat();
  if (sessions.length === 0 && classes.length === 0)
    return <Typography color="text.secondary">{t('none')}</Typography>;
  const rows = [
    ...sessions.map((session) => ({ startsAt: session.startsAt, session, meeting: undefined })),
    ...classes.map((meeting) => ({ startsAt: meeting.startsAt, session: undefined, meeting })),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <List dense aria-label={label}>
      {rows.map(({ session, meeting }) =>
        session ? (
          <ListItem key={session.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${session.offeringName} · ${who === 'customer' ? session.customerName : session.expertName}`}
              secondary={format.studioDateTime(session.startsAt, timeZone)}
            />
            <StatusChip status={session.status} />
            {action?.(session)}
          </ListItem>
        ) : meeting ? (
          <ListItem key={meeting.occurrenceId} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${meeting.name} · ${t('classSeats', {
                count: meeting.capacity,
                formatted: format.number(meeting.capacity),
                taken: format.number(meeting.seatsTaken),
              })}`}
              secondary={format.studioDateTime(meeting.startsAt, timeZone)}
            />
            <Chip size="small" variant="outlined" label={t(`groups:kinds.${meeting.kind}`)} />
            {classAction?.(meeting)}
          </ListItem>
        ) : null,
      )}
    </List>
  );
}
