CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"match_id" bigint NOT NULL,
	"period" text NOT NULL,
	"selection" text NOT NULL,
	"bet_type" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"odds_version" integer NOT NULL,
	"vip_bonus_bps" integer NOT NULL,
	"handling_fee_bps" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"shard_allocation" text NOT NULL,
	"win_amount" bigint,
	"vip_award" bigint,
	"handling_fee" bigint,
	"actual_win_amount" bigint,
	"profit_and_loss" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bets_status_ck" CHECK ("bets"."status" in ('waiting', 'winning', 'lost', 'revoked', 'unconfirmed')),
	CONSTRAINT "bets_stake_ck" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "selection_shards" (
	"match_id" bigint NOT NULL,
	"period" text NOT NULL,
	"selection" text NOT NULL,
	"bet_type" text NOT NULL,
	"shard" integer NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"cap" bigint NOT NULL,
	CONSTRAINT "selection_shards_match_id_period_selection_bet_type_shard_pk" PRIMARY KEY("match_id","period","selection","bet_type","shard"),
	CONSTRAINT "selection_shards_cap_ck" CHECK ("selection_shards"."staked" >= 0 and "selection_shards"."staked" <= "selection_shards"."cap")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_member_created_idx" ON "bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_match_status_idx" ON "bets" USING btree ("match_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_request_key_uq" ON "bets" USING btree ("member_id","request_key");