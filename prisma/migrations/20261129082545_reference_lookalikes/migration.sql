-- A booking's reference (the id's last six characters) used to mix O and 0, I and 1, S and 5; people read it aloud
-- and type it either way. The bookings' searchText also holds the reference with its look-alikes unified
-- (O as 0, I and L as 1, S as 5: referenceSearchSpelling in lib/bookings/core/reference.ts), and the inbox's
-- search spells what the team typed the same way.
CREATE OR REPLACE FUNCTION "bookings_search_text"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := "huellitas_fold"(concat_ws(' ', NEW."name", NEW."email", NEW."municipality", NEW."sitterName", NEW."id",
    translate(lower(right(NEW."id", 6)), 'oils', '0115')));
  RETURN NEW;
END $$;

-- Rows written before this migration (the trigger folds them as they are set).
UPDATE "bookings" SET "name" = "name";
