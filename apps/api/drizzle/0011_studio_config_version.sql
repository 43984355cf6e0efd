ALTER TABLE "businesses" ADD COLUMN "config_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0020): what booking reads about a studio is cached per process for one
-- config_version (modules/booking/studio-config-cache.ts); these triggers move the version on every
-- change to it, whatever code makes the change. Customers' memberships are not part of it.
CREATE FUNCTION "studio_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "config_version" = "config_version" + 1
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."business_id" ELSE NEW."business_id" END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "offerings_config" AFTER INSERT OR UPDATE OR DELETE ON "offerings"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "offering_experts_config" AFTER INSERT OR UPDATE OR DELETE ON "offering_experts"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_config" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "business_hours_config" AFTER INSERT OR UPDATE OR DELETE ON "business_hours"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "expert_weekly_hours_config" AFTER INSERT OR UPDATE OR DELETE ON "expert_weekly_hours"
  FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "expert_availability_exceptions_config" AFTER INSERT OR UPDATE OR DELETE
  ON "expert_availability_exceptions" FOR EACH ROW EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_config_insert" AFTER INSERT ON "memberships"
  FOR EACH ROW WHEN (NEW."role" <> 'customer') EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_config_update" AFTER UPDATE ON "memberships"
  FOR EACH ROW WHEN (OLD."role" <> 'customer' OR NEW."role" <> 'customer')
  EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_config_delete" AFTER DELETE ON "memberships"
  FOR EACH ROW WHEN (OLD."role" <> 'customer') EXECUTE FUNCTION "studio_config_changed"();
--> statement-breakpoint
-- An expert's name and email are part of it (shown and emailed when booking), in every studio where
-- the person is staff or an expert.
CREATE FUNCTION "studio_config_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "config_version" = "config_version" + 1
  WHERE "id" IN (SELECT m."business_id" FROM "memberships" m WHERE m."user_id" = NEW."id" AND m."role" <> 'customer');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_config" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "studio_config_person_changed"();
--> statement-breakpoint
-- The studio's own settings that booking reads: its name (in emails), time zone and free-cancel window.
CREATE FUNCTION "studio_config_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."config_version" := OLD."config_version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_config" BEFORE UPDATE ON "businesses"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."time_zone" IS DISTINCT FROM NEW."time_zone"
    OR OLD."free_cancel_hours" IS DISTINCT FROM NEW."free_cancel_hours")
  EXECUTE FUNCTION "studio_config_settings_changed"();
