-- Function service_outside_group_classes: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: services_within_group_classes

CREATE OR REPLACE FUNCTION "service_outside_group_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'Canceled' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW."expert_id" = OLD."expert_id" AND NEW."expert_busy_from" = OLD."expert_busy_from"
     AND NEW."expert_busy_until" = OLD."expert_busy_until" AND OLD."status" <> 'Canceled' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('service-expert:' || NEW."expert_id"::text, 0));
  IF EXISTS (SELECT 1 FROM "group_occurrences" o
    WHERE o."business_id" = NEW."business_id" AND o."expert_id" = NEW."expert_id" AND o."status" <> 'canceled'
      AND tstzrange(o."starts_at", o."ends_at", '[)') && tstzrange(NEW."expert_busy_from", NEW."expert_busy_until", '[)'))
  THEN
    RAISE EXCEPTION 'the expert teaches a class at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'services_expert_no_overlap';
  END IF;
  RETURN NEW;
END $$;
