-- Function journal_entry_must_balance: its current definition. Change it here, then put the changed definition in a
-- new migration (README.md in this folder); src/db/sql-sources.test.ts compares the two.
-- Called by the triggers:
--   triggers/journal_entries.sql: journal_entries_balanced
--   triggers/journal_lines.sql: journal_lines_balanced

-- Checked at commit, after every line of the entry is in: at least two lines, summing to zero cents.
CREATE OR REPLACE FUNCTION "journal_entry_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  line_count integer;
  total numeric;
BEGIN
  -- Separate statements: a CASE over NEW.id / NEW.entry_id would not compile for the other table.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    target := NEW.id;
  ELSE
    target := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO line_count, total
    FROM journal_lines WHERE entry_id = target;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s); an entry needs at least two', target, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its lines sum to % cents', target, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
