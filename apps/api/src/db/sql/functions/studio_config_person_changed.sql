-- Function studio_config_person_changed: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/users.sql: users_config

-- An expert's name and email are part of it (shown and emailed when booking), in every studio where
-- the person is staff or an expert.
CREATE OR REPLACE FUNCTION "studio_config_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "config_version" = "config_version" + 1
  WHERE "id" IN (SELECT m."business_id" FROM "memberships" m WHERE m."user_id" = NEW."id" AND m."role" <> 'customer');
  RETURN NULL;
END;
$$;
