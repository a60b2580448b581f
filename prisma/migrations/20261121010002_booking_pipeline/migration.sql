-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "internalNote" TEXT;

-- CreateTable
CREATE TABLE "booking_status_changes" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changedBy" TEXT,

    CONSTRAINT "booking_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_status_changes_bookingId_changedAt_idx" ON "booking_status_changes"("bookingId", "changedAt");

-- AddForeignKey
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
