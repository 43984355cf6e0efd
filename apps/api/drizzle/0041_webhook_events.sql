-- Hand-written from src/db/sql (npm run db:function -w @bmp/api -- integration_wanted integration_customer integration_event_session integration_event_class integration_event_money webhook_deliveries_fan_out services_integration_event_insert services_integration_event_update group_seats_integration_event_insert group_seats_integration_event_update payments_integration_event purchases_integration_event refunds_integration_event live_events_webhooks).
-- Hand-written (decision 0063): whether a studio has a live webhook endpoint that wants this event
-- type. The integration events are written only then, so a studio without webhooks writes nothing.
CREATE OR REPLACE FUNCTION "integration_wanted"(business uuid, event_type text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "webhook_endpoints" w
    WHERE w."business_id" = business AND w."disabled_at" IS NULL AND event_type = ANY (w."event_types")
  );
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): a customer as webhook payloads carry them: enough to write to them
-- (name, email, phone), nothing more (no health answers, no address).
CREATE OR REPLACE FUNCTION "integration_customer"(business uuid, customer uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', m."id", 'name', u."full_name", 'email', u."email", 'phone', u."phone")
  FROM "memberships" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."business_id" = business AND m."id" = customer;
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): what other tools hear about a session (webhooks), written in the
-- transaction of the change, whatever code made it: requested or confirmed when booked, then
-- confirmed, rescheduled (its status, or its start moved), canceled, completed. Only while the studio
-- has an endpoint that wants the type, so a studio without webhooks writes nothing. The payload carries
-- what a tool needs to act without another call (the time in UTC and in the studio's zone, the
-- customer's contact for a text message, the offering), never health answers or bank numbers.
CREATE OR REPLACE FUNCTION "integration_event_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := CASE NEW."status" WHEN 'Confirmed' THEN 'session.confirmed' ELSE 'session.requested' END;
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    event_type := CASE NEW."status"
      WHEN 'Confirmed' THEN 'session.confirmed'
      WHEN 'Rescheduled' THEN 'session.rescheduled'
      WHEN 'Canceled' THEN 'session.canceled'
      WHEN 'Completed' THEN 'session.completed'
      ELSE NULL END;
  ELSIF NEW."starts_at" IS DISTINCT FROM OLD."starts_at" THEN
    event_type := 'session.rescheduled';
  END IF;
  IF event_type IS NULL OR NOT "integration_wanted"(NEW."business_id", event_type) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['integrations'], event_type, jsonb_build_object(
    'id', NEW."id",
    'status', NEW."status",
    'startsAt', to_char(NEW."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'endsAt', to_char(NEW."ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'timeZone', b."time_zone",
    'startsAtLocal', to_char(NEW."starts_at" AT TIME ZONE b."time_zone", 'YYYY-MM-DD"T"HH24:MI:SS'),
    'previousStartsAt', CASE WHEN TG_OP = 'UPDATE' AND NEW."starts_at" IS DISTINCT FROM OLD."starts_at"
      THEN to_char(OLD."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END,
    'durationMinutes', NEW."duration_minutes",
    'place', NEW."place",
    'locationId', NEW."location_id",
    'address', NEW."address",
    'offering', jsonb_build_object('id', NEW."offering_id", 'name', NEW."offering_name",
      'category', NEW."category", 'serviceType', NEW."service_type"),
    'customer', "integration_customer"(NEW."business_id", NEW."customer_id"),
    'expert', jsonb_build_object('id', NEW."expert_id", 'name', eu."full_name"),
    'cancelReason', NEW."cancel_reason")
  FROM "businesses" b
  JOIN "memberships" em ON em."business_id" = NEW."business_id" AND em."id" = NEW."expert_id"
  JOIN "users" eu ON eu."id" = em."user_id"
  WHERE b."id" = NEW."business_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): a class seat taken (class.joined), given up or ended (class.left, from a
-- seat or the waitlist), or a waitlisted member moved into the class (waitlist.promoted), for webhooks,
-- in the transaction of the change. Joining the waitlist itself is not an event of its own.
CREATE OR REPLACE FUNCTION "integration_event_class"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := CASE WHEN NEW."status" = 'booked' THEN 'class.joined' END;
  ELSIF OLD."status" = 'waitlisted' AND NEW."status" = 'booked' THEN
    event_type := 'waitlist.promoted';
  ELSIF OLD."status" IN ('booked', 'waitlisted') AND NEW."status" IN ('left', 'late_left', 'dropped', 'canceled') THEN
    event_type := 'class.left';
  END IF;
  IF event_type IS NULL OR NOT "integration_wanted"(NEW."business_id", event_type) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT NEW."business_id", ARRAY['integrations'], event_type, jsonb_build_object(
    'seatId', NEW."id",
    'status', NEW."status",
    'previousStatus', CASE WHEN TG_OP = 'UPDATE' THEN OLD."status" END,
    'seats', NEW."seats",
    'class', jsonb_build_object('id', g."id", 'name', g."name"),
    'occurrence', CASE WHEN o."id" IS NULL THEN NULL ELSE jsonb_build_object(
      'id', o."id",
      'startsAt', to_char(o."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'startsAtLocal', to_char(o."starts_at" AT TIME ZONE b."time_zone", 'YYYY-MM-DD"T"HH24:MI:SS'),
      'timeZone', b."time_zone") END,
    'customer', "integration_customer"(NEW."business_id", NEW."customer_id"))
  FROM "groups" g
  JOIN "businesses" b ON b."id" = g."business_id"
  LEFT JOIN "group_occurrences" o ON o."business_id" = NEW."business_id" AND o."id" = NEW."occurrence_id"
  WHERE g."business_id" = NEW."business_id" AND g."id" = NEW."group_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): purchases made (purchase.created), payments taken (payment.recorded,
-- with their receipt numbers) and refunds given (refund.created), for webhooks, in the transaction of
-- the change. Amounts in cents, with the studio's currency. Once per statement, not per row: the
-- billing run writes hundreds of purchases and payments in one statement, and a studio without an
-- endpoint that wants the type costs one join that finds nothing.
CREATE OR REPLACE FUNCTION "integration_event_money"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'purchases' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'purchase.created', jsonb_build_object(
      'id', n."id", 'packName', n."pack_name", 'packType', n."pack_type", 'priceCents', n."price_cents",
      'paymentMethod', n."payment_method", 'status', n."status", 'grants', n."grants",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", n."customer_id"))
    FROM new_rows n JOIN "businesses" b ON b."id" = n."business_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'purchase.created' = ANY (w."event_types"));
  ELSIF TG_TABLE_NAME = 'payments' THEN
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'payment.recorded', jsonb_build_object(
      'id', n."id", 'receiptNumber', n."receipt_number", 'amountCents', n."amount_cents",
      'method', n."method", 'purchaseId', n."purchase_id",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", n."customer_id"))
    FROM new_rows n JOIN "businesses" b ON b."id" = n."business_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'payment.recorded' = ANY (w."event_types"));
  ELSE
    INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
    SELECT n."business_id", ARRAY['integrations'], 'refund.created', jsonb_build_object(
      'id', n."id", 'paymentId', n."payment_id", 'amountCents', n."amount_cents", 'reason', n."reason",
      'currency', b."currency", 'createdAt', to_char(n."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'customer', "integration_customer"(n."business_id", p."customer_id"))
    FROM new_rows n
    JOIN "businesses" b ON b."id" = n."business_id"
    JOIN "payments" p ON p."business_id" = n."business_id" AND p."id" = n."payment_id"
    WHERE EXISTS (SELECT 1 FROM "webhook_endpoints" w WHERE w."business_id" = n."business_id"
      AND w."disabled_at" IS NULL AND 'refund.created' = ANY (w."event_types"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Hand-written (decision 0063): each event for other tools becomes one delivery per endpoint of its
-- studio that wants its type, in the same transaction as the event (so none is lost or invented), with
-- the Standard Webhooks body (type, timestamp, data) kept on the delivery: the live event is pruned
-- after a day, retries run for about three days. The first attempt is due at once.
CREATE OR REPLACE FUNCTION "webhook_deliveries_fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_deliveries" ("business_id", "endpoint_id", "event_id", "event_type", "payload", "next_attempt_at")
  SELECT e."business_id", w."id", e."id", e."type",
    jsonb_build_object('type', e."type",
      'timestamp', to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', e."payload"),
    e."created_at"
  FROM new_rows e
  JOIN "webhook_endpoints" w
    ON w."business_id" = e."business_id" AND w."disabled_at" IS NULL AND e."type" = ANY (w."event_types")
  WHERE 'integrations' = ANY (e."audience");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "services_integration_event_insert" ON "services";
--> statement-breakpoint
-- Calls functions/integration_event_session.sql
CREATE TRIGGER "services_integration_event_insert" AFTER INSERT ON "services"
  FOR EACH ROW EXECUTE FUNCTION "integration_event_session"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "services_integration_event_update" ON "services";
--> statement-breakpoint
-- Calls functions/integration_event_session.sql
CREATE TRIGGER "services_integration_event_update" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at")
  EXECUTE FUNCTION "integration_event_session"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "group_seats_integration_event_insert" ON "group_seats";
--> statement-breakpoint
-- Calls functions/integration_event_class.sql
CREATE TRIGGER "group_seats_integration_event_insert" AFTER INSERT ON "group_seats"
  FOR EACH ROW EXECUTE FUNCTION "integration_event_class"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "group_seats_integration_event_update" ON "group_seats";
--> statement-breakpoint
-- Calls functions/integration_event_class.sql
CREATE TRIGGER "group_seats_integration_event_update" AFTER UPDATE ON "group_seats"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "integration_event_class"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "payments_integration_event" ON "payments";
--> statement-breakpoint
-- Calls functions/integration_event_money.sql
CREATE TRIGGER "payments_integration_event" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_integration_event" ON "purchases";
--> statement-breakpoint
-- Calls functions/integration_event_money.sql
CREATE TRIGGER "purchases_integration_event" AFTER INSERT ON "purchases"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "refunds_integration_event" ON "refunds";
--> statement-breakpoint
-- Calls functions/integration_event_money.sql
CREATE TRIGGER "refunds_integration_event" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "integration_event_money"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "live_events_webhooks" ON "live_events";
--> statement-breakpoint
-- Calls functions/webhook_deliveries_fan_out.sql
CREATE TRIGGER "live_events_webhooks" AFTER INSERT ON "live_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_fan_out"();
