-- AlterEnum
ALTER TYPE "OutboxStatus" ADD VALUE 'SKIPPED';

-- AlterTable
ALTER TABLE "booking_links" ADD COLUMN     "openedAt" TIMESTAMP(3),
ADD COLUMN     "sentTo" TEXT;

-- CreateTable
CREATE TABLE "owner_mail_days" (
    "email" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "owner_mail_days_pkey" PRIMARY KEY ("email","day")
);

-- CreateIndex
CREATE INDEX "booking_links_sentTo_idx" ON "booking_links"("sentTo");
