CREATE INDEX "deposits_amount_idx" ON "deposits" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("amount","id");