import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

// What must always be true of the credit ledger, as queries over the whole database. The tests run it
// after every step of random sequences and the ledger benchmark after its load; an empty list is a
// consistent ledger. Each query names the first few offending rows.

const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'a balance is below zero',
    query: sql`select business_id, customer_id, kind from credit_balances where available < 0 or held < 0`,
  },
  {
    name: 'a balance differs from the sum of its entries',
    query: sql`
      select b.business_id, b.customer_id, b.kind from credit_balances b
      left join (
        select business_id, customer_id, kind, sum(available_delta) as available, sum(held_delta) as held
        from credit_entries group by business_id, customer_id, kind
      ) e using (business_id, customer_id, kind)
      where b.available <> coalesce(e.available, 0) or b.held <> coalesce(e.held, 0)`,
  },
  {
    name: "a balance's last entry does not show it",
    query: sql`
      select b.business_id, b.customer_id, b.kind from credit_balances b
      join lateral (
        select available_after, held_after from credit_entries e
        where e.business_id = b.business_id and e.customer_id = b.customer_id and e.kind = b.kind
        order by seq desc limit 1
      ) last on true
      where last.available_after <> b.available or last.held_after <> b.held`,
  },
  {
    name: "available credits differ from the lots' remaining",
    query: sql`
      select b.business_id, b.customer_id, b.kind from credit_balances b
      left join (
        select business_id, customer_id, kind, sum(remaining) as remaining
        from credit_lots group by business_id, customer_id, kind
      ) l using (business_id, customer_id, kind)
      where b.available <> coalesce(l.remaining, 0)`,
  },
  {
    name: 'held credits differ from the live holds',
    query: sql`
      select b.business_id, b.customer_id, b.kind from credit_balances b
      left join (
        select business_id, customer_id, kind, sum(quantity) as quantity
        from credit_holds where status = 'held' group by business_id, customer_id, kind
      ) h using (business_id, customer_id, kind)
      where b.held <> coalesce(h.quantity, 0)`,
  },
  {
    name: "a hold's lots do not add up to the hold",
    query: sql`
      select h.id from credit_holds h
      left join credit_hold_allocations a on a.hold_id = h.id
      group by h.id, h.quantity having coalesce(sum(a.quantity), 0) <> h.quantity`,
  },
  {
    // Decision 0019: a paid lot's credits are counted as used when spent or expired, never otherwise
    // (a day's lapsed allowance is an expiry entry: decision 0057).
    name: "a paid lot's used credits differ from its spent and expired credits",
    query: sql`
      select l.id from credit_lots l
      where l.value_cents is not null and l.recognized_credits <> coalesce((
          select sum(a.quantity) from credit_hold_allocations a join credit_holds h on h.id = a.hold_id
          where a.lot_id = l.id and h.status = 'spent'), 0) + coalesce((
          select sum(-e.available_delta) from credit_entries e where e.lot_id = l.id and e.entry_type = 'expiry'), 0)`,
  },
  {
    // Decisions 0019 and 0026: used and refunded credits share one count, and floor(value * gone /
    // granted) of a lot has left deferred revenue; what refunds took of it is `refunded_cents`, the
    // rest went to revenue.
    name: "revenue earned from credits differs from the paid lots' used share",
    query: sql`
      select b.id from businesses b
      where coalesce((
          select -sum(jl.amount_cents) from journal_lines jl join journal_entries je on je.id = jl.entry_id
          where je.business_id = b.id and jl.account = 'revenue'
            and je.source_type in ('credit_spend', 'credit_expiry', 'credit_lapse')), 0)
        <> coalesce((
          select sum(value_cents * (recognized_credits + refunded_credits) / granted - refunded_cents)
          from credit_lots where business_id = b.id and value_cents is not null), 0)`,
  },
  {
    // Decision 0057: only a lot with a daily allowance lapses, for days of its span, and never more
    // than the allowance of the days up to the last one it lapsed for.
    name: "a lot lapsed outside its allowance's days or beyond their allowance",
    query: sql`
      select l.id from credit_lots l
      join credit_entries e on e.lot_id = l.id and e.lapsed_on is not null
      group by l.id, l.daily_allowance, l.allowance_starts_on, l.granted
      having l.daily_allowance is null
        or min(e.lapsed_on) < l.allowance_starts_on
        or max(e.lapsed_on) >= l.allowance_starts_on + l.granted / l.daily_allowance
        or sum(-e.available_delta) > l.daily_allowance * (max(e.lapsed_on) - l.allowance_starts_on + 1)`,
  },
  {
    // Each lapse's revenue is one journal entry named by the lapse, and a lapse of no value posts none.
    name: 'a lapse revenue entry names no lapse of a paid lot',
    query: sql`
      select je.id from journal_entries je
      where je.source_type = 'credit_lapse' and not exists (
        select 1 from credit_entries e join credit_lots l on l.id = e.lot_id
        where e.id::text = je.source_id and e.lapsed_on is not null and l.value_cents is not null
          and e.business_id = je.business_id)`,
  },
  {
    // Decisions 0026 and 0046: credits are taken back only by a `refund` entry, or a `cancel` entry of
    // an unpaid pay-at-studio purchase, naming the lot.
    name: "a lot's taken-back credits differ from its refund and cancel entries",
    query: sql`
      select l.id from credit_lots l
      where l.refunded_credits <> coalesce((
          select sum(-e.available_delta) from credit_entries e
          where e.lot_id = l.id and e.entry_type in ('refund', 'cancel')), 0)`,
  },
  {
    // The taken-back credits' share of their lots' value left deferred revenue against refunds.
    name: "deferred revenue released by refunds and cancels differs from the taken-back lots' share",
    query: sql`
      select b.id from businesses b
      where coalesce((
          select sum(jl.amount_cents) from journal_lines jl join journal_entries je on je.id = jl.entry_id
          where je.business_id = b.id and jl.account = 'deferred_revenue'
            and je.source_type in ('credit_refund', 'credit_cancel')), 0)
        <> coalesce((select sum(refunded_cents) from credit_lots where business_id = b.id), 0)`,
  },
  {
    // A refund takes back at most the share of each lot its payment's refunded total covers.
    name: 'refunds took back more credits than the refunded share covers',
    query: sql`
      select l.id from credit_lots l
      join purchases pu on pu.business_id = l.business_id and pu.id::text = l.source_id
      join payments pa on pa.business_id = pu.business_id and pa.purchase_id = pu.id
      where l.source_type = 'purchase'
        and l.refunded_credits - coalesce((
            select sum(-e.available_delta) from credit_entries e
            where e.lot_id = l.id and e.entry_type = 'cancel'), 0)
          > l.granted::bigint * pa.refunded_cents / pa.amount_cents`,
  },
  {
    // Decision 0046: accounts receivable is exactly what purchases owe, studio by studio.
    name: 'accounts receivable differs from what purchases owe',
    query: sql`
      select b.id from businesses b
      where coalesce((
          select sum(jl.amount_cents) from journal_lines jl join journal_entries je on je.id = jl.entry_id
          where je.business_id = b.id and jl.account = 'accounts_receivable'), 0)
        <> coalesce((select sum(owed_cents) from purchases where business_id = b.id), 0)`,
  },
  {
    // Decision 0046: only a purchase whose credits came before payment is cancelled with credits taken
    // back, and it owes no more than its lots' share that was not taken back.
    name: 'a purchase owes more than its credits not taken back are worth',
    query: sql`
      select pu.id from purchases pu
      where pu.owed_cents > 0 and pu.owed_cents > coalesce((
          select sum(l.value_cents - l.refunded_cents) from credit_lots l
          where l.business_id = pu.business_id and l.source_type = 'purchase' and l.source_id = pu.id::text), 0)`,
  },
  {
    name: 'an expired lot still has credits',
    query: sql`select id from credit_lots where expired_at is not null and remaining <> 0`,
  },
];

/** Every broken rule of the credit ledger, as `rule: first offending rows`; empty when consistent. */
export async function findCreditLedgerViolations(db: Database): Promise<string[]> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows<Record<string, unknown>>(db, sql`${check.query} limit 5`);
    if (rows.length > 0) violations.push(`${check.name}: ${JSON.stringify(rows)}`);
  }
  return violations;
}
