-- CreateTable
CREATE TABLE "whatsapp_opt_ins" (
    "number" TEXT NOT NULL,
    "optedInAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL,

    CONSTRAINT "whatsapp_opt_ins_pkey" PRIMARY KEY ("number")
);
