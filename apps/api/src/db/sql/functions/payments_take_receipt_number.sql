-- Function payments_take_receipt_number: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/payments.sql: payments_receipt_number

-- The number is taken in the payment's own transaction, whatever code inserts it: the counter row is
-- locked until the payment commits or rolls back, so parallel payments of a studio get consecutive
-- numbers, a rolled-back payment gives its number back (no gaps), and studios never wait on each
-- other. A number given by the caller is refused: only the counter hands them out.
CREATE OR REPLACE FUNCTION "payments_take_receipt_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_number CONSTANT bigint := 1001;
BEGIN
  IF NEW."receipt_number" IS NOT NULL THEN
    RAISE EXCEPTION 'trigger "payments_receipt_number": receipt numbers come from the studio''s counter, never from the insert'
      USING ERRCODE = 'restrict_violation';
  END IF;
  INSERT INTO "receipt_counters" AS c ("business_id", "next_number")
  VALUES (NEW."business_id", first_number + 1)
  ON CONFLICT ("business_id") DO UPDATE SET "next_number" = c."next_number" + 1
  RETURNING c."next_number" - 1 INTO NEW."receipt_number";
  RETURN NEW;
END;
$$;
