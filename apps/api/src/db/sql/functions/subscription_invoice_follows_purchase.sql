-- Function subscription_invoice_follows_purchase: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/purchases.sql: purchases_pay_subscription_invoice

-- Hand-written below (decisions/0055-memberships.md): a membership invoice is paid through its purchase,
-- whichever way the money came (the saved card, or cash at the desk on the customer page). When that
-- purchase becomes paid, its invoice is paid too, and a past-due subscription with nothing else past due
-- is active again: in the same transaction, so the two can never disagree.
CREATE OR REPLACE FUNCTION "subscription_invoice_follows_purchase"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_subscription uuid;
BEGIN
  IF NEW.pack_type <> 'membership' OR OLD.status <> 'pending' OR NEW.status <> 'paid' THEN
    RETURN NEW;
  END IF;
  UPDATE "subscription_invoices"
     SET "status" = 'paid', "paid_at" = NEW.paid_at, "next_attempt_at" = NULL, "updated_at" = NEW.paid_at
   WHERE "business_id" = NEW.business_id AND "purchase_id" = NEW.id AND "status" IN ('open', 'past_due')
  RETURNING "subscription_id" INTO paid_subscription;
  IF paid_subscription IS NOT NULL THEN
    INSERT INTO "subscription_history" ("business_id", "subscription_id", "action", "detail", "created_at")
    VALUES (NEW.business_id, paid_subscription, 'invoice.paid',
            jsonb_build_object('purchaseId', NEW.id, 'amountCents', NEW.price_cents), NEW.paid_at);
    UPDATE "subscriptions" SET "status" = 'active', "updated_at" = NEW.paid_at
     WHERE "business_id" = NEW.business_id AND "id" = paid_subscription AND "status" = 'past_due'
       AND NOT EXISTS (SELECT 1 FROM "subscription_invoices" i
                        WHERE i."business_id" = NEW.business_id AND i."subscription_id" = paid_subscription
                          AND i."status" = 'past_due');
  END IF;
  RETURN NEW;
END;
$$;
