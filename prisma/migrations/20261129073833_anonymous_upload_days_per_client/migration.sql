-- AlterTable
ALTER TABLE "anonymous_upload_days" DROP CONSTRAINT "anonymous_upload_days_pkey",
ADD COLUMN     "client" TEXT NOT NULL DEFAULT 'anonymous',
ADD CONSTRAINT "anonymous_upload_days_pkey" PRIMARY KEY ("day", "client");
