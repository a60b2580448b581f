-- CreateTable
CREATE TABLE "meet_greet_changes" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "move" TEXT NOT NULL,
    "actor" "BookingActor" NOT NULL,
    "changedBy" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL,
    "meetingAt" TIMESTAMP(3),
    "place" "MeetPlace",
    "reason" TEXT,
    "outcome" "MeetOutcome",

    CONSTRAINT "meet_greet_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "meet_greet_changes_bookingId_changedAt_idx" ON "meet_greet_changes"("bookingId", "changedAt");

-- AddForeignKey
ALTER TABLE "meet_greet_changes" ADD CONSTRAINT "meet_greet_changes_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
