-- Covering versions of three bets indexes (drizzle's index builder has no INCLUDE): measured at
-- 1,000,000 bets (bench/admin-at-scale.ts), the admin match list's open stake per match and the
-- dashboard's open exposure and 30-day series read only these indexes instead of the table.
DROP INDEX IF EXISTS "bets_match_waiting_idx";
--> statement-breakpoint
CREATE INDEX "bets_match_waiting_idx" ON "bets" USING btree ("match_id", "id") INCLUDE ("stake", "odds") WHERE "bets"."status" = 'waiting';
--> statement-breakpoint
DROP INDEX IF EXISTS "bets_created_idx";
--> statement-breakpoint
CREATE INDEX "bets_created_idx" ON "bets" USING btree ("created_at") INCLUDE ("stake");
--> statement-breakpoint
DROP INDEX IF EXISTS "bets_settled_idx";
--> statement-breakpoint
CREATE INDEX "bets_settled_idx" ON "bets" USING btree ("settled_at") INCLUDE ("status", "stake", "actual_win_amount") WHERE "bets"."settled_at" is not null;
