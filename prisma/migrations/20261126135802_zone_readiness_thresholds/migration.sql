-- CreateTable
CREATE TABLE "zone_readiness_thresholds" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "readySitters" INTEGER NOT NULL DEFAULT 5,
    "waitingFamilies" INTEGER NOT NULL DEFAULT 30,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "zone_readiness_thresholds_pkey" PRIMARY KEY ("id")
);
