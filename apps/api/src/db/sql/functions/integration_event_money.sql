-- Function integration_event_money: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/payments.sql: payments_integration_event
--   triggers/purchases.sql: purchases_integration_event
--   triggers/refunds.sql: refunds_integration_event

-- Hand-written (decision 0063): purchases made (purchase.created), payments taken (payment.recorded,
-- with their receipt numbers) and refunds given (refund.created), for webhooks, in the transaction of
-- the change. Amounts in cents, with the studio's currency. Once per statement, not per row: the
-- billing run writes hundreds of purchases and payments in one statement, and a studio without an
-- endpoint that wants the type costs one join that finds nothing.
CREATE OR REPLACE FUNCTION "integration_event_money"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'purchases' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'purchase.created', jsonb_build_object(
      'id', n."id", 'packName', n."pack_name", 'packType', n."pack_type", 'priceCents', n."price_cents",
      'paymentMethod', n."payment_method", 'status', n."status", 'grants', n."grants",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", n."customer_id"))
    FROM new_rows n JOIN "businesses" b ON b."id" = n."business_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'purchase.created' = ANY (w."event_types"));
  ELSIF TG_TABLE_NAME = 'payments' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'payment.recorded', jsonb_build_object(
      'id', n."id", 'receiptNumber', n."receipt_number", 'amountCents', n."amount_cents",
      'method', n."method", 'purchaseId', n."purchase_id",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", n."customer_id"))
    FROM new_rows n JOIN "businesses" b ON b."id" = n."business_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'payment.recorded' = ANY (w."event_types"));
  ELSE
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'refund.created', jsonb_build_object(
      'id', n."id", 'paymentId', n."payment_id", 'amountCents', n."amount_cents", 'reason', n."reason",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", p."customer_id"))
    FROM new_rows n
    JOIN "businesses" b ON b."id" = n."business_id"
    JOIN "payments" p ON p."business_id" = n."business_id" AND p."id" = n."payment_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'refund.created' = ANY (w."event_types"));
  END IF;
  RETURN NULL;
END;
$$;
