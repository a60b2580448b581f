-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- CreateTable
CREATE TABLE "profile_changes" (
    "id" TEXT NOT NULL,
    "sitterId" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT,
    "decidedBy" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "profile_changes_status_createdAt_idx" ON "profile_changes"("status", "createdAt");

-- CreateIndex
CREATE INDEX "profile_changes_sitterId_createdAt_idx" ON "profile_changes"("sitterId", "createdAt");

-- AddForeignKey
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_sitterId_fkey" FOREIGN KEY ("sitterId") REFERENCES "sitters"("id") ON DELETE CASCADE ON UPDATE CASCADE;
