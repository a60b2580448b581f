-- CreateEnum
CREATE TYPE "MeetPlace" AS ENUM ('SITTER_HOME', 'OWNER_HOME', 'VIDEO', 'PUBLIC_PLACE');

-- CreateEnum
CREATE TYPE "MeetStatus" AS ENUM ('PROPOSED', 'CONFIRMED', 'DECLINED');

-- CreateEnum
CREATE TYPE "MeetOutcome" AS ENUM ('GOOD', 'NOT_A_MATCH');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "meetWaivedAt" TIMESTAMP(3),
ADD COLUMN     "meetWaivedReason" TEXT;

-- CreateTable
CREATE TABLE "meet_greets" (
    "bookingId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "place" "MeetPlace" NOT NULL,
    "note" TEXT,
    "proposedBy" TEXT NOT NULL,
    "status" "MeetStatus" NOT NULL DEFAULT 'PROPOSED',
    "declineReason" TEXT,
    "ownerOutcome" "MeetOutcome",
    "sitterOutcome" "MeetOutcome",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "meet_greets_pkey" PRIMARY KEY ("bookingId")
);

-- AddForeignKey
ALTER TABLE "meet_greets" ADD CONSTRAINT "meet_greets_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
