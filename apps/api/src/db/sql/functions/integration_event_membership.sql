-- Function integration_event_membership: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/subscription_history.sql: subscription_history_integration_event

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
