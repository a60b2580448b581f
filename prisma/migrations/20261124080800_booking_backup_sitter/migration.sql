-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "backupSitterId" INTEGER;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_backupSitterId_fkey" FOREIGN KEY ("backupSitterId") REFERENCES "sitters"("id") ON DELETE SET NULL ON UPDATE CASCADE;
