import "server-only";
import { db } from "@/lib/db";

// The message statuses of Meta's webhook (sent, delivered, read, failed), applied to the WhatsApp outbox's rows in one
// statement per delivery however many it carries (Meta batches them: a signed body may hold thousands), with the rule
// a status has always followed: a message only moves forward, and read or failed is final.

const META_STATUSES = ["sent", "delivered", "read", "failed"] as const;
type MetaStatusName = (typeof META_STATUSES)[number];

/** One status as the webhook read it: the message's wamid, Meta's status, its time, and for "failed" the reason. */
export type MetaStatus = { wamid: string; status: MetaStatusName; at: Date; error?: string };

/** A status we act on (Meta sends others, e.g. "deleted", that change nothing here). */
export const isMetaStatus = (name: string): name is MetaStatusName => (META_STATUSES as readonly string[]).includes(name);

/**
 * Applies `statuses` in their order and answers how many moved a message. Each status is a step up a ladder —
 * PENDING 0, SENT 1, DELIVERED 2, then READ or FAILED 3 (final) — taken only above where the message stands, so a
 * late "delivered" never undoes "read" and nothing moves a failed one; a "read" that overtook its "delivered" fills
 * `deliveredAt` too. For one message, the steps taken are those above the message's rank and above every earlier
 * status for it in the delivery (a window over the delivery's order), which is what applying them one by one would
 * take. The messages are locked in id order first, so two deliveries at once wait for each other instead of
 * deadlocking, and each sees the other's moves.
 */
export async function applyStatuses(statuses: MetaStatus[]): Promise<number> {
  if (statuses.length === 0) return 0;
  const wamids = statuses.map((status) => status.wamid);
  const names = statuses.map((status) => status.status);
  // Text in ISO form, cast to the columns' timestamp without zone: the zone is dropped, UTC kept (as Prisma writes).
  const times = statuses.map((status) => status.at.toISOString());
  const errors = statuses.map((status) => status.error ?? "");
  const [{ moves }] = await db().$queryRaw<{ moves: number }[]>`
    WITH batch AS (
      SELECT * FROM unnest(${wamids}::text[], ${names}::text[], ${times}::text[], ${errors}::text[]) WITH ORDINALITY AS b("wamid", "status", "at", "error", "ord")
    ),
    locked AS (
      SELECT "id", "wamid", "status" FROM "whatsapp_messages"
      WHERE "wamid" IN (SELECT "wamid" FROM batch) AND "status" IN ('PENDING', 'SENT', 'DELIVERED')
      ORDER BY "id"
      FOR UPDATE
    ),
    steps AS (
      SELECT l."id", b."ord", b."status", b."at"::timestamp(3) AS "at", NULLIF(b."error", '') AS "error",
        CASE b."status" WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 ELSE 3 END AS "rank",
        CASE l."status" WHEN 'PENDING' THEN 0 WHEN 'SENT' THEN 1 ELSE 2 END AS "from"
      FROM batch b JOIN locked l ON l."wamid" = b."wamid"
    ),
    taken AS (
      SELECT * FROM (
        SELECT s.*, max(s."rank") OVER (PARTITION BY s."id" ORDER BY s."ord" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "before"
        FROM steps s
      ) w
      WHERE w."rank" > GREATEST(w."from", COALESCE(w."before", 0))
    ),
    moved AS (
      SELECT "id", count(*)::int AS "moves",
        (array_agg("status" ORDER BY "rank" DESC))[1] AS "last",
        max("at") FILTER (WHERE "status" = 'sent') AS "sentAt",
        max("at") FILTER (WHERE "status" = 'delivered') AS "deliveredAt",
        max("at") FILTER (WHERE "status" = 'read') AS "readAt",
        max("at") FILTER (WHERE "status" = 'failed') AS "failedAt",
        max("error") FILTER (WHERE "status" = 'failed') AS "error"
      FROM taken GROUP BY "id"
    ),
    updated AS (
      UPDATE "whatsapp_messages" m SET
        "status" = (CASE mv."last" WHEN 'sent' THEN 'SENT' WHEN 'delivered' THEN 'DELIVERED' WHEN 'read' THEN 'READ' ELSE 'FAILED' END)::"WhatsappStatus",
        "sentAt" = COALESCE(mv."sentAt", m."sentAt"),
        "deliveredAt" = COALESCE(mv."deliveredAt", m."deliveredAt", mv."readAt"),
        "readAt" = COALESCE(mv."readAt", m."readAt"),
        "failedAt" = COALESCE(mv."failedAt", m."failedAt"),
        "lastError" = CASE WHEN mv."failedAt" IS NULL THEN m."lastError" ELSE mv."error" END
      FROM moved mv
      WHERE m."id" = mv."id"
      RETURNING mv."moves"
    )
    SELECT COALESCE(sum("moves"), 0)::int AS "moves" FROM updated`;
  return moves;
}
