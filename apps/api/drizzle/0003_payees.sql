CREATE TABLE "business_bank_accounts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"membership_id" uuid,
	"tax_id_encrypted" text NOT NULL,
	"tax_id_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"rate_per_session_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payees_kind_known" CHECK ("payees"."kind" in ('expert', 'contractor')),
	CONSTRAINT "payees_rate_positive" CHECK ("payees"."rate_per_session_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD CONSTRAINT "business_bank_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payees_business_idx" ON "payees" USING btree ("business_id","name");