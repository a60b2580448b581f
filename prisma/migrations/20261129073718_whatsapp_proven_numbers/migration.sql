-- AlterTable
ALTER TABLE "whatsapp_messages" ADD COLUMN     "cap" TEXT NOT NULL DEFAULT 'recipients';

-- AlterTable
ALTER TABLE "whatsapp_opt_ins" ADD COLUMN     "askedAt" TIMESTAMP(3),
ADD COLUMN     "provenAt" TIMESTAMP(3);

-- A sitter's portal switch proves its number (the account's number, a record of the team); a form's box does not:
-- those numbers get their confirmation with their next request.
UPDATE "whatsapp_opt_ins" SET "provenAt" = "optedInAt" WHERE "source" = 'portal';
