-- Function book_session: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.

-- "book_session" is a booking's whole write in one statement (the hot path, issue 6): the session
-- (the exclusion constraints refuse a taken time: SQLSTATE 23P01), its household participants, the
-- credit hold, the "Requested" history step (whose trigger tells the expert in the bell), the email
-- to the expert and the audit event. Everything it is given was checked by services.service
-- bookService. Too few credits raise SQLSTATE BK001; lots due to expire raise BK002 (the caller
-- expires them in a transaction and books again there).
CREATE OR REPLACE FUNCTION "book_session"(
  p_business uuid, p_offering uuid, p_offering_name text, p_service_type text, p_category text,
  p_place text, p_expert uuid, p_customer uuid, p_starts_at timestamptz, p_ends_at timestamptz,
  p_duration_minutes integer, p_travel_buffer_minutes integer, p_location uuid, p_address text,
  p_notes text, p_reminder_minutes smallint, p_credit_kind text, p_credits integer, p_price_cents integer,
  p_actor_user uuid, p_actor_role text, p_participants text[], p_email_to text, p_email_subject text,
  p_email_text text, p_email_kind text, p_audit_ip text, p_audit_user_agent text, p_now timestamptz
) RETURNS SETOF "services"
LANGUAGE plpgsql AS $$
DECLARE
  v_service "services";
  v_hold record;
BEGIN
  INSERT INTO "services" ("business_id", "offering_id", "offering_name", "service_type", "category", "place",
    "expert_id", "customer_id", "status", "starts_at", "ends_at", "duration_minutes", "travel_buffer_minutes",
    "expert_busy_from", "expert_busy_until", "location_id", "address", "notes", "reminder_minutes",
    "credit_kind", "credits", "price_cents", "created_by_user_id")
  VALUES (p_business, p_offering, p_offering_name, p_service_type, p_category, p_place, p_expert, p_customer,
    'Requested', p_starts_at, p_ends_at, p_duration_minutes, p_travel_buffer_minutes,
    p_starts_at - make_interval(mins => p_travel_buffer_minutes),
    p_ends_at + make_interval(mins => p_travel_buffer_minutes),
    p_location, p_address, p_notes, p_reminder_minutes, p_credit_kind, p_credits, p_price_cents, p_actor_user)
  RETURNING * INTO v_service;

  IF cardinality(p_participants) > 0 THEN
    INSERT INTO "service_participants" ("business_id", "service_id", "position", "name")
    SELECT p_business, v_service."id", (n - 1)::smallint, name
    FROM unnest(p_participants) WITH ORDINALITY AS participant(name, n);
  END IF;

  IF p_credits > 0 THEN
    SELECT * INTO v_hold FROM "credit_hold"(p_business, p_customer, p_credit_kind, p_credits, v_service."id", p_now);
    IF v_hold."outcome" = 'insufficient' THEN
      RAISE EXCEPTION 'too few credits' USING ERRCODE = 'BK001';
    ELSIF v_hold."outcome" = 'expire_first' THEN
      RAISE EXCEPTION 'credit lots are due to expire first' USING ERRCODE = 'BK002';
    ELSIF v_hold."outcome" <> 'held' THEN
      RAISE EXCEPTION 'credit hold answered %', v_hold."outcome";
    END IF;
    UPDATE "services" SET "credit_hold_id" = v_hold."hold_id"
    WHERE "business_id" = p_business AND "id" = v_service."id";
    v_service."credit_hold_id" := v_hold."hold_id";
  END IF;

  INSERT INTO "service_history" ("business_id", "service_id", "from_status", "to_status", "actor_user_id",
    "actor_role", "starts_at")
  VALUES (p_business, v_service."id", NULL, 'Requested', p_actor_user, p_actor_role, p_starts_at);

  IF p_email_to IS NOT NULL THEN
    INSERT INTO "outbox_emails" ("business_id", "to_email", "subject", "text_body", "kind")
    VALUES (p_business, p_email_to, p_email_subject, p_email_text, p_email_kind);
  END IF;

  INSERT INTO "audit_events" ("action", "outcome", "business_id", "actor_user_id", "target_type", "target_id",
    "ip", "user_agent")
  VALUES ('service.book', 'success', p_business, p_actor_user, 'service', v_service."id"::text, p_audit_ip,
    p_audit_user_agent);

  RETURN NEXT v_service;
END;
$$;
