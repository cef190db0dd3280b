-- A settle run keeps the stakes of all the bets it settled, so the back office can show its house
-- result (stakes - paid to members) as the result's confirmation reckons it. Runs from before this
-- column have no such figure: they keep null (shown as "–"), not a 0 that would read as a loss.
ALTER TABLE "settlement_runs" ADD COLUMN "settled_stakes" bigint;--> statement-breakpoint
ALTER TABLE "settlement_runs" ALTER COLUMN "settled_stakes" SET DEFAULT 0;
