-- CreateIndex
CREATE INDEX "pet_owner_leads_createdAt_idx" ON "pet_owner_leads"("createdAt");

-- CreateIndex
CREATE INDEX "provider_leads_source_createdAt_idx" ON "provider_leads"("source", "createdAt");

-- CreateIndex
CREATE INDEX "users_role_createdAt_idx" ON "users"("role", "createdAt");

-- CreateIndex
CREATE INDEX "users_role_status_createdAt_idx" ON "users"("role", "status", "createdAt");
