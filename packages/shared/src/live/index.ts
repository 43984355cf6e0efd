// Live updates (server-sent events on GET /api/live; docs/decisions/0060-live-tracking.md). Each event
// names what changed; the page refetches what it shows, or (positions) reads the point from it.

export const LIVE_STREAM_PATH = '/api/live';

/** The event types a browser may receive. */
export const LIVE_EVENT_TYPES = [
  'notification.created',
  'session.changed',
  'class.roster',
  'tracking.position',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export type LiveEventPayloads = {
  'notification.created': { notificationId: string };
  'session.changed': { sessionId: string; status: string };
  'class.roster': { groupId: string; occurrenceId: string | null };
  'tracking.position': {
    sessionId: string;
    expertId: string;
    latitude: number;
    longitude: number;
    accuracy: number | null;
    recordedAt: string;
    distanceMeters: number | null;
    eta: { minMinutes: number; maxMinutes: number } | null;
  };
};
