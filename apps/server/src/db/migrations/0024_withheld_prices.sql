-- A price the odds engine withholds: its margined price is below betting.minPrice, so any price
-- on offer would favour the member (contract keepsMargin); its history rows say so too. Constant
-- defaults: no table rewrite. Prices stored before keep being offered until the match is next repriced.
ALTER TABLE "market_prices" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;