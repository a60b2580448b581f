-- CreateTable
CREATE TABLE "home_checks" (
    "userId" TEXT NOT NULL,
    "checkedAt" DATE NOT NULL,
    "checkedBy" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "home_checks_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "home_checks" ADD CONSTRAINT "home_checks_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
