-- AlterTable
ALTER TABLE "sitters" ADD COLUMN     "calendarUpdatedAt" TIMESTAMP(3);
