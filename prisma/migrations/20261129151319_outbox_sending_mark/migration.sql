-- AlterTable
ALTER TABLE "outbox_messages" ADD COLUMN     "sendingAt" TIMESTAMP(3);
