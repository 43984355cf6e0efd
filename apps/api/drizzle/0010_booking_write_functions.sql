-- Hand-written (decision 0020): the credit hold and the booking write, each one statement.
--
-- "credit_take_from_lots" takes credits from a customer's lots, those that expire first first (then the
-- oldest), and when a hold is given records which lots gave how many (to put them back on release).
-- Used by the hold below and by credits.repository takeFromLots (adjustments). The balance row must be
-- locked by the caller; lots holding fewer credits than asked is a broken ledger, hence the exception.
CREATE FUNCTION "credit_take_from_lots"(
  p_business uuid, p_customer uuid, p_kind text, p_quantity integer, p_hold uuid
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
BEGIN
  WITH usable AS (
    SELECT l."id", l."remaining", l."expires_at", l."created_at" FROM "credit_lots" l
    WHERE l."business_id" = p_business AND l."customer_id" = p_customer AND l."kind" = p_kind
      AND l."remaining" > 0 AND l."expired_at" IS NULL
    FOR NO KEY UPDATE
  ), ordered AS (
    SELECT u."id", u."remaining",
      sum(u."remaining") OVER (ORDER BY u."expires_at" ASC NULLS LAST, u."created_at" ASC, u."id" ASC)
        - u."remaining" AS "before"
    FROM usable u
  ), taken AS (
    SELECT o."id", least(o."remaining", p_quantity - o."before")::integer AS "quantity"
    FROM ordered o WHERE o."before" < p_quantity
  ), updated AS (
    UPDATE "credit_lots" lot SET "remaining" = lot."remaining" - taken."quantity"
    FROM taken WHERE lot."id" = taken."id"
    RETURNING lot."id", taken."quantity"
  ), allocated AS (
    INSERT INTO "credit_hold_allocations" ("business_id", "hold_id", "lot_id", "quantity")
    SELECT p_business, p_hold, updated."id", updated."quantity" FROM updated WHERE p_hold IS NOT NULL
  )
  SELECT coalesce(sum(updated."quantity"), 0)::integer INTO v_taken FROM updated;
  IF v_taken <> p_quantity THEN
    RAISE EXCEPTION 'credit lots of %/% hold less than their balance', p_customer, p_kind;
  END IF;
END;
$$;
--> statement-breakpoint
-- "credit_hold" is the ledger's hold (credits.service holdWithin calls it): lock the balance, refuse
-- when lots are due to expire first (the caller expires them, which posts revenue, then calls again),
-- answer the live hold of the session if there is one, refuse when too few credits are available,
-- else write the hold, move available -> held with its entry, and take the credits from the lots
-- that expire first. Nothing is written unless the outcome is 'held'.
CREATE FUNCTION "credit_hold"(
  p_business uuid, p_customer uuid, p_kind text, p_quantity integer, p_service uuid, p_now timestamptz
) RETURNS TABLE ("outcome" text, "hold_id" uuid, "hold_kind" text, "hold_quantity" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_available integer;
  v_due boolean;
  v_hold uuid;
BEGIN
  SELECT b."available",
    EXISTS (SELECT 1 FROM "credit_lots" l
      WHERE l."business_id" = p_business AND l."customer_id" = p_customer AND l."kind" = p_kind
        AND l."expired_at" IS NULL AND l."expires_at" <= p_now)
  INTO v_available, v_due
  FROM "credit_balances" b
  WHERE b."business_id" = p_business AND b."customer_id" = p_customer AND b."kind" = p_kind
  FOR NO KEY UPDATE OF b;
  -- A live hold of this session (a retry, or a hold of another kind): the caller compares.
  RETURN QUERY SELECT 'exists'::text, h."id", h."kind", h."quantity" FROM "credit_holds" h
    WHERE h."business_id" = p_business AND h."service_id" = p_service AND h."customer_id" = p_customer
      AND h."status" = 'held';
  IF FOUND THEN RETURN; END IF;
  IF v_available IS NULL OR (NOT v_due AND v_available < p_quantity) THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::uuid, p_kind, p_quantity;
    RETURN;
  END IF;
  IF v_due THEN
    RETURN QUERY SELECT 'expire_first'::text, NULL::uuid, p_kind, p_quantity;
    RETURN;
  END IF;

  INSERT INTO "credit_holds" ("business_id", "customer_id", "kind", "quantity", "service_id")
  VALUES (p_business, p_customer, p_kind, p_quantity, p_service)
  RETURNING "id" INTO v_hold;

  WITH moved AS (
    UPDATE "credit_balances" SET "available" = "available" - p_quantity, "held" = "held" + p_quantity,
      "updated_at" = now()
    WHERE "business_id" = p_business AND "customer_id" = p_customer AND "kind" = p_kind
    RETURNING "available", "held"
  )
  INSERT INTO "credit_entries" ("business_id", "customer_id", "kind", "entry_type", "available_delta",
    "held_delta", "available_after", "held_after", "hold_id")
  SELECT p_business, p_customer, p_kind, 'hold', -p_quantity, p_quantity, moved."available", moved."held", v_hold
  FROM moved;

  PERFORM "credit_take_from_lots"(p_business, p_customer, p_kind, p_quantity, v_hold);
  RETURN QUERY SELECT 'held'::text, v_hold, p_kind, p_quantity;
END;
$$;
--> statement-breakpoint
-- "book_session" is a booking's whole write in one statement (the hot path, issue 6): the session
-- (the exclusion constraints refuse a taken time: SQLSTATE 23P01), its household participants, the
-- credit hold, the "Requested" history step (whose trigger tells the expert in the bell), the email
-- to the expert and the audit event. Everything it is given was checked by services.service
-- bookService. Too few credits raise SQLSTATE BK001; lots due to expire raise BK002 (the caller
-- expires them in a transaction and books again there).
CREATE FUNCTION "book_session"(
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
