CREATE TABLE "settlement_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" bigint NOT NULL,
	"period" text,
	"kind" text NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"paid_to_members" bigint DEFAULT 0 NOT NULL,
	"kept_by_house" bigint DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "settlement_runs_kind_ck" CHECK ("settlement_runs"."kind" in ('settle', 'void', 'correction')),
	CONSTRAINT "settlement_runs_status_ck" CHECK ("settlement_runs"."status" in ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settlement_tx_id" bigint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "postponed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD CONSTRAINT "settlement_runs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_runs_pending_idx" ON "settlement_runs" USING btree ("id") WHERE "settlement_runs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "settlement_runs_match_idx" ON "settlement_runs" USING btree ("match_id");