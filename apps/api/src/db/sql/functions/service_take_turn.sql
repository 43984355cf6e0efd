-- Function service_take_turn: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: services_take_turn

-- Hand-written (docs/security.md "Concurrent bookings"): bookings for one expert, and for one
-- customer, take their turn before their row reaches the exclusion constraints. Two inserts that
-- overlap otherwise each add their index entry and then wait for the other's: PostgreSQL reports a
-- deadlock after deadlock_timeout (1 s), and under a storm of "any available" bookings that cost up
-- to minutes and 500s. With the turn taken first, the second waits for the first to commit and then
-- gets the plain overlap refusal at once. Expert before customer, always, so two turns never cross.
CREATE OR REPLACE FUNCTION "service_take_turn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."expert_id" IS DISTINCT FROM OLD."expert_id"
     OR NEW."expert_busy_from" IS DISTINCT FROM OLD."expert_busy_from"
     OR NEW."expert_busy_until" IS DISTINCT FROM OLD."expert_busy_until"
     OR NEW."starts_at" IS DISTINCT FROM OLD."starts_at" OR NEW."ends_at" IS DISTINCT FROM OLD."ends_at"
     OR (NEW."status" <> 'Canceled' AND OLD."status" = 'Canceled') THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('service-expert:' || NEW."expert_id"::text, 0));
    PERFORM pg_advisory_xact_lock(hashtextextended('service-customer:' || NEW."customer_id"::text, 0));
  END IF;
  RETURN NEW;
END $$;
