CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"audience" text[] NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_positions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "arrival_geofence_meters" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "home_base_address" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "home_base_latitude" double precision;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "home_base_longitude" double precision;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_session_fk" FOREIGN KEY ("business_id","session_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_expert_fk" FOREIGN KEY ("business_id","expert_id") REFERENCES "public"."memberships"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_business_idx" ON "live_events" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "live_events_session_idx" ON "live_events" USING btree ("session_id") WHERE "live_events"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trip_positions_expert_idx" ON "trip_positions" USING btree ("business_id","expert_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_point" CHECK (("services"."latitude" is null) = ("services"."longitude" is null) and ("services"."latitude" is null or ("services"."latitude" between -90 and 90 and "services"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_arrival_geofence_range" CHECK ("businesses"."arrival_geofence_meters" between 20 and 1000);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_point" CHECK (("locations"."latitude" is null) = ("locations"."longitude" is null) and ("locations"."latitude" is null or ("locations"."latitude" between -90 and 90 and "locations"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_point" CHECK (("member_profiles"."latitude" is null) = ("member_profiles"."longitude" is null) and ("member_profiles"."latitude" is null or ("member_profiles"."latitude" between -90 and 90 and "member_profiles"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_home_base_point" CHECK (("staff_profiles"."home_base_latitude" is null) = ("staff_profiles"."home_base_longitude" is null) and ("staff_profiles"."home_base_latitude" is null or ("staff_profiles"."home_base_latitude" between -90 and 90 and "staff_profiles"."home_base_longitude" between -180 and 180)));--> statement-breakpoint

-- Hand-written (decision 0060): NOTIFY carries only ids (a payload must stay under 8,000 bytes, and
-- the row is the record a reconnecting browser replays). Sent at commit; every API process LISTENs on
-- "live_events" and reads the rows. One statement may add many events (a seed, a bulk change): their
-- ids go in chunks of 500, comma-separated.
CREATE OR REPLACE FUNCTION "live_event_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chunk text;
BEGIN
  FOR chunk IN
    SELECT string_agg(id::text, ',' ORDER BY id)
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 500 AS part FROM new_rows) numbered
    GROUP BY part
  LOOP
    PERFORM pg_notify('live_events', chunk);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0060): a session's status or time changed, so its page, its expert's and the
-- staff's lists can refresh, whatever code changed it. Its customer, its expert and the staff hear it.
-- A trip that ends (leaves Tracking) takes its position with it: the latest point and the position
-- events kept for replay are deleted in the same transaction.
CREATE OR REPLACE FUNCTION "live_event_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'Tracking' AND NEW."status" <> 'Tracking' THEN
    DELETE FROM "trip_positions" WHERE "session_id" = NEW."id";
    DELETE FROM "live_events" WHERE "session_id" = NEW."id" AND "type" = 'tracking.position';
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  VALUES (NEW."business_id", ARRAY['staff', 'm:' || NEW."expert_id", 'm:' || NEW."customer_id"],
    'session.changed', jsonb_build_object('sessionId', NEW."id", 'status', NEW."status"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0060): a new bell item reaches its one recipient at once, whoever added it
-- (the booking engine, a trigger, a job). One statement, however many rows.
CREATE OR REPLACE FUNCTION "live_event_notification_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT n."business_id", ARRAY['m:' || n."membership_id"], 'notification.created',
    jsonb_build_object('notificationId', n."id")
  FROM new_rows n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0060): someone joined, left, or moved off the waitlist of a class, so its
-- roster (staff and the class's expert) and the member's own class page refresh.
CREATE OR REPLACE FUNCTION "live_event_roster_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['staff', 'm:' || g."expert_id", 'm:' || NEW."customer_id"],
    'class.roster', jsonb_build_object('groupId', NEW."group_id", 'occurrenceId', NEW."occurrence_id")
  FROM "groups" g
  WHERE g."business_id" = NEW."business_id" AND g."id" = NEW."group_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0060): a sign-out (a browser session deleted), a deactivation or a new role
-- changes what a person's open event streams may carry. Each process checks again the streams of
-- those memberships and closes the ones whose viewer is gone. Never sent to a browser.
CREATE OR REPLACE FUNCTION "live_event_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT DISTINCT o."business_id", ARRAY['m:' || o."membership_id"], 'access.changed', '{}'::jsonb
    FROM old_rows o;
  ELSE
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['m:' || n."id"], 'access.changed', '{}'::jsonb
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE o."status" IS DISTINCT FROM n."status" OR o."role" IS DISTINCT FROM n."role";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "live_events_notify" ON "live_events";
--> statement-breakpoint
-- Calls functions/live_event_notify.sql
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_notify"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_live_event" ON "notifications";
--> statement-breakpoint
-- Calls functions/live_event_notification_created.sql
CREATE TRIGGER "notifications_live_event" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_notification_created"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "group_seats_live_event_insert" ON "group_seats";
--> statement-breakpoint
-- Calls functions/live_event_roster_changed.sql
CREATE TRIGGER "group_seats_live_event_insert" AFTER INSERT ON "group_seats"
  FOR EACH ROW EXECUTE FUNCTION "live_event_roster_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "group_seats_live_event_update" ON "group_seats";
--> statement-breakpoint
-- Calls functions/live_event_roster_changed.sql
CREATE TRIGGER "group_seats_live_event_update" AFTER UPDATE ON "group_seats"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."seats" IS DISTINCT FROM NEW."seats")
  EXECUTE FUNCTION "live_event_roster_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_live_event_delete" ON "sessions";
--> statement-breakpoint
-- Calls functions/live_event_access_changed.sql
CREATE TRIGGER "sessions_live_event_delete" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_access_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "memberships_live_event_access" ON "memberships";
--> statement-breakpoint
-- Calls functions/live_event_access_changed.sql
CREATE TRIGGER "memberships_live_event_access" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_event_access_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "services_live_event" ON "services";
--> statement-breakpoint
-- Calls functions/live_event_session_changed.sql
CREATE TRIGGER "services_live_event" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at"
    OR OLD."expert_id" IS DISTINCT FROM NEW."expert_id")
  EXECUTE FUNCTION "live_event_session_changed"();
