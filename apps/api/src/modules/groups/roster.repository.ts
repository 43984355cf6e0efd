import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groupAttendance } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// Who came: check-ins and no-shows of an occurrence's seats. Every query names its business.

export async function listAttendance(db: Database, businessId: string, occurrenceId: string) {
  return db
    .select()
    .from(groupAttendance)
    .where(and(eq(groupAttendance.businessId, businessId), eq(groupAttendance.occurrenceId, occurrenceId)));
}

export async function saveAttendance(
  db: Database,
  values: {
    businessId: string;
    occurrenceId: string;
    seatId: string;
    mark: 'checked_in' | 'no_show';
    markedByUserId: string;
  },
): Promise<void> {
  await db
    .insert(groupAttendance)
    .values(values)
    .onConflictDoUpdate({
      target: [groupAttendance.occurrenceId, groupAttendance.seatId],
      set: { mark: values.mark, markedByUserId: values.markedByUserId, markedAt: clock.now() },
    });
}
