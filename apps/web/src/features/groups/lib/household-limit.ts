import type { MemberClass } from '@bmp/shared';

/** The API's limit on people joining with one member (joinGroupInputSchema). */
const MAX_PARTICIPANTS = 20;

/**
 * How many of the household may come along: the class's free seats besides the member's own; when
 * the class is full (or has only the member's seat left), the whole party waits together, up to the
 * class's size. Never more than the API takes.
 */
export function householdLimit(item: Pick<MemberClass, 'seatsLeft' | 'capacity'>): number {
  const besideMember = item.seatsLeft > 1 ? item.seatsLeft - 1 : item.capacity - 1;
  return Math.max(0, Math.min(MAX_PARTICIPANTS, besideMember));
}
