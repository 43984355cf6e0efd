CREATE TABLE "contract_events" (
	"business_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	"consent_sha256" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "contract_events_pk" PRIMARY KEY("contract_id","seq")
);
--> statement-breakpoint
CREATE TABLE "contract_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"required_waiver_template_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"require_resign" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contract_template_versions_number" UNIQUE("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"resign_from_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "contract_templates_kind_known" CHECK ("contract_templates"."kind" in ('waiver', 'membership_agreement', 'contractor_agreement', 'other')),
	CONSTRAINT "contract_templates_versions" CHECK ("contract_templates"."published_version" is null or "contract_templates"."published_version" between 1 and "contract_templates"."latest_version")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"template_id" uuid,
	"template_version" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"person_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"person_email" text NOT NULL,
	"dependant_id" uuid,
	"dependant_name" text,
	"body" text NOT NULL,
	"document_sha256" text NOT NULL,
	"status" text NOT NULL,
	"issued_by_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signature_png" "bytea",
	"needs_countersign" boolean DEFAULT false NOT NULL,
	"countersigned_at" timestamp with time zone,
	"countersigned_name" text,
	"countersigned_by_id" uuid,
	"countersignature_png" "bytea",
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"excused_reason" text,
	"on_paper" boolean DEFAULT false NOT NULL,
	"paper_scan" "bytea",
	"paper_scan_type" text,
	"pdf" "bytea",
	"pdf_sha256" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "contracts_status_known" CHECK ("contracts"."status" in ('draft', 'sent', 'viewed', 'countersign', 'signed', 'declined', 'voided', 'expired', 'excused')),
	CONSTRAINT "contracts_signature_size" CHECK ("contracts"."signature_png" is null or octet_length("contracts"."signature_png") <= 204800)
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_fk" FOREIGN KEY ("business_id","contract_id") REFERENCES "public"."contracts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_links" ADD CONSTRAINT "contract_links_contract_fk" FOREIGN KEY ("business_id","contract_id") REFERENCES "public"."contracts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_waiver_fk" FOREIGN KEY ("business_id","required_waiver_template_id") REFERENCES "public"."contract_templates"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_template_fk" FOREIGN KEY ("business_id","template_id") REFERENCES "public"."contract_templates"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_person_fk" FOREIGN KEY ("business_id","person_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_templates_business_idx" ON "contract_templates" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "contracts_business_idx" ON "contracts" USING btree ("business_id","issued_at");--> statement-breakpoint
CREATE INDEX "contracts_person_idx" ON "contracts" USING btree ("business_id","person_id","kind");--> statement-breakpoint
CREATE INDEX "contracts_open_idx" ON "contracts" USING btree ("expires_at") WHERE "contracts"."status" in ('draft', 'sent', 'viewed');--> statement-breakpoint
-- Hand-written below (decision 0053): a contract's events are its record. A row is never edited or
-- deleted by itself; only deleting the whole business or person (a cascade, one trigger level down)
-- takes it.
CREATE OR REPLACE FUNCTION "contract_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% rows cannot be changed or deleted: a contract''s record is append-only', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
-- Hand-written below (decision 0053): what was issued or signed never changes. The frozen text and
-- who it is for are fixed at issue; the signature, the sealed PDF and its hash are fixed once written;
-- a final status (signed, declined, voided, expired, excused) only moves to voided, keeping the rest.
CREATE OR REPLACE FUNCTION "contracts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."body" IS DISTINCT FROM OLD."body"
    OR NEW."document_sha256" IS DISTINCT FROM OLD."document_sha256"
    OR NEW."person_id" IS DISTINCT FROM OLD."person_id"
    OR NEW."dependant_name" IS DISTINCT FROM OLD."dependant_name"
    OR NEW."kind" IS DISTINCT FROM OLD."kind"
    OR NEW."title" IS DISTINCT FROM OLD."title"
    OR NEW."template_version" IS DISTINCT FROM OLD."template_version" THEN
    RAISE EXCEPTION 'a contract''s text and signer cannot change after it is issued'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD."signed_at" IS NOT NULL AND (NEW."signed_at" IS DISTINCT FROM OLD."signed_at"
        OR NEW."signed_name" IS DISTINCT FROM OLD."signed_name"
        OR NEW."signature_png" IS DISTINCT FROM OLD."signature_png"))
    OR (OLD."countersigned_at" IS NOT NULL AND (NEW."countersigned_at" IS DISTINCT FROM OLD."countersigned_at"
        OR NEW."countersigned_name" IS DISTINCT FROM OLD."countersigned_name"
        OR NEW."countersignature_png" IS DISTINCT FROM OLD."countersignature_png"))
    OR (OLD."pdf" IS NOT NULL AND (NEW."pdf" IS DISTINCT FROM OLD."pdf"
        OR NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256"))
    OR (OLD."paper_scan" IS NOT NULL AND NEW."paper_scan" IS DISTINCT FROM OLD."paper_scan") THEN
    RAISE EXCEPTION 'a signature and a sealed contract cannot change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD."status" IN ('signed', 'declined', 'voided', 'expired', 'excused')
    AND NEW."status" IS DISTINCT FROM OLD."status"
    AND NOT (NEW."status" = 'voided' AND OLD."status" IN ('signed', 'excused')) THEN
    RAISE EXCEPTION 'a % contract cannot become %', OLD."status", NEW."status"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_guard" ON "contracts";
--> statement-breakpoint
-- Calls functions/contracts_guard.sql
CREATE TRIGGER "contracts_guard" BEFORE UPDATE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contracts_guard"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contract_events_append_only" ON "contract_events";
--> statement-breakpoint
-- Calls functions/contract_events_refuse_change.sql
CREATE TRIGGER "contract_events_append_only" BEFORE UPDATE OR DELETE ON "contract_events"
  FOR EACH ROW EXECUTE FUNCTION "contract_events_refuse_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_guard" ON "contracts";
--> statement-breakpoint
-- Calls functions/contracts_guard.sql
CREATE TRIGGER "contracts_guard" BEFORE UPDATE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contracts_guard"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_no_delete" ON "contracts";
--> statement-breakpoint
-- Calls functions/contract_events_refuse_change.sql
CREATE TRIGGER "contracts_no_delete" BEFORE DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION "contract_events_refuse_change"();
