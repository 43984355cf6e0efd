import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';

/** One in-app notification, as the notifications feature will deliver them. */
export type AppNotification = { id: string; title: string; body: string; createdAt: string; read: boolean };

/**
 * The notification bell and its list. There is no notifications API yet, so the list is empty; the
 * feature that adds one passes its items here.
 */
export function NotificationsMenu({ notifications = [] }: { notifications?: AppNotification[] }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notifications.filter((notification) => !notification.read).length;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error">
            <NotificationsNone />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': 'notifications-heading', sx: { width: 340 } },
        }}
      >
        <Typography id="notifications-heading" variant="subtitle1" component="h2" sx={{ px: 2, py: 1.5 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
        {notifications.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{t('notifications.empty')}</Typography>
          </Box>
        ) : (
          <List dense>
            {notifications.map((notification) => (
              <ListItem key={notification.id}>
                <ListItemText
                  primary={notification.title}
                  secondary={`${notification.body} · ${format.date(notification.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
