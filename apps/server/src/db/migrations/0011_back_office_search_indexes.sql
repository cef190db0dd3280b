CREATE INDEX "bank_accounts_number_idx" ON "bank_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "members_username_pattern_idx" ON "members" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");