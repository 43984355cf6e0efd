CREATE TABLE "pay_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"expert_membership_id" uuid,
	"offering_id" uuid,
	"group_id" uuid,
	"kind" text NOT NULL,
	"flat_cents" integer DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"percent_basis_points" integer DEFAULT 0 NOT NULL,
	"min_cents" integer,
	"max_cents" integer,
	"count_no_shows" boolean DEFAULT false NOT NULL,
	"count_late_cancels" boolean DEFAULT false NOT NULL,
	"count_free_places" boolean DEFAULT false NOT NULL,
	"class_pays_by" text DEFAULT 'check_ins_or_roster' NOT NULL,
	"effective_from" date NOT NULL,
	"effective_until" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_rates_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "pay_rates_kind_known" CHECK ("pay_rates"."kind" in ('flat', 'per_attendee', 'revenue_share', 'base_plus_bonus')),
	CONSTRAINT "pay_rates_class_pays_by_known" CHECK ("pay_rates"."class_pays_by" in ('roster', 'check_ins', 'check_ins_or_roster')),
	CONSTRAINT "pay_rates_amounts" CHECK ("pay_rates"."flat_cents" >= 0 and "pay_rates"."percent_basis_points" between 0 and 10000),
	CONSTRAINT "pay_rates_limits" CHECK (("pay_rates"."min_cents" is null or "pay_rates"."min_cents" > 0) and ("pay_rates"."max_cents" is null or "pay_rates"."max_cents" > 0) and ("pay_rates"."min_cents" is null or "pay_rates"."max_cents" is null or "pay_rates"."min_cents" <= "pay_rates"."max_cents")),
	CONSTRAINT "pay_rates_service_or_class" CHECK ("pay_rates"."offering_id" is null or "pay_rates"."group_id" is null),
	CONSTRAINT "pay_rates_days" CHECK ("pay_rates"."effective_until" is null or "pay_rates"."effective_until" > "pay_rates"."effective_from")
);
--> statement-breakpoint
ALTER TABLE "payees" DROP CONSTRAINT "payees_rate_positive";--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_expert_fk" FOREIGN KEY ("business_id","expert_membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_offering_fk" FOREIGN KEY ("business_id","offering_id") REFERENCES "public"."offerings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."groups"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_rates_business_idx" ON "pay_rates" USING btree ("business_id","expert_membership_id","effective_from");--> statement-breakpoint
-- A payee's rate per session becomes a flat rate for the team member it pays, from the studio's first
-- day (docs/decisions/0058-pay-rates.md). A payee that is no one on the team ran no session: its rate
-- had nothing to pay and is not kept.
INSERT INTO "pay_rates" ("business_id", "expert_membership_id", "kind", "flat_cents", "effective_from")
SELECT DISTINCT ON (p."business_id", p."membership_id")
  p."business_id", p."membership_id", 'flat', p."rate_per_session_cents", (b."created_at" AT TIME ZONE b."time_zone")::date
FROM "payees" p JOIN "businesses" b ON b."id" = p."business_id"
WHERE p."membership_id" IS NOT NULL
ORDER BY p."business_id", p."membership_id", p."created_at";--> statement-breakpoint
ALTER TABLE "payees" DROP COLUMN "rate_per_session_cents";