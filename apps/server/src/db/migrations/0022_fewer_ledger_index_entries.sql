-- Every posting writes fewer index entries (bench/README.md, "where a settlement's database work goes").
-- 1. reverses_id: unique only where set. Almost no transaction reverses another, and the full
--    unique index took an entry for every null (settlement: 100,000 a match).
CREATE UNIQUE INDEX "ledger_transactions_reverses_uq" ON "ledger_transactions" USING btree ("reverses_id") WHERE "ledger_transactions"."reverses_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reverses_id_unique";--> statement-breakpoint
-- 2. ledger_entries: its natural key (account, version without gaps) becomes the primary key, on
--    the unique index that already enforced it (no rebuild); id stays as the bill's line id,
--    without an index, as nothing looks an entry up by it.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY USING INDEX "ledger_entries_account_version_uq";
