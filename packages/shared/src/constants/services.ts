// Service (a booked session) vocabulary from SPEC sections 1, 3 and 4.

export const SERVICE_TYPES = [
  'Assessment',
  'Training',
  'Duo',
  'Family',
  'Youth',
  'Nutrition',
  'Recovery',
  'Massage',
  'Boxing',
  'Group Coaching',
  'Studio Training',
  'Studio Boxing',
  'Virtual Training',
  'Virtual Nutrition',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_CATEGORIES = [
  'assessment',
  'training',
  'youth',
  'duo',
  'family',
  'virtual',
  'nutrition',
  'recovery',
  'massage',
  'group',
  'boxing',
  'studio',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_STATUSES = ['Requested', 'Confirmed', 'Completed', 'Rescheduled', 'Canceled'] as const;
// An in-home session passes through these while the expert travels to the client.
export const LIVE_TRACKING_STATUSES = ['Tracking', 'Arrived'] as const;
export const ALL_SERVICE_STATUSES = [...SERVICE_STATUSES, ...LIVE_TRACKING_STATUSES] as const;
export type ServiceStatus = (typeof ALL_SERVICE_STATUSES)[number];
export type LiveTrackingStatus = (typeof LIVE_TRACKING_STATUSES)[number];

export type StatusColor = 'primary' | 'success' | 'disabled' | 'warning' | 'error' | 'info' | 'secondary';

export const SERVICE_STATUS_COLORS = {
  Requested: 'primary',
  Confirmed: 'success',
  Completed: 'disabled',
  Rescheduled: 'warning',
  Canceled: 'error',
  // SPEC gives no colours for the live-tracking states; these keep them distinct from the other five.
  Tracking: 'info',
  Arrived: 'secondary',
} as const satisfies Record<ServiceStatus, StatusColor>;

/** True when a session is not Completed and starts later than `now` (SPEC section 4's "upcoming"). */
export function isUpcomingService(
  { serviceStatus, serviceDate }: { serviceStatus: ServiceStatus; serviceDate: string | Date },
  now: Date = new Date(),
): boolean {
  if (serviceStatus === 'Completed') return false;
  const start = serviceDate instanceof Date ? serviceDate.getTime() : Date.parse(serviceDate);
  // An unreadable date cannot be placed in the future, so it is not shown as upcoming.
  return Number.isFinite(start) && start > now.getTime();
}
