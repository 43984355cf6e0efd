-- Hand-written from src/db/sql (npm run db:function -w @bmp/api -- integration_event_member integration_event_membership integration_event_contract memberships_integration_event_insert memberships_integration_event_update subscription_history_integration_event contract_events_integration_event).
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
--> statement-breakpoint
-- Hand-written (decision 0063): what happened to a membership (a subscription), for webhooks, from its
-- history, in the transaction of the change: membership.created, .started, .renewed (a period's
-- invoice opened), .payment_failed, .past_due, .frozen, .unfrozen, .plan_changed, .cancel_requested,
-- .canceled. Once per statement: the billing run writes hundreds of histories at once.
CREATE OR REPLACE FUNCTION "integration_event_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT e."business_id", ARRAY['integrations'], e."type", jsonb_build_object(
    'id', s."id", 'status', s."status", 'plan', s."terms"->>'name', 'paymentMethod', s."payment_method",
    'action', e."action", 'detail', e."detail",
    'createdAt', to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'customer', "integration_customer"(s."business_id", s."customer_id"))
  FROM (
    SELECT n.*, CASE n."action"
      WHEN 'created' THEN 'membership.created'
      WHEN 'started' THEN 'membership.started'
      WHEN 'invoice.opened' THEN 'membership.renewed'
      WHEN 'payment.declined' THEN 'membership.payment_failed'
      WHEN 'past_due' THEN 'membership.past_due'
      WHEN 'freeze.started' THEN 'membership.frozen'
      WHEN 'freeze.ended' THEN 'membership.unfrozen'
      WHEN 'plan.changed' THEN 'membership.plan_changed'
      WHEN 'cancel.requested' THEN 'membership.cancel_requested'
      WHEN 'canceled' THEN 'membership.canceled'
    END AS "type"
    FROM new_rows n
  ) e
  JOIN "subscriptions" s ON s."business_id" = e."business_id" AND s."id" = e."subscription_id"
  WHERE e."type" IS NOT NULL AND EXISTS (SELECT 1 FROM "webhook_endpoints" w
    WHERE w."business_id" = e."business_id" AND w."disabled_at" IS NULL AND e."type" = ANY (w."event_types"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): a contract or waiver signed (contract.signed), for webhooks, in the
-- transaction of the signature: who signed what, when, and the signed document's SHA-256.
CREATE OR REPLACE FUNCTION "integration_event_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT n."business_id", ARRAY['integrations'], 'contract.signed', jsonb_build_object(
    'id', c."id", 'kind', c."kind", 'title', c."title", 'language', c."language",
    'signedAt', to_char(n."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'signedBy', n."actor_name", 'documentSha256', n."document_sha256",
    'person', jsonb_build_object('id', c."person_id", 'name', c."person_name", 'email', c."person_email"))
  FROM new_rows n
  JOIN "contracts" c ON c."business_id" = n."business_id" AND c."id" = n."contract_id"
  WHERE n."type" = 'signed' AND EXISTS (SELECT 1 FROM "webhook_endpoints" w
    WHERE w."business_id" = n."business_id" AND w."disabled_at" IS NULL AND 'contract.signed' = ANY (w."event_types"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "memberships_integration_event_insert" ON "memberships";
--> statement-breakpoint
-- Calls functions/integration_event_member.sql
CREATE TRIGGER "memberships_integration_event_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_member"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "memberships_integration_event_update" ON "memberships";
--> statement-breakpoint
-- Calls functions/integration_event_member.sql
CREATE TRIGGER "memberships_integration_event_update" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_member"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscription_history_integration_event" ON "subscription_history";
--> statement-breakpoint
-- Calls functions/integration_event_membership.sql
CREATE TRIGGER "subscription_history_integration_event" AFTER INSERT ON "subscription_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_membership"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contract_events_integration_event" ON "contract_events";
--> statement-breakpoint
-- Calls functions/integration_event_contract.sql
CREATE TRIGGER "contract_events_integration_event" AFTER INSERT ON "contract_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_contract"();
