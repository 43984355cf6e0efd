-- Function contracts_guard: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/contracts.sql: contracts_guard

-- Hand-written below (decision 0053): what was issued or signed never changes. The frozen text and
-- who it is for are fixed at issue; the signature, the sealed PDF and its hash are fixed once written;
-- a final status (signed, declined, voided, expired, excused) only moves to voided, keeping the rest.
CREATE OR REPLACE FUNCTION "contracts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."body" IS DISTINCT FROM OLD."body"
    OR NEW."document_sha256" IS DISTINCT FROM OLD."document_sha256"
    OR NEW."person_id" IS DISTINCT FROM OLD."person_id"
    OR NEW."dependant_name" IS DISTINCT FROM OLD."dependant_name"
    OR NEW."kind" IS DISTINCT FROM OLD."kind"
    OR NEW."title" IS DISTINCT FROM OLD."title"
    OR NEW."template_version" IS DISTINCT FROM OLD."template_version" THEN
    RAISE EXCEPTION 'a contract''s text and signer cannot change after it is issued'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD."signed_at" IS NOT NULL AND (NEW."signed_at" IS DISTINCT FROM OLD."signed_at"
        OR NEW."signed_name" IS DISTINCT FROM OLD."signed_name"
        OR NEW."signature_png" IS DISTINCT FROM OLD."signature_png"))
    OR (OLD."countersigned_at" IS NOT NULL AND (NEW."countersigned_at" IS DISTINCT FROM OLD."countersigned_at"
        OR NEW."countersigned_name" IS DISTINCT FROM OLD."countersigned_name"
        OR NEW."countersignature_png" IS DISTINCT FROM OLD."countersignature_png"))
    OR (OLD."pdf" IS NOT NULL AND (NEW."pdf" IS DISTINCT FROM OLD."pdf"
        OR NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256"))
    OR (OLD."paper_scan" IS NOT NULL AND NEW."paper_scan" IS DISTINCT FROM OLD."paper_scan") THEN
    RAISE EXCEPTION 'a signature and a sealed contract cannot change'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD."status" IN ('signed', 'declined', 'voided', 'expired', 'excused')
    AND NEW."status" IS DISTINCT FROM OLD."status"
    AND NOT (NEW."status" = 'voided' AND OLD."status" IN ('signed', 'excused')) THEN
    RAISE EXCEPTION 'a % contract cannot become %', OLD."status", NEW."status"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
