CREATE TABLE "receipt_counters" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"next_number" bigint NOT NULL,
	CONSTRAINT "receipt_counters_next_positive" CHECK ("receipt_counters"."next_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_once" ON "payments" USING btree ("business_id","receipt_number");
--> statement-breakpoint
-- Hand-written from here. Receipt numbers were one identity for all studios, so a new studio's first
-- receipt continued another's numbering and told it how many receipts the others had issued. Each
-- studio now numbers its own, R-1001 onwards: existing receipts keep their numbers and each studio's
-- counter starts past its highest (a studio without payments starts at 1001 on its first).
INSERT INTO "receipt_counters" ("business_id", "next_number")
SELECT "business_id", max("receipt_number") + 1 FROM "payments" GROUP BY "business_id";
--> statement-breakpoint
-- The number is taken in the payment's own transaction, whatever code inserts it: the counter row is
-- locked until the payment commits or rolls back, so parallel payments of a studio get consecutive
-- numbers, a rolled-back payment gives its number back (no gaps), and studios never wait on each
-- other. A number given by the caller is refused: only the counter hands them out.
CREATE FUNCTION "payments_take_receipt_number"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "payments_receipt_number" BEFORE INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_take_receipt_number"();
