-- AlterTable
ALTER TABLE "zone_opening_mails" ADD COLUMN     "firstSitterToldAt" TIMESTAMP(3);

-- The opening e-mails sent before this promised no second e-mail: their families count as told.
UPDATE "zone_opening_mails" SET "firstSitterToldAt" = "createdAt" WHERE "petOwnerLeadId" IS NOT NULL;
