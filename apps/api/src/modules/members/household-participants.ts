import { isYouth } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { listHouseholdMembersById } from './members.repository.ts';

export type ParticipantInput = { name?: string | undefined; householdMemberId?: string | undefined };

const participantsProblem = (message: string) =>
  new HttpProblem(422, 'Unprocessable Content', message, { participants: [message] });

/**
 * The names a session is booked with. A household pick is looked up in that customer's own household
 * (another member's id is refused as unknown) and booked under its current name, which the session
 * then keeps even if the household member is renamed or removed later. A Youth session needs at least
 * one household member under 18 on the session's day (docs/decisions/0027-member-onboarding.md).
 */
export async function resolveParticipants(
  db: Database,
  businessId: string,
  customerId: string,
  participants: readonly ParticipantInput[],
  { category, sessionDate }: { category: string; sessionDate: string },
): Promise<{ name: string }[]> {
  const ids = [
    ...new Set(participants.map((p) => p.householdMemberId).filter((id): id is string => Boolean(id))),
  ];
  if (ids.length < participants.filter((p) => p.householdMemberId).length) {
    throw participantsProblem('Choose each household member once.');
  }
  const household = ids.length === 0 ? [] : await listHouseholdMembersById(db, businessId, customerId, ids);
  if (household.length !== ids.length) {
    throw participantsProblem('Choose people from this member’s household.');
  }
  if (category === 'youth' && !household.some((person) => isYouth(person.dateOfBirth, sessionDate))) {
    throw participantsProblem('A youth session needs a household member under 18.');
  }
  return participants.map((participant) => {
    if (participant.householdMemberId) {
      const person = household.find((row) => row.id === participant.householdMemberId);
      return { name: person?.fullName ?? '' };
    }
    return { name: participant.name ?? '' };
  });
}
