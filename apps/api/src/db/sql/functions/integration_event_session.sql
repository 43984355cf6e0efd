-- Function integration_event_session: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/services.sql: services_integration_event_insert, services_integration_event_update

-- Hand-written (decision 0063): what other tools hear about a session (webhooks), written in the
-- transaction of the change, whatever code made it: requested or confirmed when booked, then
-- confirmed, rescheduled (its status, or its start moved), canceled, completed. Only while the studio
-- has an endpoint that wants the type, so a studio without webhooks writes nothing. The payload carries
-- what a tool needs to act without another call (the time in UTC and in the studio's zone, the
-- customer's contact for a text message, the offering), never health answers or bank numbers.
CREATE OR REPLACE FUNCTION "integration_event_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := CASE NEW."status" WHEN 'Confirmed' THEN 'session.confirmed' ELSE 'session.requested' END;
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    event_type := CASE NEW."status"
      WHEN 'Confirmed' THEN 'session.confirmed'
      WHEN 'Rescheduled' THEN 'session.rescheduled'
      WHEN 'Canceled' THEN 'session.canceled'
      WHEN 'Completed' THEN 'session.completed'
      ELSE NULL END;
  ELSIF NEW."starts_at" IS DISTINCT FROM OLD."starts_at" THEN
    event_type := 'session.rescheduled';
  END IF;
  IF event_type IS NULL OR NOT "integration_wanted"(NEW."business_id", event_type) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['integrations'], event_type, jsonb_build_object(
    'id', NEW."id",
    'status', NEW."status",
    'startsAt', to_char(NEW."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'endsAt', to_char(NEW."ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'timeZone', b."time_zone",
    'startsAtLocal', to_char(NEW."starts_at" AT TIME ZONE b."time_zone", 'YYYY-MM-DD"T"HH24:MI:SS'),
    'previousStartsAt', CASE WHEN TG_OP = 'UPDATE' AND NEW."starts_at" IS DISTINCT FROM OLD."starts_at"
      THEN to_char(OLD."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END,
    'durationMinutes', NEW."duration_minutes",
    'place', NEW."place",
    'locationId', NEW."location_id",
    'address', NEW."address",
    'offering', jsonb_build_object('id', NEW."offering_id", 'name', NEW."offering_name",
      'category', NEW."category", 'serviceType', NEW."service_type"),
    'customer', "integration_customer"(NEW."business_id", NEW."customer_id"),
    'expert', jsonb_build_object('id', NEW."expert_id", 'name', eu."full_name"),
    'cancelReason', NEW."cancel_reason")
  FROM "businesses" b
  JOIN "memberships" em ON em."business_id" = NEW."business_id" AND em."id" = NEW."expert_id"
  JOIN "users" eu ON eu."id" = em."user_id"
  WHERE b."id" = NEW."business_id";
  RETURN NULL;
END;
$$;
