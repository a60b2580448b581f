-- CreateTable
CREATE TABLE "search_counts" (
    "zone" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "service" TEXT NOT NULL,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "zeroResults" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "search_counts_pkey" PRIMARY KEY ("zone","day","service")
);

-- CreateIndex
CREATE INDEX "search_counts_day_idx" ON "search_counts"("day");
