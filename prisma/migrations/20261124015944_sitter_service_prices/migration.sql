-- AlterTable
ALTER TABLE "sitters" ADD COLUMN     "boardingPriceUSD" INTEGER,
ADD COLUMN     "daycarePriceUSD" INTEGER,
ADD COLUMN     "walkPriceUSD" INTEGER;

-- Existing profiles keep what owners saw: each offered service's price from SPEC §9's adapter rule
-- (BOARDING = priceFromUSD + 10; DAYCARE = priceFromUSD; WALK = max(5, priceFromUSD - 10)); a service not
-- offered has no price. priceFromUSD becomes the cheapest of them (the card's "Desde").
UPDATE "sitters" SET
  "walkPriceUSD" = CASE WHEN 'WALK' = ANY("services") THEN GREATEST(5, "priceFromUSD" - 10) END,
  "daycarePriceUSD" = CASE WHEN 'DAYCARE' = ANY("services") THEN "priceFromUSD" END,
  "boardingPriceUSD" = CASE WHEN 'BOARDING' = ANY("services") THEN "priceFromUSD" + 10 END;
UPDATE "sitters" SET "priceFromUSD" = COALESCE(LEAST("walkPriceUSD", "daycarePriceUSD", "boardingPriceUSD"), "priceFromUSD");

-- Changes a caregiver proposed (pending or decided) carry the same prices instead of priceFromUSD.
UPDATE "profile_changes" SET "changes" = ("changes" - 'priceFromUSD') || jsonb_build_object(
  'walkPriceUSD', CASE WHEN "changes"->'services' ? 'WALK' THEN GREATEST(5, ("changes"->>'priceFromUSD')::int - 10) END,
  'daycarePriceUSD', CASE WHEN "changes"->'services' ? 'DAYCARE' THEN ("changes"->>'priceFromUSD')::int END,
  'boardingPriceUSD', CASE WHEN "changes"->'services' ? 'BOARDING' THEN ("changes"->>'priceFromUSD')::int + 10 END
)
WHERE jsonb_typeof("changes"->'priceFromUSD') = 'number';
