import { z } from 'zod';

// The bell's wire (apps/api/src/modules/notifications, docs/decisions/0018-notifications.md).

export const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    data: z.record(z.string(), z.unknown()),
    link: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

/** A page of the bell's list. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** The business's IANA time zone, to show session times in. */
  timeZone: z.string(),
});

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'At least 1.').max(50, 'At most 50.').default(20),
  before: z.uuid('Not a notification id.').optional(),
});
