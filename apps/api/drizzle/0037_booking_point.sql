-- Hand-written from src/db/sql (npm run db:function -w @bmp/api -- book_session).
-- "book_session" is a booking's whole write in one statement (the hot path, issue 6): the session
-- (the exclusion constraints refuse a taken time: SQLSTATE 23P01), its household participants, the
-- credit hold, the "Requested" history step (whose trigger tells the expert in the bell), the email
-- to the expert and the audit event. Everything it is given was checked by services.service
-- bookService. Too few credits raise SQLSTATE BK001; lots due to expire raise BK002 (the caller
-- expires them in a transaction and books again there). An in-home session's point on the map
-- (latitude, longitude; decision 0060) is stored with it, null when it has none.
--
-- It takes one named record: a jsonb object with exactly the keys of "request" below (null where there
-- is nothing; participants a JSON array of names). services.repository bookSessionRequest builds it.
-- A key missing or unknown is refused (SQLSTATE 22023), so a misspelt name cannot pass as a null.
CREATE OR REPLACE FUNCTION "book_session"(p_request jsonb) RETURNS SETOF "services"
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_wrong_keys text;
  v_service "services";
  v_hold record;
BEGIN
  SELECT * INTO r FROM jsonb_to_record(p_request) AS request(
    business_id uuid, offering_id uuid, offering_name text, service_type text, category text, place text,
    expert_id uuid, customer_id uuid, starts_at timestamptz, ends_at timestamptz, duration_minutes integer,
    travel_buffer_minutes integer, location_id uuid, address text, latitude double precision,
    longitude double precision, notes text, reminder_minutes smallint, credit_kind text, credits integer,
    price_cents integer, actor_user_id uuid, actor_role text,
    participants text[], email_to text, email_subject text, email_text text, email_kind text,
    audit_ip text, audit_user_agent text, now timestamptz
  );
  SELECT string_agg(coalesce(given.key, expected.key), ', ' ORDER BY coalesce(given.key, expected.key))
  INTO v_wrong_keys
  FROM jsonb_object_keys(p_request) AS given(key)
  FULL JOIN jsonb_object_keys(to_jsonb(r)) AS expected(key) ON expected.key = given.key
  WHERE given.key IS NULL OR expected.key IS NULL;
  IF v_wrong_keys IS NOT NULL THEN
    RAISE EXCEPTION 'book_session: missing or unknown keys: %', v_wrong_keys USING ERRCODE = 'invalid_parameter_value';
  END IF;

  INSERT INTO "services" ("business_id", "offering_id", "offering_name", "service_type", "category", "place",
    "expert_id", "customer_id", "status", "starts_at", "ends_at", "duration_minutes", "travel_buffer_minutes",
    "expert_busy_from", "expert_busy_until", "location_id", "address", "latitude", "longitude", "notes",
    "reminder_minutes", "credit_kind", "credits", "price_cents", "created_by_user_id")
  VALUES (r.business_id, r.offering_id, r.offering_name, r.service_type, r.category, r.place, r.expert_id,
    r.customer_id, 'Requested', r.starts_at, r.ends_at, r.duration_minutes, r.travel_buffer_minutes,
    r.starts_at - make_interval(mins => r.travel_buffer_minutes),
    r.ends_at + make_interval(mins => r.travel_buffer_minutes),
    r.location_id, r.address, r.latitude, r.longitude, r.notes, r.reminder_minutes, r.credit_kind, r.credits,
    r.price_cents, r.actor_user_id)
  RETURNING * INTO v_service;

  IF cardinality(r.participants) > 0 THEN
    INSERT INTO "service_participants" ("business_id", "service_id", "position", "name")
    SELECT r.business_id, v_service."id", (n - 1)::smallint, name
    FROM unnest(r.participants) WITH ORDINALITY AS participant(name, n);
  END IF;

  IF r.credits > 0 THEN
    SELECT * INTO v_hold
    FROM "credit_hold"(r.business_id, r.customer_id, r.credit_kind, r.credits, v_service."id", r.now);
    IF v_hold."outcome" = 'insufficient' THEN
      RAISE EXCEPTION 'too few credits' USING ERRCODE = 'BK001';
    ELSIF v_hold."outcome" = 'expire_first' THEN
      RAISE EXCEPTION 'credit lots are due to expire first' USING ERRCODE = 'BK002';
    ELSIF v_hold."outcome" <> 'held' THEN
      RAISE EXCEPTION 'credit hold answered %', v_hold."outcome";
    END IF;
    UPDATE "services" SET "credit_hold_id" = v_hold."hold_id"
    WHERE "business_id" = r.business_id AND "id" = v_service."id";
    v_service."credit_hold_id" := v_hold."hold_id";
  END IF;

  INSERT INTO "service_history" ("business_id", "service_id", "from_status", "to_status", "actor_user_id",
    "actor_role", "starts_at")
  VALUES (r.business_id, v_service."id", NULL, 'Requested', r.actor_user_id, r.actor_role, r.starts_at);

  IF r.email_to IS NOT NULL THEN
    INSERT INTO "outbox_emails" ("business_id", "to_email", "subject", "text_body", "kind")
    VALUES (r.business_id, r.email_to, r.email_subject, r.email_text, r.email_kind);
  END IF;

  INSERT INTO "audit_events" ("action", "outcome", "business_id", "actor_user_id", "target_type", "target_id",
    "ip", "user_agent")
  VALUES ('service.book', 'success', r.business_id, r.actor_user_id, 'service', v_service."id"::text,
    r.audit_ip, r.audit_user_agent);

  RETURN NEXT v_service;
END;
$$;
