CREATE TABLE "credit_balances" (
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_business_id_customer_id_kind_pk" PRIMARY KEY("business_id","customer_id","kind"),
	CONSTRAINT "credit_balances_kind_known" CHECK ("credit_balances"."kind" in ('assessment', 'training', 'youth', 'duo', 'family', 'virtual', 'nutrition', 'recovery', 'massage', 'group', 'boxing', 'studio')),
	CONSTRAINT "credit_balances_never_negative" CHECK ("credit_balances"."available" >= 0 and "credit_balances"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_type" text NOT NULL,
	"available_delta" integer NOT NULL,
	"held_delta" integer NOT NULL,
	"available_after" integer NOT NULL,
	"held_after" integer NOT NULL,
	"lot_id" uuid,
	"hold_id" uuid,
	"reason" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_type_known" CHECK ("credit_entries"."entry_type" in ('grant', 'hold', 'release', 'spend', 'expiry', 'adjustment')),
	CONSTRAINT "credit_entries_after_not_negative" CHECK ("credit_entries"."available_after" >= 0 and "credit_entries"."held_after" >= 0),
	CONSTRAINT "credit_entries_shape" CHECK (case "credit_entries"."entry_type"
        when 'grant' then "credit_entries"."available_delta" > 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
        when 'hold' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = -"credit_entries"."available_delta" and "credit_entries"."hold_id" is not null
        when 'release' then "credit_entries"."available_delta" > 0 and "credit_entries"."held_delta" = -"credit_entries"."available_delta" and "credit_entries"."hold_id" is not null
        when 'spend' then "credit_entries"."available_delta" = 0 and "credit_entries"."held_delta" < 0 and "credit_entries"."hold_id" is not null
        when 'expiry' then "credit_entries"."available_delta" < 0 and "credit_entries"."held_delta" = 0 and "credit_entries"."lot_id" is not null
        when 'adjustment' then "credit_entries"."available_delta" <> 0 and "credit_entries"."held_delta" = 0
          and "credit_entries"."reason" is not null and length(btrim("credit_entries"."reason")) > 0
        else false end)
);
--> statement-breakpoint
CREATE TABLE "credit_hold_allocations" (
	"business_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "credit_hold_allocations_hold_id_lot_id_pk" PRIMARY KEY("hold_id","lot_id"),
	CONSTRAINT "credit_hold_allocations_quantity_positive" CHECK ("credit_hold_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"service_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_holds_quantity_positive" CHECK ("credit_holds"."quantity" > 0),
	CONSTRAINT "credit_holds_status_known" CHECK ("credit_holds"."status" in ('held', 'spent', 'released')),
	CONSTRAINT "credit_holds_settled_when_final" CHECK (("credit_holds"."status" = 'held') = ("credit_holds"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"granted" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"source_type" text NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lots_granted_positive" CHECK ("credit_lots"."granted" > 0),
	CONSTRAINT "credit_lots_remaining_range" CHECK ("credit_lots"."remaining" >= 0 and "credit_lots"."remaining" <= "credit_lots"."granted"),
	CONSTRAINT "credit_lots_source_known" CHECK ("credit_lots"."source_type" in ('purchase', 'complimentary', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_once" UNIQUE("business_id","user_id","route","key"),
	CONSTRAINT "idempotency_keys_completed_with_answer" CHECK (("idempotency_keys"."status_code" is null) = ("idempotency_keys"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"memo" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "journal_entries_source_once" UNIQUE("business_id","source_type","source_id")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "journal_lines_account_known" CHECK ("journal_lines"."account" in ('cash_drawer', 'card_clearing', 'bank', 'deferred_revenue', 'payouts_payable', 'revenue', 'refunds', 'payout_expense', 'card_fees')),
	CONSTRAINT "journal_lines_amount_not_zero" CHECK ("journal_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_customer_id_memberships_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_hold_id_credit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."credit_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_balance_fk" FOREIGN KEY ("business_id","customer_id","kind") REFERENCES "public"."credit_balances"("business_id","customer_id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" ADD CONSTRAINT "credit_hold_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" ADD CONSTRAINT "credit_hold_allocations_hold_id_credit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."credit_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_hold_allocations" ADD CONSTRAINT "credit_hold_allocations_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_balance_fk" FOREIGN KEY ("business_id","customer_id","kind") REFERENCES "public"."credit_balances"("business_id","customer_id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_balance_fk" FOREIGN KEY ("business_id","customer_id","kind") REFERENCES "public"."credit_balances"("business_id","customer_id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."journal_entries"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" USING btree ("business_id","customer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_lot_expires_once" ON "credit_entries" USING btree ("lot_id") WHERE "credit_entries"."entry_type" = 'expiry' and "credit_entries"."hold_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_holds_one_live_per_service" ON "credit_holds" USING btree ("business_id","service_id","customer_id") WHERE "credit_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lots_source_once" ON "credit_lots" USING btree ("business_id","source_type","source_id","kind") WHERE "credit_lots"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_lots_usable_idx" ON "credit_lots" USING btree ("business_id","customer_id","kind","expires_at","created_at") WHERE "credit_lots"."remaining" > 0 and "credit_lots"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "credit_lots_due_idx" ON "credit_lots" USING btree ("expires_at") WHERE "credit_lots"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_business_created_idx" ON "journal_entries" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_business_account_idx" ON "journal_lines" USING btree ("business_id","account");--> statement-breakpoint
-- Hand-written below (decision 0008): what Drizzle's schema cannot declare.
-- Ledger rows are append-only: a correction is a new entry, never an edit.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed or deleted; write a correcting entry instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_append_only" BEFORE UPDATE OR DELETE ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_entries_no_truncate" BEFORE TRUNCATE ON "credit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_hold_allocations_append_only" BEFORE UPDATE OR DELETE ON "credit_hold_allocations"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_hold_allocations_no_truncate" BEFORE TRUNCATE ON "credit_hold_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_holds_no_delete" BEFORE DELETE ON "credit_holds"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "credit_lots_no_delete" BEFORE DELETE ON "credit_lots"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- A hold ends once: held -> spent or held -> released, and nothing else about it changes.
CREATE FUNCTION "credit_holds_settle_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'held' OR NEW.status = 'held' THEN
    RAISE EXCEPTION 'credit hold % is %; a hold is spent or released once', OLD.id, OLD.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.kind, NEW.quantity, NEW.service_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.kind, OLD.quantity, OLD.service_id, OLD.created_at) THEN
    RAISE EXCEPTION 'only the status of credit hold % can change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_holds_settle_once" BEFORE UPDATE ON "credit_holds"
  FOR EACH ROW EXECUTE FUNCTION "credit_holds_settle_once"();
--> statement-breakpoint
-- A lot's remaining moves with holds, releases, adjustments and expiry; what was granted, to whom,
-- from where and until when never changes, and a lot expires once.
CREATE FUNCTION "credit_lots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.business_id, NEW.customer_id, NEW.kind, NEW.granted, NEW.expires_at, NEW.source_type,
      NEW.source_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.business_id, OLD.customer_id, OLD.kind, OLD.granted, OLD.expires_at, OLD.source_type,
      OLD.source_id, OLD.created_at) THEN
    RAISE EXCEPTION 'only the remaining credits of lot % can change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.expired_at IS NOT NULL AND NEW.expired_at IS DISTINCT FROM OLD.expired_at THEN
    RAISE EXCEPTION 'credit lot % has already expired', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_lots_guard" BEFORE UPDATE ON "credit_lots"
  FOR EACH ROW EXECUTE FUNCTION "credit_lots_guard"();
--> statement-breakpoint
-- memberships has no unique (business_id, id) to point a composite foreign key at, so the balance row,
-- which every lot, hold and entry references, checks that its customer belongs to its business.
CREATE FUNCTION "credit_balances_customer_in_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM memberships m WHERE m.id = NEW.customer_id AND m.business_id = NEW.business_id) THEN
    RAISE EXCEPTION 'membership % does not belong to business %', NEW.customer_id, NEW.business_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_balances_customer_in_business" BEFORE INSERT OR UPDATE OF business_id, customer_id
  ON "credit_balances" FOR EACH ROW EXECUTE FUNCTION "credit_balances_customer_in_business"();
--> statement-breakpoint
-- Checked at commit, after every line of the entry is in: at least two lines, summing to zero cents.
CREATE FUNCTION "journal_entry_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  line_count integer;
  total numeric;
BEGIN
  -- Separate statements: a CASE over NEW.id / NEW.entry_id would not compile for the other table.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    target := NEW.id;
  ELSE
    target := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO line_count, total
    FROM journal_lines WHERE entry_id = target;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s); an entry needs at least two', target, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its lines sum to % cents', target, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_must_balance"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_must_balance"();
