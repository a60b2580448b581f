-- CreateTable
CREATE TABLE "referral_aliases" (
    "code" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referral_aliases_pkey" PRIMARY KEY ("code")
);

-- CreateIndex
CREATE INDEX "referral_aliases_leadId_idx" ON "referral_aliases"("leadId");

-- AddForeignKey
ALTER TABLE "referral_aliases" ADD CONSTRAINT "referral_aliases_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "pet_owner_leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
