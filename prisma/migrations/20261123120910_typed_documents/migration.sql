-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('DUI', 'PROOF_OF_ADDRESS', 'CRIMINAL_RECORD', 'POLICE_CLEARANCE', 'CERTIFICATE', 'OTHER');

-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "expiryNoticeAt" TIMESTAMP(3),
ADD COLUMN     "kind" "DocumentKind" NOT NULL DEFAULT 'OTHER',
ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- Documents verified before kinds existed keep their check, dated by their upload.
UPDATE "documents" SET "verifiedAt" = "uploadedAt" WHERE "verified" AND "verifiedAt" IS NULL;
