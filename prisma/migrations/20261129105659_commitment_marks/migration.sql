-- CreateEnum
CREATE TYPE "CommitmentParty" AS ENUM ('FAMILY', 'SITTER');

-- CreateEnum
CREATE TYPE "CommitmentKind" AS ENUM ('LATE_CANCELLATION', 'NO_SHOW');

-- CreateTable
CREATE TABLE "CommitmentMark" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "party" "CommitmentParty" NOT NULL,
    "kind" "CommitmentKind" NOT NULL,
    "familyKey" TEXT,
    "sitterId" INTEGER,
    "move" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "CommitmentMark_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CommitmentMark_familyKey_kind_idx" ON "CommitmentMark"("familyKey", "kind");

-- CreateIndex
CREATE INDEX "CommitmentMark_sitterId_kind_createdAt_idx" ON "CommitmentMark"("sitterId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CommitmentMark_bookingId_party_kind_key" ON "CommitmentMark"("bookingId", "party", "kind");

-- AddForeignKey
ALTER TABLE "CommitmentMark" ADD CONSTRAINT "CommitmentMark_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
