-- Settlement walks a match's waiting bets member by member, then by id (decision 009): a chunk
-- then holds all of its members' bets on the match, and posts to each member's accounts once
-- for all of them. Same index, one more key column; still covering (stake, odds) for the open
-- exposure and the dashboard (migration 0014).
DROP INDEX "bets_match_waiting_idx";
--> statement-breakpoint
CREATE INDEX "bets_match_waiting_idx" ON "bets" USING btree ("match_id", "member_id", "id") INCLUDE ("stake", "odds") WHERE "bets"."status" = 'waiting';
