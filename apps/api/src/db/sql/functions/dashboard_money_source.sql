-- Function dashboard_money_source: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- What one row of each source adds to a money day: business, instant, then revenue, deferred revenue,
-- paid, refunded, credits sold, credits used. %1$s is the rows (the inserted rows or the table).
CREATE OR REPLACE FUNCTION "dashboard_money_source"(source_table text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE source_table
    WHEN 'journal_lines' THEN 'select r.business_id, e.created_at as at,
        case when r.account = ''revenue'' then -r.amount_cents else 0 end as revenue,
        case when r.account = ''deferred_revenue'' then -r.amount_cents else 0 end as deferred,
        0 as paid, 0 as refunded, 0 as sold, 0 as used
      from %1$s r join journal_entries e on e.id = r.entry_id
      where r.account in (''revenue'', ''deferred_revenue'')'
    WHEN 'payments' THEN 'select r.business_id, r.created_at, 0, 0, r.amount_cents, 0, 0, 0 from %1$s r'
    WHEN 'refunds' THEN 'select r.business_id, r.created_at, 0, 0, 0, r.amount_cents, 0, 0 from %1$s r'
    WHEN 'credit_lots' THEN 'select r.business_id, r.created_at, 0, 0, 0, 0, r.granted, 0 from %1$s r
      where r.source_type = ''purchase'''
    WHEN 'credit_entries' THEN 'select r.business_id, r.created_at, 0, 0, 0, 0, 0, -r.held_delta from %1$s r
      where r.entry_type = ''spend'''
  END
$$;
