-- CreateEnum
CREATE TYPE "ProblemCategory" AS ENUM ('HEALTH', 'BEHAVIOUR', 'DAMAGE', 'NO_SHOW', 'COMMUNICATION', 'OTHER');

-- CreateEnum
CREATE TYPE "ProblemStatus" AS ENUM ('OPEN', 'IN_REVIEW', 'RESOLVED');

-- CreateEnum
CREATE TYPE "ProblemReporter" AS ENUM ('owner', 'sitter');

-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "privateNote" TEXT;

-- CreateTable
CREATE TABLE "booking_problems" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "reportedBy" "ProblemReporter" NOT NULL,
    "category" "ProblemCategory" NOT NULL,
    "description" TEXT NOT NULL,
    "photoIds" TEXT[],
    "status" "ProblemStatus" NOT NULL DEFAULT 'OPEN',
    "resolution" TEXT,
    "reviewedBy" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "booking_problems_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sitter_feedback" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "sitterId" INTEGER NOT NULL,
    "familyKey" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "petNotes" TEXT,
    "privateNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sitter_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_problems_createdAt_idx" ON "booking_problems"("createdAt");

-- CreateIndex
CREATE INDEX "booking_problems_status_createdAt_idx" ON "booking_problems"("status", "createdAt");

-- CreateIndex
CREATE INDEX "booking_problems_bookingId_createdAt_idx" ON "booking_problems"("bookingId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "sitter_feedback_bookingId_key" ON "sitter_feedback"("bookingId");

-- CreateIndex
CREATE INDEX "sitter_feedback_familyKey_createdAt_idx" ON "sitter_feedback"("familyKey", "createdAt");

-- AddForeignKey
ALTER TABLE "booking_problems" ADD CONSTRAINT "booking_problems_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sitter_feedback" ADD CONSTRAINT "sitter_feedback_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
