-- AlterEnum
ALTER TYPE "OutboxStatus" ADD VALUE 'FAILED';
