-- Function group_occurrence_expert_free: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/group_occurrences.sql: group_occurrences_expert_free

-- ...and is never in a class and a private session at once. One exclusion constraint cannot span two
-- tables, so each side takes the expert's turn (the same advisory lock as "service_take_turn",
-- migration 0012) and then looks at the other table: whichever commits second waits for the first
-- and sees its row (a PL/pgSQL statement takes a fresh snapshot in READ COMMITTED). The refusal is the
-- exclusion violation (23P01) the booking engine already reads as "the expert is taken".
CREATE OR REPLACE FUNCTION "group_occurrence_expert_free"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'canceled' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW."expert_id" = OLD."expert_id" AND NEW."starts_at" = OLD."starts_at"
     AND NEW."ends_at" = OLD."ends_at" AND OLD."status" = NEW."status" THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('service-expert:' || NEW."expert_id"::text, 0));
  IF EXISTS (SELECT 1 FROM "services" s
    WHERE s."business_id" = NEW."business_id" AND s."expert_id" = NEW."expert_id" AND s."status" <> 'Canceled'
      AND tstzrange(s."expert_busy_from", s."expert_busy_until", '[)') && tstzrange(NEW."starts_at", NEW."ends_at", '[)'))
  THEN
    RAISE EXCEPTION 'the expert has a private session at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'group_occurrences_expert_no_overlap';
  END IF;
  RETURN NEW;
END $$;
