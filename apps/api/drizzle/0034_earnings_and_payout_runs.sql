CREATE TABLE "earning_line_revenue" (
	"business_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"revenue_cents" integer NOT NULL,
	CONSTRAINT "earning_line_revenue_line_id_purchase_id_pk" PRIMARY KEY("line_id","purchase_id"),
	CONSTRAINT "earning_line_revenue_positive" CHECK ("earning_line_revenue"."revenue_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "earning_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"expert_membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"occurrence_id" uuid,
	"pay_rate_id" uuid,
	"rate" jsonb,
	"attendees" integer,
	"revenue_cents" integer,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"corrects_line_id" uuid,
	"refund_id" uuid,
	"earned_on" date NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_lines_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "earning_lines_kind_known" CHECK ("earning_lines"."kind" in ('session', 'class', 'adjustment', 'reversal')),
	CONSTRAINT "earning_lines_shape" CHECK (case "earning_lines"."kind"
        when 'session' then "earning_lines"."service_id" is not null and "earning_lines"."rate" is not null and "earning_lines"."amount_cents" >= 0
        when 'class' then "earning_lines"."occurrence_id" is not null and "earning_lines"."rate" is not null and "earning_lines"."amount_cents" >= 0
        when 'adjustment' then "earning_lines"."reason" is not null and "earning_lines"."amount_cents" <> 0
        when 'reversal' then "earning_lines"."corrects_line_id" is not null and "earning_lines"."refund_id" is not null and "earning_lines"."amount_cents" < 0
        else false end)
);
--> statement-breakpoint
CREATE TABLE "payout_run_lines" (
	"business_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payout_run_lines_run_id_line_id_pk" PRIMARY KEY("run_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "payout_run_payees" (
	"business_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"expert_membership_id" uuid NOT NULL,
	"payee_name" text NOT NULL,
	"paid_outside_ach" boolean NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "payout_run_payees_run_id_payee_id_pk" PRIMARY KEY("run_id","payee_id"),
	CONSTRAINT "payout_run_payees_total_positive" CHECK ("payout_run_payees"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_until" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" uuid,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" uuid,
	"outside_ach_from" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_runs_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "payout_runs_number" UNIQUE("business_id","number"),
	CONSTRAINT "payout_runs_status_known" CHECK ("payout_runs"."status" in ('draft', 'approved', 'paid', 'voided')),
	CONSTRAINT "payout_runs_period" CHECK ("payout_runs"."period_until" >= "payout_runs"."period_from"),
	CONSTRAINT "payout_runs_approved_at" CHECK (("payout_runs"."status" in ('approved', 'paid')) = ("payout_runs"."approved_at" is not null) or "payout_runs"."status" = 'voided'),
	CONSTRAINT "payout_runs_paid_at" CHECK (("payout_runs"."status" = 'paid') = ("payout_runs"."paid_at" is not null)),
	CONSTRAINT "payout_runs_voided" CHECK (("payout_runs"."status" = 'voided') = ("payout_runs"."voided_at" is not null and "payout_runs"."void_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "group_occurrences" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_occurrences" ADD COLUMN "closed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "ein" text;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "immediate_origin" text;--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "account_type" text DEFAULT 'checking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "paid_outside_ach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_line_revenue" ADD CONSTRAINT "earning_line_revenue_line_fk" FOREIGN KEY ("business_id","line_id") REFERENCES "public"."earning_lines"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_expert_fk" FOREIGN KEY ("business_id","expert_membership_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_occurrence_fk" FOREIGN KEY ("business_id","occurrence_id") REFERENCES "public"."group_occurrences"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_corrects_fk" FOREIGN KEY ("business_id","corrects_line_id") REFERENCES "public"."earning_lines"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_lines" ADD CONSTRAINT "payout_run_lines_run_fk" FOREIGN KEY ("business_id","run_id") REFERENCES "public"."payout_runs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_lines" ADD CONSTRAINT "payout_run_lines_line_fk" FOREIGN KEY ("business_id","line_id") REFERENCES "public"."earning_lines"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_payees" ADD CONSTRAINT "payout_run_payees_run_fk" FOREIGN KEY ("business_id","run_id") REFERENCES "public"."payout_runs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_payees" ADD CONSTRAINT "payout_run_payees_payee_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_line_revenue_purchase_idx" ON "earning_line_revenue" USING btree ("business_id","purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earning_lines_session_once" ON "earning_lines" USING btree ("business_id","service_id") WHERE "earning_lines"."kind" = 'session';--> statement-breakpoint
CREATE UNIQUE INDEX "earning_lines_class_once" ON "earning_lines" USING btree ("business_id","occurrence_id") WHERE "earning_lines"."kind" = 'class';--> statement-breakpoint
CREATE UNIQUE INDEX "earning_lines_reversal_once" ON "earning_lines" USING btree ("corrects_line_id","refund_id") WHERE "earning_lines"."kind" = 'reversal';--> statement-breakpoint
CREATE INDEX "earning_lines_expert_idx" ON "earning_lines" USING btree ("business_id","expert_membership_id","earned_on");--> statement-breakpoint
CREATE INDEX "earning_lines_day_idx" ON "earning_lines" USING btree ("business_id","earned_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_lines_line_once" ON "payout_run_lines" USING btree ("line_id") WHERE not "payout_run_lines"."voided";--> statement-breakpoint
CREATE INDEX "payout_run_lines_payee_idx" ON "payout_run_lines" USING btree ("run_id","payee_id");--> statement-breakpoint
CREATE INDEX "payout_runs_period_idx" ON "payout_runs" USING btree ("business_id","period_from");--> statement-breakpoint
CREATE INDEX "group_occurrences_open_idx" ON "group_occurrences" USING btree ("ends_at") WHERE "group_occurrences"."closed_at" is null and "group_occurrences"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "group_occurrences" ADD CONSTRAINT "group_occurrences_closed_when_held" CHECK ("group_occurrences"."closed_at" is null or "group_occurrences"."status" = 'scheduled');--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_account_type_known" CHECK ("payees"."account_type" in ('checking', 'savings'));--> statement-breakpoint
-- Hand-written below (docs/decisions/0059-earnings-and-payout-runs.md): an earning line and the
-- purchases its revenue came from never change; a correction is a new line. (ledger_refuse_change
-- is the journal's own refusal, migration 0002.)
CREATE TRIGGER "earning_lines_append_only" BEFORE UPDATE OR DELETE ON "earning_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "earning_line_revenue_append_only" BEFORE UPDATE OR DELETE ON "earning_line_revenue"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
