CREATE TABLE "group_attendance" (
	"business_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"marked_by_user_id" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_attendance_occurrence_id_seat_id_pk" PRIMARY KEY("occurrence_id","seat_id"),
	CONSTRAINT "group_attendance_mark_known" CHECK ("group_attendance"."mark" in ('checked_in', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "group_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"occurrence_id" uuid,
	"seat_id" uuid,
	"customer_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scheduled_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_occurrences_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "group_occurrences_status_known" CHECK ("group_occurrences"."status" in ('scheduled', 'canceled')),
	CONSTRAINT "group_occurrences_starts_before_ends" CHECK ("group_occurrences"."starts_at" < "group_occurrences"."ends_at"),
	CONSTRAINT "group_occurrences_seats_within_capacity" CHECK ("group_occurrences"."seats_taken" between 0 and "group_occurrences"."capacity")
);
--> statement-breakpoint
CREATE TABLE "group_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"occurrence_id" uuid,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seats" smallint DEFAULT 1 NOT NULL,
	"participants" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" bigserial NOT NULL,
	"credit_kind" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"credit_hold_id" uuid,
	"status_reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_seats_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "group_seats_status_known" CHECK ("group_seats"."status" in ('booked', 'waitlisted', 'left', 'late_left', 'dropped', 'skipped', 'canceled')),
	CONSTRAINT "group_seats_seats_range" CHECK ("group_seats"."seats" between 1 and 21)
);
--> statement-breakpoint
CREATE TABLE "group_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"waitlist_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_settings_cutoff_range" CHECK ("group_settings"."waitlist_cutoff_minutes" between 0 and 10080)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expert_id" uuid NOT NULL,
	"location_id" uuid,
	"capacity" integer NOT NULL,
	"waitlist_limit" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"credit_kind" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"schedule" jsonb NOT NULL,
	"series_seats_taken" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "groups_kind_known" CHECK ("groups"."kind" in ('Group Class', 'Bootcamp', 'Sports Camp')),
	CONSTRAINT "groups_capacity_range" CHECK ("groups"."capacity" between 1 and 200),
	CONSTRAINT "groups_waitlist_range" CHECK ("groups"."waitlist_limit" between 0 and 200),
	CONSTRAINT "groups_duration_range" CHECK ("groups"."duration_minutes" between 15 and 480),
	CONSTRAINT "groups_credits_range" CHECK ("groups"."credits" between 0 and 100),
	CONSTRAINT "groups_credit_kind_with_credits" CHECK ("groups"."credits" = 0 or "groups"."credit_kind" is not null),
	CONSTRAINT "groups_price_positive" CHECK ("groups"."price_cents" is null or "groups"."price_cents" > 0),
	CONSTRAINT "groups_series_seats_within_capacity" CHECK ("groups"."series_seats_taken" between 0 and "groups"."capacity")
);
--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_occurrence_fk" FOREIGN KEY ("business_id","occurrence_id") REFERENCES "public"."group_occurrences"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_seat_fk" FOREIGN KEY ("business_id","seat_id") REFERENCES "public"."group_seats"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_history" ADD CONSTRAINT "group_history_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."groups"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_occurrences" ADD CONSTRAINT "group_occurrences_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."groups"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_occurrences" ADD CONSTRAINT "group_occurrences_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_seats" ADD CONSTRAINT "group_seats_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_seats" ADD CONSTRAINT "group_seats_group_fk" FOREIGN KEY ("business_id","group_id") REFERENCES "public"."groups"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_seats" ADD CONSTRAINT "group_seats_occurrence_fk" FOREIGN KEY ("business_id","occurrence_id") REFERENCES "public"."group_occurrences"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_seats" ADD CONSTRAINT "group_seats_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_seats" ADD CONSTRAINT "group_seats_credit_hold_fk" FOREIGN KEY ("business_id","credit_hold_id") REFERENCES "public"."credit_holds"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_history_group_idx" ON "group_history" USING btree ("business_id","group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_occurrences_group_idx" ON "group_occurrences" USING btree ("business_id","group_id","starts_at");--> statement-breakpoint
CREATE INDEX "group_occurrences_expert_idx" ON "group_occurrences" USING btree ("business_id","expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "group_occurrences_starts_idx" ON "group_occurrences" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_seats_live_occurrence" ON "group_seats" USING btree ("occurrence_id","customer_id") WHERE "group_seats"."status" in ('booked', 'waitlisted') and "group_seats"."occurrence_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_seats_live_series" ON "group_seats" USING btree ("group_id","customer_id") WHERE "group_seats"."status" in ('booked', 'waitlisted') and "group_seats"."occurrence_id" is null;--> statement-breakpoint
CREATE INDEX "group_seats_waitlist_idx" ON "group_seats" USING btree ("business_id","group_id","occurrence_id","status","position");--> statement-breakpoint
CREATE INDEX "group_seats_customer_idx" ON "group_seats" USING btree ("business_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "groups_business_idx" ON "groups" USING btree ("business_id","kind");--> statement-breakpoint
-- Hand-written (decision 0031): an expert never teaches two overlapping classes...
ALTER TABLE "group_occurrences" ADD CONSTRAINT "group_occurrences_expert_no_overlap" EXCLUDE USING gist (
  "business_id" WITH =,
  "expert_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'canceled');
--> statement-breakpoint
-- ...and is never in a class and a private session at once. One exclusion constraint cannot span two
-- tables, so each side takes the expert's turn (the same advisory lock as "service_take_turn",
-- migration 0012) and then looks at the other table: whichever commits second waits for the first
-- and sees its row (a PL/pgSQL statement takes a fresh snapshot in READ COMMITTED). The refusal is the
-- exclusion violation (23P01) the booking engine already reads as "the expert is taken".
CREATE FUNCTION "group_occurrence_expert_free"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'canceled' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW."expert_id" = OLD."expert_id" AND NEW."starts_at" = OLD."starts_at"
     AND NEW."ends_at" = OLD."ends_at" AND OLD."status" = NEW."status" THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('service-expert:' || NEW."expert_id"::text, 0));
  IF EXISTS (SELECT 1 FROM "services" s
    WHERE s."business_id" = NEW."business_id" AND s."expert_id" = NEW."expert_id" AND s."status" <> 'Canceled'
      AND tstzrange(s."expert_busy_from", s."expert_busy_until", '[)') && tstzrange(NEW."starts_at", NEW."ends_at", '[)'))
  THEN
    RAISE EXCEPTION 'the expert has a private session at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'group_occurrences_expert_no_overlap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "group_occurrences_expert_free" BEFORE INSERT OR UPDATE ON "group_occurrences"
  FOR EACH ROW EXECUTE FUNCTION "group_occurrence_expert_free"();
--> statement-breakpoint
CREATE FUNCTION "service_outside_group_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'Canceled' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW."expert_id" = OLD."expert_id" AND NEW."expert_busy_from" = OLD."expert_busy_from"
     AND NEW."expert_busy_until" = OLD."expert_busy_until" AND OLD."status" <> 'Canceled' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('service-expert:' || NEW."expert_id"::text, 0));
  IF EXISTS (SELECT 1 FROM "group_occurrences" o
    WHERE o."business_id" = NEW."business_id" AND o."expert_id" = NEW."expert_id" AND o."status" <> 'canceled'
      AND tstzrange(o."starts_at", o."ends_at", '[)') && tstzrange(NEW."expert_busy_from", NEW."expert_busy_until", '[)'))
  THEN
    RAISE EXCEPTION 'the expert teaches a class at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'services_expert_no_overlap';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Named after "services_take_turn" so it fires after it (triggers fire in name order).
CREATE TRIGGER "services_within_group_classes" BEFORE INSERT OR UPDATE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "service_outside_group_classes"();
--> statement-breakpoint
-- A class's history is a record: rows are added, never changed or removed.
CREATE TRIGGER "group_history_append_only" BEFORE UPDATE OR DELETE ON "group_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
