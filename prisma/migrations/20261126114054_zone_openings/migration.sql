-- CreateTable
CREATE TABLE "zone_invitations" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "zone" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "zone_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "zone_opening_mails" (
    "id" TEXT NOT NULL,
    "zone" TEXT NOT NULL,
    "state" "ZoneState" NOT NULL,
    "petOwnerLeadId" TEXT,
    "providerLeadId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "zone_opening_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "zone_invitations_tokenHash_key" ON "zone_invitations"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "zone_invitations_leadId_zone_key" ON "zone_invitations"("leadId", "zone");

-- CreateIndex
CREATE INDEX "zone_opening_mails_zone_state_idx" ON "zone_opening_mails"("zone", "state");

-- CreateIndex
CREATE UNIQUE INDEX "zone_opening_mails_petOwnerLeadId_state_key" ON "zone_opening_mails"("petOwnerLeadId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "zone_opening_mails_providerLeadId_state_key" ON "zone_opening_mails"("providerLeadId", "state");

-- AddForeignKey
ALTER TABLE "zone_invitations" ADD CONSTRAINT "zone_invitations_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "pet_owner_leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "zone_invitations" ADD CONSTRAINT "zone_invitations_zone_fkey" FOREIGN KEY ("zone") REFERENCES "zones"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "zone_opening_mails" ADD CONSTRAINT "zone_opening_mails_zone_fkey" FOREIGN KEY ("zone") REFERENCES "zones"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "zone_opening_mails" ADD CONSTRAINT "zone_opening_mails_petOwnerLeadId_fkey" FOREIGN KEY ("petOwnerLeadId") REFERENCES "pet_owner_leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "zone_opening_mails" ADD CONSTRAINT "zone_opening_mails_providerLeadId_fkey" FOREIGN KEY ("providerLeadId") REFERENCES "provider_leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
