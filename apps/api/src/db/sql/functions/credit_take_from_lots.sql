-- Function credit_take_from_lots: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- Hand-written (decision 0020): the credit hold and the booking write, each one statement.
--
-- "credit_take_from_lots" takes credits from a customer's lots, those that expire first first (then the
-- oldest), and when a hold is given records which lots gave how many (to put them back on release).
-- Used by the hold below and by credits.repository takeFromLots (adjustments). The balance row must be
-- locked by the caller; lots holding fewer credits than asked is a broken ledger, hence the exception.
CREATE OR REPLACE FUNCTION "credit_take_from_lots"(
  p_business uuid, p_customer uuid, p_kind text, p_quantity integer, p_hold uuid
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
BEGIN
  WITH usable AS (
    SELECT l."id", l."remaining", l."expires_at", l."created_at" FROM "credit_lots" l
    WHERE l."business_id" = p_business AND l."customer_id" = p_customer AND l."kind" = p_kind
      AND l."remaining" > 0 AND l."expired_at" IS NULL
    FOR NO KEY UPDATE
  ), ordered AS (
    SELECT u."id", u."remaining",
      sum(u."remaining") OVER (ORDER BY u."expires_at" ASC NULLS LAST, u."created_at" ASC, u."id" ASC)
        - u."remaining" AS "before"
    FROM usable u
  ), taken AS (
    SELECT o."id", least(o."remaining", p_quantity - o."before")::integer AS "quantity"
    FROM ordered o WHERE o."before" < p_quantity
  ), updated AS (
    UPDATE "credit_lots" lot SET "remaining" = lot."remaining" - taken."quantity"
    FROM taken WHERE lot."id" = taken."id"
    RETURNING lot."id", taken."quantity"
  ), allocated AS (
    INSERT INTO "credit_hold_allocations" ("business_id", "hold_id", "lot_id", "quantity")
    SELECT p_business, p_hold, updated."id", updated."quantity" FROM updated WHERE p_hold IS NOT NULL
  )
  SELECT coalesce(sum(updated."quantity"), 0)::integer INTO v_taken FROM updated;
  IF v_taken <> p_quantity THEN
    RAISE EXCEPTION 'credit lots of %/% hold less than their balance', p_customer, p_kind;
  END IF;
END;
$$;
