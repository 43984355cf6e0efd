CREATE TABLE "expert_client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_client_notes_text_length" CHECK (length(btrim("expert_client_notes"."text")) between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "expert_client_notes" ADD CONSTRAINT "expert_client_notes_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_client_notes" ADD CONSTRAINT "expert_client_notes_author_fk" FOREIGN KEY ("business_id","author_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_client_notes_customer_idx" ON "expert_client_notes" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
-- Hand-written (decision 0030): the dashboards' figures filter each table by business and a time
-- range; these give the ones no existing index covered an index range scan instead of a scan of the
-- business's rows (bench/dashboards.ts measures them).
CREATE INDEX "credit_lots_business_created_idx" ON "credit_lots" USING btree ("business_id","created_at") WHERE "source_type" = 'purchase';--> statement-breakpoint
CREATE INDEX "credit_entries_business_spend_idx" ON "credit_entries" USING btree ("business_id","created_at") WHERE "entry_type" = 'spend';--> statement-breakpoint
CREATE INDEX "refunds_business_created_idx" ON "refunds" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_business_customer_created_idx" ON "memberships" USING btree ("business_id","created_at") WHERE "role" = 'customer';--> statement-breakpoint
CREATE INDEX "services_business_starts_idx" ON "services" USING btree ("business_id","starts_at");
