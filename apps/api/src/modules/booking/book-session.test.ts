import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../../test/support/database-refusal.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../test/support/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { bookSessionRequest, type NewBooking } from './services.repository.ts';

// book_session takes one named record (decision 0039): a jsonb object with exactly its keys. A key
// missing or unknown is refused before anything is written, so a misspelt key never becomes a null.

const booking: NewBooking = {
  businessId: '00000000-0000-4000-8000-000000000001',
  offering: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Personal Training',
    serviceType: 'Training',
    category: 'training',
    place: 'studio',
    durationMinutes: 60,
  },
  expertId: '00000000-0000-4000-8000-000000000003',
  customerId: '00000000-0000-4000-8000-000000000004',
  startsAt: new Date('2026-12-01T17:00:00Z'),
  endsAt: new Date('2026-12-01T18:00:00Z'),
  travelBufferMinutes: 0,
  locationId: null,
  address: null,
  notes: '',
  reminderMinutes: null,
  credits: null,
  priceCents: null,
  participants: ['Mia'],
  actor: { userId: '00000000-0000-4000-8000-000000000005', role: 'customer' },
  email: null,
  audit: { ip: null, userAgent: null },
  now: new Date('2026-11-26T12:00:00Z'),
};

describe.each(testDatabaseKinds())('book_session request on %s', (kind) => {
  let database: DatabaseHandle;
  const call = (request: Record<string, unknown>) =>
    database.db.execute(sql`select id from book_session(${JSON.stringify(request)}::jsonb)`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses a request with an unknown key, naming it', async () => {
    const { audit_ip, ...rest } = bookSessionRequest(booking);
    expect(await databaseRefusal(call({ ...rest, audit_ip, audit_ipp: audit_ip }))).toMatch(
      /book_session: missing or unknown keys: audit_ipp$/m,
    );
  });

  it('refuses a request with a key missing, naming it', async () => {
    const { notes: _, ...rest } = bookSessionRequest(booking);
    expect(await databaseRefusal(call(rest))).toMatch(/book_session: missing or unknown keys: notes$/m);
  });

  it('takes the repository’s request as it is (then the unknown studio refuses the session)', async () => {
    expect(await databaseRefusal(call(bookSessionRequest(booking)))).toMatch(/foreign key/);
  });
});
