CREATE TABLE "market_prices" (
	"match_id" bigint NOT NULL,
	"period" text NOT NULL,
	"selection" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds" integer NOT NULL,
	"version" integer NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_prices_match_id_period_selection_bet_type_pk" PRIMARY KEY("match_id","period","selection","bet_type"),
	CONSTRAINT "market_prices_period_ck" CHECK ("market_prices"."period" in ('FT', 'HT')),
	CONSTRAINT "market_prices_type_ck" CHECK ("market_prices"."bet_type" in ('correct', 'incorrect')),
	CONSTRAINT "market_prices_odds_ck" CHECK ("market_prices"."odds" > 10000)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"kick_off_at" timestamp with time zone NOT NULL,
	"closing_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"ht_home" integer,
	"ht_away" integer,
	"ht_entered_by" text,
	"ht_entered_at" timestamp with time zone,
	"ft_home" integer,
	"ft_away" integer,
	"ft_entered_by" text,
	"ft_entered_at" timestamp with time zone,
	"min_stake" bigint,
	"max_stake" bigint,
	"selection_total_limit" bigint,
	"suspended" boolean DEFAULT false NOT NULL,
	"external_key" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matches_external_key_unique" UNIQUE("external_key"),
	CONSTRAINT "matches_state_ck" CHECK ("matches"."state" in ('scheduled', 'open', 'closed', 'live', 'finished', 'postponed', 'abandoned', 'void')),
	CONSTRAINT "matches_closing_ck" CHECK ("matches"."closing_at" <= "matches"."kick_off_at"),
	CONSTRAINT "matches_scores_ck" CHECK (coalesce("matches"."ht_home", 0) >= 0 and coalesce("matches"."ht_away", 0) >= 0 and coalesce("matches"."ft_home", 0) >= 0 and coalesce("matches"."ft_away", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" bigint NOT NULL,
	"period" text NOT NULL,
	"selection" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds" integer NOT NULL,
	"version" integer NOT NULL,
	"suspended" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_closing_idx" ON "matches" USING btree ("closing_at");--> statement-breakpoint
CREATE INDEX "matches_state_kickoff_idx" ON "matches" USING btree ("state","kick_off_at");--> statement-breakpoint
CREATE INDEX "price_history_selection_idx" ON "price_history" USING btree ("match_id","period","selection","bet_type","version");