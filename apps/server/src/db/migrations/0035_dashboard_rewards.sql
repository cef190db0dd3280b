-- The dashboard's VIP daily rewards paid per day (decision 037); days rolled up before this had none (vip_daily_rewards is new, 0034), so 0 is right and none is recomputed.
ALTER TABLE "dashboard_daily_rollup" ADD COLUMN "rewards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_daily_rollup" ADD COLUMN "reward_amount" bigint DEFAULT 0 NOT NULL;