-- Function integration_customer: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the functions integration_event_session, integration_event_class, integration_event_money.

-- Hand-written (decision 0063): a customer as webhook payloads carry them: enough to write to them
-- (name, email, phone), nothing more (no health answers, no address).
CREATE OR REPLACE FUNCTION "integration_customer"(business uuid, customer uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', m."id", 'name', u."full_name", 'email', u."email", 'phone', u."phone")
  FROM "memberships" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."business_id" = business AND m."id" = customer;
$$;
