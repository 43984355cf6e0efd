import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import {
  type AppNotification,
  notificationsKey,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from '../../features/notifications/api/notifications.ts';
import { messageOf, relativeTime } from '../../features/notifications/notification-text.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { safeLocalPath } from '../../lib/safe-redirect.ts';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden.ts';

/**
 * The notification bell and its list (decision 0018): the signed-in person's notifications, fetched
 * again when the live stream says one arrived (decision 0060) and on window focus, each rendered in
 * the reader's language with session times in the business's zone. Opening one marks it read and goes
 * to its page.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const navigate = useNavigate();
  const { userData } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const paper = useRef<HTMLDivElement>(null);
  const who = userData ? { id: userData.id, businessId: userData.businessId } : null;
  const key = notificationsKey(who?.id ?? '', who?.businessId ?? '');
  const query = useNotifications(who);
  const markRead = useMarkRead(key);
  const markAllRead = useMarkAllRead(key);
  const notifications = query.data?.items ?? [];
  const unread = query.data?.unreadCount ?? 0;
  const timeZone = query.data?.timeZone;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  const now = new Date();

  const textOf = (notification: AppNotification) => {
    const { key: messageKey, values } = messageOf(notification);
    const when = values.when ? format.studioDateTime(values.when as string, timeZone) : '';
    return {
      primary: t(messageKey, {
        ...values,
        actor: values.actor ?? t('notifications.someone'),
        when,
        amount: values.amountCents === undefined ? '' : format.money(values.amountCents as number),
      }),
      reason: values.reason ? t('notifications.reason', { reason: values.reason }) : undefined,
      // A support message has no page of its own: the bell shows it, with where to answer.
      message:
        values.message && values.from
          ? t('notifications.message', { from: values.from, message: values.message })
          : undefined,
    };
  };

  const open = (notification: AppNotification) => {
    setAnchor(null);
    if (notification.readAt === null) markRead.mutate(notification.id);
    const to = safeLocalPath(notification.link);
    if (to) void navigate(to);
  };

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void query.refetch();
          }}
        >
          {/* No badge at all when nothing is unread: a hidden "0" would still count as the button's
              visible text, which its name must contain (WCAG 2.5.3). */}
          {unread > 0 ? (
            <Badge badgeContent={unread} max={99} color="error" data-testid="notifications-badge">
              <NotificationsNone />
            </Badge>
          ) : (
            <NotificationsNone />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            ref: paper,
            role: 'dialog',
            'aria-labelledby': 'notifications-heading',
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography id="notifications-heading" variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t('notifications.title')}
          </Typography>
          {unread > 0 && (
            <Button
              size="small"
              onClick={() => {
                // The button goes once nothing is unread: keep focus in the dialog, so Escape still
                // closes it and a screen reader is not dropped at the top of the page.
                paper.current?.focus();
                markAllRead.mutate();
              }}
              disabled={markAllRead.isPending}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Box>
        <Divider />
        {query.isError ? (
          <Box sx={{ px: 2 }}>
            <QueryState query={query} errorText={t('notifications.loadError')} compact />
          </Box>
        ) : notifications.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{t('notifications.empty')}</Typography>
          </Box>
        ) : (
          <List dense sx={{ maxHeight: 420, overflowY: 'auto', py: 0 }}>
            {notifications.map((notification) => {
              const text = textOf(notification);
              const isUnread = notification.readAt === null;
              return (
                <ListItemButton
                  key={notification.id}
                  onClick={() => open(notification)}
                  divider
                  sx={isUnread ? { bgcolor: 'action.hover' } : undefined}
                >
                  <ListItemText
                    primary={
                      <>
                        {isUnread && (
                          <Box component="span" sx={VISUALLY_HIDDEN}>
                            {`${t('notifications.unread')}: `}
                          </Box>
                        )}
                        {text.primary}
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: isUnread ? 600 : 400 } } }}
                    secondary={
                      <>
                        {text.reason && (
                          <Box component="span" sx={{ display: 'block' }}>
                            {text.reason}
                          </Box>
                        )}
                        {text.message && (
                          <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                            {text.message}
                          </Box>
                        )}
                        <time
                          dateTime={notification.createdAt}
                          title={format.studioDateTime(notification.createdAt, timeZone)}
                        >
                          {relativeTime(notification.createdAt, now, format.locale)}
                        </time>
                      </>
                    }
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
