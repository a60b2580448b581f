-- DropIndex
DROP INDEX "booking_links_sentTo_idx";

-- DropIndex
DROP INDEX "bookings_sitterId_idx";

-- CreateIndex
CREATE INDEX "booking_links_sentTo_openedAt_idx" ON "booking_links"("sentTo", "openedAt");

-- CreateIndex
CREATE INDEX "bookings_sitterId_status_startDate_idx" ON "bookings"("sitterId", "status", "startDate");
