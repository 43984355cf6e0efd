CREATE TABLE "membership_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"price_cents" integer NOT NULL,
	"includes" text NOT NULL,
	"grants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unlimited_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_cap" integer,
	"rollover_max" integer DEFAULT 0 NOT NULL,
	"signup_fee_cents" integer DEFAULT 0 NOT NULL,
	"min_commitment_periods" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"agreement_template_id" uuid,
	"freezes_per_year" integer DEFAULT 0 NOT NULL,
	"freeze_min_days" integer DEFAULT 7 NOT NULL,
	"freeze_max_days" integer DEFAULT 30 NOT NULL,
	"freeze_fee_cents" integer DEFAULT 0 NOT NULL,
	"cancel_notice_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "membership_plans_period_known" CHECK ("membership_plans"."period" in ('week', 'month', 'year')),
	CONSTRAINT "membership_plans_includes_known" CHECK ("membership_plans"."includes" in ('credits', 'unlimited')),
	CONSTRAINT "membership_plans_price_positive" CHECK ("membership_plans"."price_cents" > 0),
	CONSTRAINT "membership_plans_amounts" CHECK ("membership_plans"."signup_fee_cents" >= 0 and "membership_plans"."freeze_fee_cents" >= 0 and "membership_plans"."rollover_max" >= 0
        and "membership_plans"."min_commitment_periods" between 0 and 36 and "membership_plans"."cancel_notice_days" between 0 and 90
        and "membership_plans"."freezes_per_year" between 0 and 12 and "membership_plans"."freeze_min_days" between 1 and "membership_plans"."freeze_max_days"
        and "membership_plans"."freeze_max_days" <= 365),
	CONSTRAINT "membership_plans_includes_shape" CHECK (("membership_plans"."includes" = 'credits' and jsonb_array_length("membership_plans"."grants") between 1 and 12 and "membership_plans"."daily_cap" is null)
        or ("membership_plans"."includes" = 'unlimited' and jsonb_array_length("membership_plans"."unlimited_kinds") >= 1 and "membership_plans"."daily_cap" between 1 and 10
            and "membership_plans"."rollover_max" = 0))
);
--> statement-breakpoint
CREATE TABLE "subscription_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'charging' NOT NULL,
	"message" text,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "subscription_attempts_status_known" CHECK ("subscription_attempts"."status" in ('charging', 'succeeded', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "subscription_freezes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_invoice_id" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_freezes_days" CHECK ("subscription_freezes"."ends_on" >= "subscription_freezes"."starts_on"),
	CONSTRAINT "subscription_freezes_fee" CHECK ("subscription_freezes"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_index" integer,
	"period_start" date,
	"period_end" date,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"purchase_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"waived_reason" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "subscription_invoices_status_known" CHECK ("subscription_invoices"."status" in ('open', 'paid', 'past_due', 'waived', 'void')),
	CONSTRAINT "subscription_invoices_kind_known" CHECK ("subscription_invoices"."kind" in ('period', 'freeze_fee', 'change')),
	CONSTRAINT "subscription_invoices_amount" CHECK ("subscription_invoices"."amount_cents" >= 0),
	CONSTRAINT "subscription_invoices_period_shape" CHECK (("subscription_invoices"."kind" = 'period') = ("subscription_invoices"."period_index" is not null and "subscription_invoices"."period_start" is not null and "subscription_invoices"."period_end" is not null)),
	CONSTRAINT "subscription_invoices_paid_when_paid" CHECK (("subscription_invoices"."status" = 'paid') = ("subscription_invoices"."paid_at" is not null)),
	CONSTRAINT "subscription_invoices_waived_with_reason" CHECK (("subscription_invoices"."status" = 'waived') = ("subscription_invoices"."waived_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"card_customer_ref" text,
	"card_payment_method_ref" text,
	"card_label" text,
	"setup_session_id" text,
	"contract_id" uuid,
	"anchor_on" date NOT NULL,
	"anchor_index" integer DEFAULT 0 NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_billing_at" timestamp with time zone,
	"commitment_ends_on" date,
	"started_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"ends_on" date,
	"ended_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('pending', 'active', 'frozen', 'past_due', 'canceled', 'ended')),
	CONSTRAINT "subscriptions_payment_method_known" CHECK ("subscriptions"."payment_method" in ('studio', 'card')),
	CONSTRAINT "subscriptions_card_saved_for_card" CHECK ("subscriptions"."card_payment_method_ref" is null or "subscriptions"."payment_method" = 'card')
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_card_from_checkout";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "pack_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "past_due_may_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "credits_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_agreement_fk" FOREIGN KEY ("business_id","agreement_template_id") REFERENCES "public"."contract_templates"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_attempts" ADD CONSTRAINT "subscription_attempts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_attempts" ADD CONSTRAINT "subscription_attempts_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."subscription_invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_freezes" ADD CONSTRAINT "subscription_freezes_subscription_fk" FOREIGN KEY ("business_id","subscription_id") REFERENCES "public"."subscriptions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_subscription_fk" FOREIGN KEY ("business_id","subscription_id") REFERENCES "public"."subscriptions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_fk" FOREIGN KEY ("business_id","subscription_id") REFERENCES "public"."subscriptions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_purchase_fk" FOREIGN KEY ("business_id","purchase_id") REFERENCES "public"."purchases"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_fk" FOREIGN KEY ("business_id","plan_id") REFERENCES "public"."membership_plans"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_contract_fk" FOREIGN KEY ("business_id","contract_id") REFERENCES "public"."contracts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_plans_business_idx" ON "membership_plans" USING btree ("business_id","active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_attempts_number_once" ON "subscription_attempts" USING btree ("invoice_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_attempts_key_once" ON "subscription_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_attempts_charging_idx" ON "subscription_attempts" USING btree ("created_at") WHERE "subscription_attempts"."status" = 'charging';--> statement-breakpoint
CREATE INDEX "subscription_freezes_subscription_idx" ON "subscription_freezes" USING btree ("business_id","subscription_id","starts_on");--> statement-breakpoint
CREATE INDEX "subscription_history_subscription_idx" ON "subscription_history" USING btree ("business_id","subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_once" ON "subscription_invoices" USING btree ("subscription_id","period_index") WHERE "subscription_invoices"."kind" = 'period';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_purchase_once" ON "subscription_invoices" USING btree ("purchase_id") WHERE "subscription_invoices"."purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "subscription_invoices_subscription_idx" ON "subscription_invoices" USING btree ("business_id","subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_invoices_retry_idx" ON "subscription_invoices" USING btree ("next_attempt_at") WHERE "subscription_invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_billing_at") WHERE "subscriptions"."status" in ('active', 'past_due', 'frozen');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_from_checkout" CHECK (("payments"."method" = 'card') = ("payments"."stripe_checkout_session_id" is not null or "payments"."stripe_payment_intent_id" is not null));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_type_known" CHECK ("purchases"."pack_type" in ('credit_pack', 'service_package', 'membership'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pack_unless_membership" CHECK (("purchases"."pack_id" is null) = ("purchases"."pack_type" = 'membership'));--> statement-breakpoint
-- What was bought, by whom and for how much never changes; the status only moves forward:
-- pending -> paid | canceled, paid -> partially_refunded | refunded, partially_refunded -> refunded.
-- What a purchase owes (decision 0046) only goes down, and whether its credits came first never changes.
CREATE OR REPLACE FUNCTION "purchases_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.pack_id, NEW.pack_type, NEW.pack_name, NEW.price_cents,
      NEW.grants, NEW.expiry_days, NEW.credits_expire_at, NEW.payment_method, NEW.credits_before_payment, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.pack_id, OLD.pack_type, OLD.pack_name, OLD.price_cents,
      OLD.grants, OLD.expiry_days, OLD.credits_expire_at, OLD.payment_method, OLD.credits_before_payment, OLD.created_at) THEN
    RAISE EXCEPTION 'what purchase % bought cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.stripe_checkout_session_id IS NOT NULL
     AND NEW.stripe_checkout_session_id IS DISTINCT FROM OLD.stripe_checkout_session_id THEN
    RAISE EXCEPTION 'purchase % already has a checkout session', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.paid_at IS NOT NULL AND NEW.paid_at IS DISTINCT FROM OLD.paid_at THEN
    RAISE EXCEPTION 'purchase % was already paid', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.owed_cents > OLD.owed_cents THEN
    RAISE EXCEPTION 'what purchase % owes cannot grow', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.written_off_at IS NOT NULL AND NEW.written_off_at IS DISTINCT FROM OLD.written_off_at THEN
    RAISE EXCEPTION 'purchase % was already written off', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
       (OLD.status = 'pending' AND NEW.status IN ('paid', 'canceled'))
    OR (OLD.status = 'paid' AND NEW.status IN ('partially_refunded', 'refunded'))
    OR (OLD.status = 'partially_refunded' AND NEW.status = 'refunded')) THEN
    RAISE EXCEPTION 'purchase % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_guard" ON "purchases";
--> statement-breakpoint
-- Calls functions/purchases_guard.sql
CREATE TRIGGER "purchases_guard" BEFORE UPDATE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "purchases_guard"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscription_history_append_only" ON "subscription_history";
--> statement-breakpoint
-- Calls functions/ledger_refuse_change.sql
-- A membership's history is its audit trail (decisions/0055-memberships.md): never edited or deleted.
CREATE TRIGGER "subscription_history_append_only" BEFORE UPDATE OR DELETE ON "subscription_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "subscription_invoices_no_delete" ON "subscription_invoices";
--> statement-breakpoint
-- Calls functions/ledger_refuse_change.sql
-- An invoice is money owed or paid: it is waived or voided, never deleted.
CREATE TRIGGER "subscription_invoices_no_delete" BEFORE DELETE ON "subscription_invoices"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- Hand-written below (decisions/0055-memberships.md): a membership invoice is paid through its purchase,
-- whichever way the money came (the saved card, or cash at the desk on the customer page). When that
-- purchase becomes paid, its invoice is paid too, and a past-due subscription with nothing else past due
-- is active again: in the same transaction, so the two can never disagree.
CREATE OR REPLACE FUNCTION "subscription_invoice_follows_purchase"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_subscription uuid;
BEGIN
  IF NEW.pack_type <> 'membership' OR OLD.status <> 'pending' OR NEW.status <> 'paid' THEN
    RETURN NEW;
  END IF;
  UPDATE "subscription_invoices"
     SET "status" = 'paid', "paid_at" = NEW.paid_at, "next_attempt_at" = NULL, "updated_at" = NEW.paid_at
   WHERE "business_id" = NEW.business_id AND "purchase_id" = NEW.id AND "status" IN ('open', 'past_due')
  RETURNING "subscription_id" INTO paid_subscription;
  IF paid_subscription IS NOT NULL THEN
    INSERT INTO "subscription_history" ("business_id", "subscription_id", "action", "detail", "created_at")
    VALUES (NEW.business_id, paid_subscription, 'invoice.paid',
            jsonb_build_object('purchaseId', NEW.id, 'amountCents', NEW.price_cents), NEW.paid_at);
    UPDATE "subscriptions" SET "status" = 'active', "updated_at" = NEW.paid_at
     WHERE "business_id" = NEW.business_id AND "id" = paid_subscription AND "status" = 'past_due'
       AND NOT EXISTS (SELECT 1 FROM "subscription_invoices" i
                        WHERE i."business_id" = NEW.business_id AND i."subscription_id" = paid_subscription
                          AND i."status" = 'past_due');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_pay_subscription_invoice" ON "purchases";
--> statement-breakpoint
-- Calls functions/subscription_invoice_follows_purchase.sql
CREATE TRIGGER "purchases_pay_subscription_invoice" AFTER UPDATE OF "status" ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "subscription_invoice_follows_purchase"();
