import type { DashboardSession } from '@bmp/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';

/** Sessions as a short list: offering, who, when (studio time) and status; `action` adds buttons. */
export function SessionList<Session extends DashboardSession>({
  sessions,
  timeZone,
  who,
  action,
  label,
}: {
  sessions: Session[];
  timeZone: string;
  who: 'customer' | 'expert';
  action?: (session: Session) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation('dashboards');
  const format = useFormat();
  if (sessions.length === 0) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <List dense aria-label={label}>
      {sessions.map((session) => (
        <ListItem key={session.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={`${session.offeringName} · ${who === 'customer' ? session.customerName : session.expertName}`}
            secondary={format.studioDateTime(session.startsAt, timeZone)}
          />
          <StatusChip status={session.status} />
          {action?.(session)}
        </ListItem>
      ))}
    </List>
  );
}
