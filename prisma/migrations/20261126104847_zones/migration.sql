-- CreateEnum
CREATE TYPE "ZoneState" AS ENUM ('WAITLIST', 'INVITE', 'OPEN');

-- AlterTable
ALTER TABLE "pet_owner_leads" ADD COLUMN     "zone" TEXT;

-- AlterTable
ALTER TABLE "provider_leads" ADD COLUMN     "zone" TEXT;

-- CreateTable
CREATE TABLE "zones" (
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "state" "ZoneState" NOT NULL DEFAULT 'WAITLIST',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "zones_pkey" PRIMARY KEY ("slug")
);

-- The zones themselves (lib/zones/catalog.ts holds the same list with each zone's departamento and municipalities):
-- SPEC's seven search zones, open as before; the rest of the country, one zone per departamento, on the waitlist.
INSERT INTO "zones" ("slug", "name", "state") VALUES
    ('antiguo-cuscatlan', 'Antiguo Cuscatlán', 'OPEN'),
    ('nuevo-cuscatlan', 'Nuevo Cuscatlán', 'OPEN'),
    ('santa-tecla', 'Santa Tecla', 'OPEN'),
    ('escalon', 'Escalón', 'OPEN'),
    ('san-benito', 'San Benito', 'OPEN'),
    ('san-salvador', 'San Salvador', 'OPEN'),
    ('san-francisco', 'San Francisco', 'OPEN'),
    ('resto-san-salvador', 'Resto del departamento de San Salvador', 'WAITLIST'),
    ('resto-la-libertad', 'Resto del departamento de La Libertad', 'WAITLIST'),
    ('santa-ana', 'Santa Ana', 'WAITLIST'),
    ('san-miguel', 'San Miguel', 'WAITLIST'),
    ('sonsonate', 'Sonsonate', 'WAITLIST'),
    ('ahuachapan', 'Ahuachapán', 'WAITLIST'),
    ('usulutan', 'Usulután', 'WAITLIST'),
    ('san-vicente', 'San Vicente', 'WAITLIST'),
    ('chalatenango', 'Chalatenango', 'WAITLIST'),
    ('cuscatlan', 'Cuscatlán', 'WAITLIST'),
    ('la-paz', 'La Paz', 'WAITLIST'),
    ('cabanas', 'Cabañas', 'WAITLIST'),
    ('la-union', 'La Unión', 'WAITLIST'),
    ('morazan', 'Morazán', 'WAITLIST');

-- CreateIndex
CREATE INDEX "pet_owner_leads_zone_createdAt_idx" ON "pet_owner_leads"("zone", "createdAt");

-- CreateIndex
CREATE INDEX "provider_leads_zone_createdAt_idx" ON "provider_leads"("zone", "createdAt");

-- AddForeignKey
ALTER TABLE "provider_leads" ADD CONSTRAINT "provider_leads_zone_fkey" FOREIGN KEY ("zone") REFERENCES "zones"("slug") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pet_owner_leads" ADD CONSTRAINT "pet_owner_leads_zone_fkey" FOREIGN KEY ("zone") REFERENCES "zones"("slug") ON DELETE SET NULL ON UPDATE CASCADE;
