-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "confirmedAt" TIMESTAMP(3),
ADD COLUMN     "family" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "firstReplyAt" TIMESTAMP(3);


-- The weekly pulse (issue 43 item 7) reads each booking's first reply, first confirmation and folded e-mail from the
-- booking: grouping a year's 15,000 moves per booking and folding 15,000 e-mails took most of its time on PGlite.

-- The family a booking's e-mail names, as the pulse compares them.
CREATE FUNCTION "bookings_family"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  NEW."family" := lower(btrim(NEW."email"));
  RETURN NEW;
END $$;
CREATE TRIGGER "bookings_family" BEFORE INSERT OR UPDATE OF "email" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_family"();

-- A new move can only bring the first reply or the first confirmation earlier: least() of the row as it is when
-- locked, so two moves written at once both count. The booking row is written only when something changes.
CREATE FUNCTION "booking_moves_first_reply"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  reply BOOLEAN := NEW."actor" IN ('sitter', 'team');
  confirms BOOLEAN := NEW."status" = 'CONFIRMED';
BEGIN
  IF reply OR confirms THEN
    UPDATE "bookings" SET
      "firstReplyAt" = CASE WHEN reply THEN least("firstReplyAt", NEW."changedAt") ELSE "firstReplyAt" END,
      "confirmedAt" = CASE WHEN confirms THEN least("confirmedAt", NEW."changedAt") ELSE "confirmedAt" END
    WHERE "id" = NEW."bookingId"
      AND ((reply AND ("firstReplyAt" IS NULL OR NEW."changedAt" < "firstReplyAt"))
        OR (confirms AND ("confirmedAt" IS NULL OR NEW."changedAt" < "confirmedAt")));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "booking_moves_first_reply" AFTER INSERT ON "booking_status_changes"
  FOR EACH ROW EXECUTE FUNCTION "booking_moves_first_reply"();

-- Moves are never changed or removed but with their booking; should one be, its booking's are counted again.
CREATE FUNCTION "booking_moves_recount"(booking TEXT) RETURNS VOID LANGUAGE sql AS $$
  UPDATE "bookings" b SET "firstReplyAt" = m."firstReplyAt", "confirmedAt" = m."confirmedAt"
  FROM (
    SELECT min("changedAt") FILTER (WHERE "actor" IN ('sitter', 'team')) AS "firstReplyAt",
      min("changedAt") FILTER (WHERE "status" = 'CONFIRMED') AS "confirmedAt"
    FROM "booking_status_changes" WHERE "bookingId" = booking
  ) m
  WHERE b."id" = booking
$$;
CREATE FUNCTION "booking_moves_changed"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_moves_recount"(OLD."bookingId");
  IF TG_OP = 'UPDATE' AND NEW."bookingId" <> OLD."bookingId" THEN
    PERFORM "booking_moves_recount"(NEW."bookingId");
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "booking_moves_changed" AFTER UPDATE OF "bookingId", "status", "changedAt", "actor" OR DELETE ON "booking_status_changes"
  FOR EACH ROW EXECUTE FUNCTION "booking_moves_changed"();

-- Bookings written before this migration.
UPDATE "bookings" b SET "family" = lower(btrim(b."email")), "firstReplyAt" = m."firstReplyAt", "confirmedAt" = m."confirmedAt"
FROM (
  SELECT k."id", min(c."changedAt") FILTER (WHERE c."actor" IN ('sitter', 'team')) AS "firstReplyAt",
    min(c."changedAt") FILTER (WHERE c."status" = 'CONFIRMED') AS "confirmedAt"
  FROM "bookings" k LEFT JOIN "booking_status_changes" c ON c."bookingId" = k."id"
  GROUP BY k."id"
) m
WHERE m."id" = b."id";
