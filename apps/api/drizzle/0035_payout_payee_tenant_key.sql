-- A payout run's payee is named with the business in the key, like every other tenant link
-- (src/db/tenant-integrity.test.ts): the unique key first, then the foreign key that uses it.
ALTER TABLE "payees" ADD CONSTRAINT "payees_business_id" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "payout_run_payees" DROP CONSTRAINT "payout_run_payees_payee_fk";--> statement-breakpoint
ALTER TABLE "payout_run_payees" ADD CONSTRAINT "payout_run_payees_payee_fk" FOREIGN KEY ("business_id","payee_id") REFERENCES "public"."payees"("business_id","id") ON DELETE no action ON UPDATE no action;
