-- Function studio_config_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/offerings.sql: offerings_config
--   triggers/offering_experts.sql: offering_experts_config
--   triggers/locations.sql: locations_config
--   triggers/business_hours.sql: business_hours_config
--   triggers/expert_weekly_hours.sql: expert_weekly_hours_config
--   triggers/expert_availability_exceptions.sql: expert_availability_exceptions_config
--   triggers/memberships.sql: memberships_config_insert
--   triggers/memberships.sql: memberships_config_update
--   triggers/memberships.sql: memberships_config_delete
--   triggers/offering_locations.sql: offering_locations_config

-- Hand-written (decision 0020): what booking reads about a studio is cached per process for one
-- config_version (modules/booking/studio-config-cache.ts); these triggers move the version on every
-- change to it, whatever code makes the change. Customers' memberships are not part of it.
CREATE OR REPLACE FUNCTION "studio_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "config_version" = "config_version" + 1
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."business_id" ELSE NEW."business_id" END;
  RETURN NULL;
END;
$$;
