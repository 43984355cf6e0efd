CREATE TABLE "dashboard_money_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"deferred_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"credits_sold" bigint DEFAULT 0 NOT NULL,
	"credits_used" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_money_days_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_session_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"expert_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"late" boolean NOT NULL,
	"sessions" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "dashboard_session_days_pk" PRIMARY KEY("business_id","day","expert_id","offering_id","service_type","status","late")
);
--> statement-breakpoint
-- Hand-written (decision 0030, "Pre-aggregated per studio day"). The dashboards read these two tables
-- instead of scanning a period's sessions, journal lines and payments. Statement triggers (one
-- aggregate upsert per statement, so a bulk insert costs one pass) add what a statement inserted and
-- take back what it deleted or replaced; a row's studio day is its instant in the studio's time zone,
-- so a session at 11:30 PM studio time counts on its studio day. Changing the time zone or the
-- free-cancel window rebuilds the studio's rows. Upserts go in key order so two writers lock rows in
-- the same order.
CREATE FUNCTION "dashboard_session_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'select r.*, 1 as sign from new_rows r'
    WHEN 'DELETE' THEN 'select r.*, -1 as sign from old_rows r'
    ELSE 'select r.*, 1 as sign from new_rows r union all select r.*, -1 from old_rows r' END;
BEGIN
  EXECUTE format($q$
    insert into dashboard_session_days as d (business_id, day, expert_id, offering_id, service_type, status,
      late, sessions, minutes)
    select r.business_id, (r.starts_at at time zone b.time_zone)::date, r.expert_id, r.offering_id,
      r.service_type, r.status,
      coalesce(r.status = 'Canceled' and r.canceled_at > r.starts_at - make_interval(hours => b.free_cancel_hours), false),
      sum(r.sign)::int, sum(r.sign * r.duration_minutes)::int
    from (%s) r join businesses b on b.id = r.business_id
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(r.sign) <> 0 or sum(r.sign * r.duration_minutes) <> 0
    order by 1, 2, 3, 4, 5, 6, 7
    on conflict (business_id, day, expert_id, offering_id, service_type, status, late) do update
      set sessions = d.sessions + excluded.sessions, minutes = d.minutes + excluded.minutes$q$, source);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_update" AFTER UPDATE ON "services"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_session_days_delete" AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_session_days_apply"();
--> statement-breakpoint
-- What one row of each source adds to a money day: business, instant, then revenue, deferred revenue,
-- paid, refunded, credits sold, credits used. %1$s is the rows (the inserted rows or the table).
CREATE FUNCTION "dashboard_money_source"(source_table text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
--> statement-breakpoint
-- The statement that adds `source`'s rows (dashboard_money_source's columns) to their days. It is
-- run by the caller: a trigger's transition tables are visible only to its own function's statements.
CREATE FUNCTION "dashboard_money_upsert"(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
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
--> statement-breakpoint
-- Every source of money days is append-only (0002, 0004: journal, credit entries, payments, refunds;
-- a lot's grant, source and date never change), so what an insert adds is all there is to add.
CREATE FUNCTION "dashboard_money_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE dashboard_money_upsert(format(dashboard_money_source(TG_TABLE_NAME), 'new_rows'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "credit_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "credit_lots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_money_days_insert" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_money_days_apply"();
--> statement-breakpoint
-- Recomputes one studio's days from the source rows (the time zone moves days, the free-cancel window
-- moves late cancels); also the back-fill below.
CREATE FUNCTION "dashboard_rebuild"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_session_days WHERE business_id = target;
  DELETE FROM dashboard_money_days WHERE business_id = target;
  INSERT INTO dashboard_session_days (business_id, day, expert_id, offering_id, service_type, status, late,
    sessions, minutes)
  SELECT r.business_id, (r.starts_at AT TIME ZONE b.time_zone)::date, r.expert_id, r.offering_id,
    r.service_type, r.status,
    coalesce(r.status = 'Canceled' AND r.canceled_at > r.starts_at - make_interval(hours => b.free_cancel_hours), false),
    count(*)::int, sum(r.duration_minutes)::int
  FROM services r JOIN businesses b ON b.id = r.business_id
  WHERE r.business_id = target
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  EXECUTE dashboard_money_upsert((SELECT string_agg(
    format('select * from (%s) s where s.business_id = %L', format(dashboard_money_source(t), t), target),
    ' union all ')
  FROM unnest(ARRAY['journal_lines', 'payments', 'refunds', 'credit_lots', 'credit_entries']) AS t));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_rebuild_studio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_rebuild_studio" AFTER UPDATE OF time_zone, free_cancel_hours ON "businesses"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.free_cancel_hours IS DISTINCT FROM NEW.free_cancel_hours)
  EXECUTE FUNCTION "dashboard_rebuild_studio"();
--> statement-breakpoint
SELECT dashboard_rebuild(id) FROM businesses;
--> statement-breakpoint
-- For the live figures: an expert's distinct clients (a loose index scan) and their last/next session,
-- the latest reviews and their average, active members (probes per customer).
CREATE INDEX "services_expert_customer_idx" ON "services" USING btree ("business_id","expert_id","customer_id","starts_at");
--> statement-breakpoint
CREATE INDEX "services_expert_reviewed_idx" ON "services" USING btree ("business_id","expert_id","reviewed_at") INCLUDE ("review_stars") WHERE "review_stars" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "services_customer_completed_idx" ON "services" USING btree ("business_id","customer_id","starts_at") WHERE "status" = 'Completed';
--> statement-breakpoint
-- A customer belongs to one business: without this the planner multiplies the two selectivities,
-- expects one session per customer, and probes through the customer exclusion index (GiST), reading
-- every session of each customer (active members: 168 ms instead of 9 ms on the bench's large studio).
CREATE STATISTICS "services_customer_business" (dependencies, ndistinct) ON "business_id", "customer_id" FROM "services";
