-- Function integration_event_member: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/memberships.sql: memberships_integration_event_insert, memberships_integration_event_update

-- Hand-written (decision 0063): a customer joined the studio (member.created: signed up, added by
-- staff or imported) or finished onboarding (member.onboarded), for webhooks, in the transaction of the
-- change. Once per statement: an import adds thousands at once.
CREATE OR REPLACE FUNCTION "integration_event_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'member.created',
      jsonb_build_object('onboarded', n."onboarded_at" IS NOT NULL,
        'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'customer', "integration_customer"(n."business_id", n."id"))
    FROM new_rows n
    WHERE n."role" = 'customer' AND EXISTS (SELECT 1 FROM "webhook_endpoints" w
      WHERE w."business_id" = n."business_id" AND w."disabled_at" IS NULL AND 'member.created' = ANY (w."event_types"));
  ELSE
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'member.onboarded',
      jsonb_build_object('onboarded', true,
        'createdAt', to_char(n."onboarded_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'customer', "integration_customer"(n."business_id", n."id"))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."role" = 'customer' AND o."onboarded_at" IS NULL AND n."onboarded_at" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
        AND w."disabled_at" IS NULL AND 'member.onboarded' = ANY (w."event_types"));
  END IF;
  RETURN NULL;
END;
$$;
