-- Function credit_hold: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- "credit_hold" is the ledger's hold (credits.service holdWithin calls it): lock the balance, refuse
-- when lots are due to expire first (the caller expires them, which posts revenue, then calls again),
-- answer the live hold of the session if there is one, refuse when too few credits are available,
-- else write the hold, move available -> held with its entry, and take the credits from the lots
-- that expire first. Nothing is written unless the outcome is 'held'.
CREATE OR REPLACE FUNCTION "credit_hold"(
  p_business uuid, p_customer uuid, p_kind text, p_quantity integer, p_service uuid, p_now timestamptz
) RETURNS TABLE ("outcome" text, "hold_id" uuid, "hold_kind" text, "hold_quantity" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_available integer;
  v_due boolean;
  v_hold uuid;
BEGIN
  SELECT b."available",
    EXISTS (SELECT 1 FROM "credit_lots" l
      WHERE l."business_id" = p_business AND l."customer_id" = p_customer AND l."kind" = p_kind
        AND l."expired_at" IS NULL AND l."expires_at" <= p_now)
  INTO v_available, v_due
  FROM "credit_balances" b
  WHERE b."business_id" = p_business AND b."customer_id" = p_customer AND b."kind" = p_kind
  FOR NO KEY UPDATE OF b;
  -- A live hold of this session (a retry, or a hold of another kind): the caller compares.
  RETURN QUERY SELECT 'exists'::text, h."id", h."kind", h."quantity" FROM "credit_holds" h
    WHERE h."business_id" = p_business AND h."service_id" = p_service AND h."customer_id" = p_customer
      AND h."status" = 'held';
  IF FOUND THEN RETURN; END IF;
  IF v_available IS NULL OR (NOT v_due AND v_available < p_quantity) THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::uuid, p_kind, p_quantity;
    RETURN;
  END IF;
  IF v_due THEN
    RETURN QUERY SELECT 'expire_first'::text, NULL::uuid, p_kind, p_quantity;
    RETURN;
  END IF;

  INSERT INTO "credit_holds" ("business_id", "customer_id", "kind", "quantity", "service_id")
  VALUES (p_business, p_customer, p_kind, p_quantity, p_service)
  RETURNING "id" INTO v_hold;

  WITH moved AS (
    UPDATE "credit_balances" SET "available" = "available" - p_quantity, "held" = "held" + p_quantity,
      "updated_at" = now()
    WHERE "business_id" = p_business AND "customer_id" = p_customer AND "kind" = p_kind
    RETURNING "available", "held"
  )
  INSERT INTO "credit_entries" ("business_id", "customer_id", "kind", "entry_type", "available_delta",
    "held_delta", "available_after", "held_after", "hold_id")
  SELECT p_business, p_customer, p_kind, 'hold', -p_quantity, p_quantity, moved."available", moved."held", v_hold
  FROM moved;

  PERFORM "credit_take_from_lots"(p_business, p_customer, p_kind, p_quantity, v_hold);
  RETURN QUERY SELECT 'held'::text, v_hold, p_kind, p_quantity;
END;
$$;
