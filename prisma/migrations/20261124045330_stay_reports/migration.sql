-- CreateEnum
CREATE TYPE "ReportKind" AS ENUM ('CHECK_IN', 'UPDATE', 'CHECK_OUT');

-- CreateTable
CREATE TABLE "stay_reports" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" "ReportKind" NOT NULL,
    "note" TEXT,
    "checklist" JSONB NOT NULL,
    "photoIds" TEXT[],
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "accuracyMeters" DOUBLE PRECISION,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stay_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stay_report_alerts" (
    "bookingId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stay_report_alerts_pkey" PRIMARY KEY ("bookingId","day")
);

-- CreateIndex
CREATE INDEX "stay_reports_bookingId_at_idx" ON "stay_reports"("bookingId", "at");

-- AddForeignKey
ALTER TABLE "stay_reports" ADD CONSTRAINT "stay_reports_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stay_report_alerts" ADD CONSTRAINT "stay_report_alerts_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
