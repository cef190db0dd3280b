-- The dashboard's open exposure counts each waiting bet's VIP award and handling fee, as the
-- match's Exposure tab does (QA: the two disagreed): the bet's terms join its stake and odds in
-- the index, so that sum stays index-only over every waiting bet (migrations 0014, 0021).
DROP INDEX "bets_match_waiting_idx";
--> statement-breakpoint
CREATE INDEX "bets_match_waiting_idx" ON "bets" USING btree ("match_id", "member_id", "id") INCLUDE ("stake", "odds", "vip_bonus_bps", "handling_fee_bps") WHERE "bets"."status" = 'waiting';
