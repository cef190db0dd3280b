-- The operator's covers of corrected results (decision 028) and their taking back, by time: the
-- dashboard's house result counts them. Partial: a few rows among the millions of postings.
CREATE INDEX "ledger_transactions_covers_at_idx" ON "ledger_transactions" USING btree ("created_at") WHERE "ledger_transactions"."kind" in ('correction_shortfall', 'correction_cover_recovery', 'correction_cover_return');
--> statement-breakpoint
-- Days already rolled up left the covers out of their house result: they are computed again by
-- the next rollup run (daily-rollup.ts reads the changed instants).
INSERT INTO "dashboard_rollup_changes" ("at")
  SELECT DISTINCT "created_at" FROM "ledger_transactions"
  WHERE "kind" in ('correction_shortfall', 'correction_cover_recovery', 'correction_cover_return')
ON CONFLICT DO NOTHING;
