-- AlterTable
ALTER TABLE "whatsapp_inbound" ADD COLUMN     "bookingId" TEXT,
ADD COLUMN     "consent" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "whatsapp_messages" ADD COLUMN     "text" TEXT,
ALTER COLUMN "template" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "whatsapp_inbound_from_receivedAt_idx" ON "whatsapp_inbound"("from", "receivedAt");

-- AddForeignKey
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Texts stored before the conversation took them: SÍ and ALTA were consent words, not messages for the team's
-- "Mensajes sin reserva" (the others were kept for the team, and are listed there).
UPDATE "whatsapp_inbound" SET "consent" = true
WHERE regexp_replace(translate(lower("text"), 'ÍíÌì', 'iiii'), '[^a-z]', '', 'g') IN ('si', 'alta');
