CREATE TABLE "dashboard_member_visits" (
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"days" bit varying NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_member_visits_pk" PRIMARY KEY("business_id","customer_id")
);

--> statement-breakpoint
-- Hand-written (decision 0030, "Active and at-risk members"). Bit i of `days` is the studio day
-- first_day + i (0 is the leftmost bit), set when the customer had a completed session starting that
-- day in the studio's time zone. Completing a session sets one bit; a completed session that goes or
-- changes (rare: Completed is final) recomputes that customer's row from their sessions.

-- Recomputes the rows of one studio, or of one of its customers, from the completed sessions.
CREATE FUNCTION "dashboard_member_visits_rebuild"(target uuid, target_customer uuid DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_member_visits
  WHERE business_id = target AND (target_customer IS NULL OR customer_id = target_customer);
  INSERT INTO dashboard_member_visits (business_id, customer_id, first_day, days, last_visit_at)
  WITH visits AS (
    SELECT s.customer_id, (s.starts_at AT TIME ZONE b.time_zone)::date AS day, max(s.starts_at) AS at
    FROM services s JOIN businesses b ON b.id = s.business_id
    WHERE s.business_id = target AND s.status = 'Completed'
      AND (target_customer IS NULL OR s.customer_id = target_customer)
    GROUP BY 1, 2
  ), spans AS (
    SELECT customer_id, min(day) AS first_day, max(day) AS last_day, max(at) AS last_at
    FROM visits GROUP BY 1
  )
  SELECT target, sp.customer_id, sp.first_day,
    string_agg(CASE WHEN v.day IS NULL THEN '0' ELSE '1' END, '' ORDER BY g.day)::varbit, sp.last_at
  FROM spans sp
  CROSS JOIN LATERAL (SELECT d::date AS day FROM generate_series(sp.first_day, sp.last_day, interval '1 day') d) g
  LEFT JOIN visits v ON v.customer_id = sp.customer_id AND v.day = g.day
  GROUP BY sp.customer_id, sp.first_day, sp.last_at;
END;
$$;
--> statement-breakpoint
-- A session became Completed: set its day's bit, widening the string at either end when needed.
CREATE FUNCTION "dashboard_member_visit_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visit date;
BEGIN
  SELECT (NEW.starts_at AT TIME ZONE b.time_zone)::date INTO visit FROM businesses b WHERE b.id = NEW.business_id;
  INSERT INTO dashboard_member_visits AS v (business_id, customer_id, first_day, days, last_visit_at)
  VALUES (NEW.business_id, NEW.customer_id, visit, B'1', NEW.starts_at)
  ON CONFLICT (business_id, customer_id) DO UPDATE SET
    first_day = least(v.first_day, visit),
    days = set_bit(
      CASE WHEN visit < v.first_day THEN repeat('0', v.first_day - visit)::varbit || v.days ELSE v.days END
        || CASE WHEN visit - v.first_day >= length(v.days)
             THEN repeat('0', visit - v.first_day - length(v.days) + 1)::varbit ELSE B''::varbit END,
      visit - least(v.first_day, visit), 1),
    last_visit_at = greatest(v.last_visit_at, NEW.starts_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A completed session changed or went: recompute its customer (and the new one's, if it moved).
CREATE FUNCTION "dashboard_member_visit_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_member_visits_rebuild(OLD.business_id, OLD.customer_id);
  IF TG_OP = 'UPDATE' AND NEW.status = 'Completed'
    AND (NEW.business_id, NEW.customer_id) IS DISTINCT FROM (OLD.business_id, OLD.customer_id) THEN
    PERFORM dashboard_member_visits_rebuild(NEW.business_id, NEW.customer_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Row triggers with a WHEN: a booking (never Completed) does not run them at all.
CREATE TRIGGER "dashboard_member_visit_insert" AFTER INSERT ON "services"
  FOR EACH ROW WHEN (NEW.status = 'Completed') EXECUTE FUNCTION "dashboard_member_visit_add"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_member_visit_complete" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (NEW.status = 'Completed' AND OLD.status <> 'Completed')
  EXECUTE FUNCTION "dashboard_member_visit_add"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_member_visit_change" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD.status = 'Completed' AND (NEW.status <> 'Completed' OR NEW.starts_at <> OLD.starts_at
    OR NEW.customer_id <> OLD.customer_id OR NEW.business_id <> OLD.business_id))
  EXECUTE FUNCTION "dashboard_member_visit_refresh"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_member_visit_delete" AFTER DELETE ON "services"
  FOR EACH ROW WHEN (OLD.status = 'Completed') EXECUTE FUNCTION "dashboard_member_visit_refresh"();
--> statement-breakpoint
CREATE FUNCTION "dashboard_member_visits_rebuild_studio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_member_visits_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_member_visits_rebuild_studio" AFTER UPDATE OF time_zone ON "businesses"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "dashboard_member_visits_rebuild_studio"();
--> statement-breakpoint
SELECT dashboard_member_visits_rebuild(id) FROM businesses;
