-- AlterTable
ALTER TABLE "sitters" ADD COLUMN     "demo" BOOLEAN NOT NULL DEFAULT false;

-- The development seed's 12 fictional sitters, wherever an earlier seed created them: marked as demo profiles.
UPDATE "sitters" SET "demo" = true
WHERE "userId" IS NULL AND "slug" IN (
  'maria-jose-hernandez', 'carlos-alberto-martinez', 'gabriela-alejandra-rivas', 'jose-roberto-flores',
  'andrea-beatriz-lopez', 'luis-fernando-mejia', 'karla-vanessa-portillo', 'diego-armando-castillo',
  'sofia-isabel-ramirez', 'claudia-marcela-guevara', 'jorge-luis-menjivar', 'ricardo-ernesto-alvarado'
);

-- Trust marks come from verified documents and the interview, never from a typed badge.
UPDATE "sitters" SET "badges" = array_remove("badges", 'verificado') WHERE 'verificado' = ANY ("badges");
