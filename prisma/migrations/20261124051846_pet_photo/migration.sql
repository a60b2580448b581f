-- AlterTable
ALTER TABLE "pet_files" ADD COLUMN     "photoId" TEXT;
