import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { type BookingArea, useServiceHistory } from '../api/booking.ts';

/** Every status change of a session: who, when, why, and the time it moved to. */
export function HistoryList({
  area,
  serviceId,
  timeZone,
}: {
  area: BookingArea;
  serviceId: string;
  timeZone: string;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const history = useServiceHistory(area, serviceId);
  if (history.status !== 'success') return <QueryState query={history} compact />;
  const at = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <List aria-label={t('history.heading')} data-testid="service-history">
      {history.data.map((entry) => (
        <ListItem key={entry.id} divider alignItems="flex-start" disableGutters>
          <ListItemText
            disableTypography
            primary={
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip status={entry.to} />
                <Typography component="span">
                  {entry.actor
                    ? t('history.by', { name: entry.actor.name, at: at(entry.at) })
                    : t('history.at', { at: at(entry.at) })}
                </Typography>
              </Stack>
            }
            secondary={
              <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {entry.previousStartsAt && entry.previousStartsAt !== entry.startsAt
                  ? t('history.moved', { from: at(entry.previousStartsAt), to: at(entry.startsAt) })
                  : t('history.startsAt', { at: at(entry.startsAt) })}
                {entry.reason && <div>{t('history.reason', { reason: entry.reason })}</div>}
              </Typography>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
