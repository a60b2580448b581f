-- CreateTable
CREATE TABLE "sitter_blocks" (
    "id" TEXT NOT NULL,
    "sitterId" INTEGER NOT NULL,
    "start" DATE NOT NULL,
    "end" DATE NOT NULL,

    CONSTRAINT "sitter_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sitter_blocks_sitterId_end_idx" ON "sitter_blocks"("sitterId", "end");

-- AddForeignKey
ALTER TABLE "sitter_blocks" ADD CONSTRAINT "sitter_blocks_sitterId_fkey" FOREIGN KEY ("sitterId") REFERENCES "sitters"("id") ON DELETE CASCADE ON UPDATE CASCADE;
