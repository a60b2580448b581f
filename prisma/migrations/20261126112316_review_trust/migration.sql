-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "requestClient" TEXT,
ADD COLUMN     "requestDeviceUserId" TEXT;

-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "heldReason" TEXT;

-- CreateTable
CREATE TABLE "account_networks" (
    "userId" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_networks_pkey" PRIMARY KEY ("userId","client")
);

-- CreateIndex
CREATE INDEX "account_networks_client_idx" ON "account_networks"("client");

-- AddForeignKey
ALTER TABLE "account_networks" ADD CONSTRAINT "account_networks_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
