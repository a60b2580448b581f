-- AlterTable
ALTER TABLE "pet_owner_leads" ADD COLUMN     "searched" TEXT;
