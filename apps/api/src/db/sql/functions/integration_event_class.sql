-- Function integration_event_class: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/group_seats.sql: group_seats_integration_event_insert, group_seats_integration_event_update

-- Hand-written (decision 0063): a class seat taken (class.joined), given up or ended (class.left, from a
-- seat or the waitlist), or a waitlisted member moved into the class (waitlist.promoted), for webhooks,
-- in the transaction of the change. Joining the waitlist itself is not an event of its own.
CREATE OR REPLACE FUNCTION "integration_event_class"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := CASE WHEN NEW."status" = 'booked' THEN 'class.joined' END;
  ELSIF OLD."status" = 'waitlisted' AND NEW."status" = 'booked' THEN
    event_type := 'waitlist.promoted';
  ELSIF OLD."status" IN ('booked', 'waitlisted') AND NEW."status" IN ('left', 'late_left', 'dropped', 'canceled') THEN
    event_type := 'class.left';
  END IF;
  IF event_type IS NULL OR NOT "integration_wanted"(NEW."business_id", event_type) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['integrations'], event_type, jsonb_build_object(
    'seatId', NEW."id",
    'status', NEW."status",
    'previousStatus', CASE WHEN TG_OP = 'UPDATE' THEN OLD."status" END,
    'seats', NEW."seats",
    'class', jsonb_build_object('id', g."id", 'name', g."name"),
    'occurrence', CASE WHEN o."id" IS NULL THEN NULL ELSE jsonb_build_object(
      'id', o."id",
      'startsAt', to_char(o."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'startsAtLocal', to_char(o."starts_at" AT TIME ZONE b."time_zone", 'YYYY-MM-DD"T"HH24:MI:SS'),
      'timeZone', b."time_zone") END,
    'customer', "integration_customer"(NEW."business_id", NEW."customer_id"))
  FROM "groups" g
  JOIN "businesses" b ON b."id" = g."business_id"
  LEFT JOIN "group_occurrences" o ON o."business_id" = NEW."business_id" AND o."id" = NEW."occurrence_id"
  WHERE g."business_id" = NEW."business_id" AND g."id" = NEW."group_id";
  RETURN NULL;
END;
$$;
