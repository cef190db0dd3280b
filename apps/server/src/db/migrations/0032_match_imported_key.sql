-- The key a match was imported or created with, kept when a trader moves its kick-off: the same
-- fixtures file imported again finds the match instead of refusing it as a clash with itself.
-- Matches already there were imported (or last edited) at their present key.
ALTER TABLE "matches" ADD COLUMN "imported_key" text;--> statement-breakpoint
UPDATE "matches" SET "imported_key" = "external_key";--> statement-breakpoint
CREATE INDEX "matches_imported_key_idx" ON "matches" USING btree ("imported_key");
