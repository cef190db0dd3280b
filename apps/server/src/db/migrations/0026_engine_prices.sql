-- The odds engine's own price of each side, kept under a hand-set price, so that clearing an
-- override hands the side back to the engine's price at once (it used to keep the hand-set odds,
-- unmarked, until the next reprice; a withheld side stayed on offer). Filled from what is known:
-- a side not overridden is the engine's price; an overridden one takes its latest engine row in
-- the price history, or stays null (clearing it then keeps the odds, as before).
ALTER TABLE "market_prices" ADD COLUMN "engine_odds" integer;--> statement-breakpoint
ALTER TABLE "market_prices" ADD COLUMN "engine_withheld" boolean;--> statement-breakpoint
UPDATE "market_prices" SET "engine_odds" = "odds", "engine_withheld" = "withheld" WHERE NOT "overridden";--> statement-breakpoint
UPDATE "market_prices" m SET "engine_odds" = h."odds", "engine_withheld" = h."withheld"
FROM (
  SELECT DISTINCT ON ("match_id", "period", "selection", "bet_type") "match_id", "period", "selection", "bet_type", "odds", "withheld"
  FROM "price_history" WHERE "reason" LIKE 'engine%'
  ORDER BY "match_id", "period", "selection", "bet_type", "version" DESC
) h
WHERE m."overridden" AND h."match_id" = m."match_id" AND h."period" = m."period" AND h."selection" = m."selection" AND h."bet_type" = m."bet_type";
