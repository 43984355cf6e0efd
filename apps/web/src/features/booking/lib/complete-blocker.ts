import { nextStatuses, type Service } from '@bmp/shared';

/**
 * Why a session cannot be completed now, as the Complete page says it (one reason, the one to act
 * on), or null when it can be (or already is). Mirrors the lifecycle's rule (Confirmed or Arrived,
 * and started) so a Confirmed session is never told it "must be confirmed".
 */
export type CompleteBlocker = 'notStarted' | 'confirmFirst' | 'arriveFirst' | 'canceled' | 'notYours';

export function completeBlocker(
  service: Pick<Service, 'status' | 'startsAt' | 'allowedTransitions'>,
  now: Date,
): CompleteBlocker | null {
  if (service.status === 'Completed') return null;
  if (service.allowedTransitions.includes('Completed')) return null;
  if (nextStatuses(service.status).includes('Completed')) {
    return new Date(service.startsAt) > now ? 'notStarted' : 'notYours';
  }
  if (service.status === 'Canceled') return 'canceled';
  if (service.status === 'Tracking') return 'arriveFirst';
  return 'confirmFirst';
}
