-- Function integration_event_contract: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/contract_events.sql: contract_events_integration_event

-- Hand-written (decision 0063): a contract or waiver signed (contract.signed), for webhooks, in the
-- transaction of the signature: who signed what, when, and the signed document's SHA-256.
CREATE OR REPLACE FUNCTION "integration_event_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("business_id", "audience", "type", "payload")
  SELECT n."business_id", ARRAY['integrations'], 'contract.signed', jsonb_build_object(
    'id', c."id", 'kind', c."kind", 'title', c."title", 'language', c."language",
    'signedAt', to_char(n."at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'signedBy', n."actor_name", 'documentSha256', n."document_sha256",
    'person', jsonb_build_object('id', c."person_id", 'name', c."person_name", 'email', c."person_email"))
  FROM new_rows n
  JOIN "contracts" c ON c."business_id" = n."business_id" AND c."id" = n."contract_id"
  WHERE n."type" = 'signed' AND EXISTS (SELECT 1 FROM "webhook_endpoints" w
    WHERE w."business_id" = n."business_id" AND w."disabled_at" IS NULL AND 'contract.signed' = ANY (w."event_types"));
  RETURN NULL;
END;
$$;
