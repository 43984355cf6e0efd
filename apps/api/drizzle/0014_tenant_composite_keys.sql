-- Every link from one tenant row to another carries the business (docs/decisions/0025-tenant-composite-keys.md):
-- the referenced tables get UNIQUE (business_id, id), and the single-column foreign keys become
-- composite ones, so no statement, whatever forgot its business filter, can join two studios.
-- A null optional id (a session without location or hold) is not checked, as before (MATCH SIMPLE).
-- Deleting a payee's membership clears membership_id only (PostgreSQL 15+ column list).
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_business_id" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_business_id" UNIQUE("business_id","id");
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_credit_hold_id_credit_holds_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_balances" DROP CONSTRAINT "credit_balances_customer_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_lot_id_credit_lots_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_hold_id_credit_holds_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" DROP CONSTRAINT "credit_hold_allocations_hold_id_credit_holds_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" DROP CONSTRAINT "credit_hold_allocations_lot_id_credit_lots_id_fk";
--> statement-breakpoint
ALTER TABLE "payees" DROP CONSTRAINT "payees_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "service_plans" DROP CONSTRAINT "service_plans_updated_by_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_credit_hold_fk" FOREIGN KEY ("business_id","credit_hold_id") REFERENCES "public"."credit_holds"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_membership_fk" FOREIGN KEY ("business_id","membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_fk" FOREIGN KEY ("business_id","lot_id") REFERENCES "public"."credit_lots"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_hold_fk" FOREIGN KEY ("business_id","hold_id") REFERENCES "public"."credit_holds"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" ADD CONSTRAINT "credit_hold_allocations_hold_fk" FOREIGN KEY ("business_id","hold_id") REFERENCES "public"."credit_holds"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" ADD CONSTRAINT "credit_hold_allocations_lot_fk" FOREIGN KEY ("business_id","lot_id") REFERENCES "public"."credit_lots"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_membership_fk" FOREIGN KEY ("business_id","membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE SET NULL ("membership_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_updated_by_fk" FOREIGN KEY ("business_id","updated_by_membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The balance row's trigger (migration 0002) did by hand what credit_balances_customer_fk now declares.
DROP TRIGGER "credit_balances_customer_in_business" ON "credit_balances";
--> statement-breakpoint
DROP FUNCTION "credit_balances_customer_in_business"();
