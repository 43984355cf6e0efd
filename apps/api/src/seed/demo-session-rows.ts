import type { OfferingRow } from '../db/schema/index.ts';

/**
 * What a demo session row copies from its offering when it is written straight to the table (as
 * book_session copies it for a real booking), with its times: no travel, so the expert is busy
 * exactly then.
 */
export function sessionOfOffering(offering: OfferingRow, startsAt: Date, endsAt: Date) {
  return {
    offeringId: offering.id,
    offeringName: offering.name,
    serviceType: offering.serviceType,
    category: offering.category,
    place: offering.place,
    startsAt,
    endsAt,
    durationMinutes: offering.durationMinutes,
    expertBusyFrom: startsAt,
    expertBusyUntil: endsAt,
    creditKind: offering.creditKind,
    credits: offering.creditsNeeded,
  };
}
