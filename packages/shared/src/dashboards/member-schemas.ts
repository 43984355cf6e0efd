import { z } from 'zod';
import { serviceSchema } from '../booking/schemas';
import { SERVICE_TYPES } from '../constants/services';
import { dashboardSessionSchema as sessionCard } from './schemas';

// The member dashboard's answer, apart from the other dashboards' shapes: it carries the booking
// pages' session answer, whose schemas the staff dashboards' code need not load.

export const memberDashboardSchema = z
  .object({
    timeZone: z.string(),
    /**
     * With each session as its page answers it (GET /api/me/services/{id}), so its actions (reschedule,
     * cancel: `allowedTransitions`) show with the list rather than after a request per session.
     */
    next: z.array(sessionCard.extend({ service: serviceSchema })),
    credits: z.array(
      z.object({
        kind: z.string(),
        available: z.number(),
        held: z.number(),
        /** Credits of this kind that expire within the next 14 days, and the first such date. */
        expiringSoon: z.number(),
        expiresAt: z.string().nullable(),
      }),
    ),
    bookAgain: z.array(
      z.object({ offeringId: z.string(), name: z.string(), serviceType: z.enum(SERVICE_TYPES) }),
    ),
    toReview: z.array(sessionCard),
    recent: z.array(sessionCard),
    unreadNotifications: z.number(),
  })
  .meta({ id: 'MemberDashboard' });
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;
