-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Service" AS ENUM ('WALK', 'DAYCARE', 'BOARDING');

-- CreateEnum
CREATE TYPE "PetType" AS ENUM ('DOG', 'CAT');

-- CreateEnum
CREATE TYPE "PetSize" AS ENUM ('SMALL', 'MEDIUM', 'LARGE');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('RECEIVED', 'CONTACTED', 'CONFIRMED', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('caregiver', 'admin');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('pending', 'under_review', 'active', 'inactive', 'rejected');

-- CreateEnum
CREATE TYPE "InterviewStatus" AS ENUM ('pending', 'scheduled', 'completed');

-- CreateEnum
CREATE TYPE "ProviderLeadSource" AS ENUM ('WAITLIST', 'APPLICATION');

-- CreateTable
CREATE TABLE "sitters" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "avatar" TEXT,
    "gallery" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "department" TEXT NOT NULL,
    "municipality" TEXT NOT NULL,
    "services" "Service"[],
    "priceFromUSD" INTEGER NOT NULL,
    "rating" DOUBLE PRECISION DEFAULT 4.8,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "bio" TEXT NOT NULL,
    "home" TEXT,
    "badges" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] DEFAULT ARRAY['ES']::TEXT[],
    "acceptsLargeDogs" BOOLEAN NOT NULL DEFAULT true,
    "acceptsCats" BOOLEAN NOT NULL DEFAULT true,
    "whatsapp" TEXT,
    "hideSuperSitter" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sitters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "sitterId" INTEGER NOT NULL,
    "author" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "rating" INTEGER NOT NULL DEFAULT 5,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" TEXT NOT NULL,
    "sitterId" INTEGER,
    "sitterName" TEXT,
    "service" "Service" NOT NULL,
    "petType" "PetType" NOT NULL,
    "petSize" "PetSize" NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "whatsapp" TEXT NOT NULL,
    "municipality" TEXT NOT NULL,
    "notes" TEXT,
    "sourceUrl" TEXT,
    "status" "BookingStatus" NOT NULL DEFAULT 'RECEIVED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_leads" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "whatsapp" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "municipality" TEXT,
    "motivation" TEXT,
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "services" "Service"[] DEFAULT ARRAY[]::"Service"[],
    "source" "ProviderLeadSource" NOT NULL DEFAULT 'WAITLIST',
    "sourceUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pet_owner_leads" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "whatsapp" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "petType" "PetType",
    "referralCode" TEXT NOT NULL,
    "referredBy" TEXT,
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pet_owner_leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscribers" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "UserRole" NOT NULL DEFAULT 'caregiver',
    "status" "UserStatus" NOT NULL DEFAULT 'pending',
    "requirePasswordChange" BOOLEAN NOT NULL DEFAULT true,
    "lastLogin" TIMESTAMP(3),
    "interviewDate" TIMESTAMP(3),
    "interviewStatus" "InterviewStatus" NOT NULL DEFAULT 'pending',
    "completionPercent" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "fileType" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sitters_slug_key" ON "sitters"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "sitters_userId_key" ON "sitters"("userId");

-- CreateIndex
CREATE INDEX "sitters_published_municipality_idx" ON "sitters"("published", "municipality");

-- CreateIndex
CREATE INDEX "sitters_published_rating_idx" ON "sitters"("published", "rating");

-- CreateIndex
CREATE INDEX "sitters_services_idx" ON "sitters" USING GIN ("services");

-- CreateIndex
CREATE INDEX "reviews_sitterId_createdAt_idx" ON "reviews"("sitterId", "createdAt");

-- CreateIndex
CREATE INDEX "bookings_createdAt_idx" ON "bookings"("createdAt");

-- CreateIndex
CREATE INDEX "bookings_sitterId_idx" ON "bookings"("sitterId");

-- CreateIndex
CREATE UNIQUE INDEX "provider_leads_email_key" ON "provider_leads"("email");

-- CreateIndex
CREATE INDEX "provider_leads_createdAt_idx" ON "provider_leads"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "pet_owner_leads_email_key" ON "pet_owner_leads"("email");

-- CreateIndex
CREATE UNIQUE INDEX "pet_owner_leads_referralCode_key" ON "pet_owner_leads"("referralCode");

-- CreateIndex
CREATE INDEX "pet_owner_leads_referredBy_idx" ON "pet_owner_leads"("referredBy");

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "documents_filePath_key" ON "documents"("filePath");

-- CreateIndex
CREATE INDEX "documents_userId_uploadedAt_idx" ON "documents"("userId", "uploadedAt");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- AddForeignKey
ALTER TABLE "sitters" ADD CONSTRAINT "sitters_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sitterId_fkey" FOREIGN KEY ("sitterId") REFERENCES "sitters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sitterId_fkey" FOREIGN KEY ("sitterId") REFERENCES "sitters"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
