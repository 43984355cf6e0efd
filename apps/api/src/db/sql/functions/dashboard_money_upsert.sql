-- Function dashboard_money_upsert: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- The statement that adds `source`'s rows (dashboard_money_source's columns) to their days. It is
-- run by the caller: a trigger's transition tables are visible only to its own function's statements.
CREATE OR REPLACE FUNCTION "dashboard_money_upsert"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    insert into dashboard_money_days as d (business_id, day, revenue_cents, deferred_cents, paid_cents,
      refunded_cents, credits_sold, credits_used)
    select x.business_id, (x.at at time zone b.time_zone)::date, sum(x.revenue), sum(x.deferred), sum(x.paid),
      sum(x.refunded), sum(x.sold), sum(x.used)
    from (%s) as x(business_id, at, revenue, deferred, paid, refunded, sold, used)
    join businesses b on b.id = x.business_id
    group by 1, 2
    having sum(abs(x.revenue)) + sum(abs(x.deferred)) + sum(abs(x.paid)) + sum(abs(x.refunded))
      + sum(abs(x.sold)) + sum(abs(x.used)) <> 0
    order by 1, 2
    on conflict (business_id, day) do update set
      revenue_cents = d.revenue_cents + excluded.revenue_cents,
      deferred_cents = d.deferred_cents + excluded.deferred_cents,
      paid_cents = d.paid_cents + excluded.paid_cents,
      refunded_cents = d.refunded_cents + excluded.refunded_cents,
      credits_sold = d.credits_sold + excluded.credits_sold,
      credits_used = d.credits_used + excluded.credits_used$q$, source)
$f$;
