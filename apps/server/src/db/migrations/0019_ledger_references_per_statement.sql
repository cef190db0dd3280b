ALTER TABLE "holds" DROP CONSTRAINT "holds_created_tx_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_resolved_tx_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- The ledger's references (an entry's transaction and account, a hold's placing and resolving
-- transactions) are checked once per statement over all its rows (decision 013), no longer by
-- foreign keys, whose check runs one query per row: a match's settlement writes ~5,500 entries
-- and resolves 2,000 holds per chunk. What the foreign keys also did, keep the referenced rows
-- from going away, holds without them: transactions are append-only (migration 0002), accounts
-- may not be deleted (below), and identity ids cannot be updated. The joins are kept to index
-- lookups: the table of new rows has no statistics, and a hash join would read the whole of
-- ledger_transactions.
CREATE FUNCTION ledger_references_missing(tbl text, missing text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION '% names ledger rows that do not exist: %', tbl, missing
      USING ERRCODE = 'foreign_key_violation', DETAIL = missing;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  PERFORM ledger_references_missing(TG_TABLE_NAME, (
    SELECT string_agg(DISTINCT 'transaction ' || n.transaction_id, ', ') FROM added n
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = n.transaction_id)));
  PERFORM ledger_references_missing(TG_TABLE_NAME, (
    SELECT string_agg(DISTINCT 'account ' || n.account_id, ', ') FROM added n
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();
--> statement-breakpoint
CREATE FUNCTION holds_check_references() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  PERFORM ledger_references_missing(TG_TABLE_NAME, (
    SELECT string_agg(DISTINCT 'transaction ' || x.id, ', ')
    FROM (SELECT n.created_tx_id AS id FROM added n UNION SELECT n.resolved_tx_id FROM added n WHERE n.resolved_tx_id IS NOT NULL) x
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = x.id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER holds_references_inserted AFTER INSERT ON holds
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION holds_check_references();
--> statement-breakpoint
CREATE TRIGGER holds_references_updated AFTER UPDATE ON holds
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION holds_check_references();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
