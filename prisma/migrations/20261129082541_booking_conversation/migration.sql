-- CreateEnum
CREATE TYPE "MessageAuthor" AS ENUM ('owner', 'sitter', 'team');

-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('web', 'whatsapp');

-- CreateTable
CREATE TABLE "booking_messages" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "author" "MessageAuthor" NOT NULL,
    "authorUserId" TEXT,
    "text" TEXT NOT NULL,
    "channel" "MessageChannel" NOT NULL DEFAULT 'web',
    "whatsappId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversation_reports" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "author" "MessageAuthor" NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),
    "reviewedBy" TEXT,

    CONSTRAINT "conversation_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_messages_whatsappId_key" ON "booking_messages"("whatsappId");

-- CreateIndex
CREATE INDEX "booking_messages_bookingId_createdAt_idx" ON "booking_messages"("bookingId", "createdAt");

-- CreateIndex
CREATE INDEX "booking_messages_bookingId_author_createdAt_idx" ON "booking_messages"("bookingId", "author", "createdAt");

-- CreateIndex
CREATE INDEX "conversation_reports_bookingId_reviewedAt_idx" ON "conversation_reports"("bookingId", "reviewedAt");

-- AddForeignKey
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
