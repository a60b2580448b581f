-- AlterTable
ALTER TABLE "pet_vaccine_cards" ADD COLUMN     "fileDeletedAt" TIMESTAMP(3);
