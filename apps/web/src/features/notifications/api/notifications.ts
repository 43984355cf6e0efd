import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api } from '../../../lib/api-client.ts';
import { useLiveInvalidate } from '../../live/index.ts';

// The bell's server state (decision 0018): fetched again when the live stream says a notification
// arrived (decision 0060, no polling) and on window focus; marking read updates the cached list at
// once and then refetches.

export type NotificationList = ApiAnswer<'/api/me/notifications'>;
export type AppNotification = NotificationList['items'][number];

/** One key per signed-in person and business, so another account never sees the last one's list. */
export const notificationsKey = (userId: string, businessId: string) =>
  ['notifications', userId, businessId] as const;

export function useNotifications(who: { id: string; businessId: string } | null) {
  const queryKey = notificationsKey(who?.id ?? '', who?.businessId ?? '');
  // The stream carries only the signed-in person's own notifications.
  useLiveInvalidate('notification.created', queryKey);
  return useQuery({
    queryKey,
    queryFn: () => api.GET('/api/me/notifications', { params: { query: { limit: 20 } } }),
    enabled: who !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

function useUpdateList(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return {
    change: (update: (list: NotificationList) => NotificationList) =>
      queryClient.setQueryData<NotificationList>(key, (list) => (list ? update(list) : list)),
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

export function useMarkRead(key: readonly unknown[]) {
  const list = useUpdateList(key);
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/me/notifications/{id}/read', { params: { path: { id } } }),
    onMutate: (id) =>
      list.change((current) => {
        const now = new Date().toISOString();
        const wasUnread = current.items.some((item) => item.id === id && item.readAt === null);
        return {
          ...current,
          items: current.items.map((item) =>
            item.id === id ? { ...item, readAt: item.readAt ?? now } : item,
          ),
          unreadCount: Math.max(0, current.unreadCount - (wasUnread ? 1 : 0)),
        };
      }),
    onSettled: list.refresh,
  });
}

export function useMarkAllRead(key: readonly unknown[]) {
  const list = useUpdateList(key);
  return useMutation({
    mutationFn: () => api.POST('/api/me/notifications/read-all'),
    onMutate: () =>
      list.change((current) => {
        const now = new Date().toISOString();
        return {
          ...current,
          items: current.items.map((item) => ({ ...item, readAt: item.readAt ?? now })),
          unreadCount: 0,
        };
      }),
    onSettled: list.refresh,
  });
}
