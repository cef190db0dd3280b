-- The VIP daily rewards paid: one row per member and operator day (the key refuses a second claim).
CREATE TABLE "vip_daily_rewards" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"staked_today" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_daily_rewards_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "vip_daily_rewards_amount_ck" CHECK ("vip_daily_rewards"."amount" > 0)
);
