-- The part of an operator's cover of a correction shortfall that stood in for stakes still waiting
-- (decision 028, amended): taken back as those stakes come back unplayed (cancel, void, abandon).
CREATE TABLE "cover_claims" (
	"run_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"last_bet_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cover_claims_run_id_member_id_pk" PRIMARY KEY("run_id","member_id"),
	CONSTRAINT "cover_claims_remaining_ck" CHECK ("cover_claims"."remaining" >= 0 and "cover_claims"."remaining" <= "cover_claims"."amount")
);
--> statement-breakpoint
ALTER TABLE "cover_claims" ADD CONSTRAINT "cover_claims_run_id_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_claims_open_idx" ON "cover_claims" USING btree ("member_id") WHERE "cover_claims"."remaining" > 0;