-- AlterTable
ALTER TABLE "pet_files" ADD COLUMN     "uploadedBytes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "anonymous_upload_days" (
    "day" DATE NOT NULL,
    "bytes" BIGINT NOT NULL DEFAULT 0,
    "alertedAt" TIMESTAMP(3),

    CONSTRAINT "anonymous_upload_days_pkey" PRIMARY KEY ("day")
);
