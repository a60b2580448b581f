-- AlterTable
ALTER TABLE "pet_owner_leads" ADD COLUMN     "lastRepeatAt" TIMESTAMP(3),
ADD COLUMN     "repeatSignups" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "provider_leads" ADD COLUMN     "lastRepeatAt" TIMESTAMP(3),
ADD COLUMN     "repeatSignups" INTEGER NOT NULL DEFAULT 0;
