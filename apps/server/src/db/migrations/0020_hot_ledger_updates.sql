-- A hold is written twice in its life (placed pending, then resolved) and a ledger account's
-- totals change on every posting: neither update touches an indexed column, so with room on the
-- page both are HOT — no new index entries, about a third of the WAL (decision 015).
-- Holds keep 55 % of each page free: a settlement chunk resolves every hold of a page in one
-- transaction, and a resolved hold is 16 bytes longer (its resolving transaction and time).
-- Accounts keep half: their old versions are pruned between postings. Pages already full get
-- that room as their rows move.
-- The partial index of pending holds named status, which made every resolution a non-HOT update
-- with entries in every index; nothing reads holds by member.
DROP INDEX "holds_member_pending_idx";
--> statement-breakpoint
ALTER TABLE "holds" SET (fillfactor = 45);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" SET (fillfactor = 50);
