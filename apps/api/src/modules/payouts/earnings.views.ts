import type { EarningLine } from '@bmp/shared';
import type { EarningLineListRow } from './earnings.repository.ts';

/** An earning line as the API answers it. */
export function toEarningLine(row: EarningLineListRow): EarningLine {
  const { line } = row;
  return {
    id: line.id,
    expertId: line.expertMembershipId,
    expertName: row.expertName,
    kind: line.kind,
    earnedOn: line.earnedOn,
    description: row.description,
    serviceId: line.serviceId,
    occurrenceId: line.occurrenceId,
    rate: line.rate,
    attendees: line.attendees,
    revenueCents: line.revenueCents,
    amountCents: line.amountCents,
    reason: line.reason,
    correctsLineId: line.correctsLineId,
    runNumber: row.runNumber === null ? null : Number(row.runNumber),
    runStatus: row.runStatus as EarningLine['runStatus'],
    createdAt: line.createdAt.toISOString(),
  };
}
