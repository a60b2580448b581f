-- CreateTable
CREATE TABLE "pet_files" (
    "bookingId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "species" "PetType" NOT NULL,
    "breed" TEXT,
    "birthYear" INTEGER,
    "weightKg" DOUBLE PRECISION,
    "food" TEXT,
    "feeding" TEXT,
    "medications" JSONB NOT NULL,
    "allergies" TEXT,
    "behaviour" TEXT,
    "vetClinic" TEXT NOT NULL,
    "vetPhone" TEXT NOT NULL,
    "vetAddress" TEXT,
    "emergencyContacts" JSONB NOT NULL,
    "vetSpendCapUSD" INTEGER NOT NULL,
    "consentName" TEXT,
    "consentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pet_files_pkey" PRIMARY KEY ("bookingId")
);

-- CreateTable
CREATE TABLE "pet_vaccine_cards" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "fileType" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "expiresOn" DATE NOT NULL,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedAt" TIMESTAMP(3),
    "verifiedBy" TEXT,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pet_vaccine_cards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pet_vaccine_cards_filePath_key" ON "pet_vaccine_cards"("filePath");

-- CreateIndex
CREATE INDEX "pet_vaccine_cards_bookingId_uploadedAt_idx" ON "pet_vaccine_cards"("bookingId", "uploadedAt");

-- AddForeignKey
ALTER TABLE "pet_files" ADD CONSTRAINT "pet_files_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pet_vaccine_cards" ADD CONSTRAINT "pet_vaccine_cards_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "pet_files"("bookingId") ON DELETE CASCADE ON UPDATE CASCADE;
