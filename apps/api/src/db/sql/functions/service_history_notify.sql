-- Function service_history_notify: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/service_history.sql: service_history_notify

-- Hand-written (decision 0018): every step of a session's life written to service_history tells the
-- session's customer and expert in the bell, in the same transaction as the step, whatever code writes
-- it (the booking engine, the seed, a future import). The one who acted is not told of their own
-- step. No text is stored: `kind` and `data` are rendered by the browser in the reader's language.
-- One INSERT ... SELECT per history row (the booking hot path runs it); the WHEN clause skips the
-- statuses nobody is told about (Tracking, Arrived) without entering the function. dedupe_key makes a
-- repeat impossible (notifications_dedupe is unique per membership).
CREATE OR REPLACE FUNCTION "service_history_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("business_id", "membership_id", "kind", "data", "link", "dedupe_key", "created_at")
  SELECT s."business_id", m."id", 'service.' || lower(NEW."to_status"),
    jsonb_strip_nulls(jsonb_build_object(
      'serviceId', s."id",
      'offeringName', s."offering_name",
      'startsAt', to_char(NEW."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'previousStartsAt', to_char(NEW."previous_starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'actorName', a."full_name",
      'reason', NEW."reason"
    )),
    CASE WHEN m."id" = s."customer_id" THEN '/members/services/details/' ELSE '/admin/services/details/' END
      || s."id",
    'service:' || NEW."id",
    NEW."created_at"
  FROM "services" s
  JOIN "memberships" m ON m."business_id" = s."business_id" AND m."id" IN (s."customer_id", s."expert_id")
  LEFT JOIN "users" a ON a."id" = NEW."actor_user_id"
  WHERE s."business_id" = NEW."business_id" AND s."id" = NEW."service_id"
    AND m."user_id" IS DISTINCT FROM NEW."actor_user_id"
  ON CONFLICT ON CONSTRAINT "notifications_dedupe" DO NOTHING;
  RETURN NULL;
END;
$$;
