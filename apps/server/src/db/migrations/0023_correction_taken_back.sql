-- A correction run records what it took back (the reversed winnings of the bets it changes), so
-- its row shows both sides and "paid to members" is not read as money added on top of the first
-- settlement. A constant default: no table rewrite.
ALTER TABLE "settlement_runs" ADD COLUMN "taken_back" bigint DEFAULT 0 NOT NULL;