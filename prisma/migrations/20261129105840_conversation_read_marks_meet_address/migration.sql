-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "ownerReadAt" TIMESTAMP(3),
ADD COLUMN     "sitterReadAt" TIMESTAMP(3),
ADD COLUMN     "teamReadAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "meet_greets" ADD COLUMN     "addressColonia" TEXT,
ADD COLUMN     "addressReference" TEXT,
ADD COLUMN     "addressStreet" TEXT;
