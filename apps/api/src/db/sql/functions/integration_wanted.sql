-- Function integration_wanted: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the functions integration_event_session, integration_event_class.

-- Hand-written (decision 0063): whether a studio has a live webhook endpoint that wants this event
-- type. The integration events are written only then, so a studio without webhooks writes nothing.
CREATE OR REPLACE FUNCTION "integration_wanted"(business uuid, event_type text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "webhook_endpoints" w
    WHERE w."business_id" = business AND w."disabled_at" IS NULL AND event_type = ANY (w."event_types")
  );
$$;
