import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { findCreditLedgerViolations } from '../src/modules/credits/credits.invariants.ts';
import { findUnbalancedJournalEntries } from '../src/modules/ledger/journal.repository.ts';
import { createPack } from '../src/modules/purchases/purchases.factories.ts';
import { addGroupClass, apiOf, buildStudio, type Person, type Studio } from './factories.ts';
import { type ApiProcess, spawnApiProcess, stopApiProcesses, until } from './support/api-processes.ts';
import { buildTestApp, type TestApp } from './support/app.ts';
import { testDatabaseKinds } from './support/databases.ts';
import { type Answer, FailoverClient, ReconnectingListener } from './support/failover.ts';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp.ts';
import { at, daysAhead } from './support/studio-time.ts';

// The failure drill, in the test command: two real API processes (the server entry, from source) on
// one fresh PostgreSQL database serve a mixed load from this test (members booking sessions, joining
// classes and buying packs paid at the studio, staff paying them and reading, live-event listeners);
// 20 s in, one process is killed with SIGKILL. Clients move to the survivor as a load balancer would
// send them (round-robin, a connection error marks a process down and the request goes again to the
// other, with the same Idempotency-Key). Afterwards the database must show every acknowledged write,
// no double booking and no double charge; every email must have gone out once (SMTP's own exception
// aside: one the mail server took just before its sender died goes again, with its Message-ID); and
// every listener that was on the dead process must have received, through the survivor, every event
// after its last one.

const LOAD_MS = 35_000;
const KILL_AT_MS = 20_000;
/** A virtual user's pause between requests (plus up to as much again, at random). */
const THINK_MS = 60;
const BOOKING_USERS = 4;
const JOINING_USERS = 3;
const BUYING_USERS = 2;
const READING_USERS = 2;
const MEMBERS_PER_USER = 3;
const CLASS_DATES = 20;
const CLASS_TIMES = ['08:00', '10:00', '12:00'] as const;
const PACK_PRICE = '$90.00';
/** The outbox's lease on a claimed email (outbox/delivery.ts): a dead process's claim lapses after it. */
const EMAIL_LEASE_MS = 2 * 60_000;
const STILL_PROCESSING =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });

const kinds = testDatabaseKinds();
if (!kinds.includes('postgres')) {
  console.warn('[drill] skipped: PostgreSQL is not available in this run');
}

type Kind = 'book' | 'join' | 'buy' | 'pay' | 'read';

/** One client operation (one Idempotency-Key when it has one), however many tries it took. */
type Operation = {
  kind: Kind;
  /** The member it is for (a payment: the member who pays). */
  member: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** The final answer's status; null when no process answered at all. */
  status: number | null;
  retried: boolean;
  replayed: boolean;
  /** The id of what a 2xx created (session, seat, purchase, payment). */
  id?: string;
  /** A join: its occurrence; a payment: its purchase. */
  target?: string;
  detail?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (n: number) => Math.floor(Math.random() * n);
const think = () => sleep(THINK_MS + random(THINK_MS));
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

describe.skipIf(!kinds.includes('postgres'))(
  'the failure drill: SIGKILL of one of two API processes under load',
  () => {
    let t: TestApp;
    let smtp: TestSmtpServer;
    let studio: Studio;
    let client: FailoverClient | undefined;
    let spawnedAt = 0;
    const apis: ApiProcess[] = [];
    const listeners: ReconnectingListener[] = [];

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      // A fresh database (cloned from the migrated template); the studio is set up through the app in
      // this process while the two servers start.
      t = await buildTestApp('postgres');
      const url = t.database.driver.kind === 'postgres' ? t.database.driver.url : '';
      const env = {
        DATABASE_URL: url,
        // Both share the secret, as real deployments must.
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'studio@drill.test',
        PUBLIC_URL: 'http://app.test:3000',
      };
      apis.push(spawnApiProcess(env), spawnApiProcess(env));
      spawnedAt = Date.now();
    });

    afterAll(async () => {
      client?.stop();
      await Promise.all(listeners.map((listener) => listener.stop()));
      await stopApiProcesses(apis);
      await t?.close();
      await smtp?.close();
    });

    it('loses no acknowledged write, books and charges once, mails once, and replays every live event', async () => {
      const api = apiOf(() => t.app);
      const members = BOOKING_USERS + JOINING_USERS + BUYING_USERS;
      studio = await buildStudio(t.database.db, {
        experts: 3,
        customers: members * MEMBERS_PER_USER,
        credits: 200,
        maxUnpaidPurchases: 10,
      });
      const [sessionExpertA, sessionExpertB, classExpert] = studio.experts as [Person, Person, Person];
      const team = (i: number) => studio.customers.slice(i * MEMBERS_PER_USER, (i + 1) * MEMBERS_PER_USER);
      const packId = await createPack(t.app, studio.admin.cookie, {
        name: 'Three sessions',
        price: PACK_PRICE,
        grants: [{ kind: 'training', quantity: 3 }],
        expiryDays: 30,
      });
      // Three small classes a day on 20 days: 60 occurrences of 3 seats and a waitlist of 3.
      const occurrences: string[] = [];
      for (const startTime of CLASS_TIMES) {
        const { group } = await addGroupClass(
          api,
          { ...studio, experts: [classExpert] },
          {
            capacity: 3,
            waitlistLimit: 3,
            startTime,
            schedule: {
              type: 'dates',
              sessions: Array.from({ length: CLASS_DATES }, (_, i) => ({
                date: daysAhead(4 + i),
                startTime,
              })),
            },
          },
        );
        occurrences.push(...(group.occurrences as { id: string }[]).map((occurrence) => occurrence.id));
      }
      expect(occurrences).toHaveLength(CLASS_DATES * CLASS_TIMES.length);

      const urls = await Promise.all(apis.map((api) => api.ready));
      console.info(
        `[drill] both processes up ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s after they were started`,
      );
      const [deadUrl, survivorUrl] = urls as [string, string];
      const lb = new FailoverClient(urls);
      client = lb;

      // ---- Listeners: the staff, experts and some members, alternately on each process, all replaying
      // from the last event before the load so their expected events are exactly the table's.
      const [baselineRow] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select coalesce(max(id), 0)::int as id from live_events`,
      );
      const baseline = baselineRow?.id ?? 0;
      const watched: { who: Person; tags: string[] }[] = [
        { who: studio.admin, tags: ['staff', `m:${studio.admin.membershipId}`] },
        { who: studio.principal, tags: ['staff', `m:${studio.principal.membershipId}`] },
        { who: sessionExpertA, tags: [`m:${sessionExpertA.membershipId}`] },
        { who: classExpert, tags: [`m:${classExpert.membershipId}`] },
        ...[team(0)[0], team(BOOKING_USERS)[0], team(BOOKING_USERS + JOINING_USERS)[0]].map((member) => ({
          who: member as Person,
          tags: [`m:${(member as Person).membershipId}`],
        })),
      ];
      for (const { who } of watched) {
        const listener = new ReconnectingListener(lb, who.cookie, baseline);
        listeners.push(listener);
        await listener.start();
      }
      expect(listeners.map((listener) => listener.connections[0]?.status)).toEqual(watched.map(() => 200));

      // ---- The load.
      const operations: Operation[] = [];
      const loadStart = Date.now();
      const stopAt = loadStart + LOAD_MS;
      const running = () => Date.now() < stopAt;
      const operate = async (
        kind: Kind,
        member: string,
        path: string,
        run: () => Promise<Answer>,
        idOf: (body: never) => string = () => '',
      ): Promise<Operation> => {
        const operation: Operation = {
          kind,
          member,
          path,
          startedAt: Date.now(),
          endedAt: 0,
          status: null,
          retried: false,
          replayed: false,
        };
        operations.push(operation);
        try {
          const answer = await run();
          operation.status = answer.status;
          operation.retried = answer.retries > 0;
          operation.replayed = answer.headers.get('idempotency-replayed') === 'true';
          if (is2xx(answer.status)) operation.id = idOf(answer.body as never);
          else
            operation.detail =
              (answer.body as { detail?: string } | undefined)?.detail ?? String(answer.body);
        } catch (error) {
          operation.detail = String(error);
        }
        operation.endedAt = Date.now();
        return operation;
      };
      const keyed = (key: string) => ({ 'idempotency-key': key });

      const bookingUser = async (people: Person[]) => {
        for (let turn = 0; running(); turn++) {
          const member = people[turn % people.length] as Person;
          const body = {
            offeringId: studio.studioOfferingId,
            expertId: (turn % 2 === 0 ? sessionExpertA : sessionExpertB).membershipId,
            startsAt: at(daysAhead(3 + random(27)), hour(7 + random(12))),
          };
          const key = randomUUID();
          await operate(
            'book',
            member.membershipId,
            '/api/me/services',
            () =>
              lb.request('POST', '/api/me/services', { cookie: member.cookie, body, headers: keyed(key) }),
            (created: { id: string }) => created.id,
          );
          await think();
        }
      };

      const joiningUser = async (people: Person[]) => {
        const left = new Map(
          people.map((member) => [member, [...occurrences].sort(() => Math.random() - 0.5)]),
        );
        for (let turn = 0; running(); turn++) {
          const member = people[turn % people.length] as Person;
          const occurrenceId = left.get(member)?.pop();
          if (!occurrenceId) {
            await think();
            continue;
          }
          const path = `/api/me/classes/${occurrenceId}/join`;
          const joined = await operate(
            'join',
            member.membershipId,
            path,
            () => lb.request('POST', path, { cookie: member.cookie, body: {} }),
            (seat: { id: string }) => seat.id,
          );
          joined.target = occurrenceId;
          await think();
        }
      };

      const buyingUser = async (people: Person[]) => {
        for (let turn = 0; running(); turn++) {
          const member = people[turn % people.length] as Person;
          const buyKey = randomUUID();
          const bought = await operate(
            'buy',
            member.membershipId,
            '/api/purchases',
            () =>
              lb.request('POST', '/api/purchases', {
                cookie: member.cookie,
                body: { packId, paymentMethod: 'studio' },
                headers: keyed(buyKey),
              }),
            (created: { purchase: { id: string } }) => created.purchase.id,
          );
          await think();
          if (!bought.id) continue;
          const payKey = randomUUID();
          const paid = await operate(
            'pay',
            member.membershipId,
            '/api/payments',
            () =>
              lb.request('POST', '/api/payments', {
                cookie: studio.admin.cookie,
                body: { customerId: member.membershipId, amount: PACK_PRICE, purchaseId: bought.id },
                headers: keyed(payKey),
              }),
            (payment: { id: string }) => payment.id,
          );
          paid.target = bought.id;
          await think();
        }
      };

      const readingUser = async (offset: number) => {
        const paths = [
          '/api/services?pageSize=20',
          '/api/groups',
          '/api/payments',
          `/api/group-occurrences/${occurrences[offset] ?? ''}/roster`,
          `/api/customers/${studio.customerIds[offset] ?? ''}/purchases`,
          '/api/me/notifications',
        ];
        for (let turn = offset; running(); turn++) {
          const path = paths[turn % paths.length] as string;
          await operate('read', studio.admin.membershipId, path, () =>
            lb.request('GET', path, { cookie: studio.admin.cookie }),
          );
          await think();
        }
      };

      let killedAt = 0;
      let onDeadAtKill: ReconnectingListener[] = [];
      const kill = (async () => {
        await sleep(KILL_AT_MS);
        onDeadAtKill = listeners.filter((listener) => {
          const current = listener.connections.at(-1);
          return current?.url === deadUrl && current.closedAt === undefined;
        });
        killedAt = Date.now();
        apis[0]?.child.kill('SIGKILL');
        await apis[0]?.exited;
      })();
      await Promise.all([
        ...Array.from({ length: BOOKING_USERS }, (_, i) => bookingUser(team(i))),
        ...Array.from({ length: JOINING_USERS }, (_, i) => joiningUser(team(BOOKING_USERS + i))),
        ...Array.from({ length: BUYING_USERS }, (_, i) =>
          buyingUser(team(BOOKING_USERS + JOINING_USERS + i)),
        ),
        ...Array.from({ length: READING_USERS }, (_, i) => readingUser(i)),
        kill,
      ]);
      const loadEnd = Date.now();
      const loadSeconds = (loadEnd - loadStart) / 1000;

      // ---- What the clients saw.
      // Tries that failed once the process was dead (those in flight at the kill included).
      const failedTries = lb.attempts.filter(
        (attempt) => attempt.endedAt >= killedAt && (attempt.status === null || attempt.status >= 500),
      );
      const lastFailure = failedTries.reduce((last, attempt) => Math.max(last, attempt.endedAt), killedAt);
      const inDoubt = operations.filter((operation) => operation.detail === STILL_PROCESSING);
      const figures = {
        requests: lb.attempts.length,
        ok: lb.attempts.filter((attempt) => is2xx(attempt.status)).length,
        operations: operations.length,
        retried: operations.filter((operation) => operation.retried).length,
        replayed: operations.filter((operation) => operation.replayed).length,
        inDoubt: inDoubt.length,
        failoverErrors: failedTries.length,
        recoverySeconds: (lastFailure - killedAt) / 1000,
        afterKillOk: lb.attempts.filter((attempt) => attempt.at > killedAt && is2xx(attempt.status)).length,
      };

      // Every operation got an answer from a process, and only answers the product gives under load.
      const allowed: Record<Kind, number[]> = {
        book: [201, 409],
        join: [201, 409],
        buy: [201, 409],
        pay: [201, 409],
        read: [200],
      };
      const unexpected = operations.filter(
        (operation) => !allowed[operation.kind].includes(operation.status ?? 0),
      );
      expect(unexpected.slice(0, 10)).toEqual([]);
      // The kill really happened under load: a request failed on the dead process, and the survivor
      // answered after it.
      expect(apis[0]?.child.signalCode).toBe('SIGKILL');
      expect(failedTries.filter((attempt) => attempt.url === deadUrl).length).toBeGreaterThan(0);
      expect(failedTries.filter((attempt) => attempt.url === survivorUrl)).toEqual([]);
      expect(figures.afterKillOk).toBeGreaterThan(20);

      const db = t.database.db;
      const acked = (kind: Kind) => operations.filter((operation) => operation.kind === kind && operation.id);
      const idList = (kind: Kind) =>
        sql.join([...acked(kind).map((operation) => sql`${operation.id}::uuid`), sql`null::uuid`], sql`, `);

      // ---- 0 acknowledged writes lost.
      const sessions = await queryRows<{ id: string; customer_id: string }>(
        db,
        sql`select id, customer_id from services where id in (${idList('book')})`,
      );
      expect(sessions.length).toBe(acked('book').length);
      const sessionOwner = new Map(sessions.map((row) => [row.id, row.customer_id]));
      expect(
        acked('book').filter((operation) => sessionOwner.get(operation.id ?? '') !== operation.member),
      ).toEqual([]);
      const seats = await queryRows<{
        id: string;
        customer_id: string;
        occurrence_id: string;
        status: string;
      }>(
        db,
        sql`select id, customer_id, occurrence_id, status from group_seats where id in (${idList('join')})`,
      );
      expect(seats.length).toBe(acked('join').length);
      const seatOf = new Map(seats.map((row) => [row.id, row]));
      expect(
        acked('join').filter((operation) => {
          const seat = seatOf.get(operation.id ?? '');
          return (
            seat?.customer_id !== operation.member ||
            seat.occurrence_id !== operation.target ||
            !['booked', 'waitlisted'].includes(seat.status)
          );
        }),
      ).toEqual([]);
      const purchases = await queryRows<{ id: string; customer_id: string; status: string }>(
        db,
        sql`select id, customer_id, status from purchases where id in (${idList('buy')})`,
      );
      expect(purchases.length).toBe(acked('buy').length);
      const paymentsAcked = await queryRows<{ id: string; purchase_id: string }>(
        db,
        sql`select id, purchase_id from payments where id in (${idList('pay')})`,
      );
      expect(paymentsAcked.length).toBe(acked('pay').length);
      const paidPurchase = new Map(paymentsAcked.map((row) => [row.id, row.purchase_id]));
      expect(
        acked('pay').filter((operation) => paidPurchase.get(operation.id ?? '') !== operation.target),
      ).toEqual([]);
      const purchaseStatus = new Map(purchases.map((row) => [row.id, row.status]));
      expect(
        acked('pay').filter((operation) => purchaseStatus.get(operation.target ?? '') !== 'paid'),
      ).toEqual([]);

      // ---- 0 double bookings.
      const expertOverlaps = await queryRows(
        db,
        sql`select a.id, b.id as other from services a join services b
            on b.business_id = a.business_id and b.expert_id = a.expert_id and a.id < b.id
          where a.business_id = ${studio.businessId} and a.status <> 'Canceled' and b.status <> 'Canceled'
            and tstzrange(a.expert_busy_from, a.expert_busy_until) && tstzrange(b.expert_busy_from, b.expert_busy_until)`,
      );
      expect(expertOverlaps).toEqual([]);
      const customerOverlaps = await queryRows(
        db,
        sql`select a.id, b.id as other from services a join services b
            on b.business_id = a.business_id and b.customer_id = a.customer_id and a.id < b.id
          where a.business_id = ${studio.businessId} and a.status <> 'Canceled' and b.status <> 'Canceled'
            and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
      );
      expect(customerOverlaps).toEqual([]);
      const classClashes = await queryRows(
        db,
        sql`select s.id, o.id as occurrence from services s join group_occurrences o
            on o.business_id = s.business_id and o.expert_id = s.expert_id
          where s.business_id = ${studio.businessId} and s.status <> 'Canceled' and o.status = 'scheduled'
            and tstzrange(s.expert_busy_from, s.expert_busy_until) && tstzrange(o.starts_at, o.ends_at)`,
      );
      expect(classClashes).toEqual([]);
      const twiceInClass = await queryRows(
        db,
        sql`select occurrence_id, customer_id, count(*)::int as places from group_seats
          where business_id = ${studio.businessId} and status in ('booked', 'waitlisted')
          group by occurrence_id, customer_id having count(*) > 1`,
      );
      expect(twiceInClass).toEqual([]);
      const overfull = await queryRows(
        db,
        sql`select o.id, o.capacity, o.seats_taken, g.waitlist_limit,
            coalesce(sum(s.seats) filter (where s.status = 'booked'), 0)::int as seated,
            count(s.id) filter (where s.status = 'waitlisted')::int as waiting
          from group_occurrences o
          join groups g on g.id = o.group_id
          left join group_seats s on s.occurrence_id = o.id
          where o.business_id = ${studio.businessId}
          group by o.id, g.waitlist_limit
          having coalesce(sum(s.seats) filter (where s.status = 'booked'), 0) > o.capacity
            or coalesce(sum(s.seats) filter (where s.status = 'booked'), 0) <> o.seats_taken
            or count(s.id) filter (where s.status = 'waitlisted') > g.waitlist_limit`,
      );
      expect(overfull).toEqual([]);

      // ---- 0 double charges: one payment per purchase, and at most one row per client operation (each
      // member's operations run one after the other, so a row belongs to the one whose time span holds it).
      const paidTwice = await queryRows(
        db,
        sql`select purchase_id, count(*)::int as payments from payments
          where business_id = ${studio.businessId} and purchase_id is not null
          group by purchase_id having count(*) > 1`,
      );
      expect(paidTwice).toEqual([]);
      const rowsOf = (table: 'services' | 'purchases' | 'payments') =>
        queryRows<{ id: string; customer_id: string; at: number }>(
          db,
          sql`select id, customer_id, (extract(epoch from created_at) * 1000)::float8 as at
            from ${sql.identifier(table)} where business_id = ${studio.businessId}`,
        );
      const perOperation = (kind: Kind, rows: { id: string; customer_id: string; at: number }[]) => {
        const spans = operations.filter((operation) => operation.kind === kind);
        const owners = new Map<Operation, string[]>();
        const orphans: string[] = [];
        for (const row of rows) {
          const owner = spans.find(
            (operation) =>
              operation.member === row.customer_id &&
              operation.startedAt - 1 <= row.at &&
              row.at <= operation.endedAt + 1,
          );
          if (!owner) orphans.push(row.id);
          else owners.set(owner, [...(owners.get(owner) ?? []), row.id]);
        }
        const doubled = [...owners]
          .filter(([, ids]) => ids.length > 1)
          .map(([operation, ids]) => ({
            path: operation.path,
            status: operation.status,
            retried: operation.retried,
            ids,
          }));
        for (const operation of owners.keys()) committed.add(operation);
        return { orphans, doubled };
      };
      /** Operations a row in the database belongs to. */
      const committed = new Set<Operation>();
      expect(perOperation('book', await rowsOf('services'))).toEqual({ orphans: [], doubled: [] });
      expect(perOperation('buy', await rowsOf('purchases'))).toEqual({ orphans: [], doubled: [] });
      expect(perOperation('pay', await rowsOf('payments'))).toEqual({ orphans: [], doubled: [] });
      expect(await findUnbalancedJournalEntries(db)).toEqual([]);
      expect(await findCreditLedgerViolations(db)).toEqual([]);

      // ---- Live events: every listener has every event of its audience after the baseline, through
      // reconnects (those on the dead process: to the survivor, with the Last-Event-ID they had).
      const expectedIds = async (tags: string[]) => {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`select id::int as id from live_events
            where business_id = ${studio.businessId} and id > ${baseline} and type <> 'access.changed'
              and audience && array[${sql.join(
                tags.map((tag) => sql`${tag}`),
                sql`, `,
              )}]::text[]
            order by id`,
        );
        return rows.map((row) => row.id);
      };
      const expected = await Promise.all(watched.map(({ tags }) => expectedIds(tags)));
      const missing = () =>
        listeners.map((listener, i) => {
          const seen = listener.ids();
          return (expected[i] ?? []).filter((id) => !seen.has(id));
        });
      await until(
        () => missing().every((ids) => ids.length === 0),
        () => `every listener's events; missing ${JSON.stringify(missing().map((ids) => ids.slice(0, 10)))}`,
        30_000,
      );
      await Promise.all(listeners.map((listener) => listener.stop()));
      const expectedAfter = await Promise.all(watched.map(({ tags }) => expectedIds(tags)));
      for (const [i, listener] of listeners.entries()) {
        const known = new Set(expectedAfter[i]);
        // Nothing that is not theirs, and nothing invented.
        expect([...listener.ids()].filter((id) => !known.has(id))).toEqual([]);
      }
      // The staff's streams carry every booking's, class's and purchase's events: the drill gave them some.
      expect(expected[0]?.length).toBeGreaterThan(20);
      expect(onDeadAtKill.length).toBeGreaterThan(0);
      for (const listener of onDeadAtKill) {
        const onDead = listener.connections.filter((connection) => connection.url === deadUrl).at(-1);
        const resumed = listener.connections.find(
          (connection) =>
            connection.url === survivorUrl && connection.openedAt >= killedAt && connection.status === 200,
        );
        expect(resumed).toBeDefined();
        // It resumed from the last event it had received on the dead process (or the baseline).
        expect(resumed?.lastEventId).toBe(onDead?.client.events.at(-1)?.id ?? onDead?.lastEventId);
      }

      // ---- Emails: each one delivered once. An email the dead process had claimed stays "sending" until
      // its lease lapses (2 minutes); the drill moves that moment to now, and the survivor must deliver
      // them. The one way an email can go out twice is SMTP's own: the mail server took it, and the
      // sender died before it could record so (outbox/delivery.ts: the next try keeps the Message-ID,
      // so the receiving side can tell the copy). Any other second copy fails the drill.
      const outbox = () =>
        queryRows<{ id: string; status: string; claimed_at: number }>(
          db,
          sql`select id, status,
              (extract(epoch from next_attempt_at) * 1000 - ${EMAIL_LEASE_MS})::float8 as claimed_at
            from outbox_emails where business_id = ${studio.businessId}`,
        );
      const delivered = () => {
        const counts = new Map<string, number>();
        for (const mail of smtp.received) {
          const id =
            /^<?([0-9a-f-]{36})@/.exec(mail.parsed.messageId ?? '')?.[1] ?? mail.parsed.messageId ?? '';
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        return counts;
      };
      // Settled: nothing queued, and nothing being sent but what the dead process had claimed.
      await until(
        async () =>
          (await outbox()).every(
            (email) =>
              email.status === 'sent' || (email.status === 'sending' && email.claimed_at <= killedAt),
          ),
        'the survivor to deliver the queued emails',
        // A delivery run the dead process had begun holds the job until pg-boss fails it for its lapsed
        // heartbeat, which its monitor checks once a minute: up to about 70 s after the kill.
        120_000,
      );
      const orphaned = (await outbox()).filter((email) => email.status === 'sending');
      // Taken by the mail server, not yet marked sent when the process died.
      const cutOff = new Set(orphaned.filter((email) => delivered().has(email.id)).map((email) => email.id));
      if (orphaned.length > 0) {
        await db.execute(
          sql`update outbox_emails set next_attempt_at = now() where status = 'sending' and id in (${sql.join(
            orphaned.map((email) => sql`${email.id}::uuid`),
            sql`, `,
          )})`,
        );
        await until(
          async () => (await outbox()).every((email) => email.status === 'sent'),
          'the survivor to deliver the emails the dead process had claimed',
          60_000,
        );
      }
      const emails = await outbox();
      expect(emails.length).toBeGreaterThan(0);
      const counts = delivered();
      const known = new Set(emails.map((email) => email.id));
      expect([...counts.keys()].filter((id) => !known.has(id))).toEqual([]);
      expect(emails.filter((email) => counts.get(email.id) === undefined)).toEqual([]);
      const twice = [...counts].filter(([, n]) => n > 1);
      expect(twice.filter(([id, n]) => !cutOff.has(id) || n !== 2)).toEqual([]);
      // At most what one process sends at once (delivery.ts: 5 at a time).
      expect(cutOff.size).toBeLessThanOrEqual(5);

      // How long the outbox stood still after the kill (the survivor's first email sent).
      const [resumed] = await queryRows<{ at: number | null }>(
        db,
        sql`select (extract(epoch from min(sent_at)) * 1000)::float8 as at from outbox_emails
            where business_id = ${studio.businessId} and sent_at > ${new Date(killedAt)}`,
      );
      // Keys whose first request died with the process: a retry with the same key is refused (409) until
      // the key is pruned (24 hours), whether or not the work was done.
      const [stuck] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from idempotency_keys
            where business_id = ${studio.businessId} and status_code is null`,
      );
      const byKind = (kind: Kind) => {
        const all = operations.filter((operation) => operation.kind === kind);
        return `${all.filter((operation) => is2xx(operation.status)).length}/${all.length}`;
      };
      console.info(
        `[drill] ${loadSeconds.toFixed(0)} s of load, SIGKILL at ${((killedAt - loadStart) / 1000).toFixed(1)} s: ` +
          `${figures.requests} requests, ${figures.ok} 2xx (book ${byKind('book')}, join ${byKind('join')}, ` +
          `buy ${byKind('buy')}, pay ${byKind('pay')}, read ${byKind('read')}), ` +
          `${figures.failoverErrors} errors during failover, back to 0 errors ${figures.recoverySeconds.toFixed(1)} s after the kill, ` +
          `${figures.retried} operations retried on the survivor (${figures.replayed} answered from their Idempotency-Key, ` +
          `${figures.inDoubt} in doubt: key claimed by the dead process, ` +
          `${inDoubt.filter((operation) => committed.has(operation)).length} of them done; ` +
          `${stuck?.n ?? 0} keys left in progress), ` +
          `${onDeadAtKill.length} listeners moved, ` +
          `${emails.length} emails (${orphaned.length} left "sending" by the dead process and sent by the survivor, ` +
          `${cutOff.size} of which the mail server had already taken: sent twice, same Message-ID; ` +
          `first email sent ${(((resumed?.at ?? killedAt) - killedAt) / 1000).toFixed(1)} s after the kill); ` +
          `checks took ${((Date.now() - loadEnd) / 1000).toFixed(1)} s`,
      );
    });
  },
);
