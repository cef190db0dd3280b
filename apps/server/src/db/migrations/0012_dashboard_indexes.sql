CREATE INDEX "bets_created_idx" ON "bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bets_settled_idx" ON "bets" USING btree ("settled_at") WHERE "bets"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "deposits_completed_idx" ON "deposits" USING btree ("completed_at") WHERE "deposits"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "member_messages_send_idx" ON "member_messages" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "withdrawals_completed_idx" ON "withdrawals" USING btree ("completed_at") WHERE "withdrawals"."completed_at" is not null;