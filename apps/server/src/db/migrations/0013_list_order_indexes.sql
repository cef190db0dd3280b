CREATE INDEX "deposits_created_idx" ON "deposits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");