-- Each history row names the sheet's move that made it (lib/bookings/process.ts) and who made it: the owner, the
-- booking's sitter or the team (with their account), or a timer. Rows written before are mapped from what they
-- kept (changedBy: an e-mail, "owner" or "system", and the status moved to); a row no rule reads is "unknown".
CREATE TYPE "BookingActor" AS ENUM ('owner', 'sitter', 'team', 'system', 'unknown');

ALTER TABLE "booking_status_changes"
  ADD COLUMN "actor" "BookingActor" NOT NULL DEFAULT 'unknown',
  ADD COLUMN "actorUserId" TEXT,
  ADD COLUMN "move" TEXT NOT NULL DEFAULT 'unknown';

-- The owner's link and the timers wrote their role.
UPDATE "booking_status_changes" SET "actor" = 'owner', "move" = CASE "status"::text
    WHEN 'CANCELLED' THEN 'owner.cancel' WHEN 'CONFIRMED' THEN 'owner.acceptBackup' WHEN 'DECLINED' THEN 'owner.noMatch' ELSE 'unknown' END
  WHERE "changedBy" = 'owner';
UPDATE "booking_status_changes" SET "actor" = 'system', "move" = CASE "status"::text
    WHEN 'EXPIRED' THEN 'system.expire' WHEN 'COMPLETED' THEN 'system.complete' ELSE 'unknown' END
  WHERE "changedBy" = 'system';

-- A person wrote their account's e-mail: an admin's is the team's move, a caregiver's the sitter's.
UPDATE "booking_status_changes" AS c SET "actor" = 'team', "actorUserId" = u."id", "move" = CASE c."status"::text
    WHEN 'CONTACTED' THEN 'team.contact' WHEN 'CONFIRMED' THEN 'team.confirm' WHEN 'DECLINED' THEN 'team.decline'
    WHEN 'CANCELLED' THEN 'team.cancel' WHEN 'COMPLETED' THEN 'team.complete' ELSE 'unknown' END
  FROM "users" AS u
  WHERE lower(c."changedBy") = lower(u."email") AND u."role" = 'admin';
UPDATE "booking_status_changes" AS c SET "actor" = 'sitter', "actorUserId" = u."id", "move" = CASE c."status"::text
    WHEN 'CONFIRMED' THEN 'sitter.accept' WHEN 'DECLINED' THEN 'sitter.decline' WHEN 'CANCELLED' THEN 'sitter.cancel' ELSE 'unknown' END
  FROM "users" AS u
  WHERE lower(c."changedBy") = lower(u."email") AND u."role" = 'caregiver';

-- A move whose name no rule could read keeps no actor either: the two go together.
UPDATE "booking_status_changes" SET "actor" = 'unknown', "actorUserId" = NULL WHERE "move" = 'unknown';

-- From now on every move says both.
ALTER TABLE "booking_status_changes" ALTER COLUMN "actor" DROP DEFAULT, ALTER COLUMN "move" DROP DEFAULT;

CREATE INDEX "booking_status_changes_actorUserId_status_idx" ON "booking_status_changes"("actorUserId", "status");

ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
