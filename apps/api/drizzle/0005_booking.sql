CREATE TABLE "expert_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_availability_exceptions_kind_known" CHECK ("expert_availability_exceptions"."kind" in ('time_off', 'custom_hours')),
	CONSTRAINT "expert_availability_exceptions_dates" CHECK ("expert_availability_exceptions"."starts_on" <= "expert_availability_exceptions"."ends_on"),
	CONSTRAINT "expert_availability_exceptions_times" CHECK (("expert_availability_exceptions"."start_time" is null and "expert_availability_exceptions"."end_time" is null and "expert_availability_exceptions"."kind" = 'time_off') or ("expert_availability_exceptions"."start_time" is not null and "expert_availability_exceptions"."end_time" is not null and "expert_availability_exceptions"."start_time" < "expert_availability_exceptions"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "expert_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "expert_weekly_hours_weekday_range" CHECK ("expert_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "expert_weekly_hours_start_before_end" CHECK ("expert_weekly_hours"."start_time" < "expert_weekly_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "offering_experts" (
	"business_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	CONSTRAINT "offering_experts_offering_id_expert_id_pk" PRIMARY KEY("offering_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"place" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"credit_kind" text NOT NULL,
	"credits_needed" integer NOT NULL,
	"price_cents" integer,
	"participants_min" integer DEFAULT 1 NOT NULL,
	"participants_max" integer DEFAULT 1 NOT NULL,
	"travel_buffer_minutes" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "offerings_type_known" CHECK ("offerings"."service_type" in ('Assessment', 'Training', 'Duo', 'Family', 'Youth', 'Nutrition', 'Recovery', 'Massage', 'Boxing', 'Group Coaching', 'Studio Training', 'Studio Boxing', 'Virtual Training', 'Virtual Nutrition')),
	CONSTRAINT "offerings_category_known" CHECK ("offerings"."category" in ('assessment', 'training', 'youth', 'duo', 'family', 'virtual', 'nutrition', 'recovery', 'massage', 'group', 'boxing', 'studio')),
	CONSTRAINT "offerings_credit_kind_known" CHECK ("offerings"."credit_kind" in ('assessment', 'training', 'youth', 'duo', 'family', 'virtual', 'nutrition', 'recovery', 'massage', 'group', 'boxing', 'studio')),
	CONSTRAINT "offerings_place_known" CHECK ("offerings"."place" in ('studio', 'home', 'virtual')),
	CONSTRAINT "offerings_duration_range" CHECK ("offerings"."duration_minutes" between 15 and 480),
	CONSTRAINT "offerings_credits_range" CHECK ("offerings"."credits_needed" between 0 and 20),
	CONSTRAINT "offerings_price_positive" CHECK ("offerings"."price_cents" is null or "offerings"."price_cents" > 0),
	CONSTRAINT "offerings_participants_range" CHECK ("offerings"."participants_min" >= 1 and "offerings"."participants_max" >= "offerings"."participants_min" and "offerings"."participants_max" <= 20),
	CONSTRAINT "offerings_buffer_in_home_only" CHECK ("offerings"."travel_buffer_minutes" between 0 and 120 and ("offerings"."travel_buffer_minutes" = 0 or "offerings"."place" = 'home'))
);
--> statement-breakpoint
CREATE TABLE "service_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text,
	"reason" text,
	"starts_at" timestamp with time zone NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_history_to_known" CHECK ("service_history"."to_status" in ('Requested', 'Confirmed', 'Completed', 'Rescheduled', 'Canceled', 'Tracking', 'Arrived'))
);
--> statement-breakpoint
CREATE TABLE "service_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "service_participants_position" UNIQUE("service_id","position")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"offering_name" text NOT NULL,
	"service_type" text NOT NULL,
	"category" text NOT NULL,
	"place" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"travel_buffer_minutes" integer DEFAULT 0 NOT NULL,
	"expert_busy_from" timestamp with time zone NOT NULL,
	"expert_busy_until" timestamp with time zone NOT NULL,
	"location_id" uuid,
	"address" text,
	"notes" text DEFAULT '' NOT NULL,
	"reminder_minutes" smallint,
	"reminder_queued_at" timestamp with time zone,
	"credit_kind" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"credit_hold_id" uuid,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"completion_notes" text,
	"completed_at" timestamp with time zone,
	"review_stars" smallint,
	"review_text" text,
	"reviewed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_business_id" UNIQUE("business_id","id"),
	CONSTRAINT "services_status_known" CHECK ("services"."status" in ('Requested', 'Confirmed', 'Completed', 'Rescheduled', 'Canceled', 'Tracking', 'Arrived')),
	CONSTRAINT "services_type_known" CHECK ("services"."service_type" in ('Assessment', 'Training', 'Duo', 'Family', 'Youth', 'Nutrition', 'Recovery', 'Massage', 'Boxing', 'Group Coaching', 'Studio Training', 'Studio Boxing', 'Virtual Training', 'Virtual Nutrition')),
	CONSTRAINT "services_place_known" CHECK ("services"."place" in ('studio', 'home', 'virtual')),
	CONSTRAINT "services_ends_after_start" CHECK ("services"."ends_at" > "services"."starts_at"),
	CONSTRAINT "services_expert_busy_covers" CHECK ("services"."expert_busy_from" <= "services"."starts_at" and "services"."expert_busy_until" >= "services"."ends_at"),
	CONSTRAINT "services_buffer_range" CHECK ("services"."travel_buffer_minutes" between 0 and 120),
	CONSTRAINT "services_reminder_known" CHECK ("services"."reminder_minutes" is null or "services"."reminder_minutes" in (5, 10, 15, 20, 30)),
	CONSTRAINT "services_credits_range" CHECK ("services"."credits" >= 0 and ("services"."credits" = 0 or "services"."credit_kind" is not null)),
	CONSTRAINT "services_review_stars_range" CHECK ("services"."review_stars" is null or "services"."review_stars" between 1 and 5),
	CONSTRAINT "services_review_when_completed" CHECK ("services"."review_stars" is null or ("services"."status" = 'Completed' and "services"."reviewed_at" is not null)),
	CONSTRAINT "services_completed_at" CHECK (("services"."status" = 'Completed') = ("services"."completed_at" is not null)),
	CONSTRAINT "services_canceled_at" CHECK (("services"."status" = 'Canceled') = ("services"."canceled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "expert_availability_exceptions" ADD CONSTRAINT "expert_availability_exceptions_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_weekly_hours" ADD CONSTRAINT "expert_weekly_hours_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_experts" ADD CONSTRAINT "offering_experts_offering_fk" FOREIGN KEY ("business_id","offering_id") REFERENCES "public"."offerings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_experts" ADD CONSTRAINT "offering_experts_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_participants" ADD CONSTRAINT "service_participants_service_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_credit_hold_id_credit_holds_id_fk" FOREIGN KEY ("credit_hold_id") REFERENCES "public"."credit_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_offering_fk" FOREIGN KEY ("business_id","offering_id") REFERENCES "public"."offerings"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_availability_exceptions_expert_idx" ON "expert_availability_exceptions" USING btree ("business_id","expert_id","starts_on");--> statement-breakpoint
CREATE INDEX "expert_weekly_hours_expert_idx" ON "expert_weekly_hours" USING btree ("business_id","expert_id","weekday");--> statement-breakpoint
CREATE INDEX "offering_experts_expert_idx" ON "offering_experts" USING btree ("business_id","expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_business_name" ON "offerings" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_history_service_idx" ON "service_history" USING btree ("business_id","service_id","seq");--> statement-breakpoint
CREATE INDEX "services_expert_idx" ON "services" USING btree ("business_id","expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "services_customer_idx" ON "services" USING btree ("business_id","customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("business_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "services_reminder_due_idx" ON "services" USING btree ("starts_at") WHERE "services"."reminder_minutes" is not null and "services"."reminder_queued_at" is null;--> statement-breakpoint
-- Hand-written (decision 0013): no expert is in two overlapping sessions, travel buffers included,
-- and no customer is in two overlapping sessions, whatever code or person writes the rows and however
-- many requests race. Canceled sessions free their time. Needs btree_gist (migration 0000).
ALTER TABLE "services" ADD CONSTRAINT "services_expert_no_overlap" EXCLUDE USING gist (
  "business_id" WITH =,
  "expert_id" WITH =,
  tstzrange("expert_busy_from", "expert_busy_until", '[)') WITH &&
) WHERE ("status" <> 'Canceled');
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_no_overlap" EXCLUDE USING gist (
  "business_id" WITH =,
  "customer_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'Canceled');
--> statement-breakpoint
-- A session's history is a record: rows are added, never changed or removed.
CREATE TRIGGER "service_history_append_only" BEFORE UPDATE OR DELETE ON "service_history"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "service_history_no_truncate" BEFORE TRUNCATE ON "service_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
