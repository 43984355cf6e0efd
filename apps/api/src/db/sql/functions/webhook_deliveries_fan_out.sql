-- Function webhook_deliveries_fan_out: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/live_events.sql: live_events_webhooks

-- Hand-written (decision 0063): each event for other tools becomes one delivery per endpoint of its
-- studio that wants its type, in the same transaction as the event (so none is lost or invented), with
-- the Standard Webhooks body (type, timestamp, data) kept on the delivery: the live event is pruned
-- after a day, retries run for about three days. The first attempt is due at once.
CREATE OR REPLACE FUNCTION "webhook_deliveries_fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_deliveries" ("business_id", "endpoint_id", "event_id", "event_type", "payload", "next_attempt_at")
  SELECT e."business_id", w."id", e."id", e."type",
    jsonb_build_object('type', e."type",
      'timestamp', to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', e."payload"),
    e."created_at"
  FROM new_rows e
  JOIN "webhook_endpoints" w
    ON w."business_id" = e."business_id" AND w."disabled_at" IS NULL AND e."type" = ANY (w."event_types")
  WHERE 'integrations' = ANY (e."audience");
  RETURN NULL;
END;
$$;
